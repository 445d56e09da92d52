// Command pygo-nvrtc compiles CUDA C to PTX with NVRTC, for `pygo -ptx`: it reads the CUDA C
// on standard input and writes the PTX for one compute capability on standard output.
//
//	pygo-nvrtc -cc 80 < kernels.cu > kernels.ptx
//
// It is a command of its own so that pygo itself never links NVRTC (nor makes a module that
// uses pygo as a tool depend on gorgonia.org/cu): build it with cgo, NVRTC and the cuda build
// tag (`go install -tags cuda github.com/pygo-lang/pygo/cmd/pygo-nvrtc` in the environment
// that scripts/nvrtc.sh prints), and pygo finds it on PATH or in $PYGO_NVRTC.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
)

// compile is NVRTC; nil unless built with the cuda tag (nvrtc_cuda.go).
var compile func(src, name string, cc int) (string, error)

func main() {
	cc := flag.Int("cc", 0, "compute capability, major*10 + minor (80 for sm_80)")
	name := flag.String("name", "pygo.cu", "the source's name in NVRTC's messages")
	flag.Parse()
	if *cc < 30 || flag.NArg() != 0 {
		fmt.Fprintln(os.Stderr, "usage: pygo-nvrtc -cc 80 [-name file.cu] < source.cu > out.ptx")
		os.Exit(2)
	}
	if compile == nil {
		fmt.Fprintln(os.Stderr, "pygo-nvrtc: built without NVRTC: build it with -tags cuda (see make nvrtc)")
		os.Exit(2)
	}
	src, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintf(os.Stderr, "pygo-nvrtc: %v\n", err)
		os.Exit(1)
	}
	ptx, err := compile(string(src), *name, *cc)
	if err != nil {
		fmt.Fprintf(os.Stderr, "pygo-nvrtc: %v\n", err)
		os.Exit(1)
	}
	if _, err := io.WriteString(os.Stdout, ptx); err != nil {
		fmt.Fprintf(os.Stderr, "pygo-nvrtc: %v\n", err)
		os.Exit(1)
	}
}
