package typer

import (
	"fmt"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Datetime is NumPy's datetime64 (Delta false) or timedelta64 (Delta true) scalar with a unit,
// Numba's NPDatetime(unit) and NPTimedelta(unit). The unit is part of the type, as in Numba: a
// value is an int64 count of units since the epoch (datetime) or a count of units (timedelta),
// the minimum int64 being NaT. Unit "" is NumPy's generic unit.
type Datetime struct {
	Delta bool
	Unit  string
}

// String is Numba's name of the type: datetime64[D], timedelta64[ns], datetime64[] (generic).
func (d *Datetime) String() string {
	if d.Delta {
		return "timedelta64[" + d.Unit + "]"
	}
	return "datetime64[" + d.Unit + "]"
}
func (*Datetime) typ() {}

// DatetimeUnits are NumPy's units in Numba's order (npdatetime_helpers.DATETIME_UNITS); a unit's
// code is its index, 3 being unused (NumPy's business days), 14 the generic unit.
var DatetimeUnits = [...]string{"Y", "M", "W", "", "D", "h", "m", "s", "ms", "us", "ns", "ps", "fs", "as", ""}

// UnitCode returns the code of a unit and whether it is one.
func UnitCode(unit string) (int, bool) {
	if unit == "" {
		return 14, true
	}
	for i, u := range DatetimeUnits[:14] {
		if u == unit && i != 3 {
			return i, true
		}
	}
	return 0, false
}

// DatetimeUnitWords name the units by code in Go identifiers, where m and M would clash:
// kernels.UnitMinutes, AddTimedelta64MinutesTimedelta64Days.
var DatetimeUnitWords = [...]string{"Years", "Months", "Weeks", "", "Days", "Hours", "Minutes", "Seconds", "Ms", "Us", "Ns", "Ps", "Fs", "As", "Generic"}

func datetimeSuffix(d *Datetime) string {
	kind := "Datetime64"
	if d.Delta {
		kind = "Timedelta64"
	}
	return kind + DatetimeUnitWords[unitCode(d.Unit)]
}

func unitCode(unit string) int { c, _ := UnitCode(unit); return c }

// datetimeType returns the datetime64 or timedelta64 type of a unit, or nil for a bad unit.
func datetimeType(delta bool, unit string) *Datetime {
	if _, ok := UnitCode(unit); !ok {
		return nil
	}
	return &Datetime{Delta: delta, Unit: unit}
}

func isDatetime(t Type) bool { _, ok := t.(*Datetime); return ok }

// canCastTimedelta is Numba's can_cast_timedelta_units: a timedelta of unit src converts
// exactly into one of unit dst.
func canCastTimedelta(src, dst string) bool {
	s, d := unitCode(src), unitCode(dst)
	switch {
	case s == d || s == 14:
		return true
	case s > d || d == 14:
		return false
	case s <= 1 && d > 1:
		return false
	}
	return true
}

// bestUnit is Numba's get_best_unit: the finer of two units (the other one for generic).
func bestUnit(a, b string) string {
	ca, cb := unitCode(a), unitCode(b)
	if ca == 14 {
		return b
	}
	if cb == 14 {
		return a
	}
	if cb > ca {
		return b
	}
	return a
}

// combineUnits is Numba's combine_datetime_timedelta_units: the unit of a datetime plus or minus a
// timedelta, false when years or months meet a finer timedelta.
func combineUnits(dt, td string) (string, bool) {
	cd, ct := unitCode(dt), unitCode(td)
	switch {
	case cd == 14:
		return td, true
	case ct == 14:
		return dt, true
	case ct < 2 && cd >= 2:
		return "", false
	case cd > ct:
		return dt, true
	}
	return td, true
}

// DatetimeOp is an operation on datetime64/timedelta64 values that emit lowers to a call of the
// kernels function Fn with Args converted to ArgTypes, then the unit codes Units (named by
// DatetimeUnitWords), then the comparison Cmp for a comparison.
type DatetimeOp struct {
	Fn       string
	Args     []translate.Expr
	ArgTypes []Type
	Units    []int
	Cmp      translate.Op // the operator of a comparison, 0 otherwise
}

func (st *fnState) datetimeOp(key translate.Expr, fn string, args []translate.Expr, types []Type, units ...string) {
	op := &DatetimeOp{Fn: fn, Args: args, ArgTypes: types}
	for _, u := range units {
		op.Units = append(op.Units, unitCode(u))
	}
	st.info.Datetime[key] = op
}

// datetimeBinary types x op y where x or y is a datetime64 or timedelta64, by Numba's rules
// (numba/core/typing/npdatetime.py), and records the operation for emit.
func (st *fnState) datetimeBinary(e *translate.BinOp, xt, yt Type) Type {
	xd, _ := xt.(*Datetime)
	yd, _ := yt.(*Datetime)
	args := []translate.Expr{e.X, e.Y}
	num := func(t Type) Type {
		b, ok := t.(*Basic)
		switch {
		case !ok || b.IsBool() || b.IsComplex():
			return nil
		case b.IsFloat():
			return Float64
		}
		return Int64
	}
	switch {
	case xd != nil && yd != nil && xd.Delta && yd.Delta:
		// timedelta op timedelta
		switch e.Op {
		case translate.Add, translate.Sub:
			var rt *Datetime
			if canCastTimedelta(xd.Unit, yd.Unit) {
				rt = yd
			} else if canCastTimedelta(yd.Unit, xd.Unit) {
				rt = xd
			}
			if rt != nil {
				fn := map[translate.Op]string{translate.Add: "TimedeltaAdd", translate.Sub: "TimedeltaSub"}[e.Op]
				st.datetimeOp(e, fn, args, []Type{xd, yd}, xd.Unit, yd.Unit, rt.Unit)
				return rt
			}
		case translate.Div:
			if canCastTimedelta(xd.Unit, yd.Unit) || canCastTimedelta(yd.Unit, xd.Unit) {
				st.datetimeOp(e, "TimedeltaRatio", args, []Type{xd, yd}, xd.Unit, yd.Unit)
				return Float64
			}
		}
	case xd != nil && yd != nil && !xd.Delta && !yd.Delta:
		if e.Op == translate.Sub {
			u := bestUnit(xd.Unit, yd.Unit)
			st.datetimeOp(e, "DatetimeDiff", args, []Type{xd, yd}, xd.Unit, yd.Unit, u)
			return &Datetime{Delta: true, Unit: u}
		}
	case xd != nil && yd != nil:
		// a datetime and a timedelta: dt + td, td + dt, dt - td
		dt, td := xd, yd
		if xd.Delta {
			dt, td = yd, xd
		}
		if e.Op == translate.Add || e.Op == translate.Sub && !xd.Delta {
			if u, ok := combineUnits(dt.Unit, td.Unit); ok {
				fn := "DatetimeAdd"
				if e.Op == translate.Sub {
					fn = "DatetimeSub"
				}
				dtArg, tdArg := e.X, e.Y
				if xd.Delta {
					dtArg, tdArg = e.Y, e.X
				}
				st.datetimeOp(e, fn, []translate.Expr{dtArg, tdArg}, []Type{dt, td}, dt.Unit, td.Unit, u)
				return &Datetime{Unit: u}
			}
		}
	case xd != nil && xd.Delta:
		// timedelta op number
		n := num(yt)
		switch {
		case n == nil:
		case e.Op == translate.Mul:
			st.datetimeOp(e, "TimedeltaMul"+upperFirst(n.String()), args, []Type{xd, n})
			return xd
		case e.Op == translate.Div || e.Op == translate.FloorDiv:
			st.datetimeOp(e, "TimedeltaDiv"+upperFirst(n.String()), args, []Type{xd, n})
			return xd
		}
	case yd != nil && yd.Delta && e.Op == translate.Mul:
		// number * timedelta
		if n := num(xt); n != nil {
			st.datetimeOp(e, "TimedeltaMul"+upperFirst(n.String()), []translate.Expr{e.Y, e.X}, []Type{yd, n})
			return yd
		}
	}
	st.c.errorf(e.Pos, "type-mismatch", datetimeHint(e.Op, xt, yt), "unsupported operand types for %s: %s and %s", e.Op, xt, yt)
	return nil
}

// datetimeAugAssign types x op= y where x or y is a datetime64 or timedelta64 (Numba's iadd, isub,
// imul, itruediv and ifloordiv have the rules of the operators): x = x op y, for a variable x.
func (st *fnState) datetimeAugAssign(s *translate.AugAssign, op translate.Op, xt, yt Type) {
	if _, ok := s.Target.(*translate.Name); !ok {
		st.c.errorf(s.Pos, "unsupported-feature", "compute the value into a variable first", "%s= of datetime64 or timedelta64 values is supported on variables only", op)
		return
	}
	bin := &translate.BinOp{Pos: s.Pos, Op: op, X: s.Target, Y: s.Value} // a key, not part of the IR
	rt := st.datetimeBinary(bin, xt, yt)
	if rt == nil {
		return
	}
	st.info.AugDatetime[s] = st.info.Datetime[bin]
	delete(st.info.Datetime, bin)
	st.info.Aug[s] = rt
	st.assign(s.Target, rt, nil)
}

// datetimeHint explains Numba's rules: the units where two that the operation takes do not
// combine, else the operations there are.
func datetimeHint(op translate.Op, xt, yt Type) string {
	xd, _ := xt.(*Datetime)
	yd, _ := yt.(*Datetime)
	units := xd != nil && yd != nil
	switch op {
	case translate.Add, translate.Eq, translate.NotEq, translate.Lt, translate.LtE, translate.Gt, translate.GtE:
	case translate.Sub:
		units = units && (!xd.Delta || yd.Delta)
	case translate.Div:
		units = units && xd.Delta && yd.Delta
	default:
		units = false
	}
	if units {
		return "years and months (Y, M) do not combine with the finer units (W, D, h, ...)"
	}
	return "Numba has datetime - datetime, datetime +/- timedelta, timedelta +, -, / timedelta, timedelta *, /, // by a number, and comparisons of two datetimes or two timedeltas"
}

func upperFirst(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// datetimeCompare types one comparison x op y of datetime64/timedelta64 values and records it
// under y (the right operand identifies one comparison of a chain). It reports whether it did.
func (st *fnState) datetimeCompare(e *translate.Compare, op translate.Op, x, y translate.Expr, xt, yt Type) (Type, bool) {
	xd, _ := xt.(*Datetime)
	yd, _ := yt.(*Datetime)
	if xd == nil && yd == nil {
		return nil, false
	}
	ordered := op == translate.Lt || op == translate.LtE || op == translate.Gt || op == translate.GtE
	if (ordered || op == translate.Eq || op == translate.NotEq) && xd != nil && yd != nil && xd.Delta == yd.Delta {
		switch {
		case !xd.Delta:
			st.info.DatetimeCmps[y] = &DatetimeOp{Fn: "DatetimeCompare", Args: []translate.Expr{x, y}, ArgTypes: []Type{xd, yd},
				Units: []int{unitCode(xd.Unit), unitCode(yd.Unit), unitCode(bestUnit(xd.Unit, yd.Unit))}, Cmp: op}
			return Bool, true
		case canCastTimedelta(xd.Unit, yd.Unit) || canCastTimedelta(yd.Unit, xd.Unit) || !ordered:
			st.info.DatetimeCmps[y] = &DatetimeOp{Fn: "TimedeltaCompare", Args: []translate.Expr{x, y}, ArgTypes: []Type{xd, yd},
				Units: []int{unitCode(xd.Unit), unitCode(yd.Unit)}, Cmp: op}
			return Bool, true
		}
	}
	st.c.errorf(e.Pos, "type-mismatch", datetimeHint(op, xt, yt), "unsupported operand types for %s: %s and %s", op, xt, yt)
	return nil, true
}

// datetimeUnary types -x, +x and abs(x) of a timedelta64 (Numba has none of them for a datetime64).
func (st *fnState) datetimeUnary(key translate.Expr, pos translate.Pos, op string, x translate.Expr, xt Type) Type {
	d := xt.(*Datetime)
	if !d.Delta || op == "~" || op == "not" {
		st.c.errorf(pos, "type-mismatch", "Numba has -, + and abs() of timedelta64 values only", "bad operand type for unary %s: %s", op, xt)
		return nil
	}
	fn := map[string]string{"-": "TimedeltaNeg", "+": "TimedeltaPos", "abs": "TimedeltaAbs"}[op]
	st.datetimeOp(key, fn, []translate.Expr{x}, []Type{d})
	return d
}

// datetimeMinMax types min(x, y) and max(x, y) of two datetime64 or two timedelta64 values of one
// unit, as Numba's builtin: the second argument only when it compares less (more), so that a NaT
// first argument wins and a NaT second one loses.
func (st *fnState) datetimeMinMax(e *translate.Call, name string, args []Type) Type {
	if len(args) != 2 || len(e.Keywords) != 0 {
		st.c.errorf(e.Pos, "unsupported-feature", "", "%s() of datetime64 or timedelta64 values takes exactly two arguments", name)
		return nil
	}
	xd, _ := args[0].(*Datetime)
	if xd == nil || !Identical(args[0], args[1]) {
		st.c.errorf(e.Pos, "type-mismatch", "convert both to one unit first", "%s() needs two datetime64 or two timedelta64 values of one unit, not %s and %s", name, args[0], args[1])
		return nil
	}
	st.datetimeOp(e, "Datetime"+upperFirst(name), e.Args, []Type{xd, xd})
	return xd
}

// datetimeToInt types np.int64(x) (or np.uint64(x)) of a datetime64 or timedelta64: its count of
// units, as Numba's cast, which has no other integer width and no float.
func (st *fnState) datetimeToInt(e *translate.Call, d *Datetime, to Type) Type {
	if to != Int64 && to != Uint64 {
		st.c.errorf(e.Pos, "type-mismatch", "convert to np.int64 first", "cannot convert %s to %s: Numba converts datetime64 and timedelta64 values to 64-bit integers only", d, to)
		return nil
	}
	st.datetimeOp(e, "DatetimeInt64", e.Args[:1], []Type{d})
	if to == Uint64 {
		st.info.Datetime[e].Fn = "DatetimeUint64"
	}
	return to
}

// datetimeCtor rejects np.datetime64(...) and np.timedelta64(...), which Numba 0.56 does not
// compile in nopython mode.
func (st *fnState) datetimeCtor(e *translate.Call, name string) Type {
	st.c.errorf(e.Pos, "unsupported-feature", "pass the value as an argument, or compute it from one (d + t, t * n)",
		"np.%s() is not supported in compiled code (Numba 0.56 has no %s constructor in nopython mode)", name, name)
	return nil
}

// npIsnat types np.isnat(x) of a datetime64 or timedelta64 scalar.
func npIsnat(st *fnState, e *translate.Call, a *npArgs) Type {
	d, ok := a.t[0].(*Datetime)
	if !ok {
		if isArray(a.t[0]) {
			st.c.errorf(e.Pos, "unsupported-feature", "apply it to each element in a loop", "np.isnat() of an array is not supported yet")
			return nil
		}
		st.c.errorf(e.Pos, "type-mismatch", "np.isnat takes datetime64 and timedelta64 values", "ufunc 'isnat' is only defined for datetime and timedelta, not %s", a.t[0])
		return nil
	}
	st.datetimeOp(e, "IsNaT", a.x[:1], []Type{d})
	return Bool
}

// datetimeTypeName resolves a signature's datetime64[U], timedelta64[U], NPDatetime('U') or
// NPTimedelta('U').
func datetimeTypeName(name string, unit translate.Expr) (Type, bool, error) {
	delta := strings.HasSuffix(name, "timedelta64") || strings.HasSuffix(name, "NPTimedelta")
	if !delta && !strings.HasSuffix(name, "datetime64") && !strings.HasSuffix(name, "NPDatetime") {
		return nil, false, nil
	}
	u := ""
	switch x := unit.(type) {
	case nil:
	case *translate.Name:
		u = x.Id
	case *translate.Const:
		if x.Kind != translate.StrConst {
			return nil, true, fmt.Errorf("a datetime unit is one of Y M W D h m s ms us ns ps fs as")
		}
		u = strings.Trim(x.Value.ExactString(), `"`)
	default:
		return nil, true, fmt.Errorf("a datetime unit is one of Y M W D h m s ms us ns ps fs as")
	}
	t := datetimeType(delta, u)
	if t == nil {
		return nil, true, fmt.Errorf("unknown datetime unit %q: one of Y M W D h m s ms us ns ps fs as", u)
	}
	return t, true, nil
}
