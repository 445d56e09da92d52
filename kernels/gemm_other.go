//go:build !amd64 || purego

package kernels

// dgemmShape returns the Go micro-kernel: there is no assembly on this build.
func dgemmShape(ISA) gemmShape { return dgemmGo }
