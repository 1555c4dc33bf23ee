package main

import (
	"errors"
	"fmt"
	"os"
)

// ErrNotFound is a sentinel error: callers compare with errors.Is.
var ErrNotFound = errors.New("not found")

// InsufficientFunds is an error type with data: callers read it with errors.As.
type InsufficientFunds struct {
	Balance, Amount int
}

func (e *InsufficientFunds) Error() string {
	return fmt.Sprintf("cannot withdraw %d, balance is %d", e.Amount, e.Balance)
}

// Withdraw returns the new balance or an error; errors are values, returned last.
func Withdraw(balance, amount int) (int, error) {
	if amount > balance {
		return balance, &InsufficientFunds{Balance: balance, Amount: amount}
	}
	return balance - amount, nil
}

// ReadConfig wraps the cause with %w, so errors.Is still sees os.ErrNotExist through it.
func ReadConfig(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config %s: %w", path, err)
	}
	return data, nil
}

func main() {
	if _, err := Withdraw(10, 50); err != nil {
		var funds *InsufficientFunds
		if errors.As(err, &funds) {
			fmt.Println("short by", funds.Amount-funds.Balance)
		}
	}
	_, err := ReadConfig("/no/such/file.toml")
	fmt.Println(errors.Is(err, os.ErrNotExist), err)
	fmt.Println(errors.Is(fmt.Errorf("user 7: %w", ErrNotFound), ErrNotFound))
}
