package main

import (
	"fmt"
	"strings"
)

// Reverse returns the characters of s in reverse order; runes keep multi-byte characters whole.
func Reverse(s string) string {
	runes := []rune(s)
	for i, j := 0, len(runes)-1; i < j; i, j = i+1, j-1 {
		runes[i], runes[j] = runes[j], runes[i]
	}
	return string(runes)
}

// Words splits s on any run of whitespace.
func Words(s string) []string {
	return strings.Fields(s)
}

// ScoreLine pads the name to 10 characters and prints the score with two decimals.
func ScoreLine(name string, score float64) string {
	return fmt.Sprintf("%-10s%.2f", name, score)
}

// Build joins many pieces without copying the whole string each time.
func Build(parts []string) string {
	var b strings.Builder
	for i, part := range parts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(part)
	}
	return b.String()
}

func main() {
	fmt.Println(Reverse("hello"), Words("  to be  or "), ScoreLine("ada", 9.5), Build([]string{"a", "b"}))
	fmt.Println(strings.ToUpper("go"), strings.Contains("gopher", "go"), strings.Join([]string{"x", "y"}, "-"))
}
