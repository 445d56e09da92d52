package gen

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the expected listings in testdata/types")

// TestTypes compares `pygo types` listings with testdata/types/NAME.types (-update rewrites
// them); "# sig:" lines of a case are -sig flags.
func TestTypes(t *testing.T) {
	files, err := filepath.Glob("testdata/types/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases in testdata/types: %v", err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".py")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			srcs := []Source{{File: f, Data: data}}
			cfg := Config{Package: "p"}
			for _, l := range strings.Split(string(data), "\n") {
				if v, ok := strings.CutPrefix(l, "# sig:"); ok {
					cfg.Sigs = append(cfg.Sigs, strings.TrimSpace(v))
				}
			}
			got, warnings, err := Types(srcs, cfg)
			if err != nil {
				t.Fatalf("Types: %s", RenderSources(err, srcs))
			}
			if len(warnings) > 0 {
				got += "# warnings\n" + RenderSources(warnings, srcs)
			}
			again, _, _ := Types(srcs, cfg)
			if len(warnings) > 0 {
				again += "# warnings\n" + RenderSources(warnings, srcs)
			}
			if again != got {
				t.Fatal("two listings of the same source differ")
			}
			want := strings.TrimSuffix(f, ".py") + ".types"
			if *update {
				if err := os.WriteFile(want, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			w, err := os.ReadFile(want)
			if err != nil {
				t.Fatalf("%v (run go test ./gen -run TestTypes -update)", err)
			}
			if string(w) != got {
				t.Errorf("listing differs from %s (go test ./gen -run TestTypes -update rewrites it):\n%s", want, got)
			}
		})
	}
}
