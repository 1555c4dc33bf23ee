import unittest


def slugify(title: str) -> str:
    """Lower-case words joined by hyphens, for URLs."""
    return "-".join(title.lower().split())


class SlugifyTest(unittest.TestCase):
    """One test method per behaviour; each name says what it checks."""

    def test_joins_words_with_hyphens(self):
        self.assertEqual(slugify("Hello World"), "hello-world")

    def test_collapses_extra_spaces(self):
        self.assertEqual(slugify("  a   b "), "a-b")

    def test_empty_title_gives_empty_slug(self):
        self.assertEqual(slugify(""), "")

    def test_rejects_none(self):
        with self.assertRaises(AttributeError):
            slugify(None)  # type: ignore[arg-type]


if __name__ == "__main__":
    # python -m unittest discovers test_*.py files; pytest runs these classes as they are, too.
    unittest.main()
