package typer

import "testing"

func TestClosest(t *testing.T) {
	for _, tt := range []struct {
		name  string
		cands []string
		want  string
	}{
		{"totl", []string{"total", "tool", "x"}, "tool"}, // both at distance 1: the first in sorted order
		{"lnspace", []string{"linspace", "logspace", "space"}, "linspace"},
		{"Total", []string{"total", "totals"}, "total"}, // only the case differs
		{"x", []string{"y", "xy"}, "xy"},
		{"zzzzqq", []string{"total", "values"}, ""}, // nothing close
		{"sum", []string{"sum"}, ""},                // the name itself is no suggestion
		{"apend", []string{"append", "extend", "pop"}, "append"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := closest(tt.name, tt.cands); got != tt.want {
				t.Errorf("closest(%q, %v) = %q, want %q", tt.name, tt.cands, got, tt.want)
			}
		})
	}
}
