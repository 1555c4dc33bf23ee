from statistics import mean, pstdev
from typing import List, Sequence


def zscore_outliers(values: Sequence[float], threshold: float = 3.0) -> List[int]:
    """Return the indexes of values more than threshold standard deviations from the mean.

    A quick first look at a numeric column; for skewed data prefer the median absolute
    deviation, which a single extreme value cannot inflate.
    """
    if len(values) < 2:
        return []
    centre = mean(values)
    spread = pstdev(values)
    if spread == 0:
        return []
    return [index for index, value in enumerate(values) if abs(value - centre) / spread > threshold]


def moving_average(values: Sequence[float], window: int) -> List[float]:
    """Return the mean of each full window of consecutive values (a simple moving average)."""
    if window < 1:
        raise ValueError("window must be at least 1")
    total = sum(values[:window])
    averages = [total / window] if len(values) >= window else []
    for index in range(window, len(values)):
        total += values[index] - values[index - window]
        averages.append(total / window)
    return averages


if __name__ == "__main__":
    response_times = [120, 118, 125, 122, 119, 121, 950, 123, 117, 124]
    assert zscore_outliers(response_times, threshold=2.5) == [6]
    assert moving_average([1, 2, 3, 4, 5], 2) == [1.5, 2.5, 3.5, 4.5]
    print("outlier at", zscore_outliers(response_times, threshold=2.5))
