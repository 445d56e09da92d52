//go:build amd64 && !purego

package kernels

// The assembly micro-kernels' shapes. The AVX-512 tile is 8 rows by 3 registers of 8 columns
// (24 accumulators of the 32 registers), the AVX2 one 6 rows by 2 registers of 4 columns (12
// of 16).
var (
	dgemmAVX512 = gemmShape{mr: 8, nr: 24, kc: 256, mc: 96, nc: 2016, kernel: dgemmKernel8x24AVX512}
	dgemmAVX2   = gemmShape{mr: 6, nr: 8, kc: 256, mc: 72, nc: 2048, kernel: dgemmKernel6x8AVX2}
)

// dgemmShape returns the micro-kernel for isa.
func dgemmShape(isa ISA) gemmShape {
	switch {
	case isa >= ISAAVX512:
		return dgemmAVX512
	case isa >= ISAAVX2:
		return dgemmAVX2
	}
	return dgemmGo
}
