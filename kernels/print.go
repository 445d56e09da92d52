package kernels

import (
	"io"
	"os"
)

// Print writes its arguments as Python's print(*args) does: the Str of each, separated by spaces and followed by a
// newline, in a single Write to os.Stdout. Write errors are ignored.
func Print(args ...any) {
	_ = PrintTo(os.Stdout, " ", "\n", args...)
}

// PrintTo writes its arguments as print(*args, sep=sep, end=end, file=w) does, in a single Write, and returns the
// Write error.
func PrintTo(w io.Writer, sep, end string, args ...any) error {
	var b []byte
	for i, a := range args {
		if i > 0 {
			b = append(b, sep...)
		}
		b = append(b, Str(a)...)
	}
	b = append(b, end...)
	_, err := w.Write(b)
	return err
}
