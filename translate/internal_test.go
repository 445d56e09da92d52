package translate

import (
	"strings"
	"testing"
)

func TestRecovered(t *testing.T) {
	for _, tt := range []struct {
		name string
		pos  Pos
		want Pos
	}{
		{"known position", Pos{Line: 3, Col: 7}, Pos{Line: 3, Col: 7}},
		{"unknown position", Pos{}, Pos{Line: 1, Col: 1}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ds := recoverFrom(tt.pos, func() {
				var m map[string]int
				m["x"] = 1 // a runtime panic, as a nil dereference would be
			})
			if len(ds) != 1 {
				t.Fatalf("got %d diagnostics, want 1", len(ds))
			}
			d := ds[0]
			if d.Code != CodeInternal || d.Pos != tt.want || d.File != "in.py" {
				t.Errorf("got %+v, want code %s at %v", d, CodeInternal, tt.want)
			}
			if !strings.HasPrefix(d.Msg, "internal error: assignment to entry in nil map") || !strings.Contains(d.Msg, "(at translate/internal_test.go:") {
				t.Errorf("message %q does not give the panic and its place", d.Msg)
			}
			if !strings.Contains(d.Hint, "please report it at https://github.com/pygo-lang/pygo/issues") {
				t.Errorf("hint %q does not ask to report the bug", d.Hint)
			}
		})
	}
}

// recoverFrom runs f and returns its panic as Recovered diagnostics at pos.
func recoverFrom(pos Pos, f func()) (ds Diagnostics) {
	defer func() {
		if r := recover(); r != nil {
			ds = Recovered("in.py", pos, r)
		}
	}()
	f()
	return nil
}
