//go:build ignore

// random_gen.go writes zrandom_amd64.s and zrandom_amd64.go, the AVX2 twist of MT19937
// (random_twist.go), with avo. Run by go generate in package kernels:
//
//	go run random_gen.go -out zrandom_amd64.s -stubs zrandom_amd64.go -pkg kernels
//
// The kernel regenerates n state words (n a multiple of 8), eight at a time, each as the Go
// twist does,
//
//	y := (mt[j] & 0x80000000) | (mt[j+1] & 0x7fffffff)
//	mt[j] = far[j] ^ (y >> 1) ^ (-(y & 1) & 0x9908b0df)
//
// and writes the new word tempered to out[j]. Every operation is exact integer arithmetic, so
// the words are the Go loop's; the caller picks far and n so that every word a block reads is
// old or new as the sequential recurrence has it.
package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	ConstraintExpr("amd64,!purego")
	twist()
	Generate()
}

// broadcast returns a vector holding the 32-bit constant c in every lane.
func broadcast(c uint32) VecVirtual {
	g, x, y := GP32(), XMM(), YMM()
	MOVL(U32(c), g)
	MOVD(g, x)
	VPBROADCASTD(x, y)
	return y
}

func twist() {
	TEXT("mtTwistAVX2", NOSPLIT, "func(mt, far, out *uint32, n int)")
	Doc("mtTwistAVX2 regenerates the MT19937 state words mt[0:n] from themselves, mt[1:n+1] and far[0:n], eight at a time (n a multiple of 8), and stores each new word tempered in out[0:n].")
	mt := Load(Param("mt"), GP64())
	far := Load(Param("far"), GP64())
	out := Load(Param("out"), GP64())
	n := Load(Param("n"), GP64())
	upper := broadcast(0x80000000)
	lower := broadcast(0x7fffffff)
	matrix := broadcast(0x9908b0df)
	t1 := broadcast(0x9d2c5680)
	t2 := broadcast(0xefc60000)
	j := GP64()
	XORQ(j, j)

	Label("twist_loop")
	CMPQ(j, n)
	JGE(LabelRef("twist_done"))
	a, b, y, m, v := YMM(), YMM(), YMM(), YMM(), YMM()
	VMOVDQU(Mem{Base: mt, Index: j, Scale: 4}, a)
	VMOVDQU(Mem{Base: mt, Index: j, Scale: 4, Disp: 4}, b)
	VPAND(upper, a, a)
	VPAND(lower, b, b)
	VPOR(a, b, y)
	// -(y & 1) & matrix: bit 0 moved to bit 31, then spread over the lane.
	VPSLLD(U8(31), y, m)
	VPSRAD(U8(31), m, m)
	VPAND(matrix, m, m)
	VPSRLD(U8(1), y, y)
	VPXOR(Mem{Base: far, Index: j, Scale: 4}, y, v)
	VPXOR(m, v, v)
	VMOVDQU(v, Mem{Base: mt, Index: j, Scale: 4})
	// temper
	t := YMM()
	VPSRLD(U8(11), v, t)
	VPXOR(t, v, v)
	VPSLLD(U8(7), v, t)
	VPAND(t1, t, t)
	VPXOR(t, v, v)
	VPSLLD(U8(15), v, t)
	VPAND(t2, t, t)
	VPXOR(t, v, v)
	VPSRLD(U8(18), v, t)
	VPXOR(t, v, v)
	VMOVDQU(v, Mem{Base: out, Index: j, Scale: 4})
	ADDQ(U8(8), j)
	JMP(LabelRef("twist_loop"))

	Label("twist_done")
	VZEROUPPER()
	RET()
}
