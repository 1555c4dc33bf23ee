package main

import (
	"fmt"
	"sort"
)

// Set is a set of comparable values built on a map with empty-struct values (zero bytes each).
type Set[T comparable] map[T]struct{}

func NewSet[T comparable](values ...T) Set[T] {
	set := make(Set[T], len(values))
	for _, value := range values {
		set[value] = struct{}{}
	}
	return set
}

func (s Set[T]) Has(value T) bool {
	_, ok := s[value]
	return ok
}

// Intersect returns the values present in both sets, iterating over the smaller one.
func (s Set[T]) Intersect(other Set[T]) Set[T] {
	small, large := s, other
	if len(small) > len(large) {
		small, large = large, small
	}
	result := Set[T]{}
	for value := range small {
		if large.Has(value) {
			result[value] = struct{}{}
		}
	}
	return result
}

func main() {
	backend := NewSet("go", "sql", "docker")
	frontend := NewSet("typescript", "css", "docker")
	shared := []string{}
	for skill := range backend.Intersect(frontend) {
		shared = append(shared, skill)
	}
	sort.Strings(shared)
	fmt.Println(shared) // [docker]
}
