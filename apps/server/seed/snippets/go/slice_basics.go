package main

import (
	"fmt"
	"slices"
)

// Reversed returns a reversed copy; slices.Reverse would reverse the slice in place.
func Reversed[T any](items []T) []T {
	out := slices.Clone(items)
	slices.Reverse(out)
	return out
}

// Unique returns the items without repeats, first occurrence kept.
func Unique[T comparable](items []T) []T {
	seen := make(map[T]struct{}, len(items))
	out := make([]T, 0, len(items))
	for _, item := range items {
		if _, ok := seen[item]; ok {
			continue
		}
		seen[item] = struct{}{}
		out = append(out, item)
	}
	return out
}

// Filter keeps the items for which keep returns true.
func Filter[T any](items []T, keep func(T) bool) []T {
	var out []T
	for _, item := range items {
		if keep(item) {
			out = append(out, item)
		}
	}
	return out
}

// Sum adds the numbers.
func Sum(numbers []int) int {
	total := 0
	for _, n := range numbers {
		total += n
	}
	return total
}

func main() {
	numbers := []int{3, 1, 3, 2, 1}
	evens := Filter(numbers, func(n int) bool { return n%2 == 0 })
	fmt.Println(Reversed(numbers), Unique(numbers), evens, Sum(numbers), slices.Contains(numbers, 2))
}
