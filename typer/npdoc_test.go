package typer

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var updateDoc = flag.Bool("update", false, "rewrite docs/numpy.md from the registry")

// TestNumPyDoc checks that docs/numpy.md and the README's totals match the registry.
func TestNumPyDoc(t *testing.T) {
	const path = "../docs/numpy.md"
	want := NumPyTable()
	if *updateDoc {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%s is stale: run go test ./typer -run TestNumPyDoc -update", path)
	}
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), NumPyTotals()) {
		t.Errorf("README.md lacks the line %q", NumPyTotals())
	}
}
