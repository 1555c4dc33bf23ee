package main

import (
	"fmt"
	"sort"
	"strings"
)

// WordCounts counts how often each word occurs; a missing key reads as 0.
func WordCounts(text string) map[string]int {
	counts := make(map[string]int)
	for _, word := range strings.Fields(strings.ToLower(text)) {
		counts[word]++
	}
	return counts
}

// PriceOf tells a missing key from a zero value with the comma-ok form.
func PriceOf(prices map[string]float64, item string) (float64, bool) {
	price, ok := prices[item]
	return price, ok
}

// SortedKeys returns the keys in order: ranging over a map visits them in random order.
func SortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for key := range m {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	return keys
}

func main() {
	counts := WordCounts("the cat the hat")
	for _, key := range SortedKeys(counts) {
		fmt.Println(key, counts[key])
	}
	if _, ok := PriceOf(map[string]float64{"tea": 2.5}, "coffee"); !ok {
		fmt.Println("no price for coffee")
	}
	delete(counts, "cat")
	fmt.Println(len(counts))
}
