package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

// User maps JSON fields with struct tags; omitempty leaves out an empty email.
type User struct {
	Name  string   `json:"name"`
	Age   int      `json:"age"`
	Email string   `json:"email,omitempty"`
	Tags  []string `json:"tags"`
}

// ParseUser decodes a JSON object, refusing fields the struct does not have.
func ParseUser(text string) (User, error) {
	var user User
	decoder := json.NewDecoder(strings.NewReader(text))
	decoder.DisallowUnknownFields()
	if err := decoder.Decode(&user); err != nil {
		return User{}, fmt.Errorf("parse user: %w", err)
	}
	return user, nil
}

// ToJSON encodes a value as indented JSON.
func ToJSON(value any) (string, error) {
	data, err := json.MarshalIndent(value, "", "  ")
	return string(data), err
}

func main() {
	user, err := ParseUser(`{"name": "Ada", "age": 36, "tags": ["math"]}`)
	fmt.Println(user, err)
	_, err = ParseUser(`{"name": "Ada", "nickname": "A"}`)
	fmt.Println(err)
	text, _ := ToJSON(user)
	fmt.Println(text)
}
