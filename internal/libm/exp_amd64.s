// Code written by hand from exp.go; TestExpFMA checks it bit for bit against the Go code.

//go:build amd64 && !purego

#include "textflag.h"

// func expFMA(x float64) float64
// Exp's main path, for 2^-54 <= |x| < 512 (abstop in [0x3c9, 0x408)); expK holds the constants.
TEXT ·expFMA(SB), NOSPLIT, $0-16
	MOVSD x+0(FP), X0
	LEAQ  ·expK(SB), SI
	LEAQ  ·ExpTab(SB), DI
	// kd = FMA(x, InvLn2N, Shift); ki = bits(kd); kd -= Shift
	MOVSD       8(SI), X1
	VFMADD231SD 0(SI), X0, X1
	MOVQ        X1, AX
	SUBSD       8(SI), X1
	// r = FMA(kd, NegLn2LoN, FMA(kd, NegLn2HiN, x))
	MOVAPS      X0, X2
	VFMADD231SD 16(SI), X1, X2
	VFMADD231SD 24(SI), X1, X2
	// idx = 2*(ki % 128); sbits = ExpTab[idx+1] + ki<<45
	MOVQ AX, BX
	ANDQ $127, BX
	SHLQ $4, BX // idx*8 bytes
	SHLQ $45, AX
	ADDQ 8(DI)(BX*1), AX
	// r2 = r*r; tmp = FMA(FMA(r, C3, C2), r2, r + tab[idx])
	MOVAPS      X2, X3
	MULSD       X2, X3
	MOVSD       32(SI), X4
	VFMADD231SD 40(SI), X2, X4
	MOVAPS      X2, X5
	ADDSD       0(DI)(BX*1), X5
	VFMADD231SD X3, X4, X5
	// tmp = FMA(r2*r2, FMA(r, C5, C4), tmp)
	MULSD       X3, X3
	MOVSD       48(SI), X6
	VFMADD231SD 56(SI), X2, X6
	VFMADD231SD X6, X3, X5
	// scale = frombits(sbits); FMA(scale, tmp, scale)
	MOVQ        AX, X7
	VFMADD231SD X5, X7, X7
	MOVSD       X7, ret+8(FP)
	RET
