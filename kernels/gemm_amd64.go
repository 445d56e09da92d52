//go:build amd64 && !purego

package kernels

// The assembly micro-kernels' shapes. The AVX-512 tiles are 8 rows by 3 registers of columns
// (24 accumulators of the 32 registers), the AVX2 ones 6 rows by 2 registers (12 of 16).
var (
	dgemmAVX512 = gemmShape[float64]{mr: 8, nr: 24, kc: 512, mc: 144, nc: 2016, kernel: dgemmKernel8x24AVX512}
	dgemmAVX2   = gemmShape[float64]{mr: 6, nr: 8, kc: 256, mc: 72, nc: 2048, kernel: dgemmKernel6x8AVX2}
	sgemmAVX512 = gemmShape[float32]{mr: 8, nr: 48, kc: 512, mc: 192, nc: 2016, kernel: sgemmKernel8x48AVX512}
	sgemmAVX2   = gemmShape[float32]{mr: 6, nr: 16, kc: 256, mc: 72, nc: 2048, kernel: sgemmKernel6x16AVX2}
)

// dgemmShape returns the float64 micro-kernel for isa.
func dgemmShape(isa ISA) gemmShape[float64] {
	switch {
	case isa >= ISAAVX512:
		return dgemmAVX512
	case isa >= ISAAVX2:
		return dgemmAVX2
	}
	return dgemmGo
}

// sgemmShape returns the float32 micro-kernel for isa.
func sgemmShape(isa ISA) gemmShape[float32] {
	switch {
	case isa >= ISAAVX512:
		return sgemmAVX512
	case isa >= ISAAVX2:
		return sgemmAVX2
	}
	return sgemmGo
}

// dgemmTile3x3 returns the float64 tile of small products for isa (gemm_small.go).
func dgemmTile3x3(isa ISA) gemmTile[float64] {
	if isa >= ISAAVX2 {
		return dgemmTile3x3FMA
	}
	return dgemmTile3x3Go
}

// sgemmTile3x3 returns the float32 tile of small products for isa.
func sgemmTile3x3(isa ISA) gemmTile[float32] {
	if isa >= ISAAVX2 {
		return sgemmTile3x3FMA
	}
	return sgemmTile3x3Go
}
