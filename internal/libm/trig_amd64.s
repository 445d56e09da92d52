// Code written by hand from trig.go; TestTrigFMA checks it bit for bit against the Go code.

//go:build amd64 && !purego

#include "textflag.h"

// The constants of TrigReduceSmall, trigSin and trigCos, in the order of trig.go.
DATA trigk<>+0(SB)/8, $0x3fe45f306dc9c883   // TrigInvPiHalf
DATA trigk<>+8(SB)/8, $0x4338000000000000   // 0x1.8p52
DATA trigk<>+16(SB)/8, $0x3ff921fb54442d18  // TrigPiHalf1
DATA trigk<>+24(SB)/8, $0x3c91a62633145c07  // TrigPiHalf2
DATA trigk<>+32(SB)/8, $0xb91f1976b7ed8fbc  // TrigPiHalf3
DATA trigk<>+40(SB)/8, $0xbfc5555555555555  // TrigS3Hi
DATA trigk<>+48(SB)/8, $0xbc65555555555555  // TrigS3Lo
DATA trigk<>+56(SB)/8, $0x3fa5555555555555  // TrigC4Hi
DATA trigk<>+64(SB)/8, $0x3c45555555555555  // TrigC4Lo
DATA trigk<>+72(SB)/8, $0x4008000000000000  // 3
DATA trigk<>+80(SB)/8, $0x4000000000000000  // 2
DATA trigk<>+88(SB)/8, $0x3fe0000000000000  // 0.5
DATA trigk<>+96(SB)/8, $0x3ff0000000000000  // 1
GLOBL trigk<>(SB), RODATA|NOPTR, $104

// TWOSUM(a, b, s, e, t1, t2): s = fl(a+b), e = (a - (s - bb)) + (b - bb) with bb = s - a.
#define TWOSUM(a, b, s, e, t1, t2) \
	MOVAPS a, s; \
	ADDSD b, s; \
	MOVAPS s, t1; \
	SUBSD a, t1; \
	MOVAPS s, t2; \
	SUBSD t1, t2; \
	MOVAPS a, e; \
	SUBSD t2, e; \
	MOVAPS b, t2; \
	SUBSD t1, t2; \
	ADDSD t2, e

// func trigSmallFMA(x float64, c uint64) float64
// TrigPoly(TrigReduceSmall(x)) with quadrant n+c: sin(x) for c = 0, cos(x) for c = 1, for
// |x| < TrigReduceMax (and not NaN).
TEXT ·trigSmallFMA(SB), NOSPLIT, $0-24
	MOVSD x+0(FP), X0
	LEAQ  ·TrigSinV(SB), SI
	LEAQ  ·TrigCosD(SB), DI

	// TrigReduceSmall: kb = x*InvPiHalf + 0x1.8p52 (two roundings), k = kb - 0x1.8p52, nk = -k.
	MOVAPS X0, X1
	MULSD trigk<>+0(SB), X1
	ADDSD trigk<>+8(SB), X1
	MOVQ  X1, AX
	ADDQ  c+8(FP), AX // the quadrant
	SUBSD trigk<>+8(SB), X1 // k
	// With nk = -k: r1 = FMA(nk, PiHalf1, x) = x - k*PiHalf1 rounded once; qh = nk*PiHalf2 is
	// -q with q = k*PiHalf2 (rounding is symmetric); ql = FMA(nk, PiHalf2, -qh) = q - k*PiHalf2
	// and ql = FMA(nk, PiHalf3, ql) = ql - k*PiHalf3, each rounded once.
	MOVAPS       X0, X3
	VFNMADD231SD trigk<>+16(SB), X1, X3 // r1
	MOVAPS       X1, X4
	MULSD        trigk<>+24(SB), X4 // q = -qh
	MOVAPS       X4, X5
	VFNMADD231SD trigk<>+24(SB), X1, X5
	VFNMADD231SD trigk<>+32(SB), X1, X5 // ql
	// zh, zl = twoSum(r1, qh): s = r1 - q, bb = s - r1, e = (r1 - (s - bb)) + (qh - bb), where
	// qh - bb = -(q + bb)
	MOVAPS X3, X6
	SUBSD  X4, X6 // s
	MOVAPS X6, X8
	SUBSD  X3, X8 // bb
	MOVAPS X6, X9
	SUBSD  X8, X9
	MOVAPS X3, X7
	SUBSD  X9, X7 // r1 - (s - bb)
	ADDSD  X8, X4 // q + bb
	SUBSD  X4, X7 // e
	ADDSD X5, X7
	TWOSUM(X6, X7, X0, X1, X8, X9) // zh = X0, zl = X1

	// TrigPoly: wh = zh*zh, wl = FMA(zh, zh, -wh)
	MOVAPS       X0, X2
	MULSD       X0, X2 // wh
	MOVAPS       X2, X3
	VFMSUB231SD X0, X0, X3 // wl
	TESTQ       $1, AX
	JNE         cos

	// trigSin: w2 = wh*wh, w4 = w2*w2
	MOVAPS X2, X4
	MULSD X2, X4 // w2
	MOVAPS X4, X5
	MULSD X4, X5 // w4
	// p01, p23, p45, p67 = FMA(wh, c[2i+1], c[2i])
	MOVSD       0(SI), X6
	VFMADD231SD 8(SI), X2, X6
	MOVSD       16(SI), X7
	VFMADD231SD 24(SI), X2, X7
	MOVSD       32(SI), X8
	VFMADD231SD 40(SI), X2, X8
	MOVSD       48(SI), X9
	VFMADD231SD 56(SI), X2, X9
	// v = FMA(FMA(p67, w2, p45), w4, FMA(p23, w2, p01))
	VFMADD231SD X4, X9, X8 // X8 = p67*w2 + p45
	VFMADD231SD X4, X7, X6 // X6 = p23*w2 + p01
	VFMADD231SD X5, X8, X6 // v = X6
	// wv = wh*v; th = S3Hi + wv; tl = (S3Hi - th) + wv; tl += S3Lo
	MULSD X2, X6 // wv
	MOVSD trigk<>+40(SB), X7
	ADDSD X6, X7 // th
	MOVSD trigk<>+40(SB), X8
	SUBSD X7, X8
	ADDSD X6, X8
	ADDSD trigk<>+48(SB), X8 // tl
	// ah = zh*wh; al = FMA(zh, wh, -ah); al = FMA(zh, wl, al); al = FMA(3*wh, zl, al)
	MOVAPS       X0, X9
	MULSD       X2, X9 // ah
	MOVAPS       X9, X10
	VFMSUB231SD X2, X0, X10
	VFMADD231SD X3, X0, X10
	MOVAPS       X2, X11
	MULSD       trigk<>+72(SB), X11
	VFMADD231SD X1, X11, X10 // al
	// ph = ah*th; pl = FMA(ah, th, -ph); pl = FMA(ah, tl, pl); pl = FMA(al, th, pl)
	MOVAPS       X9, X11
	MULSD       X7, X11 // ph
	MOVAPS       X11, X12
	VFMSUB231SD X7, X9, X12
	VFMADD231SD X8, X9, X12
	VFMADD231SD X7, X10, X12 // pl
	// sh = zh + ph; se = (zh - sh) + ph; r = sh + (se + (zl + pl))
	MOVAPS X0, X13
	ADDSD X11, X13 // sh
	MOVAPS X0, X14
	SUBSD X13, X14
	ADDSD X11, X14 // se
	ADDSD X12, X1  // zl + pl
	ADDSD X1, X14
	ADDSD X14, X13
	JMP   sign

cos:
	// trigCos: wl = FMA(2*zh, zl, wl)
	MOVAPS       X0, X4
	MULSD       trigk<>+80(SB), X4
	VFMADD231SD X1, X4, X3 // wl
	// w2 = wh*wh, w4 = w2*w2
	MOVAPS X2, X4
	MULSD X2, X4 // w2
	MOVAPS X4, X5
	MULSD X4, X5 // w4
	// p01, p23, p45
	MOVSD       0(DI), X6
	VFMADD231SD 8(DI), X2, X6
	MOVSD       16(DI), X7
	VFMADD231SD 24(DI), X2, X7
	MOVSD       32(DI), X8
	VFMADD231SD 40(DI), X2, X8
	// d = FMA(FMA(c6, w2, p45), w4, FMA(p23, w2, p01))
	MOVSD       48(DI), X9
	VFMADD231SD X4, X9, X8 // c6*w2 + p45
	VFMADD231SD X4, X7, X6 // p23*w2 + p01
	VFMADD231SD X5, X8, X6 // d = X6
	// wd = wh*d; ch = C4Hi + wd; cl = (C4Hi - ch) + wd; cl += C4Lo
	MULSD X2, X6 // wd
	MOVSD trigk<>+56(SB), X7
	ADDSD X6, X7 // ch
	MOVSD trigk<>+56(SB), X8
	SUBSD X7, X8
	ADDSD X6, X8
	ADDSD trigk<>+64(SB), X8 // cl
	// qh = w2; ql = FMA(wh, wh, -qh); ql = FMA(2*wh, wl, ql)
	MOVAPS       X4, X9
	VFMSUB231SD X2, X2, X9
	MOVAPS       X2, X10
	MULSD       trigk<>+80(SB), X10
	VFMADD231SD X3, X10, X9 // ql
	// th = qh*ch; tl = FMA(qh, ch, -th); tl = FMA(qh, cl, tl); tl = FMA(ql, ch, tl)
	MOVAPS       X4, X10
	MULSD       X7, X10 // th
	MOVAPS       X10, X11
	VFMSUB231SD X7, X4, X11
	VFMADD231SD X8, X4, X11
	VFMADD231SD X7, X9, X11 // tl
	// hw = 0.5*wh; a = 1 - hw; ae = (1 - a) - hw; b = a + th; be = (a - b) + th
	MOVSD trigk<>+88(SB), X12
	MULSD X2, X12 // hw
	MOVSD trigk<>+96(SB), X13
	SUBSD X12, X13 // a
	MOVSD trigk<>+96(SB), X14
	SUBSD X13, X14
	SUBSD X12, X14 // ae
	MOVAPS X13, X0
	ADDSD X10, X0 // b
	SUBSD X0, X13
	ADDSD X10, X13 // be
	// r = b + (ae + (be + (tl - 0.5*wl)))
	MULSD trigk<>+88(SB), X3
	SUBSD X3, X11
	ADDSD X11, X13
	ADDSD X13, X14
	ADDSD X14, X0
	MOVAPS X0, X13

sign:
	// r = -r when q&2 is set
	MOVQ  X13, BX
	MOVQ  AX, CX
	SHRQ  $1, CX
	SHLQ  $63, CX // bit 1 of q, at the sign
	XORQ  CX, BX
	MOVQ  BX, ret+16(FP)
	RET
