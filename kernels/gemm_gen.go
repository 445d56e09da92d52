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
	tile("dgemmTile3x3FMA", f64)
	tile("sgemmTile3x3FMA", f32)
	Generate()
}

// elem is an element type and its instructions.
type elem struct {
	name              string
	size              int // bytes
	load, zero, bcast func(...Op)
	fma, fmaBcst      func(...Op)
	loadS, fmaS       func(...Op) // scalar load and FMA
}

var (
	f64 = elem{"float64", 8, VMOVUPD, VXORPD, VBROADCASTSD, VFMADD231PD, VFMADD231PD_BCST, VMOVSD, VFMADD231SD}
	f32 = elem{"float32", 4, VMOVUPS, VXORPS, VBROADCASTSS, VFMADD231PS, VFMADD231PS_BCST, VMOVSS, VFMADD231SS}
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

// tile writes the 3×3 tile of the small products (gemm_small.go) on elements of type t: nine
// scalar chains acc[3r+s] = fma(a[ar+p·as], b[bs'+p·bs], acc[3r+s]) for p from 0 to k-1, each
// from +0, over operands in place (offsets and strides in elements), stored to c[0:9]. It is
// fmaTile3x3F64's loop without the test for FMA that math.FMA makes at every step below
// GOAMD64=v3, which also makes the Go compiler keep the accumulators in memory.
func tile(name string, t elem) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(k int, a, b *%s, a0, a1, a2, b0, b1, b2, as, bs int, c *%s)", t.name, t.name))
	Doc(fmt.Sprintf("%s stores to c[0:9] the nine chains of fused multiply-adds over k steps of rows a0, a1, a2 of a (as elements per step) and columns b0, b1, b2 of b (bs per step), offsets in %s elements.", name, t.name))
	es := t.size
	k := Load(Param("k"), GP64())
	a := Load(Param("a"), GP64())
	b := Load(Param("b"), GP64())
	var ao, bo [3]Register
	for i := range 3 {
		ao[i] = Load(Param(fmt.Sprintf("a%d", i)), GP64())
		bo[i] = Load(Param(fmt.Sprintf("b%d", i)), GP64())
	}
	as := Load(Param("as"), GP64())
	bs := Load(Param("bs"), GP64())
	var acc [9]VecVirtual
	for i := range acc {
		acc[i] = XMM()
		t.zero(acc[i], acc[i], acc[i])
	}
	TESTQ(k, k)
	JZ(LabelRef(name + "_store"))
	Label(name + "_loop")
	var y [3]VecVirtual
	for s := range 3 {
		y[s] = XMM()
		t.loadS(Mem{Base: b, Index: bo[s], Scale: uint8(es)}, y[s])
	}
	for r := range 3 {
		x := XMM()
		t.loadS(Mem{Base: a, Index: ao[r], Scale: uint8(es)}, x)
		for s := range 3 {
			t.fmaS(y[s], x, acc[3*r+s])
		}
	}
	for i := range 3 {
		ADDQ(as, ao[i])
		ADDQ(bs, bo[i])
	}
	DECQ(k)
	JNZ(LabelRef(name + "_loop"))
	Label(name + "_store")
	c := Load(Param("c"), GP64())
	for i := range acc {
		t.loadS(acc[i], Mem{Base: c, Disp: es * i})
	}
	RET()
}
