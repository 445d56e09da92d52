package emit

import (
	"github.com/dave/jennifer/jen"
	"github.com/pygo-lang/pygo/translate"
)

// copyAssign returns the statements of dst[...] = value when value is one array operand of
// dst's element type, not an expression over operands (out[i] = a[i, ::-1], out[i] =
// np.cumsum(x)[::-1]): after broadcasting it onto dst (fu.broadcast: Numba's setitem rules and
// messages, and a copy first where it overlaps dst) a plain copy remains, which
// kernels.CopyView does a run at a time, without the per-element index arithmetic and bounds
// checks of the general loop nest. It returns nil when value is not such an operand, and in a
// parallel function's array expressions, whose nest runs on the goroutine pool.
func (fu *fusion) copyAssign(dst jen.Code, op translate.Op, value translate.Expr) []jen.Code {
	fe := fu.fe
	if op >= 0 || fe.parallelArrays() || len(fu.arrays) != 1 {
		return nil
	}
	l := fu.leaves[value]
	if l == nil || l.t == nil || l != fu.arrays[0] || l.t.Dtype != fu.dstType.Dtype {
		return nil
	}
	fu.broadcast(jen.Add(dst).Dot("Shape"), fu.dstType.Ndim, dst)
	return []jen.Code{jen.Qual(kernelsPath, "CopyView").Call(dst, l.view)}
}
