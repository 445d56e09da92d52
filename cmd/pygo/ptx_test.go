package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPTXFlag runs -ptx with pygo-nvrtc when there is one (make nvrtc builds it and sets
// PYGO_NVRTC); without it, -ptx must say how to get one and write nothing.
func TestPTXFlag(t *testing.T) {
	cudaPy, err := os.ReadFile(filepath.Join("..", "..", "examples", "cuda", "cuda.py"))
	if err != nil {
		t.Fatal(err)
	}
	src := writeSrc(t, string(cudaPy))
	dir := filepath.Dir(src)
	ptxFile := filepath.Join(dir, "x_pygo_ptx.go")
	code, _, stderr := pygo(t, "-pkg", "x", "-ptx", "sm_70,sm_90", src)
	if nvrtcCommand() == "" {
		if code != 1 || !strings.Contains(stderr, "go install -tags cuda github.com/pygo-lang/pygo/cmd/pygo-nvrtc") {
			t.Errorf("without NVRTC: exit %d, stderr %q", code, stderr)
		}
		if _, err := os.Stat(filepath.Join(dir, "x_pygo.go")); !os.IsNotExist(err) {
			t.Errorf("a failed -ptx run wrote files (%v)", err)
		}
		return
	}
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	goSrc, ptx := readFile(t, filepath.Join(dir, "x_pygo.go")), readFile(t, ptxFile)
	// Every kernel of CUDAKernels is an entry of the PTX of both architectures.
	kernels := regexp.MustCompile(`"\w+Launch":\s+"(pygo_\w+)"`).FindAllStringSubmatch(goSrc, -1)
	if len(kernels) == 0 {
		t.Fatal("x_pygo.go lists no kernels")
	}
	for _, arch := range []string{"sm_70", "sm_90"} {
		if !strings.Contains(ptx, ".target "+arch) {
			t.Errorf("no PTX for .target %s", arch)
		}
	}
	for _, k := range kernels {
		if n := len(regexp.MustCompile(`\.entry\s+`+k[1]+`\(`).FindAllString(ptx, -1)); n != 2 {
			t.Errorf("kernel %s is an entry %d times, want once per architecture", k[1], n)
		}
	}
	if code, _, stderr := pygo(t, "-pkg", "x", "-ptx", "sm_90,sm_70", "-check", src); code != 0 {
		t.Errorf("-check right after writing (the same architectures in another order): exit %d\n%s", code, stderr)
	}
	if code, _, stderr := pygo(t, "-pkg", "x", "-check", src); code != 1 || !strings.Contains(stderr, "x_pygo_ptx.go is stale") {
		t.Errorf("-check without -ptx: exit %d, stderr:\n%s", code, stderr)
	}
	if code, _, stderr := pygo(t, "-pkg", "x", src); code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if _, err := os.Stat(ptxFile); !os.IsNotExist(err) {
		t.Errorf("generating without -ptx left %s (%v)", ptxFile, err)
	}
}
