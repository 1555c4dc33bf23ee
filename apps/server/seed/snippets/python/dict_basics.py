from collections import Counter, defaultdict


def price_of(prices: dict[str, float], item: str) -> float:
    """A value with a default when the key is missing: get never raises KeyError."""
    return prices.get(item, 0.0)


def merged(defaults: dict, overrides: dict) -> dict:
    """A new dict with both; keys of overrides win (Python 3.9+ | operator)."""
    return defaults | overrides


def inverted(mapping: dict) -> dict:
    """Values become keys: a dict comprehension over items()."""
    return {value: key for key, value in mapping.items()}


def word_counts(text: str) -> Counter:
    """How often each word occurs; most_common(n) gives the top n."""
    return Counter(text.lower().split())


def group_by_length(words: list[str]) -> dict[int, list[str]]:
    """Words grouped by their length, with defaultdict creating each list on first use."""
    groups: defaultdict[int, list[str]] = defaultdict(list)
    for word in words:
        groups[len(word)].append(word)
    return dict(groups)


if __name__ == "__main__":
    assert price_of({"tea": 2.5}, "coffee") == 0.0
    assert merged({"a": 1, "b": 2}, {"b": 3}) == {"a": 1, "b": 3}
    assert inverted({"x": 1, "y": 2}) == {1: "x", 2: "y"}
    assert word_counts("the cat the hat").most_common(1) == [("the", 2)]
    assert group_by_length(["hi", "yo", "hey"]) == {2: ["hi", "yo"], 3: ["hey"]}
    for key, value in sorted({"b": 2, "a": 1}.items()):
        print(key, value)
