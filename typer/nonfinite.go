package typer

import (
	"go/constant"
	"math"
	"strconv"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// go/constant holds no infinities or NaNs, so a module-level float that is one (INF = np.inf,
// NAN = float('nan'), LOW = -math.inf) is a Const with no Value and its float in NonFinite.
// Numba freezes it like any float global: a float64 that compiled code reads but never folds.

// An array constant keeps its elements as go/constant values too, so an element that is an
// infinity or NaN (C = np.array([1.0, np.inf, np.nan]) at module level, which Numba freezes
// as it is) is the string constant "+Inf", "-Inf" or "NaN": no element of a numeric array is
// a string otherwise. NonFiniteElem reads it back.

// nonFiniteElem returns the element value of f, an infinity or NaN, in an array constant.
func nonFiniteElem(f float64) constant.Value {
	return constant.MakeString(strconv.FormatFloat(f, 'g', -1, 64))
}

// NonFiniteElem returns the float of an array constant's element that is an infinity or NaN,
// and false for any other element.
func NonFiniteElem(v constant.Value) (float64, bool) {
	if v == nil || v.Kind() != constant.String {
		return 0, false
	}
	f, err := strconv.ParseFloat(constant.StringVal(v), 64)
	return f, err == nil && (math.IsInf(f, 0) || math.IsNaN(f))
}

// nonFiniteFloat evaluates e when it is a non-finite float: np.inf, math.nan and the like,
// float('inf') / float('-nan') / float('Infinity') (any case, as CPython parses them),
// np.float64 of one, unary minus or plus of one, and a module constant that is one.
func (c *checker) nonFiniteFloat(e translate.Expr) (float64, bool) {
	switch e := e.(type) {
	case *translate.Name:
		if k := c.consts[e.Id]; k != nil && k.Value == nil && k.Type == Float64 {
			return k.NonFinite, true
		}
	case *translate.Attribute:
		if v, ok := moduleConsts[c.resolvePath(e)]; ok && (math.IsInf(v, 0) || math.IsNaN(v)) {
			return v, true
		}
	case *translate.UnaryOp:
		v, ok := c.nonFiniteFloat(e.X)
		switch {
		case !ok:
		case e.Op == translate.USub:
			return -v, true
		case e.Op == translate.UAdd:
			return v, true
		}
	case *translate.Call:
		if len(e.Args) != 1 || len(e.Keywords) != 0 {
			return 0, false
		}
		if n, ok := e.Func.(*translate.Name); ok && n.Id == "float" && c.mod.Imports["float"] == nil {
			if s, ok := e.Args[0].(*translate.Const); ok && s.Kind == translate.StrConst {
				return parseNonFinite(constant.StringVal(s.Value))
			}
		}
		if c.resolvePath(e.Func) == "numpy.float64" {
			return c.nonFiniteFloat(e.Args[0])
		}
	}
	return 0, false
}

// parseNonFinite reads the spellings of inf and nan that CPython's float() accepts.
func parseNonFinite(s string) (float64, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	sign := 1.0
	if rest, ok := strings.CutPrefix(s, "-"); ok {
		s, sign = rest, -1
	} else {
		s = strings.TrimPrefix(s, "+")
	}
	switch s {
	case "inf", "infinity":
		return math.Inf(int(sign)), true
	case "nan":
		return math.NaN(), true
	}
	return 0, false
}

// builtinCast returns the type the builtin int, float or bool converts to, when f names one
// that the module does not rebind.
func (c *checker) builtinCast(f translate.Expr) *Basic {
	n, ok := f.(*translate.Name)
	if !ok || c.mod.Imports[n.Id] != nil || c.funcs[n.Id] != nil || c.consts[n.Id] != nil {
		return nil
	}
	switch n.Id {
	case "int":
		return Int64
	case "float":
		return Float64
	case "bool":
		return Bool
	}
	return nil
}

// parseNumberConst reads the string literal argument of int('12') or float('1.5') as CPython
// does for plain decimal spellings; others (underscores, hex) are left to run time.
func parseNumberConst(e translate.Expr, to *Basic) (*Basic, constant.Value) {
	k, ok := e.(*translate.Const)
	if !ok || k.Kind != translate.StrConst {
		return nil, nil
	}
	s := strings.TrimSpace(constant.StringVal(k.Value))
	if s == "" || strings.ContainsAny(s, "_xXpP") {
		return nil, nil
	}
	switch {
	case to.IsInteger():
		if i, err := strconv.ParseInt(s, 10, 64); err == nil {
			return Int64, constant.MakeInt64(i)
		}
	case to.IsFloat():
		if f, err := strconv.ParseFloat(s, 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) {
			return Float64, constant.MakeFloat64(f)
		}
	}
	return nil, nil
}
