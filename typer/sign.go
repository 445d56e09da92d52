package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// Sign analysis: which integer values are known not to be negative, so that k % d and k // d
// can be Go's own % and / (Python's floor versions differ only for a negative operand) and an
// index needs no wrap-around. A fact comes from
//
//   - a variable every binding of which is non-negative: a range loop counter counting up
//     from a non-negative start (or down to a stop of -1 or more), an assignment of a
//     non-negative value, x += v with v non-negative, x //= d and x %= d with d positive;
//   - a comparison on the path to the use: inside `if x > 0:` (or x >= c, c <= x, ... with a
//     constant c), or after `if x < 2: return ...`, until x is assigned again;
//   - the shape of an expression: constants, len(), shapes and sizes, unsigned values, and
//     +, *, //, %, &, >>, min and max of non-negative operands.
//
// Arithmetic can wrap around in 64 bits (Numba's ints do, and then Python's % of the negative
// result differs from Go's), so a sign is "exact" only when wrap-around is impossible in any
// run that ends: comparisons, lengths and range counters are exact, and so is arithmetic on
// counting values (see binary); a hash h = h * 1000003 + c or a Collatz step n = 3 * n + 1 is
// not. // and % use Go's operators only with exact signs; indexes, which the run time checks
// anyway, use any sign.

// maxStep bounds the constants counting arithmetic may add or multiply by: a value that
// grows by at most maxStep per step of a loop cannot reach 2^63 in a run that ends.
const maxStep = 1 << 16

// valSign is what the analysis knows about an integer value.
type valSign struct {
	nonNeg   bool // the value is >= 0
	positive bool // the value is > 0
	// exact says the fact holds with 64-bit wrap-around (counting arithmetic only).
	exact bool
	// counting says the value is at most a loop count or a length plus small constants.
	counting bool
}

var unknownSign = valSign{}

// signs holds the facts of one specialization.
type signs struct {
	st   *fnState
	vars map[string]valSign // variables non-negative at every use (flow-insensitive)
	// escaped are the variables nested functions assign (nonlocal): any call may change
	// them, so nothing is proved about them.
	escaped map[string]bool
}

// nonlocalNames adds the names the functions defined in body (and the functions defined in
// those) declare nonlocal.
func nonlocalNames(body []translate.Stmt, out map[string]bool) {
	translate.WalkFuncs(body, func(d *translate.FuncDef) {
		for _, n := range d.Nonlocals {
			out[n] = true
		}
		nonlocalNames(d.Body, out)
	})
}

// proveSigns runs the analysis over the function body and records what it proves: the //
// and % operations whose operands are non-negative (Info.PlainDiv) and the array indexes
// that need no wrap-around (IndexItem.NonNeg).
func (st *fnState) proveSigns(body []translate.Stmt) {
	sg := &signs{st: st, vars: map[string]valSign{}, escaped: map[string]bool{}}
	nonlocalNames(body, sg.escaped)
	sg.varSigns(body)
	sg.flow(body, map[string]valSign{})
}

// varSigns finds the local integer variables whose every binding is non-negative, by
// iteration from the optimistic assumption that all are.
func (sg *signs) varSigns(body []translate.Stmt) {
	st := sg.st
	params := map[string]bool{}
	for _, p := range st.spec.Def.Params {
		params[p.Name] = true
	}
	if st.spec.Def.Vararg != nil {
		params[st.spec.Def.Vararg.Name] = true
	}
	for name, t := range st.info.Vars {
		if isIntType(t) && !params[name] && st.info.Locals[name] && !sg.escaped[name] {
			sg.vars[name] = valSign{nonNeg: true, positive: true, exact: true, counting: true}
		}
	}
	for changed := true; changed; {
		changed = false
		meet := func(name string, s valSign) {
			old, ok := sg.vars[name]
			if !ok {
				return
			}
			m := valSign{nonNeg: old.nonNeg && s.nonNeg, positive: old.positive && s.positive, exact: old.exact && s.exact, counting: old.counting && s.counting}
			if !m.nonNeg {
				delete(sg.vars, name)
				changed = true
				return
			}
			if m != old {
				sg.vars[name] = m
				changed = true
			}
		}
		var walk func(body []translate.Stmt)
		walk = func(body []translate.Stmt) {
			for _, s := range body {
				switch s := s.(type) {
				case *translate.Assign:
					for _, t := range s.Targets {
						sg.bind(t, s.Value, meet)
					}
				case *translate.AugAssign:
					if n, ok := s.Target.(*translate.Name); ok {
						meet(n.Id, sg.augSign(sg.varSign(n.Id), s.Op, s.Value, nil))
					}
				case *translate.For:
					sg.bindFor(s, meet)
					walk(s.Body)
					walk(s.Else)
				case *translate.While:
					walk(s.Body)
					walk(s.Else)
				case *translate.If:
					walk(s.Body)
					walk(s.Else)
				case *translate.Try:
					for _, b := range translate.Blocks(s) {
						walk(b)
					}
				case *translate.Declare:
					meet(s.Name, unknownSign)
				case *translate.FuncStmt:
					meet(s.Func.Name, unknownSign)
				}
			}
		}
		walk(body)
	}
}

// bind meets the variables of an assignment target with the sign of the value assigned.
func (sg *signs) bind(t, value translate.Expr, meet func(string, valSign)) {
	switch t := t.(type) {
	case *translate.Name:
		if value == nil {
			meet(t.Id, unknownSign)
			return
		}
		meet(t.Id, sg.expr(value, nil))
	case *translate.Tuple, *translate.List:
		elts := targetList(t)
		var vals []translate.Expr
		switch v := value.(type) {
		case *translate.Tuple:
			vals = v.Elts
		case *translate.List:
			vals = v.Elts
		}
		shape := false
		if a, ok := value.(*translate.Attribute); ok && a.Name == "shape" && isArrayType(sg.st.info.Types[a.X]) {
			shape = true // n, m = a.shape
		}
		for i, e := range elts {
			switch {
			case shape:
				if n, ok := e.(*translate.Name); ok {
					meet(n.Id, valSign{nonNeg: true, exact: true, counting: true})
				}
			case len(vals) == len(elts):
				sg.bind(e, vals[i], meet)
			default:
				sg.bind(e, nil, meet)
			}
		}
	case *translate.Starred:
		sg.bind(t.X, nil, meet)
	}
}

func targetList(t translate.Expr) []translate.Expr {
	switch t := t.(type) {
	case *translate.Tuple:
		return t.Elts
	case *translate.List:
		return t.Elts
	}
	return nil
}

func isArrayType(t Type) bool { _, ok := t.(*Array); return ok }

// bindFor meets a for loop's targets with the sign of its counter.
func (sg *signs) bindFor(s *translate.For, meet func(string, valSign)) {
	n, ok := s.Target.(*translate.Name)
	if !ok {
		sg.bind(s.Target, nil, meet)
		return
	}
	meet(n.Id, sg.counter(s, nil))
}

// counter is the sign of a range loop's variable inside the loop, or unknown.
func (sg *signs) counter(s *translate.For, facts map[string]valSign) valSign {
	call, ok := s.Iter.(*translate.Call)
	if !ok {
		return unknownSign
	}
	p := translate.DottedName(call.Func)
	if p != "range" && p != "prange" && p != "numba.prange" && p != "nb.prange" {
		return unknownSign
	}
	if _, ok := sg.st.info.Types[call.Func].(*BuiltinRef); !ok {
		return unknownSign
	}
	counting := valSign{nonNeg: true, exact: true, counting: true}
	switch len(call.Args) {
	case 1:
		return counting
	case 2, 3:
		step := int64(1)
		if len(call.Args) == 3 {
			v, ok := sg.constInt(call.Args[2])
			if !ok || v == 0 {
				return unknownSign
			}
			step = v
		}
		if step > 0 {
			start := sg.expr(call.Args[0], facts)
			if start.nonNeg && start.exact {
				counting.positive = start.positive
				counting.counting = start.counting
				return counting
			}
			return unknownSign
		}
		// Counting down: every value is above the stop.
		if stop, ok := sg.constInt(call.Args[1]); ok && stop >= -1 {
			counting.positive = stop >= 0
			return counting
		}
	}
	return unknownSign
}

func (sg *signs) constInt(x translate.Expr) (int64, bool) {
	v, ok := sg.st.info.Consts[x]
	if !ok || v.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(v)
}

// smallConst reports whether x is a constant from 0 to maxStep.
func (sg *signs) smallConst(x translate.Expr) bool {
	k, ok := sg.constInt(x)
	return ok && k >= 0 && k <= maxStep
}

func (sg *signs) varSign(name string) valSign { return sg.vars[name] }

// augSign is the sign of x op= v for x of sign old.
func (sg *signs) augSign(old valSign, op translate.Op, v translate.Expr, facts map[string]valSign) valSign {
	return sg.binary(op, old, sg.expr(v, facts), nil, v)
}

// expr returns the sign of an integer expression under the flow facts (nil: none).
func (sg *signs) expr(x translate.Expr, facts map[string]valSign) valSign {
	st := sg.st
	if !isIntType(st.info.Types[x]) {
		return unknownSign
	}
	if v, ok := st.info.Consts[x]; ok {
		if v.Kind() != constant.Int {
			return unknownSign
		}
		k, exact := constant.Int64Val(v)
		if !exact || k < 0 {
			return unknownSign
		}
		return valSign{nonNeg: true, positive: k > 0, exact: true, counting: k <= maxStep}
	}
	if b, ok := st.info.Types[x].(*Basic); ok && b.IsUnsigned() {
		return valSign{nonNeg: true, exact: true}
	}
	switch x := x.(type) {
	case *translate.Name:
		s := sg.vars[x.Id]
		if f, ok := facts[x.Id]; ok {
			s = join(s, f)
		}
		return s
	case *translate.BinOp:
		if x.Op == translate.Sub {
			// i - k for a loop counter i that starts at k or above (countingVars).
			if n, ok := x.X.(*translate.Name); ok {
				lo, counting := st.nonNegVars[n.Id]
				if k, isConst := sg.constInt(x.Y); counting && isConst && k >= 0 && k <= lo {
					return valSign{nonNeg: true, exact: true, counting: true}
				}
			}
			return unknownSign
		}
		return sg.binary(x.Op, sg.expr(x.X, facts), sg.expr(x.Y, facts), x.X, x.Y)
	case *translate.Call:
		c := st.info.Calls[x]
		if c == nil {
			return unknownSign
		}
		switch {
		case c.Kind == CallBuiltin && c.Builtin == "len":
			return valSign{nonNeg: true, exact: true, counting: true}
		case c.Kind == CallBuiltin && (c.Builtin == "min" || c.Builtin == "max") && len(c.Args) >= 2:
			s := sg.expr(c.Args[0], facts)
			for _, a := range c.Args[1:] {
				if c.Builtin == "min" {
					s = meetSign(s, sg.expr(a, facts))
				} else {
					s = maxSign(s, sg.expr(a, facts))
				}
			}
			return s
		case c.Kind == CallConvert && len(c.Args) == 1 && isIntType(st.info.Types[c.Args[0]]):
			// int(k) of an integer of no more bits keeps its value.
			ab, _ := st.info.Types[c.Args[0]].(*Basic)
			if rb, ok := c.Type.(*Basic); ok && ab != nil && rb.IsSigned() && ab.IsSigned() && ab.Bits() <= rb.Bits() {
				return sg.expr(c.Args[0], facts)
			}
		}
	case *translate.Subscript:
		// a.shape[k]
		if a, ok := x.X.(*translate.Attribute); ok && a.Name == "shape" && isArrayType(st.info.Types[a.X]) {
			return valSign{nonNeg: true, exact: true, counting: true}
		}
	case *translate.Attribute:
		if (x.Name == "size" || x.Name == "ndim") && isArrayType(st.info.Types[x.X]) {
			return valSign{nonNeg: true, exact: true, counting: true}
		}
	}
	return unknownSign
}

// binary is the sign of x op y from the operands' signs; xx and yx are the operands (xx nil
// for x op= y, where x is the variable itself).
//
// Counting values grow at most linearly with the steps a run executes: a counting value plus
// a small constant counts, and the sum of two counting values or a counting value times a
// small constant is exact but no longer counting. A variable is counting only if every
// binding is, so a value fed back into itself through a product or a sum of two variables
// (x = 3 * x + 1, a, b = b, a + b), which can wrap around, proves nothing.
func (sg *signs) binary(op translate.Op, x, y valSign, xx, yx translate.Expr) valSign {
	smallX := xx != nil && sg.smallConst(xx)
	smallY := sg.smallConst(yx)
	switch op {
	case translate.Add:
		if x.nonNeg && y.nonNeg {
			c := x.counting && smallY || y.counting && smallX
			return valSign{nonNeg: true, positive: x.positive || y.positive, exact: c || x.counting && y.counting, counting: c}
		}
	case translate.Mul:
		if x.nonNeg && y.nonNeg {
			e := x.counting && smallY || y.counting && smallX
			return valSign{nonNeg: true, positive: x.positive && y.positive, exact: e}
		}
	case translate.FloorDiv:
		if x.nonNeg && y.positive {
			return valSign{nonNeg: true, exact: x.exact && y.exact, counting: x.counting && y.exact}
		}
	case translate.Mod:
		if y.positive {
			// Python's % takes the divisor's sign, whatever the dividend's.
			return valSign{nonNeg: true, exact: y.exact, counting: y.counting && y.exact}
		}
	case translate.BitAnd:
		if x.nonNeg || y.nonNeg {
			return valSign{nonNeg: true, exact: x.exact && x.nonNeg || y.exact && y.nonNeg}
		}
	case translate.RShift:
		if x.nonNeg {
			return valSign{nonNeg: true, exact: x.exact, counting: x.counting}
		}
	}
	return unknownSign
}

// maxSign is the sign of max(a, b): at least the non-negative one, and counting only when
// both are.
func maxSign(a, b valSign) valSign {
	switch {
	case a.nonNeg && b.nonNeg:
		return valSign{nonNeg: true, positive: a.positive || b.positive, exact: a.exact || b.exact, counting: a.counting && b.counting && a.exact && b.exact}
	case a.nonNeg:
		return valSign{nonNeg: true, positive: a.positive, exact: a.exact}
	case b.nonNeg:
		return valSign{nonNeg: true, positive: b.positive, exact: b.exact}
	}
	return unknownSign
}

// join combines two facts that both hold: the exact one wins, else the stronger.
func join(a, b valSign) valSign {
	switch {
	case !a.nonNeg:
		return b
	case !b.nonNeg:
		return a
	case a.exact && !b.exact:
		return a
	case b.exact && !a.exact:
		return b
	}
	return valSign{nonNeg: true, positive: a.positive || b.positive, exact: a.exact, counting: a.counting || b.counting}
}

// meetSign is what holds of a value that has one sign or the other (min of the two).
func meetSign(a, b valSign) valSign {
	return valSign{nonNeg: a.nonNeg && b.nonNeg, positive: a.positive && b.positive, exact: a.exact && b.exact, counting: a.counting && b.counting}
}

// flow walks a block in order with the comparison facts that hold there and records what the
// analysis proves at each // and % operation and each array index.
func (sg *signs) flow(body []translate.Stmt, facts map[string]valSign) {
	facts = copySigns(facts)
	for _, s := range body {
		// A fact about a variable ends where the variable is assigned: after a simple
		// statement, which reads its operands first, and before a compound one, whose
		// blocks may run repeatedly.
		killed := map[string]bool{}
		assignedNames([]translate.Stmt{s}, killed)
		kill := func() {
			for k := range killed {
				delete(facts, k)
			}
		}
		switch s.(type) {
		case *translate.If, *translate.While, *translate.For, *translate.Try:
			kill()
		}
		switch s := s.(type) {
		case *translate.If:
			sg.exprs(s.Test, facts)
			yes, no := sg.cond(s.Test, facts)
			sg.flow(s.Body, yes)
			sg.flow(s.Else, no)
			// Past the if, what held on the branch that falls through still holds, unless
			// the branch assigned the variable.
			switch {
			case exits(s.Body) && !exits(s.Else):
				facts = no
			case exits(s.Else) && !exits(s.Body):
				facts = yes
			}
			for k := range killed {
				delete(facts, k)
			}
		case *translate.While:
			sg.exprs(s.Test, facts)
			yes, _ := sg.cond(s.Test, facts)
			sg.flow(s.Body, yes)
			sg.flow(s.Else, facts)
		case *translate.For:
			sg.exprs(s.Iter, facts)
			inner := copySigns(facts)
			if n, ok := s.Target.(*translate.Name); ok && !sg.escaped[n.Id] {
				if c := sg.counter(s, facts); c.nonNeg {
					inner[n.Id] = c
				}
			}
			sg.flow(s.Body, inner)
			sg.flow(s.Else, facts)
		case *translate.FuncStmt:
			// A nested function is a specialization of its own.
		case *translate.Try:
			// Any statement of a block may be the last to run before a handler or what
			// follows: each block starts from the facts before the try, and nothing a block
			// assigns is known after it.
			for _, b := range translate.Blocks(s) {
				sg.flow(b, copySigns(facts))
			}
			kill()
		default:
			eachStmtExpr(s, func(x translate.Expr) { sg.exprs(x, facts) })
			if a, ok := s.(*translate.AugAssign); ok && (a.Op == translate.FloorDiv || a.Op == translate.Mod) {
				sg.division(a.Target, a.Value, sg.st.info.Types[a.Target], facts)
			}
			kill()
		}
	}
}

// exits reports whether a block always leaves by return, raise, break or continue.
func exits(body []translate.Stmt) bool {
	if len(body) == 0 {
		return false
	}
	switch s := body[len(body)-1].(type) {
	case *translate.Return, *translate.Raise, *translate.Break, *translate.Continue:
		return true
	case *translate.If:
		return exits(s.Body) && exits(s.Else)
	}
	return false
}

func copySigns(m map[string]valSign) map[string]valSign {
	out := make(map[string]valSign, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// cond returns the facts that hold where a test is true and where it is false.
func (sg *signs) cond(test translate.Expr, facts map[string]valSign) (yes, no map[string]valSign) {
	yes, no = copySigns(facts), copySigns(facts)
	switch t := test.(type) {
	case *translate.Compare:
		// Each link of a chain a < b <= c holds where the chain does; where it fails, only
		// a single comparison's negation is known.
		left := t.X
		for i, op := range t.Ops {
			y := t.Ys[i]
			sg.compare(left, op, y, yes, nil)
			if len(t.Ops) == 1 {
				sg.compare(left, op, y, nil, no)
			}
			left = y
		}
	case *translate.BoolOp:
		if t.Op == translate.And {
			// Every operand holds where the conjunction does.
			for _, v := range t.Values {
				yes, _ = sg.cond(v, yes)
			}
		}
	}
	return
}

// compare adds to yes what x op y says where it holds, and to no what it says where it does
// not (either may be nil): facts of the form name >= constant.
func (sg *signs) compare(x translate.Expr, op translate.Op, y translate.Expr, yes, no map[string]valSign) {
	// Put the variable on the left: c < x is x > c.
	if _, ok := x.(*translate.Name); !ok {
		flip := map[translate.Op]translate.Op{translate.Lt: translate.Gt, translate.LtE: translate.GtE, translate.Gt: translate.Lt, translate.GtE: translate.LtE}
		f, ok := flip[op]
		if !ok {
			return
		}
		x, y, op = y, x, f
	}
	n, ok := x.(*translate.Name)
	if !ok || !isIntType(sg.st.info.Types[n]) || sg.escaped[n.Id] {
		return
	}
	k, ok := sg.constInt(y)
	if !ok {
		return
	}
	add := func(m map[string]valSign, lo int64) { // n >= lo
		if m != nil && lo >= 0 {
			m[n.Id] = join(m[n.Id], valSign{nonNeg: true, positive: lo > 0, exact: true})
		}
	}
	switch op {
	case translate.Gt:
		add(yes, k+1)
	case translate.GtE:
		add(yes, k)
	case translate.Lt:
		add(no, k)
	case translate.LtE:
		add(no, k+1)
	}
}

// exprs records the facts at the // and % operations and the array indexes inside x.
func (sg *signs) exprs(x translate.Expr, facts map[string]valSign) {
	walkExprNodes(x, func(e translate.Expr) {
		switch e := e.(type) {
		case *translate.BinOp:
			if e.Op == translate.FloorDiv || e.Op == translate.Mod {
				sg.division(e.X, e.Y, sg.st.info.Types[e], facts)
			}
		case *translate.Subscript:
			ix := sg.st.info.Index[e]
			if ix == nil {
				return
			}
			for i := range ix.Items {
				it := &ix.Items[i]
				if it.Kind == ItemInt && !it.NonNeg && it.Elem == 0 && sg.expr(it.X, facts).nonNeg {
					it.NonNeg = true
				}
			}
		}
	})
}

// division records x // y or x % y (of type result) as plain when x >= 0 and y > 0 hold exactly.
func (sg *signs) division(x, y translate.Expr, result Type, facts map[string]valSign) {
	if !isIntType(sg.st.info.Types[x]) || !isIntType(sg.st.info.Types[y]) {
		return
	}
	// A uint64 operand of a signed result (uint64 // int64 is int64 in Numba) is converted,
	// and may wrap to a negative value: its own sign says nothing.
	if rt, ok := result.(*Basic); ok && rt.IsSigned() {
		for _, o := range []translate.Expr{x, y} {
			if b, ok := sg.st.info.Types[o].(*Basic); ok && b.IsUnsigned() && b.Bits() >= rt.Bits() {
				return
			}
		}
	}
	sx, sy := sg.expr(x, facts), sg.expr(y, facts)
	if sx.nonNeg && sx.exact && sy.positive && sy.exact {
		sg.st.info.PlainDiv[y] = true
	}
}

// eachStmtExpr calls fn for the expressions of a simple statement, assignment targets
// included (their indexes are evaluated too).
func eachStmtExpr(s translate.Stmt, fn func(translate.Expr)) {
	switch s := s.(type) {
	case *translate.Assign:
		fn(s.Value)
		for _, t := range s.Targets {
			fn(t)
		}
	case *translate.AugAssign:
		fn(s.Target)
		fn(s.Value)
	case *translate.Return:
		if s.Value != nil {
			fn(s.Value)
		}
	case *translate.ExprStmt:
		fn(s.X)
	case *translate.Raise:
		if s.Exc != nil {
			fn(s.Exc)
		}
	case *translate.Assert:
		fn(s.Test)
		if s.Msg != nil {
			fn(s.Msg)
		}
	}
}

// walkExprNodes calls fn for x and every expression inside it.
func walkExprNodes(x translate.Expr, fn func(translate.Expr)) {
	if x == nil {
		return
	}
	fn(x)
	switch x := x.(type) {
	case *translate.BinOp:
		walkExprNodes(x.X, fn)
		walkExprNodes(x.Y, fn)
	case *translate.UnaryOp:
		walkExprNodes(x.X, fn)
	case *translate.BoolOp:
		for _, v := range x.Values {
			walkExprNodes(v, fn)
		}
	case *translate.Compare:
		walkExprNodes(x.X, fn)
		for _, y := range x.Ys {
			walkExprNodes(y, fn)
		}
	case *translate.Call:
		walkExprNodes(x.Func, fn)
		for _, a := range x.Args {
			walkExprNodes(a, fn)
		}
		for _, k := range x.Keywords {
			walkExprNodes(k.Value, fn)
		}
	case *translate.Attribute:
		walkExprNodes(x.X, fn)
	case *translate.Subscript:
		walkExprNodes(x.X, fn)
		walkExprNodes(x.Index, fn)
	case *translate.Slice:
		walkExprNodes(x.Lo, fn)
		walkExprNodes(x.Hi, fn)
		walkExprNodes(x.Step, fn)
	case *translate.Tuple:
		for _, e := range x.Elts {
			walkExprNodes(e, fn)
		}
	case *translate.List:
		for _, e := range x.Elts {
			walkExprNodes(e, fn)
		}
	case *translate.IfExp:
		walkExprNodes(x.Test, fn)
		walkExprNodes(x.Body, fn)
		walkExprNodes(x.Else, fn)
	case *translate.FString:
		for _, p := range x.Parts {
			walkExprNodes(p.X, fn)
		}
	case *translate.Starred:
		walkExprNodes(x.X, fn)
	case *translate.Yield:
		walkExprNodes(x.X, fn)
	}
}
