def reversed_copy(items: list) -> list:
    """A new list in reverse order; items.reverse() would change the list in place instead."""
    return items[::-1]


def without_duplicates(items: list) -> list:
    """The items without repeats, first occurrence kept, order preserved (dict keys keep insertion order)."""
    return list(dict.fromkeys(items))


def flatten(nested: list[list]) -> list:
    """One list from a list of lists, with a nested comprehension."""
    return [item for inner in nested for item in inner]


def evens_squared(numbers: list[int]) -> list[int]:
    """A list comprehension with a filter: the squares of the even numbers."""
    return [n * n for n in numbers if n % 2 == 0]


if __name__ == "__main__":
    original = [1, 2, 3]
    assert reversed_copy(original) == [3, 2, 1] and original == [1, 2, 3]
    assert without_duplicates([3, 1, 3, 2, 1]) == [3, 1, 2]
    assert flatten([[1, 2], [], [3]]) == [1, 2, 3]
    assert evens_squared([1, 2, 3, 4]) == [4, 16]
    assert sum([1, 2, 3]) == 6 and max([4, 9, 2]) == 9 and len([0, 0]) == 2
    print("list basics ok")
