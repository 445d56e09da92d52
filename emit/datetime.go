package emit

import (
	"go/constant"
	"math"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// datetimeCmps name the kernels constants of the comparisons.
var datetimeCmps = map[translate.Op]string{translate.Eq: "CmpEq", translate.NotEq: "CmpNe", translate.Lt: "CmpLt",
	translate.LtE: "CmpLe", translate.Gt: "CmpGt", translate.GtE: "CmpGe"}

// datetimeGoType is the Go type of a datetime64 or timedelta64 scalar: kernels.Datetime64 or
// kernels.Timedelta64, an int64 whose unit the types fix.
func datetimeGoType(t *typer.Datetime) *jen.Statement {
	if t.Delta {
		return jen.Qual(kernelsPath, "Timedelta64")
	}
	return jen.Qual(kernelsPath, "Datetime64")
}

// datetimeLit spells the count of a datetime64/timedelta64 constant, kernels.NaT for NaT.
func datetimeLit(v constant.Value) *jen.Statement {
	n, _ := constant.Int64Val(v)
	if n == math.MinInt64 {
		return jen.Qual(kernelsPath, "NaT")
	}
	return jen.Lit(int(n))
}

// datetimeOp emits an operation on datetime64/timedelta64 values that typer resolved: a call of
// its kernels function with the operands, then the unit codes.
func (fe *funcEmitter) datetimeOp(op *typer.DatetimeOp) code {
	return primary(jen.Qual(kernelsPath, op.Fn).Call(fe.datetimeArgs(op, nil, nil)...))
}

// datetimeCompare emits one comparison of a chain; xc and yc, when set, are the operands already
// evaluated.
func (fe *funcEmitter) datetimeCompare(op *typer.DatetimeOp, xc, yc jen.Code) code {
	return primary(jen.Qual(kernelsPath, op.Fn).Call(fe.datetimeArgs(op, xc, yc)...))
}

func (fe *funcEmitter) datetimeArgs(op *typer.DatetimeOp, xc, yc jen.Code) []jen.Code {
	var args []jen.Code
	for i, a := range op.Args {
		switch {
		case i == 0 && xc != nil:
			args = append(args, xc)
		case i == 1 && yc != nil:
			args = append(args, yc)
		default:
			args = append(args, fe.as(a, op.ArgTypes[i], false))
		}
	}
	for _, u := range op.Units {
		args = append(args, jen.Qual(kernelsPath, "Unit"+typer.DatetimeUnitWords[u]))
	}
	if op.Cmp != 0 {
		args = append(args, jen.Qual(kernelsPath, datetimeCmps[op.Cmp]))
	}
	return args
}
