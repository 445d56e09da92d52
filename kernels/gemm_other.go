//go:build !amd64 || purego

package kernels

// dgemmShape returns the Go float64 micro-kernel: there is no assembly on this build.
func dgemmShape(ISA) gemmShape[float64] { return dgemmGo }

// sgemmShape returns the Go float32 micro-kernel: there is no assembly on this build.
func sgemmShape(ISA) gemmShape[float32] { return sgemmGo }
