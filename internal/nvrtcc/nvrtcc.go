//go:build cuda

package nvrtcc

import (
	"fmt"
	"strings"

	"gorgonia.org/cu/nvrtc"
)

// Options are the NVRTC options every compilation uses besides the architecture.
var Options = []string{"--std=c++14"}

// Arch is NVRTC's name of the virtual architecture of compute capability cc (major*10+minor):
// compute_80 for 80. PTX for it runs on that capability and every later one.
func Arch(cc int) string { return fmt.Sprintf("compute_%d", cc) }

// Compile compiles the CUDA C src (named name in NVRTC's messages) to PTX for the compute
// capability cc. A compilation error carries NVRTC's log.
func Compile(src, name string, cc int) (string, error) {
	prog, err := nvrtc.CreateProgram(src, name)
	if err != nil {
		return "", fmt.Errorf("nvrtc: %s: %w", name, err)
	}
	defer prog.Destroy()
	if err := prog.Compile(append([]string{"--gpu-architecture=" + Arch(cc)}, Options...)...); err != nil {
		log, _ := prog.GetLog()
		return "", fmt.Errorf("nvrtc: %s for %s: %w\n%s", name, Arch(cc), err, strings.TrimSpace(log))
	}
	ptx, err := prog.GetPTX()
	if err != nil {
		return "", fmt.Errorf("nvrtc: %s: %w", name, err)
	}
	// NVRTC's PTX ends with a NUL byte; a Go string does not need it.
	return strings.TrimRight(ptx, "\x00"), nil
}

// Version is NVRTC's version, "major.minor": part of the key of cached PTX.
func Version() (string, error) {
	major, minor, err := nvrtc.Version()
	if err != nil {
		return "", fmt.Errorf("nvrtc: %w", err)
	}
	return fmt.Sprintf("%d.%d", major, minor), nil
}
