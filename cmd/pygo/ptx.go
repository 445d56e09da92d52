package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
)

// ptxCompiler compiles CUDA C for -ptx by running pygo-nvrtc (cmd/pygo-nvrtc), the separate
// command that links NVRTC, so that pygo itself stays free of cgo and of gorgonia.org/cu.
func ptxCompiler(src string, cc int) (string, error) {
	path := nvrtcCommand()
	if path == "" {
		return "", errors.New("-ptx needs pygo-nvrtc, which links NVRTC: go install -tags cuda github.com/pygo-lang/pygo/cmd/pygo-nvrtc " +
			"in the environment scripts/nvrtc.sh prints (see make nvrtc), or set PYGO_NVRTC to its path")
	}
	cmd := exec.Command(path, "-cc", strconv.Itoa(cc))
	cmd.Stdin = strings.NewReader(src)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("%s: %v\n%s", path, err, strings.TrimSpace(stderr.String()))
	}
	return out.String(), nil
}

// nvrtcCommand is $PYGO_NVRTC, else pygo-nvrtc on PATH; "" when there is none.
func nvrtcCommand() string {
	if p := os.Getenv("PYGO_NVRTC"); p != "" {
		return p
	}
	p, err := exec.LookPath("pygo-nvrtc")
	if err != nil {
		return ""
	}
	return p
}
