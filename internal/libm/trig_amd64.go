//go:build amd64 && !purego

package libm

import (
	"os"

	"golang.org/x/sys/cpu"
)

// useFMA reports whether Sin, Cos and Exp run trigSmallFMA and expFMA: Go built for amd64 below v3 compiles each
// math.FMA to a test of the CPU flag, the instruction and a call to the software FMA for CPUs
// without it, and the possible call makes the compiler keep the double-doubles on the stack;
// the assembly is the same operations, each one instruction, in registers. PYGO_ISA=go (no
// assembly, as in package kernels) leaves the Go code.
var useFMA = cpuHasFMA && os.Getenv("PYGO_ISA") != "go"

// cpuHasFMA reports whether the CPU has FMA3.
var cpuHasFMA = cpu.X86.HasFMA

// trigSmallFMA is TrigPoly(TrigReduceSmall(x)) with quadrant n+c, for |x| < TrigReduceMax: the
// Go code of trig.go instruction for instruction, with FMA3.
//
//go:noescape
func trigSmallFMA(x float64, c uint64) float64

// expK holds the constants of Exp in the order expFMA reads them.
var expK = [...]float64{ExpInvLn2N, ExpShift, ExpNegLn2HiN, ExpNegLn2LoN, ExpC2, ExpC3, ExpC4, ExpC5}

// expFMA is Exp's main path (0x3c9 <= abstop < 0x408) instruction for instruction, with FMA3.
//
//go:noescape
func expFMA(x float64) float64
