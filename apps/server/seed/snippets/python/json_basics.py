import json
from pathlib import Path


def parse_json(text: str) -> dict:
    """A JSON object from text; a malformed document raises ValueError with its position."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"not JSON: {error.msg} at line {error.lineno}") from error
    if not isinstance(value, dict):
        raise ValueError("expected a JSON object")
    return value


def to_json(value: dict) -> str:
    """Readable JSON: indented, keys sorted, non-ASCII characters kept as they are."""
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False)


def save_json(path: Path, value: dict) -> None:
    """Writes value to a JSON file."""
    path.write_text(to_json(value), encoding="utf-8")


def load_json(path: Path) -> dict:
    """Reads a JSON file written by save_json."""
    return parse_json(path.read_text(encoding="utf-8"))


if __name__ == "__main__":
    import tempfile

    assert parse_json('{"name": "Ada", "tags": ["math"]}')["tags"] == ["math"]
    try:
        parse_json("{oops}")
    except ValueError as error:
        assert "not JSON" in str(error)
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "user.json"
        save_json(target, {"name": "Zoë", "age": 36})
        assert load_json(target) == {"name": "Zoë", "age": 36}
    print(to_json({"b": 1, "a": [1, 2]}))
