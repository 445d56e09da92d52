//go:build cuda

package golden

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"gorgonia.org/cu/nvrtc"
)

// TestNVRTC compiles the CUDA C of every golden case (the CUDASource constant of its
// want.go, which TestGolden keeps current) to PTX with NVRTC for sm_70, sm_80 and sm_90, and
// checks that every kernel of the case is an entry of the PTX. It needs NVRTC, not a GPU:
// run it with the environment of scripts/nvrtc.sh and -tags cuda (make nvrtc).
func TestNVRTC(t *testing.T) {
	major, minor, err := nvrtc.Version()
	if err != nil {
		t.Skipf("NVRTC is not available (%v): install it with scripts/nvrtc.sh", err)
	}
	t.Logf("NVRTC %d.%d", major, minor)
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
			for _, arch := range []string{"compute_70", "compute_80", "compute_90"} {
				start := time.Now()
				prog, err := nvrtc.CreateProgram(src, name+".cu")
				if err != nil {
					t.Fatalf("CreateProgram: %v", err)
				}
				err = prog.Compile("--gpu-architecture="+arch, "--std=c++14")
				if err != nil {
					log, _ := prog.GetLog()
					t.Fatalf("%s: NVRTC rejects the CUDA C: %v\n%s", arch, err, log)
				}
				ptx, err := prog.GetPTX()
				if err != nil {
					t.Fatalf("GetPTX: %v", err)
				}
				elapsed := time.Since(start)
				prog.Destroy()
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
