package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// WriteLines writes one line per item, replacing the file.
func WriteLines(path string, lines []string) error {
	return os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
}

// ReadLines reads a text file line by line with a Scanner.
func ReadLines(path string) ([]string, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	var lines []string
	scanner := bufio.NewScanner(file)
	for scanner.Scan() {
		lines = append(lines, scanner.Text())
	}
	return lines, scanner.Err()
}

// AppendLine adds a line at the end, creating the file when it is missing.
func AppendLine(path, line string) error {
	file, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer file.Close()
	_, err = file.WriteString(line + "\n")
	return err
}

func main() {
	dir, err := os.MkdirTemp("", "file-basics")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	notes := filepath.Join(dir, "notes.txt")
	if err := WriteLines(notes, []string{"first", "second"}); err != nil {
		panic(err)
	}
	if err := AppendLine(notes, "third"); err != nil {
		panic(err)
	}
	lines, err := ReadLines(notes)
	fmt.Println(lines, err)
}
