//go:build cuda

package golden

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pygo-lang/pygo/internal/nvrtcc"
)

// TestNVRTC compiles the CUDA C of every golden case (the CUDASource constant of its
// want.go, which TestGolden keeps current) to PTX with NVRTC for sm_70, sm_80 and sm_90, and
// checks that every kernel of the case is an entry of the PTX. It needs NVRTC, not a GPU:
// run it with the environment of scripts/nvrtc.sh and -tags cuda (make nvrtc).
func TestNVRTC(t *testing.T) {
	version, err := nvrtcc.Version()
	if err != nil {
		t.Skipf("NVRTC is not available (%v): install it with scripts/nvrtc.sh", err)
	}
	t.Logf("NVRTC %s", version)
	wants, _ := filepath.Glob(filepath.Join("testdata", "*", "want.go"))
	examples, _ := filepath.Glob(filepath.Join("..", "examples", "*", "*_pygo.go"))
	wants = append(wants, examples...)
	n := 0
	for _, w := range wants {
		data, err := os.ReadFile(w)
		if err != nil {
			t.Fatal(err)
		}
		src, names := cudaSourceOf(t, data)
		if src == "" {
			continue
		}
		var kernels []string
		for _, k := range names {
			kernels = append(kernels, k)
		}
		n++
		name := filepath.Base(filepath.Dir(w))
		if strings.HasPrefix(w, "..") {
			name = "examples_" + name
		}
		t.Run(name, func(t *testing.T) {
			for _, cc := range []int{70, 80, 90} {
				arch := nvrtcc.Arch(cc)
				start := time.Now()
				ptx, err := nvrtcc.Compile(src, name+".cu", cc)
				if err != nil {
					t.Fatalf("NVRTC rejects the CUDA C: %v", err)
				}
				elapsed := time.Since(start)
				for _, k := range kernels {
					if !regexp.MustCompile(`\.entry\s+` + regexp.QuoteMeta(k) + `\(`).MatchString(ptx) {
						t.Errorf("%s: kernel %s is not an entry of the PTX", arch, k)
					}
				}
				t.Logf("%s: %d kernels compiled to %d bytes of PTX in %v (%v per kernel)", arch, len(kernels), len(ptx),
					elapsed.Round(time.Millisecond), (elapsed / time.Duration(len(kernels))).Round(time.Millisecond))
			}
		})
	}
	if n == 0 {
		t.Fatal("no golden case has CUDA kernels")
	}
}
