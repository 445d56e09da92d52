//go:build !amd64 || purego

package kernels

// dgemmShape returns the Go float64 micro-kernel: there is no assembly on this build.
func dgemmShape(ISA) gemmShape[float64] { return dgemmGo }

// sgemmShape returns the Go float32 micro-kernel: there is no assembly on this build.
func sgemmShape(ISA) gemmShape[float32] { return sgemmGo }

// dgemmTile3x3 returns the Go float64 tile of small products: there is no assembly on this build.
func dgemmTile3x3(ISA) gemmTile[float64] { return dgemmTile3x3Go }

// sgemmTile3x3 returns the Go float32 tile of small products: there is no assembly on this build.
func sgemmTile3x3(ISA) gemmTile[float32] { return sgemmTile3x3Go }
