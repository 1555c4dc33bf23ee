package main

import (
	"fmt"
	"time"
)

// Go formats dates by example: the layout is the reference time Mon Jan 2 15:04:05 MST 2006.
const dayLayout = "2006-01-02"

// ParseDay reads a date such as 2024-03-15.
func ParseDay(text string) (time.Time, error) {
	return time.Parse(dayLayout, text)
}

// FormatDay writes a date as "15 March 2024".
func FormatDay(day time.Time) string {
	return day.Format("2 January 2006")
}

// AddDays returns the date a number of days later; AddDate handles months and leap years.
func AddDays(day time.Time, days int) time.Time {
	return day.AddDate(0, 0, days)
}

// DaysBetween counts whole days from start to end.
func DaysBetween(start, end time.Time) int {
	return int(end.Sub(start).Hours() / 24)
}

func main() {
	day, err := ParseDay("2024-02-28")
	if err != nil {
		panic(err)
	}
	fmt.Println(AddDays(day, 1).Format(dayLayout), FormatDay(day))
	end, _ := ParseDay("2024-03-01")
	fmt.Println(DaysBetween(day, end), time.Now().UTC().Format(time.RFC3339))
}
