package golden

import (
	"encoding/json"
	"fmt"
	"go/constant"
	"go/token"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/gen"
	"github.com/pygo-lang/pygo/translate"
)

// harnessCall is one recorded call, bound to a generated Go function.
type harnessCall struct {
	text  string   // the call as written in in.py
	fn    string   // Go function name
	args  []string // Go argument expressions
	types []string // pygo types of the parameters
	// results are the pygo types of the results.
	results []string
	// arrayArg marks the arguments that are arrays, whose contents are compared after the call.
	arrayArg []bool
	// starArrays lists, for the *args tuple argument, its items that are arrays: the oracle
	// records them after the call as the arguments they are in Python.
	starArrays map[int][]int
	// ufunc is set for a call of a @vectorize ufunc, which the fields above do not describe.
	ufunc  *ufuncCall
	nres   int  // number of Go results before the error
	tuple  bool // the results form a Python tuple
	raises bool // the function returns an error last
	// optional is true when a bool after the results says whether the value is not None.
	optional bool
	// launchDevice names a kernel launch's form for device arrays, whose configuration is the
	// first nconfig of args (harness_device_test.go).
	launchDevice string
	nconfig      int
}

// outcome is what the harness observed for one call.
type outcome struct {
	Result  string   `json:"result"`
	Error   string   `json:"error"`
	Message string   `json:"message"`
	After   []string `json:"after"`
	Stdout  string   `json:"-"`
}

// pyValue is a literal argument of a recorded call.
type pyValue struct {
	typ   string // pygo type it has under Numba's typing of literals
	v     constant.Value
	elems []pyValue
	text  string // special float spelling: inf, -inf, nan
	// cparts are the real and imaginary parts of complex(re, im).
	cparts []pyValue
	// arr is an array argument, as the oracle recorded it.
	arr *recArray
	// named is the class of a namedtuple argument (named_test.go), whose fields are elems.
	named string
	// enum is the member's name of an enum member argument (enum_test.go), whose typ is its
	// class's name.
	enum string
	// vararg is set on the *args tuple that bindArgs gathers, whose elems are the arguments.
	vararg bool
}

// floatValue is a literal float argument, keeping the sign of zero.
func floatValue(f float64) pyValue {
	if f == 0 && math.Signbit(f) {
		return pyValue{typ: "float64", text: "-0.0"}
	}
	return pyValue{typ: "float64", v: constant.MakeFloat64(f)}
}

// splitTuple splits "(a, (b, c), d)" into its top-level element types.
func splitTuple(typ string) []string {
	inner := strings.TrimSuffix(strings.TrimPrefix(typ, "("), ")")
	inner = strings.TrimSuffix(inner, ",")
	if strings.TrimSpace(inner) == "" {
		return nil // the empty tuple
	}
	var parts []string
	depth, start := 0, 0
	for i, r := range inner {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, strings.TrimSpace(inner[start:i]))
				start = i + 1
			}
		}
	}
	return append(parts, strings.TrimSpace(inner[start:]))
}

// goTypeText spells a pygo type as Go, as emit does.
func goTypeText(typ string) string {
	if g := enumGoType(typ); g != "" {
		return g
	}
	if g, ok := recordGoTypeText(typ); ok {
		return g
	}
	if elem, ok := listElemType(typ); ok {
		return "*[]" + goTypeText(elem)
	}
	if elem, ok := setElemType(typ); ok {
		return "*kernels.Set[" + goTypeText(elem) + "]"
	}
	if typ == "unicode_type" {
		return "string"
	}
	if g, ok := datetimeGoType(typ); ok {
		return g
	}
	if typ == "none" {
		return "struct{}" // a None tuple item, as emit writes it
	}
	if a, ok := parseArrayType(typ); ok {
		return fmt.Sprintf("kernels.Array[%s, [%d]int]", a.dtype, a.ndim)
	}
	if name, _, types, ok := parseNamedType(typ); ok {
		return namedGoType(name, types)
	}
	if !strings.HasPrefix(typ, "(") {
		return typ
	}
	parts := splitTuple(typ)
	if len(parts) == 0 {
		return "struct{}" // the empty tuple, as emit writes it
	}
	uniform := true
	for _, p := range parts[1:] {
		uniform = uniform && p == parts[0]
	}
	if uniform {
		return fmt.Sprintf("[%d]%s", len(parts), goTypeText(parts[0]))
	}
	var fs []string
	for i, p := range parts {
		fs = append(fs, fmt.Sprintf("V%d %s", i, goTypeText(p)))
	}
	return "struct{" + strings.Join(fs, "; ") + "}"
}

// evalArg evaluates a call argument: a literal, or else the next array the oracle recorded.
func evalArg(e translate.Expr, arrays *[]recArray) (pyValue, error) {
	if c, ok := e.(*translate.Call); ok && translate.DottedName(c.Func) == "List" {
		return typedListLiteral(c) // numba.typed.List, not a namedtuple class
	}
	if v, ok, err := namedCall(e, arrays); ok {
		return v, err
	}
	v, err := evalLiteral(e)
	if err == nil || len(*arrays) == 0 {
		return v, err
	}
	a := (*arrays)[0]
	*arrays = (*arrays)[1:]
	return pyValue{typ: a.Type, arr: &a}, nil
}

func evalLiteral(e translate.Expr) (pyValue, error) {
	if v, ok := enumMember(e); ok {
		return v, nil
	}
	switch e := e.(type) {
	case *translate.Const:
		switch e.Kind {
		case translate.IntConst:
			if constant.Compare(e.Value, token.GTR, constant.MakeInt64(math.MaxInt64)) {
				return pyValue{typ: "uint64", v: e.Value}, nil // Numba types an int above int64 as uint64
			}
			return pyValue{typ: "int64", v: e.Value}, nil
		case translate.FloatConst:
			return pyValue{typ: "float64", v: e.Value}, nil
		case translate.ComplexConst:
			return pyValue{typ: "complex128", v: e.Value}, nil
		case translate.BoolConst:
			return pyValue{typ: "bool", v: e.Value}, nil
		case translate.NoneConst:
			return pyValue{typ: "none"}, nil
		case translate.StrConst:
			return pyValue{typ: "unicode_type", v: e.Value}, nil
		}
	case *translate.UnaryOp:
		x, err := evalLiteral(e.X)
		if err != nil {
			return x, err
		}
		if e.Op == translate.USub {
			if x.text != "" {
				x.text = strings.TrimPrefix("-"+x.text, "--")
				return x, nil
			}
			if x.typ == "float64" && constant.Sign(x.v) == 0 {
				return pyValue{typ: "float64", text: "-0.0"}, nil
			}
			if x.typ == "complex128" {
				c := constant.ToComplex(x.v)
				re, _ := constant.Float64Val(constant.Real(c))
				im, _ := constant.Float64Val(constant.Imag(c))
				return pyValue{typ: "complex128", cparts: []pyValue{floatValue(-re), floatValue(-im)}}, nil
			}
			x.v = constant.UnaryOp(token.SUB, x.v, 0)
			return x, nil
		}
	case *translate.BinOp:
		x, err1 := evalLiteral(e.X)
		y, err2 := evalLiteral(e.Y)
		if err1 == nil && err2 == nil && (e.Op == translate.Add || e.Op == translate.Sub) && (y.typ == "complex128" || x.typ == "complex128") {
			op := token.ADD
			if e.Op == translate.Sub {
				op = token.SUB
			}
			return pyValue{typ: "complex128", v: constant.BinaryOp(x.v, op, y.v)}, nil
		}
		// Arithmetic on number literals, as in a default value b=8.0 / 3.0.
		if err1 == nil && err2 == nil && x.v != nil && y.v != nil && x.typ != "complex128" && y.typ != "complex128" {
			ops := map[translate.Op]token.Token{translate.Add: token.ADD, translate.Sub: token.SUB, translate.Mul: token.MUL, translate.Div: token.QUO}
			if tok, ok := ops[e.Op]; ok {
				typ := "int64"
				xv, yv := x.v, y.v
				if x.typ == "float64" || y.typ == "float64" || e.Op == translate.Div {
					typ = "float64"
					xv, yv = constant.ToFloat(xv), constant.ToFloat(yv)
				}
				if typ == "float64" {
					f, _ := constant.Float64Val(constant.BinaryOp(xv, tok, yv))
					return floatValue(f), nil
				}
				return pyValue{typ: typ, v: constant.BinaryOp(xv, tok, yv)}, nil
			}
		}
	case *translate.List:
		return listLiteral(e)
	case *translate.Tuple:
		p := pyValue{}
		var ts []string
		for _, x := range e.Elts {
			v, err := evalLiteral(x)
			if err != nil {
				return p, err
			}
			p.elems = append(p.elems, v)
			ts = append(ts, v.typ)
		}
		if len(ts) == 1 {
			p.typ = "(" + ts[0] + ",)"
		} else {
			p.typ = "(" + strings.Join(ts, ", ") + ")"
		}
		return p, nil
	case *translate.Call:
		if n, ok := e.Func.(*translate.Name); ok && n.Id == translate.SetDisplay {
			return setLiteral(e)
		}
		if name, ok := strings.CutPrefix(translate.DottedName(e.Func), "np."); ok && len(e.Args) == 1 && numpyScalars[name] != "" {
			return numpyScalar(numpyScalars[name], e.Args[0])
		}
		if n, ok := e.Func.(*translate.Name); ok && n.Id == "complex" && len(e.Args) == 2 {
			re, err1 := evalLiteral(e.Args[0])
			im, err2 := evalLiteral(e.Args[1])
			if err1 != nil || err2 != nil {
				break
			}
			return pyValue{typ: "complex128", cparts: []pyValue{re, im}}, nil
		}
		if n, ok := e.Func.(*translate.Name); ok && n.Id == "float" && len(e.Args) == 1 {
			if s, ok := e.Args[0].(*translate.Const); ok && s.Kind == translate.StrConst {
				return pyValue{typ: "float64", text: strings.ToLower(constant.StringVal(s.Value))}, nil
			}
		}
	}
	return pyValue{}, fmt.Errorf("unsupported literal argument at %s", e.At())
}

// numpyScalars are the NumPy scalar types an argument may be spelled with (np.float32(0.5),
// np.int32(8)), and the Numba type of the value.
var numpyScalars = map[string]string{"bool_": "bool", "int8": "int8", "int16": "int16", "int32": "int32",
	"int64": "int64", "uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64",
	"float32": "float32", "float64": "float64", "complex64": "complex64", "complex128": "complex128"}

// numpyScalar evaluates np.<dtype>(x) as a value of Numba type typ: NumPy converts x as Go
// converts a variable (a float to float32 rounds once, from the float64 Python parsed).
func numpyScalar(typ string, arg translate.Expr) (pyValue, error) {
	x, err := evalLiteral(arg)
	if err != nil {
		return x, err
	}
	switch {
	case typ == "complex64" || typ == "complex128":
		if x.cparts == nil && x.v == nil {
			return x, fmt.Errorf("np.%s of %s at %s", typ, x.typ, arg.At())
		}
	case typ == "float32" || typ == "float64":
		if x.text == "" && x.v != nil {
			f, _ := constant.Float64Val(constant.ToFloat(boolInt(x.v)))
			if typ == "float32" {
				f = float64(float32(f))
			}
			x.v = constant.MakeFloat64(f)
		}
	case typ == "bool":
		if x.v == nil || x.v.Kind() != constant.Bool {
			return x, fmt.Errorf("np.bool_ of %s at %s", x.typ, arg.At())
		}
	default: // an integer type
		if x.v == nil || x.v.Kind() != constant.Int {
			return x, fmt.Errorf("np.%s of %s at %s", typ, x.typ, arg.At())
		}
	}
	x.typ = typ
	return x, nil
}

// goLiteral spells v as a Go expression of pygo type typ.
func goLiteral(v pyValue, typ string) (string, error) {
	if elem, ok := optionalElemType(typ); ok {
		if v.typ == "none" {
			return fmt.Sprintf("kernels.Optional[%s]{}", goTypeText(elem)), nil
		}
		s, err := goLiteral(v, elem)
		if err != nil {
			return "", err
		}
		if a, ok := parseArrayType(elem); ok && a.ndim == 1 {
			s = "kernels.FromSlice(" + s + ")" // the literal of a 1-d array argument is a slice
		}
		return fmt.Sprintf("kernels.Some[%s](%s)", goTypeText(elem), s), nil
	}
	if v.arr != nil {
		if _, ok := datetimeGoType(v.arr.Type); ok {
			return datetimeLiteral(v.arr, typ)
		}
		if v.arr.Itemsize > 0 {
			return recordsLiteral(v.arr, typ)
		}
		return arrayLiteral(v.arr, typ)
	}
	if typ == "unicode_type" {
		if v.typ != typ {
			return "", fmt.Errorf("%s argument for a str parameter", v.typ)
		}
		return strconv.Quote(constant.StringVal(v.v)), nil
	}
	if elem, ok := listElemType(typ); ok {
		return listGoLiteral(v, elem)
	}
	if elem, ok := setElemType(typ); ok {
		return setGoLiteral(v, elem)
	}
	if typ == "none" {
		return "", nil // the Go entry point leaves out parameters of type none
	}
	if v.enum != "" {
		return enumGoLiteral(v), nil
	}
	if v.named != "" {
		return namedGoLiteral(v, typ)
	}
	if strings.HasPrefix(typ, "(") {
		parts := splitTuple(typ)
		if len(parts) != len(v.elems) {
			return "", fmt.Errorf("tuple of %d for %s", len(v.elems), typ)
		}
		var es []string
		for i, e := range v.elems {
			if parts[i] == "none" {
				es = append(es, "struct{}{}") // a None tuple item
				continue
			}
			s, err := goLiteral(e, parts[i])
			if err != nil {
				return "", err
			}
			if a, ok := parseArrayType(parts[i]); ok && a.ndim == 1 && e.arr != nil {
				s = "kernels.FromSlice(" + s + ")" // inside a tuple a vector stays a kernels.Array
			}
			es = append(es, s)
		}
		return fmt.Sprintf("%s{%s}", goTypeText(typ), strings.Join(es, ", ")), nil
	}
	if v.cparts != nil {
		re, err1 := goLiteral(v.cparts[0], "float64")
		im, err2 := goLiteral(v.cparts[1], "float64")
		if err1 != nil || err2 != nil {
			return "", fmt.Errorf("complex(%v, %v)", err1, err2)
		}
		return fmt.Sprintf("%s(complex(%s, %s))", typ, re, im), nil
	}
	if v.text != "" {
		switch v.text {
		case "inf", "+inf", "infinity":
			return typ + "(math.Inf(1))", nil
		case "-inf", "-infinity":
			return typ + "(math.Inf(-1))", nil
		case "nan", "-nan":
			return typ + "(math.NaN())", nil
		case "-0.0":
			return typ + "(math.Copysign(0, -1))", nil
		}
		return "", fmt.Errorf("float(%q)", v.text)
	}
	switch typ {
	case "bool":
		if v.v.Kind() == constant.Bool {
			return v.v.String(), nil
		}
		return fmt.Sprint(constant.Sign(v.v) != 0), nil
	case "complex64", "complex128":
		c := constant.ToComplex(v.v)
		re, _ := constant.Float64Val(constant.Real(c))
		im, _ := constant.Float64Val(constant.Imag(c))
		return fmt.Sprintf("%s(complex(%s, %s))", typ, floatText(re), floatText(im)), nil
	case "float32", "float64":
		f, _ := constant.Float64Val(constant.ToFloat(boolInt(v.v)))
		return fmt.Sprintf("%s(%s)", typ, floatText(f)), nil
	}
	if v.typ == "float64" {
		return "", fmt.Errorf("float argument for %s parameter", typ)
	}
	return fmt.Sprintf("%s(%s)", typ, boolInt(v.v).ExactString()), nil
}

func boolInt(v constant.Value) constant.Value {
	if v.Kind() == constant.Bool {
		if constant.BoolVal(v) {
			return constant.MakeInt64(1)
		}
		return constant.MakeInt64(0)
	}
	return v
}

func floatText(f float64) string {
	if f == 0 && math.Signbit(f) {
		return "math.Copysign(0, -1)"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// convertible reports whether a literal of type from may be passed for a parameter of type to.
// optionalElemType returns T of a parameter type OptionalType(T).
func optionalElemType(typ string) (string, bool) {
	if rest, ok := strings.CutPrefix(typ, "OptionalType("); ok && strings.HasSuffix(rest, ")") {
		return rest[:len(rest)-1], true
	}
	return "", false
}

// sameOrOptional reports whether an argument of type from binds a parameter of type to
// without conversion: the same type, or None or T for OptionalType(T).
func sameOrOptional(from, to string) bool {
	to = enumsAsClasses(to)
	if elem, ok := optionalElemType(to); ok {
		return from == "none" || from == elem
	}
	return from == to
}

func convertible(from, to string) bool {
	to = enumsAsClasses(to)
	if from == to {
		return true
	}
	if elem, ok := optionalElemType(to); ok {
		return from == "none" || convertible(from, elem)
	}
	if fa, ok := parseArrayType(from); ok {
		ta, ok := parseArrayType(to)
		return ok && fa.dtype == ta.dtype && fa.ndim == ta.ndim && (ta.layout == "A" || ta.layout == fa.layout)
	}
	rank := map[string]int{"bool": 0, "int64": 1, "float64": 2, "complex128": 3}
	f, ok := rank[from]
	if !ok {
		return false
	}
	switch to {
	case "bool":
		return f == 0
	case "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64":
		return f <= 1
	case "float32", "float64":
		return f <= 2
	case "complex64", "complex128":
		return true
	}
	return false
}

// bindCall parses a recorded call and binds it to the generated entry Numba would dispatch to.
//
// A ufunc call runs the loop NumPy ran: result is Numba's result, whose dtype names it.
func bindCall(text string, entries []gen.Entry, arrays []recArray, pkg, result string) (harnessCall, error) {
	e, err := translate.ParseExpr("call", text, translate.Pos{Line: 1, Col: 1})
	if err != nil {
		return harnessCall{}, err
	}
	call, ok := e.(*translate.Call)
	if !ok {
		return harnessCall{}, fmt.Errorf("not a call")
	}
	name := translate.DottedName(call.Func)
	launch, isLaunch, err := launchConfig(call)
	if err != nil {
		return harnessCall{}, err
	}
	if isLaunch {
		name = translate.DottedName(call.Func.(*translate.Subscript).X)
	}
	var loops []gen.Entry
	base, isReduce := strings.CutSuffix(name, ".reduce")
	base, isAccumulate := strings.CutSuffix(base, ".accumulate")
	base, isOuter := strings.CutSuffix(base, ".outer")
	for _, en := range entries {
		if en.Py == base && en.Ufunc != nil {
			loops = append(loops, en)
		}
	}
	if isReduce || isAccumulate {
		want := resultDtype(result)
		if _, errInt := strconv.ParseInt(result, 10, 64); want == "" && errInt != nil && isFloatRepr(result) {
			// A float scalar (NumPy picks the first loop its inputs cast to safely: an int64
			// array reduces in a float64 loop listed first).
			want = "float64"
		}
		uc, err := bindReduce(call, loops, arrays, pkg, want, isAccumulate)
		return harnessCall{text: text, ufunc: uc}, err
	}
	if len(loops) > 0 {
		uc, err := bindUfunc(call, loops, arrays, pkg, resultDtype(result), isOuter)
		return harnessCall{text: text, ufunc: uc}, err
	}
	for _, en := range entries {
		if en.Py == name && en.Gufunc != nil {
			loops = append(loops, en)
		}
	}
	if len(loops) > 0 {
		uc, err := bindGufunc(call, loops, arrays, pkg, resultDtype(result))
		return harnessCall{text: text, ufunc: uc}, err
	}
	var args []pyValue
	for _, a := range call.Args {
		v, err := evalArg(a, &arrays)
		if err != nil {
			return harnessCall{}, err
		}
		args = append(args, v)
	}
	kwArrays := arrays
	for pass := 0; pass < 2; pass++ {
		arrays := kwArrays
		for _, en := range entries {
			if en.Py != name || en.Launch != isLaunch {
				continue
			}
			bound, ok := bindArgs(en, args, call.Keywords, &arrays)
			if !ok {
				continue
			}
			match := true
			for i, v := range bound {
				if v.named != "" {
					match = match && namedMatches(v, en.Params[i], pass == 0)
					continue
				}
				if pass == 0 && !sameOrOptional(v.typ, en.Params[i]) || pass == 1 && !convertible(v.typ, en.Params[i]) {
					match = false
				}
			}
			if !match {
				continue
			}
			hc := harnessCall{text: text, fn: en.Go, nres: len(en.Results), raises: en.Raises, tuple: en.Tuple, types: en.Params, results: en.Results, optional: en.Optional}
			for _, v := range bound {
				_, isList := listElemType(v.typ)
				_, isSet := setElemType(v.typ)
				_, isDatetime := datetimeGoType(v.typ) // a scalar the oracle records among the arrays
				hc.arrayArg = append(hc.arrayArg, v.arr != nil && !isDatetime || isList || isSet)
				for k, el := range v.elems {
					if _, isDatetime := datetimeGoType(el.typ); v.vararg && el.arr != nil && !isDatetime {
						if hc.starArrays == nil {
							hc.starArrays = map[int][]int{}
						}
						hc.starArrays[len(hc.arrayArg)-1] = append(hc.starArrays[len(hc.arrayArg)-1], k)
					}
				}
			}
			for i, v := range bound {
				s, err := goLiteral(v, en.Params[i])
				if err != nil {
					return hc, err
				}
				hc.args = append(hc.args, strings.ReplaceAll(s, namedPkg, pkg+"."))
			}
			if isLaunch {
				// The Go launch takes the grid and block first, kernel[grid, block](args), and
				// the dynamic shared memory after them when the kernel has some.
				config := launch[:2:2]
				if en.DynShared {
					config = append(config, launch[2])
				}
				hc.args = append(config, hc.args...)
				hc.launchDevice, hc.nconfig = en.LaunchDevice, len(config)
				hc.types = append(make([]string, len(config)), hc.types...)
				hc.arrayArg = append(make([]bool, len(config)), hc.arrayArg...)
			}
			return hc, nil
		}
	}
	return harnessCall{}, fmt.Errorf("no generated entry point %s accepts these arguments", name)
}

func bindArgs(en gen.Entry, args []pyValue, kws []*translate.Keyword, arrays *[]recArray) ([]pyValue, bool) {
	if en.Vararg {
		// The arguments after the parameters are the *args tuple, the last Go parameter.
		n := len(en.Params) - 1
		star := pyValue{vararg: true}
		if len(args) > n {
			star.elems, args = args[n:], args[:n]
		}
		var ts []string
		for _, v := range star.elems {
			ts = append(ts, v.typ)
		}
		star.typ = "(" + strings.Join(ts, ", ") + ")"
		if len(ts) == 1 {
			star.typ = "(" + ts[0] + ",)"
		}
		en.Params, en.ParamNames, en.Defaults, en.Vararg = en.Params[:n], en.ParamNames[:n], en.Defaults[:n], false
		out, ok := bindArgs(en, args, kws, arrays)
		return append(out, star), ok
	}
	if len(args) > len(en.Params) {
		return nil, false
	}
	out := make([]pyValue, len(en.Params))
	set := make([]bool, len(en.Params))
	for i, a := range args {
		out[i], set[i] = a, true
	}
	for _, k := range kws {
		idx := -1
		for i, n := range en.ParamNames {
			if n == k.Name {
				idx = i
			}
		}
		if idx < 0 || set[idx] {
			return nil, false
		}
		v, err := evalArg(k.Value, arrays)
		if err != nil {
			return nil, false
		}
		out[idx], set[idx] = v, true
	}
	for i := range out {
		if set[i] {
			continue
		}
		if i >= len(en.Defaults) || en.Defaults[i] == nil {
			return nil, false
		}
		v, err := evalLiteral(en.Defaults[i])
		if err != nil {
			if !slices.Contains(set[i:], true) {
				// A default that is no literal (dtype=np.float64) and the defaults after it
				// are left out of the signature: the generated function fills them in.
				return out[:i], true
			}
			return nil, false
		}
		out[i] = v
	}
	return out, true
}

// harnessMain writes the Go program that performs every recorded call.
func harnessMain(cases []*runCase) []byte {
	var b strings.Builder
	b.WriteString("package main\n\nimport (\n\t\"encoding/json\"\n\t\"fmt\"\n\t\"math\"\n\t\"os\"\n\t\"reflect\"\n\t\"sort\"\n\t\"strings\"\n\n\t\"github.com/pygo-lang/pygo/kernels\"\n\t\"github.com/pygo-lang/pygo/kernels/cuda\"\n")
	for _, rc := range cases {
		fmt.Fprintf(&b, "\t%q\n", "pygogolden/"+rc.c.pkgName())
	}
	b.WriteString(`)

var _ = math.Inf
var _ = sort.Strings

var _ cuda.Dim3
` + recordsHarness + `

` + deviceHelpers + `
func start(c string, i int) { fmt.Printf("\n@@pygo-start %s %d\n", c, i) }

func done(res string, err error, after []string) {
	o := map[string]any{"result": res}
	if err == nil {
		err = iterErr
	}
	iterErr = nil
	if len(after) > 0 {
		o["after"] = after
	}
	if err != nil {
		o["result"] = ""
		if pe, ok := err.(kernels.PyException); ok {
			o["error"] = pe.PyClass()
			o["message"] = strings.TrimPrefix(strings.TrimPrefix(err.Error(), pe.PyClass()), ": ")
		} else {
			o["error"] = "GoError"
			o["message"] = err.Error()
		}
	}
	j, _ := json.Marshal(o)
	fmt.Printf("\n@@pygo-end %s\n", j)
	os.Stdout.Sync()
}

func elemRepr(v any) string {
	switch x := v.(type) {
	case float32:
		return kernels.Repr(float64(x))
	case complex64:
		return kernels.Repr(complex128(x))
	case interface{ Repr() string }:
		return x.Repr() // an optional item: None or its value
	}
	// A tuple item (of a set or a list): a Go array or a struct with fields V0, V1, ...
	switch rv := reflect.ValueOf(v); rv.Kind() {
	case reflect.Array:
		parts := make([]string, rv.Len())
		for i := range parts {
			parts[i] = elemRepr(rv.Index(i).Interface())
		}
		return tupleRepr(parts...)
	case reflect.Struct:
		parts := make([]string, rv.NumField())
		for i := range parts {
			parts[i] = elemRepr(rv.Field(i).Interface())
		}
		if len(parts) == 0 {
			return "()"
		}
		return tupleRepr(parts...)
	}
	return kernels.Repr(v)
}

func tupleRepr(parts ...string) string {
	if len(parts) == 1 {
		return "(" + parts[0] + ",)"
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

func reprFlat[T any](dtype string, shape []int, flat []T) string {
	dims := make([]string, len(shape))
	for i, n := range shape {
		dims[i] = fmt.Sprint(n)
	}
	items := make([]string, len(flat))
	for i, x := range flat {
		items[i] = elemRepr(x)
	}
	return fmt.Sprintf("array(%s, %s, [%s])", dtype, tupleRepr(dims...), strings.Join(items, ", "))
}

func firstRepr[T any](data []T) string {
	if len(data) == 0 {
		return ""
	}
	return elemRepr(data[0])
}

func reprSlice[T any](dtype string, s []T) string { return reprFlat(dtype, []int{len(s)}, s) }

// setRepr is the canonical repr of a set result: its items' reprs sorted as strings, as
// oracle.py's canon writes a Python set (which Numba may return as the caller's own object).
func setRepr[T comparable](s *kernels.Set[T]) string {
	if s.Len() == 0 {
		return "set()"
	}
	var items []string
	for _, v := range s.Items() {
		items = append(items, elemRepr(v))
	}
	sort.Strings(items)
	return "{" + strings.Join(items, ", ") + "}"
}

// iterRepr is the canonical repr of an iterator result (a compiled function returned a
// generator): its remaining items, taken and then stopped, as oracle.py's canon writes a
// generator.
func iterRepr[T any](it *kernels.Iter[T]) string {
	return takeRepr(it, func(v T) string { return elemRepr(v) })
}

// iterErr is the Python exception a generator raised while iterRepr took its items: the
// call's outcome (done reports it and clears it).
var iterErr error

// takeRepr takes the items of it and joins their reprs; an exception the generator raises
// ends it and is kept in iterErr.
func takeRepr[T any](it *kernels.Iter[T], repr func(T) string) string {
	defer it.Stop()
	var items []string
	for {
		v, ok, err := it.Take()
		if err != nil {
			iterErr = err
			break
		}
		if !ok {
			break
		}
		items = append(items, repr(v))
	}
	return "iterator([" + strings.Join(items, ", ") + "])"
}

func reprArray[T kernels.Elem, D kernels.Dims](dtype string, a kernels.Array[T, D]) string {
	shape := make([]int, len(a.Shape))
	for k := range shape {
		shape[k] = a.Shape[k]
	}
	return reprFlat(dtype, shape, a.Flat())
}

// iterArraysRepr is iterRepr for an iterator of arrays (a generator yielding arrays).
func iterArraysRepr[T kernels.Elem, D kernels.Dims](dtype string, it *kernels.Iter[kernels.Array[T, D]]) string {
	return takeRepr(it, func(a kernels.Array[T, D]) string { return reprArray(dtype, a) })
}

func reprArrays[T kernels.Elem, D kernels.Dims](dtype string, s []kernels.Array[T, D]) string {
	parts := make([]string, len(s))
	for i, a := range s {
		parts[i] = reprArray(dtype, a)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// reprListsOfArrays is the repr of a list whose items are lists, to any depth, of arrays of
// dtype: the lists are *[]T, the arrays kernels.Array values.
func reprListsOfArrays(dtype string, v any) string {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		rv = rv.Elem()
	}
	if rv.Kind() == reflect.Slice {
		parts := make([]string, rv.Len())
		for i := range parts {
			parts[i] = reprListsOfArrays(dtype, rv.Index(i).Interface())
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	sv := rv.FieldByName("Shape")
	shape := make([]int, sv.Len())
	for k := range shape {
		shape[k] = int(sv.Index(k).Int())
	}
	flat := rv.MethodByName("Flat").Call(nil)[0]
	items := make([]any, flat.Len())
	for i := range items {
		items[i] = flat.Index(i).Interface()
	}
	return reprFlat(dtype, shape, items)
}

` + namedReprFunc + `
func main() {
`)
	for _, rc := range cases {
		for i, hc := range rc.calls {
			fmt.Fprintf(&b, "\tstart(%q, %d)\n\t{\n", rc.c.name, i)
			if uc := hc.ufunc; uc != nil {
				for _, st := range uc.stmts {
					fmt.Fprintf(&b, "\t\t%s\n", st)
				}
				after := "nil"
				if len(uc.after) > 0 {
					after = "[]string{" + strings.Join(uc.after, ", ") + "}"
				}
				fmt.Fprintf(&b, "\t\tdone(%s, err, %s)\n\t}\n", uc.res, after)
				continue
			}
			if hc.launchDevice != "" {
				writeDeviceLaunch(&b, rc.c.pkgName(), hc)
			}
			var argNames, after []string
			for j, a := range hc.args {
				if j < len(hc.types) && hc.types[j] == "none" {
					continue
				}
				v := fmt.Sprintf("a%d", j)
				fmt.Fprintf(&b, "\t\t%s := %s\n", v, a)
				argNames = append(argNames, v)
				if j < len(hc.types) && hc.arrayArg[j] {
					after = append(after, valueRepr(v, hc.types[j]))
				}
				for _, k := range hc.starArrays[j-hc.nconfig] {
					parts := splitTuple(hc.types[j])
					el := fmt.Sprintf("%s.V%d", v, k)
					if !slices.ContainsFunc(parts, func(p string) bool { return p != parts[0] }) {
						el = fmt.Sprintf("%s[%d]", v, k)
					}
					after = append(after, nestedRepr(el, parts[k]))
				}
			}
			var lhs []string
			for j := 0; j < hc.nres; j++ {
				lhs = append(lhs, fmt.Sprintf("r%d", j))
			}
			if hc.optional {
				lhs = append(lhs, "ok")
			}
			errVar := "nil"
			if hc.raises {
				lhs = append(lhs, "err")
				errVar = "err"
			}
			callExpr := fmt.Sprintf("%s.%s(%s)", rc.c.pkgName(), hc.fn, strings.Join(argNames, ", "))
			if len(lhs) > 0 {
				fmt.Fprintf(&b, "\t\t%s := %s\n", strings.Join(lhs, ", "), callExpr)
			} else {
				fmt.Fprintf(&b, "\t\t%s\n", callExpr)
			}
			res := `"None"`
			switch {
			case hc.nres == 0 && hc.tuple:
				res = `"()"`
			case hc.nres == 0:
			case hc.nres == 1 && !hc.tuple:
				res = valueRepr("r0", hc.results[0])
			default:
				var parts []string
				for j := 0; j < hc.nres; j++ {
					parts = append(parts, valueRepr(lhs[j], hc.results[j]))
				}
				res = "tupleRepr(" + strings.Join(parts, ", ") + ")"
			}
			if hc.optional {
				res = fmt.Sprintf("func() string {\n\t\t\tif !ok {\n\t\t\t\treturn \"None\"\n\t\t\t}\n\t\t\treturn %s\n\t\t}()", res)
			}
			afterList := "nil"
			if len(after) > 0 {
				afterList = "[]string{" + strings.Join(after, ", ") + "}"
			}
			if hc.launchDevice != "" {
				fmt.Fprintf(&b, "\t\thostAfter := %s\n\t\terr = sameDevice(err, devErr, hostAfter, devAfter)\n", afterList)
				afterList = "hostAfter"
			}
			if hc.raises {
				// the results are zero values after an error (a 0-d array has no element to show)
				fmt.Fprintf(&b, "\t\tres := \"\"\n\t\tif err == nil {\n\t\t\tres = %s\n\t\t}\n", res)
				res = "res"
			}
			fmt.Fprintf(&b, "\t\tdone(%s, %s, %s)\n\t}\n", res, errVar, afterList)
		}
	}
	b.WriteString("}\n")
	return []byte(b.String())
}

// parseOutcomes splits the harness output into per-call outcomes with their stdout.
func parseOutcomes(t *testing.T, out string) map[string][]outcome {
	t.Helper()
	res := map[string][]outcome{}
	parts := strings.Split(out, "\n@@pygo-start ")
	for _, p := range parts[1:] {
		head, rest, _ := strings.Cut(p, "\n")
		name := strings.Fields(head)[0]
		body, end, ok := strings.Cut(rest, "\n@@pygo-end ")
		if !ok {
			t.Errorf("%s: call output has no end marker", name)
			continue
		}
		var o outcome
		if err := json.Unmarshal([]byte(strings.TrimSpace(end)), &o); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		o.Stdout = body
		res[name] = append(res[name], o)
	}
	return res
}

func compareResults(t *testing.T, rc *runCase, got []outcome) {
	if rc.c.xfail != "" {
		if mismatches(rc, got) == 0 {
			t.Fatalf("case is marked xfail (%s) but now matches Numba: remove the marker", rc.c.xfail)
		}
		t.Skipf("known difference from Numba: %s", rc.c.xfail)
	}
	if len(got) != len(rc.wants) {
		t.Fatalf("harness ran %d calls, want %d", len(got), len(rc.wants))
	}
	for i, w := range rc.wants {
		o := got[i]
		call := rc.calls[i].text
		same := func(got, want string) bool {
			if rc.c.exact {
				return got == want
			}
			return sameText(got, want, w.Tolerance)
		}
		switch {
		case w.Error != "":
			if o.Error != w.Error || o.Message != w.Message {
				t.Errorf("%s: got %s(%q) result %q, Numba raised %s(%q)", call, o.Error, o.Message, o.Result, w.Error, w.Message)
			}
		case o.Error != "":
			t.Errorf("%s: raised %s(%q), Numba returned %s", call, o.Error, o.Message, w.Result)
		case !same(o.Result, w.Result):
			t.Errorf("%s = %s, Numba gives %s", call, o.Result, w.Result)
		}
		if !same(o.Stdout, w.Stdout) {
			t.Errorf("%s printed %q, Numba printed %q", call, o.Stdout, w.Stdout)
		}
		if len(o.After) != len(w.After) {
			t.Errorf("%s: %d array arguments after the call, Numba has %d", call, len(o.After), len(w.After))
			continue
		}
		for j := range w.After {
			if !same(o.After[j], w.After[j]) {
				t.Errorf("%s: array argument %d after the call is %s, Numba gives %s", call, j+1, o.After[j], w.After[j])
			}
		}
	}
}

var numberRE = regexp.MustCompile(`[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|inf|nan)`)

// relTol is the relative tolerance of every float comparison (see doc.go).
const relTol = 1e-9

// relTol32 is the relative tolerance of the BLAS rule for single-precision LAPACK results
// ("tolerance": "blas32"): float32 carries about 7 significant digits, and Numba's float32
// LAPACK rounds at every step where pygo computes in float64 and rounds once.
const relTol32 = 1e-5

// sameText compares two Python reprs or printed texts: everything but numbers must be equal;
// integers must be equal; floats (written with a point, an exponent, inf or nan) must agree to
// a relative 1e-9, since Go's math functions and the C library's may differ in the last bits.
// Under the BLAS rule (tolerance "blas" or "fastmath"), floats may also differ by 1e-9 times
// the largest magnitude in want, as oracle.py's same_text allows; under "blas32", by 1e-5.
func sameText(got, want, tolerance string) bool {
	if got == want {
		return true
	}
	if tolerance != "" {
		got, want = withRealPart(got), withRealPart(want)
	}
	gs, ws := numberRE.Split(got, -1), numberRE.Split(want, -1)
	gn, wn := numberRE.FindAllString(got, -1), numberRE.FindAllString(want, -1)
	if len(gs) != len(ws) || len(gn) != len(wn) {
		return false
	}
	for i := range gs {
		if gs[i] != ws[i] {
			return false
		}
	}
	scale, rel := 0.0, relTol
	if tolerance != "" {
		for _, w := range wn {
			if v, err := strconv.ParseFloat(w, 64); err == nil && isFloatText(w) && !math.IsInf(v, 0) && !math.IsNaN(v) {
				scale = math.Max(scale, math.Abs(v))
			}
		}
	}
	if tolerance == "blas32" {
		rel = relTol32
	}
	for i := range gn {
		g, w := gn[i], wn[i]
		if complexPart(ws, i) {
			g, w = complexPartText(g), complexPartText(w)
		}
		if !sameNumber(g, w, scale, rel) {
			return false
		}
	}
	return true
}

var bareImagRE = regexp.MustCompile(`-?(?:\d+\.?\d*(?:e[+-]?\d+)?|inf|nan)j`)

// withRealPart writes complex reprs with their real part, as oracle.py's with_real_part does:
// Python prints a complex whose real part is +0 without it ("-0.4j") and one whose real part
// is -0 or tiny with it ("(-0-0.4j)", "(6.7e-18-0.4j)"); which one BLAS computes may change
// with the CPU. A bare imaginary number is one that follows "[", "(", "," or " " and ends
// before ",", ")", "]" or the end of the text.
func withRealPart(text string) string {
	var b strings.Builder
	last := 0
	for _, m := range bareImagRE.FindAllStringIndex(text, -1) {
		if m[0] > 0 && !strings.ContainsRune("[(, ", rune(text[m[0]-1])) ||
			m[1] < len(text) && !strings.ContainsRune(",)]", rune(text[m[1]])) {
			continue
		}
		imag := text[m[0]:m[1]]
		if !strings.HasPrefix(imag, "-") {
			imag = "+" + imag
		}
		b.WriteString(text[last:m[0]])
		b.WriteString("(0" + imag + ")")
		last = m[1]
	}
	b.WriteString(text[last:])
	return strings.NewReplacer("(-0+", "(0+", "(-0-", "(0-").Replace(b.String())
}

// complexPart reports whether number i of a text whose separators seps numberRE.Split gave is
// a part of a complex repr ("(15+9j)", "2j"), which Python writes without a point when whole:
// it is then a float all the same.
func complexPart(seps []string, i int) bool {
	return strings.HasPrefix(seps[i+1], "j") || seps[i+1] == "" && i+2 < len(seps) && strings.HasPrefix(seps[i+2], "j")
}

// complexPartText returns a number text as a float text ("15" -> "15.0").
func complexPartText(s string) string {
	if isFloatText(s) {
		return s
	}
	return s + ".0"
}

func isFloatText(s string) bool { return strings.ContainsAny(s, ".eEna") }

// sameNumber compares two number texts: equal integers, or floats within rel of the pair's
// larger magnitude or of scale.
func sameNumber(a, b string, scale, rel float64) bool {
	if a == b {
		return true
	}
	if isFloatText(a) != isFloatText(b) || !isFloatText(a) {
		return false
	}
	x, err1 := strconv.ParseFloat(a, 64)
	y, err2 := strconv.ParseFloat(b, 64)
	if err1 != nil || err2 != nil {
		return false
	}
	if math.IsNaN(x) || math.IsNaN(y) {
		return math.IsNaN(x) && math.IsNaN(y)
	}
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return x == y
	}
	d := math.Abs(x - y)
	return d <= rel*math.Max(math.Abs(x), math.Abs(y)) || d <= rel*scale || d < 1e-300
}

// lazySigs returns the argument types of the recorded calls, as Numba's lazy @njit would
// compile them: "name(int64, float64)" per call, after binding keywords and defaults.
func lazySigs(c *goldenCase, wants []want) []string {
	m, err := translate.Translate(c.file, c.src)
	if err != nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for ci, text := range c.calls {
		var recorded []recArray
		if ci < len(wants) {
			recorded = wants[ci].Arrays
		}
		e, err := translate.ParseExpr("call", text, translate.Pos{Line: 1, Col: 1})
		call, ok := e.(*translate.Call)
		if err != nil || !ok {
			continue
		}
		name := translate.DottedName(call.Func)
		if sub, ok := call.Func.(*translate.Subscript); ok {
			name = translate.DottedName(sub.X) // a CUDA launch, kernel[grid, block](args)
		}
		for _, f := range m.Funcs {
			if f.Name != name {
				continue
			}
			en := gen.Entry{Py: f.Name}
			for _, p := range f.Params {
				en.ParamNames = append(en.ParamNames, p.Name)
				en.Defaults = append(en.Defaults, p.Default)
				en.Params = append(en.Params, "")
			}
			if f.Vararg != nil {
				en.ParamNames = append(en.ParamNames, f.Vararg.Name)
				en.Defaults = append(en.Defaults, nil)
				en.Params = append(en.Params, "")
				en.Vararg = true
			}
			var args []pyValue
			arrays := recorded
			for _, a := range call.Args {
				v, err := evalArg(a, &arrays)
				if err != nil {
					break
				}
				args = append(args, v)
			}
			keywords := call.Keywords
			if isVectorize(f) {
				// A dynamic @vectorize's loop is its inputs' types: the output (positional
				// after the inputs, or out=) and NumPy's other keywords are no parameters.
				args = args[:min(len(args), len(f.Params))]
				keywords = nil
			}
			if isDecorated(f, "guvectorize") {
				// A dynamic @guvectorize takes its inputs and outputs positionally (out= is the
				// outputs after the inputs); NumPy's axis=, axes= and keepdims= are no parameters.
				keywords = nil
				for _, k := range call.Keywords {
					if k.Name != "out" {
						continue
					}
					outs := []translate.Expr{k.Value}
					if t, ok := k.Value.(*translate.Tuple); ok {
						outs = t.Elts // out=(a, b)
					}
					for _, o := range outs {
						v, err := evalArg(o, &arrays)
						if err != nil {
							break
						}
						args = append(args, v)
					}
				}
			}
			bound, ok := bindArgs(en, args, keywords, &arrays)
			if !ok {
				continue
			}
			if en.Vararg {
				// -sig lists the *args values one by one.
				star := bound[len(bound)-1]
				bound = append(bound[:len(bound)-1:len(bound)-1], star.elems...)
			}
			var ts []string
			for _, v := range bound {
				ts = append(ts, sigText(v))
			}
			sig := c.qualify(name) + "(" + strings.Join(ts, ", ") + ")"
			if !seen[sig] {
				seen[sig] = true
				out = append(out, sig)
			}
		}
	}
	return out
}

// isVectorize reports whether f is decorated with @vectorize (an element-wise ufunc).
func isVectorize(f *translate.FuncDef) bool {
	return isDecorated(f, "vectorize")
}

// isDecorated reports whether f is decorated with deco (from numba or numba.deco).
func isDecorated(f *translate.FuncDef, deco string) bool {
	for _, d := range f.Decorators {
		name := translate.DottedName(d.Func)
		if name == deco || strings.HasSuffix(name, "."+deco) {
			return true
		}
	}
	return false
}

// mismatches counts the calls whose outcome differs from Numba's.
func mismatches(rc *runCase, got []outcome) int {
	if len(got) != len(rc.wants) {
		return len(rc.wants) + 1
	}
	n := 0
	for i, w := range rc.wants {
		o := got[i]
		tol := w.Tolerance
		if w.Error != o.Error || w.Message != o.Message || w.Error == "" && !sameText(o.Result, w.Result, tol) || !sameText(o.Stdout, w.Stdout, tol) {
			n++
		}
	}
	return n
}

// arrayTypeInfo is a parsed Numba array type, array(float64, 2d, C).
type arrayTypeInfo struct {
	dtype  string
	ndim   int
	layout string
}

var arrayTypeRE = regexp.MustCompile(`^array\((\w+), (\d+)d, ([CFA])\)$`)

func parseArrayType(s string) (arrayTypeInfo, bool) {
	m := arrayTypeRE.FindStringSubmatch(s)
	if m == nil {
		return arrayTypeInfo{}, false
	}
	n, _ := strconv.Atoi(m[2])
	return arrayTypeInfo{dtype: m[1], ndim: n, layout: m[3]}, true
}

// valueRepr is the Go expression giving the canonical repr of the Go value v of pygo type typ.
func valueRepr(v, typ string) string {
	if r, ok := recordRepr(v, typ); ok {
		return r
	}
	if elem, ok := optionalElemType(typ); ok {
		// An optional argument or a tuple item of an optional type: None or its value.
		inner := valueRepr(v+".Value", elem)
		if a, ok := parseArrayType(elem); ok && a.ndim == 1 {
			inner = fmt.Sprintf("reprSlice(%q, %s.Value.Flat())", a.dtype, v)
		}
		return fmt.Sprintf("func() string {\n\t\t\tif !%s.Valid {\n\t\t\t\treturn \"None\"\n\t\t\t}\n\t\t\treturn %s\n\t\t}()", v, inner)
	}
	if _, _, _, ok := parseNamedType(typ); ok {
		return namedValueRepr(v, typ)
	}
	if typ == "()" {
		return "func(struct{}) string { return \"()\" }(" + v + ")" // the empty tuple (a 0-d array's shape)
	}
	if typ == "none" {
		return "func(struct{}) string { return \"None\" }(" + v + ")" // a None tuple item (Go's struct{}, as the empty tuple)
	}
	if typ == "ListType[none]" {
		// A typed List of None: a []struct{}, whose items Repr would show as empty tuples.
		return "\"[\" + strings.TrimSuffix(strings.Repeat(\"None, \", len(" + v + ")), \", \") + \"]\""
	}
	if strings.HasPrefix(typ, "(") {
		parts := splitTuple(typ)
		uniform := true
		for _, p := range parts[1:] {
			uniform = uniform && p == parts[0]
		}
		var reprs []string
		for i, p := range parts {
			el := fmt.Sprintf("%s.V%d", v, i)
			if uniform {
				el = fmt.Sprintf("%s[%d]", v, i)
			}
			reprs = append(reprs, nestedRepr(el, p))
		}
		return "tupleRepr(" + strings.Join(reprs, ", ") + ")"
	}
	if inner, ok := listElemType(typ); ok {
		if a, ok := parseArrayType(inner); ok {
			// A list of arrays (np.split): the entry returns a []kernels.Array.
			return fmt.Sprintf("reprArrays(%q, %s)", a.dtype, v)
		}
		for deep, ok := listElemType(inner); ok; deep, ok = listElemType(deep) {
			if a, ok := parseArrayType(deep); ok {
				return fmt.Sprintf("reprListsOfArrays(%q, %s)", a.dtype, v) // [[array, ...], ...]
			}
		}
	}
	if strings.HasPrefix(typ, "set(") {
		return "setRepr(" + v + ")"
	}
	if inner, ok := strings.CutPrefix(typ, "iterator("); ok {
		if a, ok := parseArrayType(strings.TrimSuffix(inner, ")")); ok {
			return fmt.Sprintf("iterArraysRepr(%q, %s)", a.dtype, v)
		}
		return "iterRepr(" + v + ")"
	}
	if a, ok := parseArrayType(typ); ok {
		if a.ndim == 1 {
			return fmt.Sprintf("reprSlice(%q, %s)", a.dtype, v)
		}
		return fmt.Sprintf("reprArray(%q, %s)", a.dtype, v)
	}
	if _, ok := datetimeGoType(typ); ok {
		return fmt.Sprintf("kernels.DatetimeRepr(%q, %s)", typ, v)
	}
	return "kernels.Repr(" + v + ")"
}

// arrayLiteral spells a recorded array as a Go value for a parameter of type typ: a slice for
// a vector, a kernels.Array with C or F strides otherwise.
func arrayLiteral(rec *recArray, typ string) (string, error) {
	pt, ok := parseArrayType(typ)
	if !ok {
		return "", fmt.Errorf("array argument for a %s parameter", typ)
	}
	rt, _ := parseArrayType(rec.Type)
	var elems []string
	for _, s := range rec.Data {
		e, err := elemLiteral(s, pt.dtype)
		if err != nil {
			return "", err
		}
		elems = append(elems, e)
	}
	data := fmt.Sprintf("[]%s{%s}", pt.dtype, strings.Join(elems, ", "))
	if pt.ndim == 1 {
		return data, nil
	}
	strides := make([]int, len(rec.Shape))
	n := 1
	if rt.layout == "F" {
		for k := range rec.Shape {
			strides[k] = n
			n *= rec.Shape[k]
		}
	} else {
		for k := len(rec.Shape) - 1; k >= 0; k-- {
			strides[k] = n
			n *= rec.Shape[k]
		}
	}
	ints := func(xs []int) string {
		var s []string
		for _, x := range xs {
			s = append(s, strconv.Itoa(x))
		}
		return strings.Join(s, ", ")
	}
	return fmt.Sprintf("kernels.Array[%s, [%d]int]{Data: %s, Shape: [%d]int{%s}, Strides: [%d]int{%s}}",
		pt.dtype, pt.ndim, data, pt.ndim, ints(rec.Shape), pt.ndim, ints(strides)), nil
}

// elemLiteral spells one recorded element repr as a Go value of the dtype.
func elemLiteral(s, dtype string) (string, error) {
	switch s {
	case "True", "False":
		if dtype == "bool" {
			return strings.ToLower(s), nil
		}
		if s == "True" {
			s = "1"
		} else {
			s = "0"
		}
	}
	if strings.HasPrefix(dtype, "complex") {
		re, im, err := parseComplexRepr(s)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%s(complex(%s, %s))", dtype, floatGo(re), floatGo(im)), nil
	}
	if strings.HasPrefix(dtype, "float") {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%s(%s)", dtype, floatGo(f)), nil
	}
	return fmt.Sprintf("%s(%s)", dtype, s), nil
}

func floatGo(f float64) string {
	switch {
	case math.IsNaN(f):
		return "math.NaN()"
	case math.IsInf(f, 1):
		return "math.Inf(1)"
	case math.IsInf(f, -1):
		return "math.Inf(-1)"
	}
	return floatText(f)
}

// parseComplexRepr parses Python's repr of a complex number: 1j, (1+2j), (-0-1j), (nan+infj).
func parseComplexRepr(s string) (float64, float64, error) {
	s = strings.TrimSuffix(strings.TrimPrefix(s, "("), ")")
	if !strings.HasSuffix(s, "j") {
		f, err := strconv.ParseFloat(s, 64)
		return f, 0, err
	}
	s = strings.TrimSuffix(s, "j")
	for i := len(s) - 1; i > 0; i-- {
		if (s[i] == '+' || s[i] == '-') && s[i-1] != 'e' && s[i-1] != 'E' {
			re, err1 := strconv.ParseFloat(s[:i], 64)
			im, err2 := strconv.ParseFloat(strings.TrimPrefix(s[i:], "+"), 64) // Go reads "nan", not "+nan"
			if err1 != nil || err2 != nil {
				return 0, 0, fmt.Errorf("bad complex %q", s)
			}
			return re, im, nil
		}
	}
	im, err := strconv.ParseFloat(s, 64)
	return 0, im, err
}

// nestedRepr is valueRepr for a value inside a tuple: there a vector stays a kernels.Array (an
// entry point turns only its top-level vector results into slices).
func nestedRepr(v, typ string) string {
	if a, ok := parseArrayType(typ); ok && a.ndim == 1 {
		return fmt.Sprintf("reprArray(%q, %s)", a.dtype, v)
	}
	return valueRepr(v, typ)
}

// launchConfig reads the configuration of a CUDA launch, kernel[grid, block](args) or
// kernel[grid, block, 0, sharedmem](args), as Go expressions: two kernels/cuda.Dim3 values and
// the dynamic shared memory in bytes ("0" when the launch gives none); ok is false for an
// ordinary call.
func launchConfig(call *translate.Call) (dims []string, ok bool, err error) {
	sub, isSub := call.Func.(*translate.Subscript)
	if !isSub {
		return nil, false, nil
	}
	tup, isTup := sub.Index.(*translate.Tuple)
	if !isTup || len(tup.Elts) != 2 && len(tup.Elts) != 4 {
		return nil, true, fmt.Errorf("a launch is kernel[grid, block](args) or kernel[grid, block, 0, sharedmem](args)")
	}
	shared := "0"
	if len(tup.Elts) == 4 {
		stream, err1 := evalLiteral(tup.Elts[2])
		mem, err2 := evalLiteral(tup.Elts[3])
		if err1 != nil || err2 != nil || stream.v == nil || mem.v == nil || stream.v.ExactString() != "0" || mem.v.Kind() != constant.Int {
			return nil, true, fmt.Errorf("a launch's stream must be 0 and its shared memory an integer")
		}
		shared = mem.v.ExactString()
	}
	for _, d := range tup.Elts[:2] {
		v, err := evalLiteral(d)
		if err != nil {
			return nil, true, err
		}
		var ns []constant.Value
		if v.v != nil {
			ns = []constant.Value{v.v}
		}
		for _, e := range v.elems {
			ns = append(ns, e.v)
		}
		if len(ns) == 0 || len(ns) > 3 {
			return nil, true, fmt.Errorf("a launch dimension has 1 to 3 integers")
		}
		var fields []string
		for i, n := range ns {
			fields = append(fields, fmt.Sprintf("%s: %s", "XYZ"[i:i+1], n.ExactString()))
		}
		dims = append(dims, "cuda.Dim3{"+strings.Join(fields, ", ")+"}")
	}
	return append(dims, shared), true, nil
}

// isFloatRepr reports whether s is the repr of a Python float: 2.5, -1e+20, inf, nan.
func isFloatRepr(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}
