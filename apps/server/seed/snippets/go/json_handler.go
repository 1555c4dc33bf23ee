package main

import (
	"encoding/json"
	"log"
	"net/http"
	"strings"
	"sync"
)

type Note struct {
	ID   int    `json:"id"`
	Text string `json:"text"`
}

type NoteStore struct {
	mu    sync.Mutex
	notes []Note
}

func writeJSON(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(body)
}

// ServeHTTP answers GET /notes with every note and POST /notes with the note it created.
// Bodies are limited to 1 MB and unknown fields are refused.
func (s *NoteStore) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet:
		s.mu.Lock()
		defer s.mu.Unlock()
		writeJSON(w, http.StatusOK, s.notes)
	case http.MethodPost:
		var input struct {
			Text string `json:"text"`
		}
		decoder := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20))
		decoder.DisallowUnknownFields()
		if err := decoder.Decode(&input); err != nil || strings.TrimSpace(input.Text) == "" {
			writeJSON(w, http.StatusUnprocessableEntity, map[string]string{"detail": "Send JSON with a text field."})
			return
		}
		s.mu.Lock()
		note := Note{ID: len(s.notes) + 1, Text: strings.TrimSpace(input.Text)}
		s.notes = append(s.notes, note)
		s.mu.Unlock()
		writeJSON(w, http.StatusCreated, note)
	default:
		w.Header().Set("Allow", "GET, POST")
		writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"detail": "Use GET or POST."})
	}
}

func main() {
	http.Handle("/notes", &NoteStore{})
	log.Fatal(http.ListenAndServe(":8080", nil))
}
