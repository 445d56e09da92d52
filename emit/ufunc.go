package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// npMath maps NumPy's floating-point ufuncs to Go functions on float64 (exp, exp2, log, log2 and log10 with
// glibc's bits, which Numba gets by calling the C library; sin, cos, tan, tanh, expm1, log1p, arctan and arctan2
// pygo's own, within 0.52 ULP, which the vector loops compute with the same bits).
var npMath = map[string]string{
	"sqrt": "math.Sqrt", "exp": "kernels.Exp", "exp2": "kernels.Exp2", "log": "kernels.Log", "log2": "kernels.Log2",
	"log10": "kernels.Log10", "log1p": "kernels.Log1p", "expm1": "kernels.Expm1", "sin": "kernels.Sin", "cos": "kernels.Cos",
	"tan": "kernels.Tan", "arcsin": "math.Asin", "arccos": "math.Acos", "arctan": "kernels.Atan", "sinh": "math.Sinh",
	"cosh": "math.Cosh", "tanh": "kernels.Tanh", "arcsinh": "math.Asinh", "arccosh": "math.Acosh",
	"arctanh": "math.Atanh", "cbrt": "math.Cbrt", "deg2rad": "kernels.Radians", "radians": "kernels.Radians",
	"rad2deg": "kernels.Degrees", "degrees": "kernels.Degrees", "floor": "math.Floor", "ceil": "math.Ceil",
	"trunc": "math.Trunc", "fix": "math.Trunc", "rint": "math.RoundToEven", "fabs": "math.Abs",
	"absolute": "math.Abs", "abs": "math.Abs", "arctan2": "kernels.Atan2", "hypot": "kernels.Hypot",
	"copysign": "math.Copysign", "logaddexp": "kernels.LogAddExp", "fmax": "kernels.Fmax", "fmin": "kernels.Fmin",
	"fmod": "math.Mod", "sinc": "kernels.Sinc", "logaddexp2": "kernels.LogAddExp2", "nextafter": "math.Nextafter",
	"float_power": "math.Pow", "ldexp": "kernels.LdexpFloat", "spacing": "kernels.Spacing",
}

// npCmath maps NumPy's ufuncs on complex numbers to kernels functions on complex128.
var npCmath = map[string]string{
	"sqrt": "CSqrt", "exp": "CExp", "log": "CLog", "log10": "CLog10", "sin": "CSin", "cos": "CCos", "tan": "CTan",
	"arcsin": "CAsin", "arccos": "CAcos", "arctan": "CAtan", "sinh": "CSinh", "cosh": "CCosh", "tanh": "CTanh",
	"arcsinh": "CAsinh", "arccosh": "CAcosh", "arctanh": "CAtanh", "isnan": "CIsNaN", "isinf": "CIsInf",
	"isfinite": "CIsFinite",
}

// float32Funcs are the float64 functions whose float32 form is a function of its own, not the float64 one rounded:
// glibc's float32 functions, which Numba calls for float32 arguments, and np.spacing, whose float32 step is a
// float32's.
var float32Funcs = map[string]string{
	"kernels.Exp":     "kernels.Expf",
	"kernels.Log":     "kernels.Logf",
	"kernels.Exp2":    "kernels.Exp2f",
	"kernels.Log2":    "kernels.Log2f",
	"kernels.Pow":     "kernels.Powf",
	"kernels.Log1p":   "kernels.Log1pf",
	"kernels.Log10":   "kernels.Log10f",
	"kernels.Expm1":   "kernels.Expm1f",
	"math.Asinh":      "kernels.Asinhf",
	"math.Cosh":       "kernels.Coshf",
	"math.Sinh":       "kernels.Sinhf",
	"kernels.Sin":     "kernels.Sinf",
	"kernels.Cos":     "kernels.Cosf",
	"kernels.Tanh":    "kernels.Tanhf",
	"math.Atanh":      "kernels.Atanhf",
	"kernels.Erf":     "kernels.Erff",
	"kernels.Erfc":    "kernels.Erfcf",
	"kernels.Gamma":   "kernels.Gammaf",
	"kernels.Lgamma":  "kernels.Lgammaf",
	"kernels.Spacing": "kernels.Spacingf",
}

// floatCall applies a float64 Go function to arguments of float type t.
func floatCall(fn string, t *typer.Basic, args ...code) code {
	if f, ok := float32Funcs[fn]; ok && t == typer.Float32 {
		var as []jen.Code
		for _, a := range args {
			as = append(as, a.c)
		}
		return primary(qual(f).Call(as...))
	}
	var as []jen.Code
	for _, a := range args {
		as = append(as, convert(a.c, t, typer.Float64))
	}
	return primary(convert(qual(fn).Call(as...), typer.Float64, t))
}

// ufuncElem emits a ufunc on one element: args have type in, the result has type out.
func (fe *funcEmitter) ufuncElem(u *typer.Ufunc, in, out *typer.Basic, args []code) code {
	x := args[0]
	switch u.Name {
	case "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "power", "mod", "remainder",
		"bitwise_and", "bitwise_or", "bitwise_xor", "left_shift", "right_shift":
		return fe.binElem(u.Op, in, args[0], args[1])
	case "less", "less_equal", "greater", "greater_equal", "equal", "not_equal":
		if in.IsBool() && u.Op != translate.Eq && u.Op != translate.NotEq {
			for i := range args {
				args[i] = primary(convert(args[i].c, typer.Bool, typer.Uint8))
			}
		}
		return code{jen.Add(paren(args[0], precCmp+1)).Op(cmpOps[u.Op]).Add(paren(args[1], precCmp+1)), precCmp}
	case "logical_and":
		return code{jen.Add(paren(args[0], precAnd)).Op("&&").Add(paren(args[1], precAnd+1)), precAnd}
	case "logical_or":
		return code{jen.Add(paren(args[0], precOr)).Op("||").Add(paren(args[1], precOr+1)), precOr}
	case "logical_xor":
		return code{jen.Add(paren(args[0], precCmp+1)).Op("!=").Add(paren(args[1], precCmp+1)), precCmp}
	case "logical_not":
		return code{jen.Op("!").Add(paren(fe.truthElem(x, in), precUnary)), precUnary}
	case "maximum", "minimum":
		if in.IsBool() {
			if u.Name == "maximum" {
				return code{jen.Add(paren(args[0], precOr)).Op("||").Add(paren(args[1], precOr+1)), precOr}
			}
			return code{jen.Add(paren(args[0], precAnd)).Op("&&").Add(paren(args[1], precAnd+1)), precAnd}
		}
		if in.IsFloat() {
			// Numba's choice at NaN and between -0 and +0, which Go's min and max do not make.
			fn := "Maximum"
			if u.Name == "minimum" {
				fn = "Minimum"
			}
			return primary(jen.Qual(kernelsPath, fn).Call(args[0].c, args[1].c))
		}
		fn := "max"
		if u.Name == "minimum" {
			fn = "min"
		}
		return primary(jen.Id(fn).Call(args[0].c, args[1].c))
	case "negative":
		return code{jen.Op("-").Add(paren(x, precUnary)), precUnary}
	case "positive":
		return x
	case "invert":
		if in.IsBool() {
			return code{jen.Op("!").Add(paren(x, precUnary)), precUnary}
		}
		return code{jen.Op("^").Add(paren(x, precUnary)), precUnary}
	case "square":
		return code{jen.Add(paren(x, precMul+1)).Op("*").Add(paren(x, precMul+1)), precMul}
	case "reciprocal":
		if in.IsInteger() {
			// Numba divides in float64 and converts back (1/0 is inf: MinInt64 as int64, 0 as int8)
			return primary(jen.Qual(kernelsPath, "FloatToInt").Types(goType(in), jen.Float64()).Call(
				jen.Lit(1.0).Op("/").Float64().Call(x.c)))
		}
		return code{jen.Add(goType(in)).Call(jen.Lit(1)).Op("/").Add(paren(x, precMul+1)), precMul}
	case "sign":
		if in.IsComplex() {
			return primary(jen.Qual(kernelsPath, "SignComplex").Call(x.c))
		}
		return primary(jen.Qual(kernelsPath, "Sign").Call(x.c))
	case "conjugate", "conj":
		if in.IsComplex() {
			return primary(convert(jen.Qual("math/cmplx", "Conj").Call(convert(x.c, in, typer.Complex128)), typer.Complex128, in))
		}
		return x
	case "absolute", "abs", "fabs":
		switch {
		case in.IsComplex():
			return primary(convert(jen.Qual(kernelsPath, "AbsComplex").Call(convert(x.c, in, typer.Complex128)), typer.Float64, out))
		case in.IsUnsigned() || in.IsBool():
			return x
		case in.IsInteger():
			return primary(jen.Qual(kernelsPath, "Abs").Call(x.c))
		}
		return floatCall("math.Abs", in, x)
	case "isnan", "isinf", "isfinite":
		if in.IsComplex() {
			return primary(jen.Qual(kernelsPath, npCmath[u.Name]).Call(convert(x.c, in, typer.Complex128)))
		}
		switch u.Name {
		case "isnan":
			return primary(jen.Qual("math", "IsNaN").Call(convert(x.c, in, typer.Float64)))
		case "isinf":
			return primary(jen.Qual("math", "IsInf").Call(convert(x.c, in, typer.Float64), jen.Lit(0)))
		}
		return primary(jen.Qual(kernelsPath, "IsFinite").Call(x.c))
	case "gcd":
		return primary(jen.Qual(kernelsPath, "Gcd").Types(goType(in)).Call(args[0].c, args[1].c))
	case "lcm":
		return primary(jen.Qual(kernelsPath, "Lcm").Types(goType(in)).Call(args[0].c, args[1].c))
	case "signbit":
		return primary(jen.Qual("math", "Signbit").Call(convert(x.c, in, typer.Float64)))
	}
	if in.IsComplex() {
		fn, ok := npCmath[u.Name]
		if !ok {
			fe.fail(translate.Pos{}, "np.%s on complex numbers", u.Name)
			return x
		}
		return primary(convert(jen.Qual(kernelsPath, fn).Call(convert(x.c, in, typer.Complex128)), typer.Complex128, out))
	}
	fn, ok := npMath[u.Name]
	if !ok {
		fe.fail(translate.Pos{}, "no element code for np.%s", u.Name)
		return x
	}
	r := floatCall(fn, in, args...)
	if out != in {
		return primary(convert(r.c, in, out))
	}
	return r
}

// truthElem converts an element to bool as NumPy's logical functions do.
func (fe *funcEmitter) truthElem(x code, t *typer.Basic) code {
	if t.IsBool() {
		return x
	}
	return code{jen.Add(paren(x, precCmp+1)).Op("!=").Lit(0), precCmp}
}
