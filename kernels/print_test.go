package kernels

import (
	"bytes"
	"errors"
	"testing"
)

// countingWriter records each Write call separately.
type countingWriter struct{ writes []string }

func (w *countingWriter) Write(p []byte) (int, error) {
	w.writes = append(w.writes, string(p))
	return len(p), nil
}

func TestPrintTo(t *testing.T) {
	for _, tt := range []struct {
		name     string
		sep, end string
		args     []any
		want     string
	}{
		{"default", " ", "\n", []any{1, 2.0, "s", true, nil}, "1 2.0 s True None\n"},
		{"empty", " ", "\n", nil, "\n"},
		{"sep", ", ", "!", []any{"a", "b"}, "a, b!"},
		{"tuple", " ", "\n", []any{Tuple{1, "a"}}, "(1, 'a')\n"},
		{"complex", " ", "", []any{complex(1, -2)}, "(1-2j)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var w countingWriter
			if err := PrintTo(&w, tt.sep, tt.end, tt.args...); err != nil {
				t.Fatal(err)
			}
			if len(w.writes) != 1 {
				t.Fatalf("%d Write calls, want 1", len(w.writes))
			}
			if w.writes[0] != tt.want {
				t.Errorf("wrote %q, want %q", w.writes[0], tt.want)
			}
		})
	}
}

type failingWriter struct{}

var errWrite = errors.New("write failed")

func (failingWriter) Write([]byte) (int, error) { return 0, errWrite }

func TestPrintToError(t *testing.T) {
	if err := PrintTo(failingWriter{}, " ", "\n", 1); !errors.Is(err, errWrite) {
		t.Errorf("PrintTo error = %v, want %v", err, errWrite)
	}
}

func TestPrintToBuffer(t *testing.T) {
	var b bytes.Buffer
	_ = PrintTo(&b, "", "", "x", 1)
	if b.String() != "x1" {
		t.Errorf("got %q", b.String())
	}
}
