//go:build ignore

// gemm_gen.go writes zgemm_amd64.s and zgemm_amd64.go, the AVX-512 and AVX2+FMA micro-kernels
// of the float64 matrix product (gemm.go), with avo. Run by go generate in package kernels:
//
//	go run gemm_gen.go -out zgemm_amd64.s -stubs zgemm_amd64.go -pkg kernels
//
// Every kernel computes, for each element of its mr×nr tile of C,
//
//	acc = load ? c[i*ldc+j] : +0
//	for p := 0; p < k; p++ { acc = fma(a[p*mr+i], b[p*nr+j], acc) }
//	c[i*ldc+j] = acc
//
// one rounding per step, p in increasing order: the order dgemmKernelGo follows, so that every
// path gives the same bits.
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// unroll is how many steps of p one iteration of a kernel's main loop takes.
const unroll = 4

func main() {
	ConstraintExpr("amd64,!purego")
	kernel("dgemmKernel8x24AVX512", 8, 24, 8, func() VecVirtual { return ZMM() }, true)
	kernel("dgemmKernel6x8AVX2", 6, 8, 4, func() VecVirtual { return YMM() }, false)
	Generate()
}

// kernel writes one micro-kernel of mr rows and nr columns, with lanes float64 per vector
// register (new allocates one). With bcst, the FMAs read each element of a as an embedded
// broadcast (AVX-512); without, a VBROADCASTSD loads it first (AVX2).
func kernel(name string, mr, nr, lanes int, newVec func() VecVirtual, bcst bool) {
	TEXT(name, NOSPLIT, "func(k int, a, b, c *float64, ldc int, load bool)")
	Doc(fmt.Sprintf("%s continues the %d×%d tile at c (rows ldc float64 apart) by k steps of the packed panels a (%d per step) and b (%d per step); load false starts from zero instead of c.", name, mr, nr, mr, nr))
	nv := nr / lanes
	k := Load(Param("k"), GP64())
	a := Load(Param("a"), GP64())
	b := Load(Param("b"), GP64())
	c := Load(Param("c"), GP64())
	ldc := Load(Param("ldc"), GP64())
	SHLQ(U8(3), ldc)
	ld := Load(Param("load"), GP8())

	acc := make([][]VecVirtual, mr)
	for i := range acc {
		acc[i] = make([]VecVirtual, nv)
		for v := range acc[i] {
			acc[i][v] = newVec()
		}
	}
	row := GP64()

	Comment("Start from c, or from zero.")
	TESTB(ld, ld)
	JZ(LabelRef(name + "_zero"))
	MOVQ(c, row)
	for i := range mr {
		for v := range nv {
			VMOVUPD(Mem{Base: row, Disp: 8 * lanes * v}, acc[i][v])
		}
		if i < mr-1 {
			ADDQ(ldc, row)
		}
	}
	JMP(LabelRef(name + "_loop"))
	Label(name + "_zero")
	for i := range mr {
		for v := range nv {
			VXORPD(acc[i][v], acc[i][v], acc[i][v])
		}
	}

	step := func(p int) {
		bv := make([]VecVirtual, nv)
		for v := range nv {
			bv[v] = newVec()
			VMOVUPD(Mem{Base: b, Disp: 8 * (p*nr + lanes*v)}, bv[v])
		}
		for i := range mr {
			am := Mem{Base: a, Disp: 8 * (p*mr + i)}
			if bcst {
				for v := range nv {
					VFMADD231PD_BCST(am, bv[v], acc[i][v])
				}
				continue
			}
			t := newVec()
			VBROADCASTSD(am, t)
			for v := range nv {
				VFMADD231PD(bv[v], t, acc[i][v])
			}
		}
	}

	Comment(fmt.Sprintf("Main loop: %d steps of p per iteration.", unroll))
	Label(name + "_loop")
	CMPQ(k, U8(unroll))
	JL(LabelRef(name + "_tail"))
	for p := range unroll {
		step(p)
	}
	ADDQ(U32(8*unroll*mr), a)
	ADDQ(U32(8*unroll*nr), b)
	SUBQ(U8(unroll), k)
	JMP(LabelRef(name + "_loop"))

	Comment("Remaining steps, one at a time.")
	Label(name + "_tail")
	TESTQ(k, k)
	JZ(LabelRef(name + "_store"))
	step(0)
	ADDQ(U32(8*mr), a)
	ADDQ(U32(8*nr), b)
	DECQ(k)
	JMP(LabelRef(name + "_tail"))

	Label(name + "_store")
	MOVQ(c, row)
	for i := range mr {
		for v := range nv {
			VMOVUPD(acc[i][v], Mem{Base: row, Disp: 8 * lanes * v})
		}
		if i < mr-1 {
			ADDQ(ldc, row)
		}
	}
	VZEROUPPER()
	RET()
}
