from bisect import bisect_left
from typing import Sequence, TypeVar

T = TypeVar("T")


def binary_search(items: Sequence[T], target: T) -> int:
    """Return the index of target in the sorted sequence items, or -1 if it is absent.

    Runs in O(log n): bisect_left finds the first position where target could be inserted
    while keeping items sorted; target is present only if that slot already holds it.
    """
    index = bisect_left(items, target)
    if index < len(items) and items[index] == target:
        return index
    return -1


if __name__ == "__main__":
    primes = [2, 3, 5, 7, 11, 13, 17, 19]
    assert binary_search(primes, 13) == 5
    assert binary_search(primes, 4) == -1
    assert binary_search([], 1) == -1
    print("13 is at index", binary_search(primes, 13))
