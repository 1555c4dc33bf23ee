class InsufficientFunds(Exception):
    """Raised when a withdrawal is larger than the balance."""

    def __init__(self, balance: float, amount: float):
        super().__init__(f"cannot withdraw {amount:.2f}, balance is {balance:.2f}")
        self.balance = balance
        self.amount = amount


def withdraw(balance: float, amount: float) -> float:
    """The balance after a withdrawal; raises on bad input instead of returning a marker value."""
    if amount <= 0:
        raise ValueError("amount must be positive")
    if amount > balance:
        raise InsufficientFunds(balance, amount)
    return balance - amount


def parse_port(text: str, default: int = 8080) -> int:
    """A port number from text, or the default when the text is not a number: catch only what you expect."""
    try:
        port = int(text)
    except ValueError:
        return default
    else:
        return port
    finally:
        pass  # cleanup that must always run goes here


if __name__ == "__main__":
    assert withdraw(100, 30) == 70
    try:
        withdraw(10, 50)
    except InsufficientFunds as error:
        assert error.amount == 50 and "balance is 10.00" in str(error)
    else:
        raise AssertionError("expected InsufficientFunds")
    assert parse_port("x") == 8080 and parse_port("443") == 443
    print("error handling ok")
