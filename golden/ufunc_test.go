package golden

import (
	"fmt"
	"go/constant"
	"go/token"
	"strconv"
	"strings"

	"github.com/pygo-lang/pygo/gen"
	"github.com/pygo-lang/pygo/translate"
)

// This file binds a recorded call of a @vectorize or @guvectorize function to the Go form of
// the loop NumPy ran (see pickUfuncLoop): for a ufunc, the element function when every input
// is a scalar, the Slice form when every input is a vector, the Into form for out=, and the
// Array form otherwise; for a gufunc, the Into form when the outputs are given, else the Array
// form. Go callers pick the loop themselves: each is its own typed function.

// ufuncCall is the Go code of one ufunc call: statements that set r0 (unless the form returns
// nothing) and err, the repr of the result, and those of the array arguments after the call.
type ufuncCall struct {
	stmts []string
	res   string
	after []string
}

// dtypeKind orders NumPy's kinds for value-based casting: bool, integers, floats, complex.
func dtypeKind(t string) int {
	switch {
	case t == "bool":
		return 0
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"):
		return 1
	case strings.HasPrefix(t, "float"):
		return 2
	}
	return 3
}

var intBits = map[string]int{"int8": 8, "int16": 16, "int32": 32, "int64": 64, "uint8": 8, "uint16": 16, "uint32": 32, "uint64": 64}

// canCastSafe is np.can_cast(from, to, 'safe') for two dtypes.
func canCastSafe(from, to string) bool {
	if from == to || from == "bool" {
		return true
	}
	fk, tk := dtypeKind(from), dtypeKind(to)
	if tk == 0 || fk > tk {
		return false
	}
	size := map[string]int{"float32": 32, "float64": 64, "complex64": 32, "complex128": 64}
	switch fk {
	case 1:
		fb, fu := intBits[from], strings.HasPrefix(from, "u")
		switch tk {
		case 1:
			tb, tu := intBits[to], strings.HasPrefix(to, "u")
			if fu == tu {
				return tb >= fb
			}
			return fu && !tu && tb > fb
		default: // a float or complex of (component) width w holds integers of up to w/2 bits
			return fb <= size[to]/2 || size[to] == 64
		}
	case 2:
		return size[to] >= size[from]
	}
	return size[to] >= size[from]
}

// scalarType is the dtype NumPy gives a Python scalar on its own.
func scalarType(v pyValue) string { return v.typ }

// intFits reports whether the Python int v lies in the range of the integer dtype t: NumPy
// casts a nonnegative value to a signed type it fits too (70000 to int32, not to int16).
func intFits(v pyValue, t string) bool {
	bits := intBits[t]
	if strings.HasPrefix(t, "u") {
		return constant.Sign(v.v) >= 0 && constant.BitLen(v.v) <= bits
	}
	if constant.Sign(v.v) >= 0 {
		return constant.BitLen(v.v) < bits
	}
	// -2**(bits-1) is the least: -(v+1) must be below 2**(bits-1).
	return constant.BitLen(constant.BinaryOp(constant.UnaryOp(token.SUB, v.v, 0), token.SUB, constant.MakeInt64(1))) < bits
}

// minScalarType is np.min_scalar_type of a Python scalar: the smallest dtype of its kind that
// holds its value (an unsigned one for a nonnegative int), which NumPy 1.24's value-based
// casting gives a scalar beside arrays of its kind or a higher one.
func minScalarType(v pyValue) string {
	switch dtypeKind(v.typ) {
	case 1:
		n, exact := constant.Int64Val(constant.ToInt(v.v))
		if !exact {
			return v.typ
		}
		for _, bits := range []int{8, 16, 32, 64} {
			if n >= 0 && (bits == 64 || n < 1<<bits) {
				return fmt.Sprintf("uint%d", bits)
			}
			if n < 0 && (bits == 64 || n >= -(1<<(bits-1))) {
				return fmt.Sprintf("int%d", bits)
			}
		}
	case 2:
		return "float16"
	case 3:
		return "complex64"
	}
	return v.typ
}

// pickUfuncLoop returns the entry of the loop NumPy ran for the inputs. NumPy 1.24's choice
// depends on its dispatch cache (a DUFunc's first call with float32 arrays runs the float32
// loop, the same call after one with float64 arrays the float64 loop), so the loop is the one
// whose result dtype is want, the dtype of Numba's array result, when it is known; among the
// loops left, one of exactly the inputs' types, else the first every input casts to safely
// (a Python int is an int64, a float a float64, except beside arrays of its kind or a higher
// one, where its value decides: 2 casts to an int32 loop beside an int32 array).
func pickUfuncLoop(entries []gen.Entry, ins []pyValue, want string) (gen.Entry, bool) {
	arrayKind := -1
	for _, v := range ins {
		if v.arr != nil {
			a, _ := parseArrayType(v.arr.Type)
			arrayKind = max(arrayKind, dtypeKind(a.dtype))
		}
	}
	for _, exact := range []bool{true, false} {
		for _, en := range entries {
			if len(en.Params) != len(ins) || want != "" && len(en.Results) > 0 && en.Results[0] != want {
				continue
			}
			ok := true
			for i, v := range ins {
				from := scalarType(v)
				if v.arr != nil {
					a, _ := parseArrayType(v.arr.Type)
					from = a.dtype
				} else if !exact && dtypeKind(from) <= arrayKind {
					if dtypeKind(from) == 1 && dtypeKind(en.Params[i]) == 1 {
						ok = ok && intFits(v, en.Params[i])
						continue
					}
					from = minScalarType(v)
				}
				ok = ok && (from == en.Params[i] || !exact && canCastSafe(from, en.Params[i]))
			}
			if ok {
				return en, true
			}
		}
	}
	return gen.Entry{}, false
}

// resultDtype is the dtype of an array result's repr, array(float64, ...), or "".
func resultDtype(result string) string {
	rest, ok := strings.CutPrefix(result, "array(")
	if !ok {
		return ""
	}
	dtype, _, _ := strings.Cut(rest, ",")
	return dtype
}

// bindUfunc binds a call of the ufunc name, whose loops are entries; with outer, a call of
// its outer method, bound to the Outer form (OuterInto for out=), whose result has the rank of
// the inputs' ranks together.
func bindUfunc(call *translate.Call, entries []gen.Entry, arrays []recArray, pkg, want string, outer bool) (*ufuncCall, error) {
	var args []pyValue
	for _, a := range call.Args {
		v, err := evalArg(a, &arrays)
		if err != nil {
			return nil, err
		}
		args = append(args, v)
	}
	var out *pyValue
	for _, k := range call.Keywords {
		if k.Name != "out" {
			return nil, fmt.Errorf("the harness passes only out= to a ufunc, not %s=", k.Name)
		}
		v, err := evalArg(k.Value, &arrays)
		if err != nil {
			return nil, err
		}
		out = &v
	}
	nin := len(entries[0].Params)
	if len(args) == nin+1 && out == nil {
		out, args = &args[nin], args[:nin]
	}
	if out != nil {
		// The result is out, whatever dtype the loop gives (NumPy casts it same_kind).
		want = ""
	}
	en, ok := pickUfuncLoop(entries, args, want)
	if !ok {
		return nil, fmt.Errorf("no loop of %s accepts these inputs", entries[0].Py)
	}
	res := en.Results[0]
	uc := &ufuncCall{}
	scalars, vectors := true, true
	maxNd, sumNd := 0, 0
	for _, v := range args {
		if v.arr != nil {
			scalars = false
			a, _ := parseArrayType(v.arr.Type)
			vectors = vectors && a.ndim == 1
			maxNd = max(maxNd, a.ndim)
			sumNd += a.ndim
		} else {
			vectors = false
		}
	}
	into, array := en.Ufunc.Into, en.Ufunc.Array
	if outer {
		if en.Ufunc.Outer == "" {
			return nil, fmt.Errorf("%s has no outer form", entries[0].Py)
		}
		if sumNd == 0 {
			return nil, fmt.Errorf("the harness passes an array to outer")
		}
		into, array = en.Ufunc.OuterInto, en.Ufunc.Outer
		scalars, vectors, maxNd = false, false, sumNd
	}
	// declare spells a recorded array as a Go variable of the given dtype; a second variable
	// of its own dtype, when they differ, gives its repr after the call.
	n := 0
	declare := func(v pyValue, dtype string) (string, int, error) {
		a, _ := parseArrayType(v.arr.Type)
		name := fmt.Sprintf("a%d", n)
		n++
		lit, err := arrayLiteral(v.arr, fmt.Sprintf("array(%s, %dd, A)", dtype, a.ndim))
		if err != nil {
			return "", 0, err
		}
		uc.stmts = append(uc.stmts, fmt.Sprintf("%s := %s", name, lit))
		orig := name
		if dtype != a.dtype {
			orig = fmt.Sprintf("a%d", n)
			n++
			lit, err := arrayLiteral(v.arr, fmt.Sprintf("array(%s, %dd, A)", a.dtype, a.ndim))
			if err != nil {
				return "", 0, err
			}
			uc.stmts = append(uc.stmts, fmt.Sprintf("%s := %s", orig, lit))
		}
		uc.after = append(uc.after, valueRepr(orig, fmt.Sprintf("array(%s, %dd, A)", a.dtype, a.ndim)))
		return name, a.ndim, nil
	}
	var goArgs []string
	for i, v := range args {
		dtype := en.Params[i]
		if v.arr == nil {
			lit, err := goLiteral(v, dtype)
			if err != nil {
				return nil, err
			}
			if scalars && out == nil {
				goArgs = append(goArgs, lit)
			} else {
				goArgs = append(goArgs, "kernels.Scalar("+lit+")")
			}
			continue
		}
		name, nd, err := declare(v, dtype)
		if err != nil {
			return nil, err
		}
		if nd == 1 && !vectors || nd == 1 && out != nil {
			name = "kernels.FromSlice(" + name + ")"
		}
		goArgs = append(goArgs, name)
	}
	list := strings.Join(goArgs, ", ")
	switch {
	case out != nil:
		if out.arr == nil {
			return nil, fmt.Errorf("out= must be an array")
		}
		a, _ := parseArrayType(out.arr.Type)
		if a.dtype != res {
			return nil, fmt.Errorf("out= has dtype %s, the loop gives %s: the harness does not cast outputs", a.dtype, res)
		}
		name, nd, err := declare(*out, res)
		if err != nil {
			return nil, err
		}
		target := name
		if nd == 1 {
			target = "kernels.FromSlice(" + name + ")"
		}
		uc.stmts = append(uc.stmts, fmt.Sprintf("err := %s.%s(%s, %s)", pkg, into, target, list))
		uc.res = valueRepr(name, fmt.Sprintf("array(%s, %dd, A)", res, nd))
	case scalars && en.Ufunc.Raises:
		uc.stmts = append(uc.stmts, fmt.Sprintf("r0, err := %s.%s(%s)", pkg, en.Go, list))
		uc.res = "elemRepr(r0)"
	case scalars:
		uc.stmts = append(uc.stmts, fmt.Sprintf("r0 := %s.%s(%s)", pkg, en.Go, list), "var err error")
		uc.res = "elemRepr(r0)"
	case vectors:
		uc.stmts = append(uc.stmts, fmt.Sprintf("r0, err := %s.%s(%s)", pkg, en.Ufunc.Slice, list))
		uc.res = fmt.Sprintf("reprSlice(%q, r0)", res)
	default:
		uc.stmts = append(uc.stmts, fmt.Sprintf("r0, err := %s.%s[[%d]int](%s)", pkg, array, maxNd, list))
		uc.res = fmt.Sprintf("reprArray(%q, r0)", res)
	}
	return uc, nil
}

// bindGufunc binds a call of the @guvectorize gufunc whose loops are entries: the Into form
// when the outputs are given (positionally, or one as out=), else the Array form with each
// output's rank (a 0-d output comes back in a 1-element array, read as a scalar).
func bindGufunc(call *translate.Call, entries []gen.Entry, arrays []recArray, pkg, want string) (*ufuncCall, error) {
	var args []pyValue
	for _, a := range call.Args {
		v, err := evalArg(a, &arrays)
		if err != nil {
			return nil, err
		}
		args = append(args, v)
	}
	g := entries[0].Gufunc
	nin, nout := g.Nin, len(g.Core)-g.Nin
	var axes [][]int // NumPy's axes= (or axis=) per operand, nil without
	axesRepr := ""
	for _, k := range call.Keywords {
		if k.Name == "axes" || k.Name == "axis" {
			ax, err := gufuncAxes(k, g)
			if err != nil {
				return nil, err
			}
			axes = ax
			if l, ok := k.Value.(*translate.List); ok {
				// A list argument is one the oracle records after the call.
				axesRepr = listRepr(l)
			}
			continue
		}
		if k.Name != "out" {
			return nil, fmt.Errorf("the harness passes only out=, axes= and axis= to a gufunc, not %s=", k.Name)
		}
		v, err := evalArg(k.Value, &arrays)
		if err != nil {
			return nil, err
		}
		args = append(args, v)
	}
	outsGiven := len(args) == nin+nout
	if !outsGiven && len(args) != nin {
		return nil, fmt.Errorf("%d arguments for a gufunc of %d inputs and %d outputs", len(args), nin, nout)
	}
	// The loop is chosen by the element types of the inputs, as for a ufunc.
	var loops []gen.Entry
	for _, en := range entries {
		e := en
		e.Params = nil
		for _, p := range en.Params[:nin] {
			if a, ok := parseArrayType(p); ok {
				p = a.dtype
			}
			e.Params = append(e.Params, p)
		}
		e.Results = nil
		if nout > 0 { // without outputs, the loop is the first the inputs cast to
			if a, ok := parseArrayType(en.Params[nin]); ok {
				e.Results = []string{a.dtype} // the first output's dtype
			}
		}
		loops = append(loops, e)
	}
	pick, ok := pickUfuncLoop(loops, args[:nin], want)
	if !ok {
		return nil, fmt.Errorf("no loop of %s accepts these inputs", entries[0].Py)
	}
	var en gen.Entry
	for _, e := range entries {
		if e.Go == pick.Go {
			en = e
		}
	}
	dtypeOf := func(k int) string {
		if a, ok := parseArrayType(en.Params[k]); ok {
			return a.dtype
		}
		return en.Params[k]
	}
	uc := &ufuncCall{}
	if axes != nil {
		uc.stmts = append(uc.stmts, "var err error")
	}
	// view declares the view of operand k that axes= gives, when it gives one.
	view := func(name string, k int) string {
		if axes == nil {
			return name
		}
		v := fmt.Sprintf("v%d", k)
		uc.stmts = append(uc.stmts, fmt.Sprintf("%s, e%d := kernels.GuAxes(%s, %d, %d%s)", v, k, name, k, g.Core[k], axesArgs(axes[k])),
			fmt.Sprintf("if err == nil {\n\t\t\terr = e%d\n\t\t}", k))
		return v
	}
	n := 0
	declare := func(v pyValue, dtype string) (string, int, error) {
		a, _ := parseArrayType(v.arr.Type)
		name := fmt.Sprintf("a%d", n)
		n++
		lit, err := arrayLiteral(v.arr, fmt.Sprintf("array(%s, %dd, A)", dtype, a.ndim))
		if err != nil {
			return "", 0, err
		}
		uc.stmts = append(uc.stmts, fmt.Sprintf("%s := %s", name, lit))
		orig := name
		if dtype != a.dtype {
			orig = fmt.Sprintf("a%d", n)
			n++
			lit, err := arrayLiteral(v.arr, fmt.Sprintf("array(%s, %dd, A)", a.dtype, a.ndim))
			if err != nil {
				return "", 0, err
			}
			uc.stmts = append(uc.stmts, fmt.Sprintf("%s := %s", orig, lit))
		}
		uc.after = append(uc.after, valueRepr(orig, fmt.Sprintf("array(%s, %dd, A)", a.dtype, a.ndim)))
		return name, a.ndim, nil
	}
	var goArgs []string
	loopNd := 0
	for k, v := range args[:nin] {
		if v.arr == nil {
			lit, err := goLiteral(v, dtypeOf(k))
			if err != nil {
				return nil, err
			}
			goArgs = append(goArgs, "kernels.Scalar("+lit+")")
			continue
		}
		name, nd, err := declare(v, dtypeOf(k))
		if err != nil {
			return nil, err
		}
		loopNd = max(loopNd, nd-g.Core[k])
		if nd == 1 {
			name = "kernels.FromSlice(" + name + ")"
		}
		goArgs = append(goArgs, view(name, k))
	}
	var outReprs, lhs []string
	if outsGiven {
		for k, v := range args[nin:] {
			if v.arr == nil {
				return nil, fmt.Errorf("a gufunc output must be an array")
			}
			name, nd, err := declare(v, dtypeOf(nin+k))
			if err != nil {
				return nil, err
			}
			target := name
			if nd == 1 {
				target = "kernels.FromSlice(" + name + ")"
			}
			goArgs = append(goArgs, view(target, nin+k))
			outReprs = append(outReprs, valueRepr(name, fmt.Sprintf("array(%s, %dd, A)", dtypeOf(nin+k), nd)))
		}
		if axes != nil {
			uc.stmts = append(uc.stmts, fmt.Sprintf("if err == nil {\n\t\t\terr = %s.%s(%s)\n\t\t}", pkg, en.Gufunc.Into, strings.Join(goArgs, ", ")))
		} else {
			uc.stmts = append(uc.stmts, fmt.Sprintf("err := %s.%s(%s)", pkg, en.Gufunc.Into, strings.Join(goArgs, ", ")))
		}
	} else {
		var tps []string
		for k := range nout {
			rank := loopNd + g.Core[nin+k]
			r := fmt.Sprintf("r%d", k)
			lhs = append(lhs, r)
			if rank == 0 {
				tps = append(tps, "[1]int")
				outReprs = append(outReprs, fmt.Sprintf("firstRepr(%s.Data)", r))
				continue
			}
			tps = append(tps, fmt.Sprintf("[%d]int", rank))
			outReprs = append(outReprs, fmt.Sprintf("reprArray(%q, %s)", dtypeOf(nin+k), r))
		}
		if axes != nil {
			// The outputs come back with the core dimensions last; axes= places them.
			uc.stmts = append(uc.stmts, fmt.Sprintf("%s, ea := %s.%s[%s](%s)", strings.Join(lhs, ", "), pkg, en.Gufunc.Array, strings.Join(tps, ", "), strings.Join(goArgs, ", ")),
				"if err == nil {\n\t\t\terr = ea\n\t\t}")
			for k, r := range lhs {
				if g.Core[nin+k] == 0 {
					continue
				}
				uc.stmts = append(uc.stmts, fmt.Sprintf("%s, e%d := kernels.GuAxesResult(%s, %d, %d%s)", r, nin+k, r, nin+k, g.Core[nin+k], axesArgs(axes[nin+k])),
					fmt.Sprintf("if err == nil {\n\t\t\terr = e%d\n\t\t}", nin+k))
			}
		} else {
			uc.stmts = append(uc.stmts, fmt.Sprintf("%s, err := %s.%s[%s](%s)", strings.Join(lhs, ", "), pkg, en.Gufunc.Array, strings.Join(tps, ", "), strings.Join(goArgs, ", ")))
		}
		for _, r := range lhs {
			uc.stmts = append(uc.stmts, fmt.Sprintf("_ = %s", r))
		}
	}
	if axesRepr != "" {
		uc.after = append(uc.after, strconv.Quote(axesRepr))
	}
	switch len(outReprs) {
	case 0: // a layout without outputs: NumPy returns an empty tuple
		uc.res = `"()"`
	case 1:
		uc.res = outReprs[0]
	default:
		uc.res = "tupleRepr(" + strings.Join(outReprs, ", ") + ")"
	}
	return uc, nil
}

// bindReduce binds ufunc.reduce(a) and ufunc.reduce(a, axis=k) (the default axis is 0): the
// ReduceSlice form for a vector, else the Reduce form; axis=None binds the ReduceAll form and
// a tuple of axes the ReduceAxes form. With accumulate it binds ufunc.accumulate(a, axis=k):
// the AccumulateSlice form for a vector, else the Accumulate form. The loop is the one of a's
// dtype.
func bindReduce(call *translate.Call, entries []gen.Entry, arrays []recArray, pkg, want string, accumulate bool) (*ufuncCall, error) {
	if len(call.Args) != 1 {
		return nil, fmt.Errorf("reduce takes one array")
	}
	v, err := evalArg(call.Args[0], &arrays)
	if err != nil || v.arr == nil {
		return nil, fmt.Errorf("reduce takes one array")
	}
	axis := int64(0)
	var axes []int64 // axis=None or a tuple
	isAxes := false
	for _, k := range call.Keywords {
		if tup, ok := k.Value.(*translate.Tuple); ok && k.Name == "axis" {
			isAxes, axes = true, []int64{}
			for _, el := range tup.Elts {
				ax, err := evalLiteral(el)
				if err != nil || ax.typ != "int64" {
					return nil, fmt.Errorf("the harness passes only constant axes to reduce")
				}
				v, _ := constant.Int64Val(ax.v)
				axes = append(axes, v)
			}
			continue
		}
		if c, ok := k.Value.(*translate.Const); ok && k.Name == "axis" && c.Kind == translate.NoneConst {
			isAxes, axes = true, nil
			continue
		}
		ax, err := evalLiteral(k.Value)
		if k.Name != "axis" || err != nil || ax.typ != "int64" {
			return nil, fmt.Errorf("the harness passes only a constant axis= to reduce")
		}
		axis, _ = constant.Int64Val(ax.v)
	}
	a, _ := parseArrayType(v.arr.Type)
	var reducible []gen.Entry
	for _, e := range entries {
		if e.Ufunc.Reduce != "" {
			reducible = append(reducible, e)
		}
	}
	en, ok := pickUfuncLoop(reducible, []pyValue{v, v}, want)
	if !ok && want == "float64" {
		// A float scalar's repr does not tell float32 from float64: a float32 array reduced
		// by a ufunc with a float32 loop only gives a float32.
		en, ok = pickUfuncLoop(reducible, []pyValue{v, v}, "")
	}
	if !ok {
		return nil, fmt.Errorf("no reducible loop for %s", a.dtype)
	}
	dtype := en.Params[0]
	uc := &ufuncCall{}
	lit, err := arrayLiteral(v.arr, fmt.Sprintf("array(%s, %dd, A)", dtype, a.ndim))
	if err != nil {
		return nil, err
	}
	uc.stmts = append(uc.stmts, "a0 := "+lit)
	orig := "a0"
	if dtype != a.dtype {
		lit, err := arrayLiteral(v.arr, v.arr.Type)
		if err != nil {
			return nil, err
		}
		uc.stmts = append(uc.stmts, "a1 := "+lit)
		orig = "a1"
	}
	uc.after = append(uc.after, valueRepr(orig, v.arr.Type))
	a.dtype = dtype
	arr := "a0" // the Array forms take a vector as a kernels.Array
	if a.ndim == 1 {
		arr = "kernels.FromSlice(a0)"
	}
	switch {
	case accumulate && isAxes:
		return nil, fmt.Errorf("the harness passes only one axis to accumulate")
	case accumulate && a.ndim == 1 && axis == 0:
		if en.Ufunc.Raises {
			uc.stmts = append(uc.stmts, fmt.Sprintf("r0, err := %s.%s(a0)", pkg, en.Ufunc.AccumulateSlice))
		} else {
			uc.stmts = append(uc.stmts, fmt.Sprintf("r0 := %s.%s(a0)", pkg, en.Ufunc.AccumulateSlice), "var err error")
		}
		uc.res = fmt.Sprintf("reprArray(%q, kernels.FromSlice(r0))", a.dtype)
		return uc, nil
	case accumulate:
		uc.stmts = append(uc.stmts, fmt.Sprintf("r0, err := %s.%s(%s, %d)", pkg, en.Ufunc.Accumulate, arr, axis))
		uc.res = fmt.Sprintf("reprArray(%q, r0)", a.dtype)
		return uc, nil
	case isAxes && axes == nil:
		uc.stmts = append(uc.stmts, fmt.Sprintf("r0, err := %s.%s(%s)", pkg, en.Ufunc.ReduceAll, arr))
		uc.res = "elemRepr(r0)"
		return uc, nil
	case isAxes:
		var list []string
		for _, v := range axes {
			list = append(list, fmt.Sprint(v))
		}
		rank := a.ndim - len(axes)
		if rank < 1 {
			return nil, fmt.Errorf("the harness reduces over a tuple of axes to an array of at least one dimension")
		}
		uc.stmts = append(uc.stmts, fmt.Sprintf("r0, err := %s.%s[[%d]int](%s%s)", pkg, en.Ufunc.ReduceAxes, rank, arr, strings.Join(append([]string{""}, list...), ", ")))
		uc.res = fmt.Sprintf("reprArray(%q, r0)", a.dtype)
		return uc, nil
	}
	if a.ndim == 1 {
		uc.stmts = append(uc.stmts, fmt.Sprintf("r0, err := %s.%s(a0)", pkg, en.Ufunc.ReduceSlice))
		uc.res = "elemRepr(r0)"
		return uc, nil
	}
	uc.stmts = append(uc.stmts, fmt.Sprintf("r0, err := %s.%s[[%d]int](a0, %d)", pkg, en.Ufunc.Reduce, a.ndim-1, axis))
	uc.res = fmt.Sprintf("reprArray(%q, r0)", a.dtype)
	return uc, nil
}

// gufuncAxes reads a gufunc call's axes=[(i, j), k, ...] (a tuple of axes or one axis per
// operand; the outputs' entries may be left out when they have no core dimensions) or axis=k
// (k for each operand with a core dimension), as lists of axes per operand.
func gufuncAxes(k *translate.Keyword, g *gen.GufuncForms) ([][]int, error) {
	ints := func(e translate.Expr) ([]int, error) {
		var elts []translate.Expr
		if t, ok := e.(*translate.Tuple); ok {
			elts = t.Elts
		} else {
			elts = []translate.Expr{e}
		}
		var out []int
		for _, x := range elts {
			v, err := evalLiteral(x)
			if err != nil || v.typ != "int64" {
				return nil, fmt.Errorf("the harness passes only integer axes to a gufunc")
			}
			n, _ := constant.Int64Val(v.v)
			out = append(out, int(n))
		}
		return out, nil
	}
	axes := make([][]int, len(g.Core))
	if k.Name == "axis" {
		ax, err := ints(k.Value)
		if err != nil || len(ax) != 1 {
			return nil, fmt.Errorf("the harness passes one integer axis= to a gufunc")
		}
		for i, c := range g.Core {
			if c == 1 {
				axes[i] = ax
			}
		}
		return axes, nil
	}
	list, ok := k.Value.(*translate.List)
	if !ok {
		return nil, fmt.Errorf("the harness passes axes= as a list")
	}
	if len(list.Elts) != len(g.Core) && len(list.Elts) != g.Nin {
		return nil, fmt.Errorf("the harness passes an axes= entry for every operand (or input)")
	}
	for i, e := range list.Elts {
		ax, err := ints(e)
		if err != nil {
			return nil, err
		}
		axes[i] = ax
	}
	return axes, nil
}

// axesArgs writes the axes of one operand as the trailing arguments of kernels.GuAxes.
func axesArgs(axes []int) string {
	var b strings.Builder
	for _, a := range axes {
		fmt.Fprintf(&b, ", %d", a)
	}
	return b.String()
}

// listRepr is Python's repr of a list of integers and tuples of integers, as written.
func listRepr(l *translate.List) string {
	var parts []string
	for _, e := range l.Elts {
		t, ok := e.(*translate.Tuple)
		if !ok {
			parts = append(parts, translate.ExprString(e))
			continue
		}
		var items []string
		for _, x := range t.Elts {
			items = append(items, translate.ExprString(x))
		}
		if len(items) == 1 {
			parts = append(parts, "("+items[0]+",)")
		} else {
			parts = append(parts, "("+strings.Join(items, ", ")+")")
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
