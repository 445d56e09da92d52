//go:build ignore

// argrow_gen.go writes zargrow_amd64.s and zargrow_amd64.go, the AVX2 extremes of a contiguous
// float row that RowArgMax and RowArgMin (argrow.go) search the row for, with avo. Run by go
// generate in package kernels:
//
//	go run argrow_gen.go -out zargrow_amd64.s -stubs zargrow_amd64.go -pkg kernels
//
// Each function returns the index of the first greatest (least) of the n elements at s, or of
// the first NaN: one pass finds the extreme and whether a NaN is there, two vector chains of
// VMAXPD (VMINPD) and VCMPPD; a second finds the first element equal to the extreme (or the
// first NaN). The extreme is exact whatever the order of the comparisons, so the first index
// equal to it is the one Numba's loop gives: its first new extreme that is never exceeded, -0
// and +0 being equal. n is at least one vector's lanes: the last vector is read at
// s[n-lanes:], overlapping the one before, which a max or min allows, and whose elements
// before s[n-lanes] the search has already passed when it reaches it.
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	ConstraintExpr("amd64,!purego")
	extreme("argMaxF64AVX2", f64, true)
	extreme("argMinF64AVX2", f64, false)
	extreme("argMaxF32AVX2", f32, true)
	extreme("argMinF32AVX2", f32, false)
	Generate()
}

// elem is an element type and its instructions.
type elem struct {
	name     string
	size     int // bytes
	load     func(...Op)
	max, min func(...Op)
	cmp, or  func(...Op)
	movmsk   func(xy, r Op)
	bcast    func(...Op)
	// fold reduces the lanes of an XMM register to its lowest with op (max or min).
	fold func(x, t VecVirtual, op func(...Op))
}

var (
	f64 = elem{"float64", 8, VMOVUPD, VMAXPD, VMINPD, VCMPPD, VORPD, VMOVMSKPD, VBROADCASTSD, func(x, t VecVirtual, op func(...Op)) {
		VPERMILPD(U8(1), x, t)
		op(t, x, x)
	}}
	f32 = elem{"float32", 4, VMOVUPS, VMAXPS, VMINPS, VCMPPS, VORPS, VMOVMSKPS, VBROADCASTSS, func(x, t VecVirtual, op func(...Op)) {
		VPERMILPS(U8(0x4e), x, t)
		op(t, x, x)
		VPERMILPS(U8(0xb1), x, t)
		op(t, x, x)
	}}
)

// VCMPPD's and VCMPPS's predicates: equal (ordered, so a NaN equals nothing), and either
// operand a NaN.
const (
	eq    = 0
	unord = 3
)

// extreme writes one function: the index of the first max (isMax) or min of n elements of
// type t, or of the first NaN.
func extreme(name string, t elem, isMax bool) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(s *%s, n int) int", t.name))
	what := "least"
	op := t.min
	if isMax {
		what, op = "greatest", t.max
	}
	lanes := 32 / t.size
	Doc(fmt.Sprintf("%s returns the index of the first %s of the n >= %d elements at s, or of the first NaN.", name, what, lanes))
	s0 := Load(Param("s"), GP64())
	n := Load(Param("n"), GP64())
	s := GP64()
	MOVQ(s0, s)
	acc0, acc1, nan0, nan1, v := YMM(), YMM(), YMM(), YMM(), YMM()
	end := GP64() // the address of the last vector, s[n-lanes:]
	LEAQ(Mem{Base: s, Index: n, Scale: uint8(t.size), Disp: -32}, end)
	t.load(Mem{Base: s}, acc0)
	t.cmp(U8(unord), acc0, acc0, nan0)
	VMOVUPS(acc0, acc1)
	VMOVUPS(nan0, nan1)
	ADDQ(U8(32), s)

	Comment("Two vectors at a time while both lie before the last.")
	Label(name + "_loop2")
	next := GP64()
	LEAQ(Mem{Base: s, Disp: 32}, next)
	CMPQ(next, end)
	JAE(LabelRef(name + "_one"))
	fold := func(p Op, acc, nan VecVirtual) {
		t.load(p, v)
		op(v, acc, acc)
		x := YMM()
		t.cmp(U8(unord), v, v, x)
		t.or(x, nan, nan)
	}
	fold(Mem{Base: s}, acc0, nan0)
	fold(Mem{Base: s, Disp: 32}, acc1, nan1)
	ADDQ(U8(64), s)
	JMP(LabelRef(name + "_loop2"))

	Comment("One more whole vector before the last, then the last, which may overlap it.")
	Label(name + "_one")
	CMPQ(s, end)
	JAE(LabelRef(name + "_last"))
	fold(Mem{Base: s}, acc0, nan0)
	Label(name + "_last")
	fold(Mem{Base: end}, acc1, nan1)

	Comment("Fold the chains and the lanes; with a NaN, search for the first NaN instead.")
	op(acc1, acc0, acc0)
	t.or(nan1, nan0, nan0)
	hi := XMM()
	VEXTRACTF128(U8(1), acc0, hi)
	op(hi, acc0.AsX(), hi)
	t.fold(hi, XMM(), op)
	want := YMM()
	t.bcast(hi, want)
	mask := GP32()
	t.movmsk(nan0, mask)
	TESTL(mask, mask)
	JNZ(LabelRef(name + "_nan"))
	search(name+"_eq", t, eq, want, s0, end)
	Label(name + "_nan")
	VXORPS(want, want, want) // no NaN: unordered with x exactly when x is a NaN
	search(name+"_unord", t, unord, want, s0, end)
}

// search writes the second pass: the index of the first element x at s0 for which VCMPPD's
// (VCMPPS's) pred holds of (want, x), the last vector read at end; there is one.
func search(name string, t elem, pred int, want VecVirtual, s0, end Register) {
	p, mask := GP64(), GP32()
	MOVQ(s0, p)
	x := YMM()
	Label(name + "_loop")
	CMPQ(p, end)
	JAE(LabelRef(name + "_last"))
	t.cmp(U8(pred), Mem{Base: p}, want, x)
	t.movmsk(x, mask)
	TESTL(mask, mask)
	JNZ(LabelRef(name + "_found"))
	ADDQ(U8(32), p)
	JMP(LabelRef(name + "_loop"))
	Label(name + "_last")
	MOVQ(end, p)
	t.cmp(U8(pred), Mem{Base: p}, want, x)
	t.movmsk(x, mask)
	Label(name + "_found")
	VZEROUPPER()
	SUBQ(s0, p)
	SHRQ(U8(map[int]int{4: 2, 8: 3}[t.size]), p)
	k := GP64()
	BSFL(mask, k.As32())
	ADDQ(k, p)
	Store(p, ReturnIndex(0))
	RET()
}
