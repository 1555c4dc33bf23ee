package main

import (
	"cmp"
	"fmt"
	"slices"
)

type Person struct {
	Name  string
	Age   int
	Score int
}

// ByAge sorts a copy by age; SortStableFunc keeps equal ages in their order.
func ByAge(people []Person) []Person {
	sorted := slices.Clone(people)
	slices.SortStableFunc(sorted, func(a, b Person) int { return cmp.Compare(a.Age, b.Age) })
	return sorted
}

// ByScoreThenName sorts highest score first, then by name: cmp.Or takes the first non-zero comparison.
func ByScoreThenName(people []Person) []Person {
	sorted := slices.Clone(people)
	slices.SortFunc(sorted, func(a, b Person) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(a.Name, b.Name))
	})
	return sorted
}

func main() {
	people := []Person{{"Bo", 31, 7}, {"Al", 25, 9}, {"Cy", 31, 9}}
	fmt.Println(ByAge(people))
	fmt.Println(ByScoreThenName(people))
	numbers := []int{10, 9, 1}
	slices.Sort(numbers)
	fmt.Println(numbers)
}
