package slug

import (
	"strings"
	"testing"
)

// Slugify joins the lower-case words of a title with hyphens.
func Slugify(title string) string {
	return strings.Join(strings.Fields(strings.ToLower(title)), "-")
}

// TestSlugify is a table-driven test: one row per case, run as named subtests by `go test`.
func TestSlugify(t *testing.T) {
	cases := []struct {
		name, title, want string
	}{
		{"joins words", "Hello World", "hello-world"},
		{"collapses spaces", "  a   b ", "a-b"},
		{"empty title", "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Slugify(tc.title); got != tc.want {
				t.Errorf("Slugify(%q) = %q, want %q", tc.title, got, tc.want)
			}
		})
	}
}
