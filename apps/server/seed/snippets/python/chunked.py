from itertools import islice
from typing import Iterable, Iterator, List, TypeVar

T = TypeVar("T")


def chunked(items: Iterable[T], size: int) -> Iterator[List[T]]:
    """Yield lists of at most size items from any iterable, lazily.

    Works on generators and files as well as lists, so a large input is never held in
    memory at once; the last chunk may be shorter.
    """
    if size < 1:
        raise ValueError("size must be at least 1")
    iterator = iter(items)
    while chunk := list(islice(iterator, size)):
        yield chunk


if __name__ == "__main__":
    assert list(chunked(range(7), 3)) == [[0, 1, 2], [3, 4, 5], [6]]
    assert list(chunked([], 2)) == []
    for batch in chunked(("row-%d" % n for n in range(5)), 2):
        print("insert batch", batch)
