package simd

import "fmt"

// ISA is an x86-64 vector instruction set that Generate lowers loops to. The generated Go tests
// the matching kernels level at run time: kernels.VectorISA() >= kernels.ISAAVX512 for AVX512,
// kernels.VectorISA() >= kernels.ISAAVX2 for AVX2 (the numeric values are the same).
type ISA uint8

// The ISAs, in increasing order.
const (
	// AVX2 uses YMM registers (XMM for float32 values in a loop that also has float64 ones) and,
	// for OpFMA, FMA3; kernels.ISAAVX2 promises both.
	AVX2 ISA = iota + 1
	// AVX512 uses ZMM registers and opmasks and needs AVX512F, AVX512DQ and AVX512VL, as
	// kernels.ISAAVX512 promises.
	AVX512
)

// ISAs lists every ISA, highest first: the order of dispatch and of the generated functions.
var ISAs = [...]ISA{AVX512, AVX2}

func (isa ISA) String() string {
	switch isa {
	case AVX2:
		return "AVX2"
	case AVX512:
		return "AVX512"
	}
	return fmt.Sprintf("ISA(%d)", isa)
}

// vectorBytes is the width of the widest vector register the ISA uses.
func (isa ISA) vectorBytes() int {
	if isa == AVX512 {
		return 64
	}
	return 32
}

// FuncName is the name of the function Generate writes for a loop named name on isa.
func FuncName(name string, isa ISA) string { return name + isa.String() }

// Lanes is the number of elements of l one vector instruction handles on isa: the vector width
// divided by the size of the widest element type in l (float32 math functions compute in float64).
// float32 values in a loop with float64 ones use half-width registers.
func (l *Loop) Lanes(isa ISA) int {
	for _, a := range l.Arrays {
		if a.Elem == Float64 {
			return isa.vectorBytes() / 8
		}
	}
	for _, s := range l.Scalars {
		if s.Type == Float64 {
			return isa.vectorBytes() / 8
		}
	}
	for _, n := range l.Nodes {
		if n.Type == Float64 || n.Op.isMath() { // float32 math computes in float64
			return isa.vectorBytes() / 8
		}
	}
	return isa.vectorBytes() / 4
}

// UnsupportedError reports a loop that Generate cannot lower to an ISA; the caller keeps the Go
// loop for it.
type UnsupportedError struct {
	Loop   string
	ISA    ISA
	Reason string
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("simd: loop %s: no %s lowering: %s", e.Loop, e.ISA, e.Reason)
}
