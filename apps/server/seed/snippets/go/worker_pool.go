package main

import (
	"fmt"
	"sync"
)

// process runs work on every job with a fixed number of goroutines and returns the results
// in the order of the jobs. A bounded pool keeps memory and open connections predictable.
func process[J any, R any](jobs []J, workers int, work func(J) R) []R {
	results := make([]R, len(jobs))
	indexes := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range indexes {
				results[i] = work(jobs[i])
			}
		}()
	}
	for i := range jobs {
		indexes <- i
	}
	close(indexes)
	wg.Wait()
	return results
}

func main() {
	squares := process([]int{1, 2, 3, 4, 5}, 3, func(n int) int { return n * n })
	fmt.Println(squares) // [1 4 9 16 25]
}
