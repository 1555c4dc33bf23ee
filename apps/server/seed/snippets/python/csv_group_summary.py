import csv
import io
from collections import defaultdict
from statistics import mean
from typing import Dict, TextIO


def summarize_by(file: TextIO, group_column: str, value_column: str) -> Dict[str, Dict[str, float]]:
    """Group CSV rows by one column and report count, total and mean of a numeric column.

    Uses only the standard library, so it runs anywhere Python does; rows whose value is
    blank or not a number are skipped rather than stopping the report.
    """
    groups: Dict[str, list] = defaultdict(list)
    for row in csv.DictReader(file):
        try:
            groups[row[group_column]].append(float(row[value_column]))
        except (KeyError, ValueError):
            continue
    return {
        name: {"count": len(values), "total": sum(values), "mean": round(mean(values), 2)}
        for name, values in sorted(groups.items())
    }


if __name__ == "__main__":
    sales = io.StringIO("region,amount\nnorth,100\nsouth,80\nnorth,50\nsouth,\nwest,70\n")
    summary = summarize_by(sales, "region", "amount")
    assert summary["north"] == {"count": 2, "total": 150.0, "mean": 75.0}
    assert summary["south"]["count"] == 1
    for region, numbers in summary.items():
        print(region, numbers)
