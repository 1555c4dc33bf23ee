import re
from typing import Dict

_LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$")


def parse_env(text: str) -> Dict[str, str]:
    """Parse the contents of a .env file into a dict.

    Handles comments, blank lines, an optional "export " prefix, single quotes (taken
    literally) and double quotes (with \\n escapes); an unquoted value ends at " #".
    """
    values: Dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = _LINE.match(line)
        if not match:
            raise ValueError("Cannot parse line: %r" % line)
        key, raw = match.groups()
        if len(raw) >= 2 and raw[0] == raw[-1] == "'":
            value = raw[1:-1]
        elif len(raw) >= 2 and raw[0] == raw[-1] == '"':
            value = raw[1:-1].replace("\\n", "\n").replace('\\"', '"')
        else:
            value = raw.split(" #", 1)[0].strip()
        values[key] = value
    return values


if __name__ == "__main__":
    sample = """
# database
export DATABASE_URL=postgres://localhost/app  # local only
GREETING="Hello\\nWorld"
RAW='$NOT_EXPANDED'
"""
    env = parse_env(sample)
    assert env["DATABASE_URL"] == "postgres://localhost/app"
    assert env["GREETING"] == "Hello\nWorld"
    assert env["RAW"] == "$NOT_EXPANDED"
    print(sorted(env))
