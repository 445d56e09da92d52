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
	add(byDtype(func(s string) npLowering { return kernel("Eigvalsh"+s, arr(0)) }), "linalg.eigvalsh")
	add(byDtype(func(s string) npLowering { return kernel("Cholesky"+s, arr(0)) }), "linalg.cholesky")
	add(byDtype(func(s string) npLowering { return kernel("MatrixPower"+s, arr(0), intp(1)) }), "linalg.matrix_power")
	add(byDtype(func(s string) npLowering { return kernel("Pinv"+s, arr(0), flt(1)) }), "linalg.pinv")
	add(func(l *npLower) code {
		switch {
		case l.in(0).Ndim == 1:
			return primary(k("VectorRank").Call(l.arg(0)))
		case l.has(1):
			return primary(k("MatrixRankTol"+lapackSuffix(l.in(0).Dtype)).Call(l.arg(0), l.num(1, typer.Float64)))
		}
		return primary(k("MatrixRank" + lapackSuffix(l.in(0).Dtype)).Call(l.arg(0)))
	}, "linalg.matrix_rank")
	add(func(l *npLower) code {
		s := lapackSuffix(l.in(0).Dtype)
		if l.has(1) {
			return primary(k("CondP"+s).Call(l.arg(0), l.num(1, typer.Float64)))
		}
		return primary(k("Cond" + s).Call(l.arg(0)))
	}, "linalg.cond")
	add(byDtype(func(s string) npLowering { return tupleKernel("Eigh" + s) }), "linalg.eigh")
	add(byDtype(func(s string) npLowering { return tupleKernel("Eig" + s) }), "linalg.eig")
	add(func(l *npLower) code {
		return tupleCall(l, "SVD"+lapackSuffix(l.in(0).Dtype), l.arg(0), l.num(1, typer.Bool))
	}, "linalg.svd")
	add(byDtype(func(s string) npLowering { return tupleKernel("Slogdet" + s) }), "linalg.slogdet")
	add(byDtype(func(s string) npLowering { return tupleKernel("QR" + s) }), "linalg.qr")
	add(byDtype(func(s string) npLowering { return kernel("Eigvals"+s, arr(0)) }), "linalg.eigvals")
	add(func(l *npLower) code {
		fn := "Lstsq"
		if l.in(1).Ndim == 2 {
			fn += "Matrix"
		}
		return tupleCall(l, fn+lapackSuffix(l.in(0).Dtype), l.arg(0), l.arg(1), l.num(2, typer.Float64))
	}, "linalg.lstsq")
	add(func(l *npLower) code {
		if l.in(0).Dtype.IsInteger() {
			return kernel("Roots", arr(0))(l)
		}
		return byDtype(func(s string) npLowering { return kernel("Roots"+s, arr(0)) })(l)
	}, "roots")
}

// byDtype is the lowering that calls the kernel named for the dtype of the first argument:
// f(lapackSuffix(dtype)).
func byDtype(f func(suffix string) npLowering) npLowering {
	return func(l *npLower) code { return f(lapackSuffix(l.in(0).Dtype))(l) }
}

// lapackSuffix names the kernel of a np.linalg function for matrices of dtype dt: "" for
// float64, "32" for float32, "Complex" for complex128 and "Complex64" for complex64.
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
// several Go results, passing it the arguments given.
func tupleKernel(fn string) npLowering {
	return func(l *npLower) code {
		var args []jen.Code
		for i, x := range l.c.Args {
			if x != nil {
				args = append(args, l.arg(i))
			}
		}
		return tupleCall(l, fn, args...)
	}
}

// tupleCall is the call of the kernel fn with args, whose Go results are the elements of the
// tuple l's call gives.
func tupleCall(l *npLower, fn string, args ...jen.Code) code {
	tt := l.rt.(*typer.Tuple)
	var names, vals []jen.Code
	for range tt.Elems {
		v := l.fe.names.Take("r")
		names, vals = append(names, jen.Id(v)), append(vals, jen.Id(v))
	}
	return primary(jen.Func().Params().Add(goType(tt)).Block(
		jen.List(names...).Op(":=").Add(k(fn).Call(args...)),
		jen.Return(tupleLit(tt, vals))).Call())
}
