from pathlib import Path


def write_lines(path: Path, lines: list[str]) -> None:
    """Writes one line per item; the with block closes the file even if writing fails."""
    with path.open("w", encoding="utf-8") as handle:
        for line in lines:
            handle.write(line + "\n")


def read_lines(path: Path) -> list[str]:
    """The lines of a text file without their line endings, read one at a time."""
    with path.open(encoding="utf-8") as handle:
        return [line.rstrip("\n") for line in handle]


def append_line(path: Path, line: str) -> None:
    """Adds a line at the end ("a" mode creates the file when it is missing)."""
    with path.open("a", encoding="utf-8") as handle:
        handle.write(line + "\n")


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        notes = Path(folder) / "notes.txt"
        write_lines(notes, ["first", "second"])
        append_line(notes, "third")
        assert read_lines(notes) == ["first", "second", "third"]
        assert notes.read_text(encoding="utf-8").count("\n") == 3
        assert notes.exists() and not (Path(folder) / "missing.txt").exists()
    print("file basics ok")
