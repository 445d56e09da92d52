package kernels

import (
	"os"
	"strconv"

	"golang.org/x/sys/cpu"
)

// ISA is a level of x86-64 vector instructions that pygo's generated assembly may use. Levels
// are ordered: generated code calls a function written for level L when VectorISA() >= L.
type ISA uint8

// The levels, lowest first.
const (
	ISAGo     ISA = iota // no generated assembly: the Go loops run
	ISAAVX2              // AVX2 and FMA3
	ISAAVX512            // AVX-512 F, DQ and VL, besides AVX2 and FMA3
)

func (isa ISA) String() string {
	switch isa {
	case ISAGo:
		return "go"
	case ISAAVX2:
		return "avx2"
	case ISAAVX512:
		return "avx512"
	}
	return "ISA(" + strconv.Itoa(int(isa)) + ")"
}

// vectorISA is set once, at initialization, and never written again.
var vectorISA = chooseISA(detectISA(), os.Getenv("PYGO_ISA"))

// VectorISA returns the vector instructions generated code uses: the highest level the CPU and
// operating system support, lowered by the environment variable PYGO_ISA=avx512|avx2|go, read
// once at start-up (for tests and CI). PYGO_ISA never raises the level above what the CPU has,
// and an unrecognized value selects go.
func VectorISA() ISA { return vectorISA }

func detectISA() ISA {
	x := cpu.X86
	switch {
	case x.HasAVX512F && x.HasAVX512DQ && x.HasAVX512VL && x.HasAVX2 && x.HasFMA:
		return ISAAVX512
	case x.HasAVX2 && x.HasFMA:
		return ISAAVX2
	}
	return ISAGo
}

// chooseISA applies the PYGO_ISA value env to the level the CPU supports.
func chooseISA(supported ISA, env string) ISA {
	want := supported
	switch env {
	case "":
	case "avx512":
		want = ISAAVX512
	case "avx2":
		want = ISAAVX2
	default: // "go" and unrecognized values
		want = ISAGo
	}
	return min(want, supported)
}
