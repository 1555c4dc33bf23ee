package main

import (
	"cmp"
	"fmt"
)

// MergeSort returns a sorted copy of values. It is stable (equal values keep their order)
// and always O(n log n), at the cost of O(n) extra memory.
func MergeSort[T cmp.Ordered](values []T) []T {
	if len(values) <= 1 {
		return append([]T(nil), values...)
	}
	middle := len(values) / 2
	left, right := MergeSort(values[:middle]), MergeSort(values[middle:])
	merged := make([]T, 0, len(values))
	for len(left) > 0 && len(right) > 0 {
		if right[0] < left[0] {
			merged, right = append(merged, right[0]), right[1:]
		} else {
			merged, left = append(merged, left[0]), left[1:]
		}
	}
	return append(append(merged, left...), right...)
}

func main() {
	fmt.Println(MergeSort([]int{38, 27, 43, 3, 9, 82, 10}))
	fmt.Println(MergeSort([]string{"pear", "apple", "fig"}))
}
