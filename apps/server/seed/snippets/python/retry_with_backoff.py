import functools
import random
import time
from typing import Callable, Tuple, Type, TypeVar

T = TypeVar("T")


def retry(
    attempts: int = 3,
    base_delay: float = 0.5,
    max_delay: float = 10.0,
    exceptions: Tuple[Type[BaseException], ...] = (Exception,),
) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """Retry a function on the given exceptions with exponential backoff and full jitter.

    The delay before retry n is a random value between 0 and min(max_delay, base_delay * 2**n),
    so many clients that failed together do not all retry at the same moment.
    """

    def decorator(function: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(function)
        def wrapper(*args, **kwargs) -> T:
            for attempt in range(attempts):
                try:
                    return function(*args, **kwargs)
                except exceptions:
                    if attempt == attempts - 1:
                        raise
                    time.sleep(random.uniform(0, min(max_delay, base_delay * 2**attempt)))
            raise AssertionError("unreachable")

        return wrapper

    return decorator


if __name__ == "__main__":
    calls = {"count": 0}

    @retry(attempts=4, base_delay=0.01, exceptions=(ConnectionError,))
    def flaky() -> str:
        calls["count"] += 1
        if calls["count"] < 3:
            raise ConnectionError("temporary failure")
        return "ok"

    assert flaky() == "ok"
    assert calls["count"] == 3
    print("succeeded after", calls["count"], "attempts")
