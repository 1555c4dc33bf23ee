from datetime import date, datetime, timedelta, timezone


def parse_day(text: str) -> date:
    """A date from ISO text such as 2024-03-15."""
    return date.fromisoformat(text)


def format_day(day: date) -> str:
    """A date as "15 March 2024" with strftime codes."""
    return f"{day.day} {day.strftime('%B %Y')}"


def add_days(day: date, days: int) -> date:
    """The date a number of days later (negative: earlier); months and leap years are handled."""
    return day + timedelta(days=days)


def days_between(start: date, end: date) -> int:
    """Whole days from start to end: subtracting dates gives a timedelta."""
    return (end - start).days


def utc_now_iso() -> str:
    """The current time in UTC as ISO 8601 text, with its offset: store times like this."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


if __name__ == "__main__":
    day = parse_day("2024-02-28")
    assert add_days(day, 1) == date(2024, 2, 29)
    assert format_day(date(2024, 3, 15)) == "15 March 2024"
    assert days_between(date(2024, 1, 1), date(2024, 3, 1)) == 60
    assert utc_now_iso().endswith("+00:00")
    print("date basics ok")
