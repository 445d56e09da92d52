//go:build ignore

// gemm_gen.go writes zgemm_amd64.s and zgemm_amd64.go, the AVX-512 and AVX2+FMA micro-kernels
// of the float64 and float32 matrix products (gemm.go), with avo. Run by go generate in package
// kernels:
//
//	go run gemm_gen.go -out zgemm_amd64.s -stubs zgemm_amd64.go -pkg kernels
//
// Every kernel computes, for each element of its mr×nr tile of C,
//
//	acc = load ? c[i*ldc+j] : +0
//	for p := 0; p < k; p++ { acc = fma(a[p*mr+i], b[p*nr+j], acc) }
//	c[i*ldc+j] = acc
//
// one rounding per step, p in increasing order: the order the Go kernels (gemmKernelGo) follow,
// so that every path gives the same bits.
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
	zmm := func() VecVirtual { return ZMM() }
	ymm := func() VecVirtual { return YMM() }
	kernel("dgemmKernel8x24AVX512", f64, 8, 24, zmm, true)
	kernel("dgemmKernel6x8AVX2", f64, 6, 8, ymm, false)
	kernel("sgemmKernel8x48AVX512", f32, 8, 48, zmm, true)
	kernel("sgemmKernel6x16AVX2", f32, 6, 16, ymm, false)
	Generate()
}

// elem is an element type and its instructions.
type elem struct {
	name              string
	size              int // bytes
	load, zero, bcast func(...Op)
	fma, fmaBcst      func(...Op)
}

var (
	f64 = elem{"float64", 8, VMOVUPD, VXORPD, VBROADCASTSD, VFMADD231PD, VFMADD231PD_BCST}
	f32 = elem{"float32", 4, VMOVUPS, VXORPS, VBROADCASTSS, VFMADD231PS, VFMADD231PS_BCST}
)

// kernel writes one micro-kernel of mr rows and nr columns on elements of type t (newVec
// allocates one vector register). With bcst, the FMAs read each element of a as an embedded
// broadcast (AVX-512); without, a broadcast loads it first (AVX2).
func kernel(name string, t elem, mr, nr int, newVec func() VecVirtual, bcst bool) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(k int, a, b, c *%s, ldc int, load bool)", t.name))
	Doc(fmt.Sprintf("%s continues the %d×%d tile at c (rows ldc %s apart) by k steps of the packed panels a (%d per step) and b (%d per step); load false starts from zero instead of c.", name, mr, nr, t.name, mr, nr))
	vb := int(newVec().Size()) // bytes per vector
	lanes := vb / t.size
	nv := nr / lanes
	es := t.size
	k := Load(Param("k"), GP64())
	a := Load(Param("a"), GP64())
	b := Load(Param("b"), GP64())
	c := Load(Param("c"), GP64())
	ldc := Load(Param("ldc"), GP64())
	SHLQ(U8(map[int]int{4: 2, 8: 3}[es]), ldc)
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
			t.load(Mem{Base: row, Disp: vb * v}, acc[i][v])
		}
		if i < mr-1 {
			ADDQ(ldc, row)
		}
	}
	JMP(LabelRef(name + "_loop"))
	Label(name + "_zero")
	for i := range mr {
		for v := range nv {
			t.zero(acc[i][v], acc[i][v], acc[i][v])
		}
	}

	step := func(p int) {
		bv := make([]VecVirtual, nv)
		for v := range nv {
			bv[v] = newVec()
			t.load(Mem{Base: b, Disp: es*p*nr + vb*v}, bv[v])
		}
		for i := range mr {
			am := Mem{Base: a, Disp: es * (p*mr + i)}
			if bcst {
				for v := range nv {
					t.fmaBcst(am, bv[v], acc[i][v])
				}
				continue
			}
			x := newVec()
			t.bcast(am, x)
			for v := range nv {
				t.fma(bv[v], x, acc[i][v])
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
	ADDQ(U32(es*unroll*mr), a)
	ADDQ(U32(es*unroll*nr), b)
	SUBQ(U8(unroll), k)
	JMP(LabelRef(name + "_loop"))

	Comment("Remaining steps, one at a time.")
	Label(name + "_tail")
	TESTQ(k, k)
	JZ(LabelRef(name + "_store"))
	step(0)
	ADDQ(U32(es*mr), a)
	ADDQ(U32(es*nr), b)
	DECQ(k)
	JMP(LabelRef(name + "_tail"))

	Label(name + "_store")
	MOVQ(c, row)
	for i := range mr {
		for v := range nv {
			t.load(acc[i][v], Mem{Base: row, Disp: vb * v})
		}
		if i < mr-1 {
			ADDQ(ldc, row)
		}
	}
	VZEROUPPER()
	RET()
}
