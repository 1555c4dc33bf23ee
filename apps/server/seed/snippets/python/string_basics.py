def reverse_string(text: str) -> str:
    """The characters of text in reverse order: a slice with step -1."""
    return text[::-1]


def words(text: str) -> list[str]:
    """The words of text, split on any run of whitespace."""
    return text.split()


def join_words(parts: list[str], separator: str = ", ") -> str:
    """The parts joined into one string, separator between each pair."""
    return separator.join(parts)


def title_line(name: str, score: float) -> str:
    """An f-string with a format spec: two decimals, name padded to 10 characters."""
    return f"{name:<10}{score:.2f}"


if __name__ == "__main__":
    assert reverse_string("hello") == "olleh"
    assert words("  to be   or not ") == ["to", "be", "or", "not"]
    assert join_words(["a", "b", "c"]) == "a, b, c"
    assert title_line("ada", 9.5) == "ada       9.50"
    assert "Hello".lower().startswith("he") and "x".upper() == "X"
    print("string basics ok")
