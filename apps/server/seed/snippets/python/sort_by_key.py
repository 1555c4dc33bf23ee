from operator import itemgetter


def by_age(people: list[dict]) -> list[dict]:
    """A new list sorted by the "age" key; sorted is stable, so equal ages keep their order."""
    return sorted(people, key=itemgetter("age"))


def by_score_descending(people: list[dict]) -> list[dict]:
    """Highest score first, then by name for equal scores: a tuple key with a negated number."""
    return sorted(people, key=lambda person: (-person["score"], person["name"]))


def sort_words_ignoring_case(words: list[str]) -> None:
    """Sorts the list in place, case-insensitively."""
    words.sort(key=str.lower)


if __name__ == "__main__":
    people = [
        {"name": "Bo", "age": 31, "score": 7},
        {"name": "Al", "age": 25, "score": 9},
        {"name": "Cy", "age": 31, "score": 9},
    ]
    assert [p["name"] for p in by_age(people)] == ["Al", "Bo", "Cy"]
    assert [p["name"] for p in by_score_descending(people)] == ["Al", "Cy", "Bo"]
    words = ["banana", "Apple", "cherry"]
    sort_words_ignoring_case(words)
    assert words == ["Apple", "banana", "cherry"]
    assert sorted([3, 1, 2], reverse=True) == [3, 2, 1]
    print("sorting ok")
