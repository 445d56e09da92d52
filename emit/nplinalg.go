package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// This file lowers the np.linalg functions typed in typer/nplinalg.go.

func init() {
	add := func(f npLowering, names ...string) {
		for _, n := range names {
			npLowerings[n] = f
		}
	}
	add(kernel("Eigvalsh", arr(0)), "linalg.eigvalsh")
	add(func(l *npLower) code {
		return kernel("Cholesky"+lapackSuffix(l.in(0).Dtype), arr(0))(l)
	}, "linalg.cholesky")
	add(kernel("MatrixPower", arr(0), intp(1)), "linalg.matrix_power")
	add(kernel("Pinv", arr(0)), "linalg.pinv")
	add(kernel("MatrixRank", arr(0)), "linalg.matrix_rank")
	add(func(l *npLower) code {
		if l.has(1) {
			return primary(k("CondP").Call(l.arg(0), l.num(1, typer.Float64)))
		}
		return primary(k("Cond").Call(l.arg(0)))
	}, "linalg.cond")
	add(tupleKernel("Eigh"), "linalg.eigh")
	add(tupleKernel("Eig"), "linalg.eig")
	add(tupleKernel("SVD"), "linalg.svd")
	add(func(l *npLower) code {
		return tupleKernel("Slogdet" + lapackSuffix(l.in(0).Dtype))(l)
	}, "linalg.slogdet")
	add(tupleKernel("QR"), "linalg.qr")
	add(kernel("Eigvals", arr(0)), "linalg.eigvals")
	add(tupleKernel("Lstsq"), "linalg.lstsq")
	add(kernel("Roots", arr(0)), "roots")
}

// lapackSuffix names the kernel of a np.linalg function for matrices of dtype dt: "" for
// float64, "Complex" for complex128 (the typer admits no other).
func lapackSuffix(dt *typer.Basic) string {
	switch dt {
	case typer.Float32:
		return "32"
	case typer.Complex64:
		return "Complex64"
	case typer.Complex128:
		return "Complex"
	}
	return ""
}

// tupleKernel lowers a function whose kernel returns the elements of its tuple result as
// several Go results.
func tupleKernel(fn string) npLowering {
	return func(l *npLower) code {
		tt := l.rt.(*typer.Tuple)
		var names, vals []jen.Code
		for range tt.Elems {
			v := l.fe.names.Take("r")
			names, vals = append(names, jen.Id(v)), append(vals, jen.Id(v))
		}
		return primary(jen.Func().Params().Add(goType(tt)).Block(
			jen.List(names...).Op(":=").Add(k(fn).CallFunc(func(g *jen.Group) {
				for i, x := range l.c.Args {
					if x != nil {
						g.Add(l.arg(i))
					}
				}
			})),
			jen.Return(tupleLit(tt, vals))).Call())
	}
}
