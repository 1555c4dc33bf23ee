package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"time"
)

// Retry calls fn until it succeeds, the attempts run out, or ctx is cancelled, waiting an
// exponentially growing, jittered delay between tries (useful for flaky deploy steps).
func Retry(ctx context.Context, attempts int, base time.Duration, fn func(context.Context) error) error {
	var err error
	for attempt := 0; attempt < attempts; attempt++ {
		if err = fn(ctx); err == nil {
			return nil
		}
		delay := base << attempt
		delay = delay/2 + time.Duration(rand.Int63n(int64(delay/2)+1))
		select {
		case <-ctx.Done():
			return errors.Join(err, ctx.Err())
		case <-time.After(delay):
		}
	}
	return fmt.Errorf("after %d attempts: %w", attempts, err)
}

func main() {
	tries := 0
	err := Retry(context.Background(), 5, 10*time.Millisecond, func(context.Context) error {
		tries++
		if tries < 3 {
			return errors.New("registry not ready")
		}
		return nil
	})
	fmt.Println("tries:", tries, "error:", err)
}
