package kernels

import (
	"math"
	"strconv"
)

// Datetime64 is a NumPy datetime64 scalar: a count of units since 1970-01-01T00:00, the unit
// being fixed by the compiled function's types (it is not stored). Timedelta64 is a timedelta64
// scalar, a count of units. NaT is the minimum int64 in both, as in NumPy.
type (
	Datetime64  int64
	Timedelta64 int64
)

// NaT is the value of NumPy's not-a-time.
const NaT = math.MinInt64

// TimeUnit is a datetime64/timedelta64 unit, numbered as Numba's npdatetime_helpers.DATETIME_UNITS
// (3 is unused: NumPy's business days); generated code passes the units its types fix.
type TimeUnit int

// The units, coarsest first, then the generic unit.
const (
	UnitYears TimeUnit = iota
	UnitMonths
	UnitWeeks
	_
	UnitDays
	UnitHours
	UnitMinutes
	UnitSeconds
	UnitMs
	UnitUs
	UnitNs
	UnitPs
	UnitFs
	UnitAs
	UnitGeneric
)

// Cmp is a comparison operator.
type Cmp int

// The comparisons.
const (
	CmpEq Cmp = iota
	CmpNe
	CmpLt
	CmpLe
	CmpGt
	CmpGe
)

// unitSteps is Numba's _factors: each unit's next finer unit and how many of those make one.
var unitSteps = map[TimeUnit]struct {
	next TimeUnit
	mult int64
}{UnitYears: {UnitMonths, 12}, UnitWeeks: {UnitDays, 7}, UnitDays: {UnitHours, 24}, UnitHours: {UnitMinutes, 60},
	UnitMinutes: {UnitSeconds, 60}, UnitSeconds: {UnitMs, 1000}, UnitMs: {UnitUs, 1000}, UnitUs: {UnitNs, 1000},
	UnitNs: {UnitPs, 1000}, UnitPs: {UnitFs, 1000}, UnitFs: {UnitAs, 1000}}

// unitFactor is Numba's _get_conversion_multiplier: the integer that converts a count of unit
// big into one of unit small, false when no integer does.
func unitFactor(big, small TimeUnit) (int64, bool) {
	if big == UnitGeneric {
		return 1, true
	}
	c, f := big, int64(1)
	for c < small {
		s, ok := unitSteps[c]
		if !ok {
			return 0, false
		}
		c, f = s.next, f*s.mult
	}
	return f, c == small
}

// yearDays is the day ordinal (since 1970-01-01) of January 1 of year 1970+y, by NumPy's
// get_datetimestruct_days as Numba's year_to_days copies it.
func yearDays(y int64) int64 {
	days := y * 365
	if y >= 0 {
		from1968 := y + 1
		from1900 := from1968 + 68
		from1600 := from1900 + 300
		return days + from1968/4 - from1900/100 + from1600/400
	}
	from1972 := y - 2
	from2000 := from1972 - 28
	return days + from1972/4 - from2000/100 + from2000/400
}

func isLeapYear(y int64) bool {
	y += 1970
	return y&3 == 0 && (y%100 != 0 || y%400 == 0)
}

var monthDaysBefore = [2][12]int64{
	{0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334},
	{0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335},
}

// floorDivMod divides by a positive constant, rounding down, as cgutils.divmod_by_constant.
func floorDivMod(v, d int64) (int64, int64) {
	q, r := v/d, v%d
	if r < 0 {
		q, r = q-1, r+d
	}
	return q, r
}

// convertDatetime is Numba's convert_datetime_for_arith: a datetime in years or months becomes
// a day (or week) ordinal by the calendar, then scales to unit dst.
func convertDatetime(v int64, src, dst TimeUnit) int64 {
	if dst >= UnitWeeks && src < UnitWeeks {
		var days int64
		if src == UnitYears {
			days = yearDays(v)
		} else {
			y, m := floorDivMod(v, 12)
			leap := 0
			if isLeapYear(y) {
				leap = 1
			}
			days = yearDays(y) + monthDaysBefore[leap][m]
		}
		if dst == UnitWeeks {
			v, _ = floorDivMod(days, 7)
			src = UnitWeeks
		} else {
			v, src = days, UnitDays
		}
	}
	f, _ := unitFactor(src, dst)
	return v * f
}

// scaleTimedelta converts a timedelta count of unit src into unit dst (typing guarantees it can).
func scaleTimedelta(v int64, src, dst TimeUnit) int64 {
	f, _ := unitFactor(src, dst)
	return v * f
}

// normalizeTimedeltas scales a or b to the other's unit; false when neither converts.
func normalizeTimedeltas(a, b int64, au, bu TimeUnit) (int64, int64, bool) {
	if f, ok := unitFactor(au, bu); ok {
		return a * f, b, true
	}
	if f, ok := unitFactor(bu, au); ok {
		return a, b * f, true
	}
	return a, b, false
}

// TimedeltaAdd is a + b of timedeltas of units au and bu, in unit ru; NaT if either is.
func TimedeltaAdd(a, b Timedelta64, au, bu, ru TimeUnit) Timedelta64 {
	if a == NaT || b == NaT {
		return NaT
	}
	return Timedelta64(scaleTimedelta(int64(a), au, ru) + scaleTimedelta(int64(b), bu, ru))
}

// TimedeltaSub is a - b of timedeltas of units au and bu, in unit ru; NaT if either is.
func TimedeltaSub(a, b Timedelta64, au, bu, ru TimeUnit) Timedelta64 {
	if a == NaT || b == NaT {
		return NaT
	}
	return Timedelta64(scaleTimedelta(int64(a), au, ru) - scaleTimedelta(int64(b), bu, ru))
}

// TimedeltaRatio is a / b of two timedeltas, a float: NaN if either is NaT.
func TimedeltaRatio(a, b Timedelta64, au, bu TimeUnit) float64 {
	if a == NaT || b == NaT {
		return math.NaN()
	}
	x, y, _ := normalizeTimedeltas(int64(a), int64(b), au, bu)
	return float64(x) / float64(y)
}

// DatetimeDiff is a - b of datetimes of units au and bu, a timedelta of unit ru.
func DatetimeDiff(a, b Datetime64, au, bu, ru TimeUnit) Timedelta64 {
	if a == NaT || b == NaT {
		return NaT
	}
	return Timedelta64(convertDatetime(int64(a), au, ru) - convertDatetime(int64(b), bu, ru))
}

// DatetimeAdd is dt + td (du and tu their units), a datetime of unit ru.
func DatetimeAdd(dt Datetime64, td Timedelta64, du, tu, ru TimeUnit) Datetime64 {
	if dt == NaT || td == NaT {
		return NaT
	}
	return Datetime64(convertDatetime(int64(dt), du, ru) + scaleTimedelta(int64(td), tu, ru))
}

// DatetimeSub is dt - td (du and tu their units), a datetime of unit ru.
func DatetimeSub(dt Datetime64, td Timedelta64, du, tu, ru TimeUnit) Datetime64 {
	if dt == NaT || td == NaT {
		return NaT
	}
	return Datetime64(convertDatetime(int64(dt), du, ru) - scaleTimedelta(int64(td), tu, ru))
}

// TimedeltaMulInt64 is td * n.
func TimedeltaMulInt64(td Timedelta64, n int64) Timedelta64 {
	if td == NaT {
		return NaT
	}
	return td * Timedelta64(n)
}

// TimedeltaMulFloat64 is td * f, truncated toward zero (a NaN product is NaT, as the x86
// conversion Numba's fptosi compiles to gives).
func TimedeltaMulFloat64(td Timedelta64, f float64) Timedelta64 {
	if td == NaT {
		return NaT
	}
	return Timedelta64(floatToTimedelta(float64(td) * f))
}

// TimedeltaDivInt64 is td / n and td // n (Numba divides both ways by truncation): NaT when td is
// NaT or n is 0.
func TimedeltaDivInt64(td Timedelta64, n int64) Timedelta64 {
	if td == NaT || n == 0 {
		return NaT
	}
	if n == -1 {
		return -td // Go's MinInt64 / -1 is MinInt64 too, without a panic
	}
	return td / Timedelta64(n)
}

// TimedeltaDivFloat64 is td / f and td // f, truncated toward zero: NaT when td is NaT or f is 0
// or NaN.
func TimedeltaDivFloat64(td Timedelta64, f float64) Timedelta64 {
	if td == NaT || f == 0 || f != f {
		return NaT
	}
	return Timedelta64(floatToTimedelta(float64(td) / f))
}

// floatToTimedelta converts as x86's cvttsd2si: out of range and NaN give the minimum int64.
func floatToTimedelta(f float64) int64 {
	if f != f || f >= 9.223372036854775807e18 || f < -9.223372036854775808e18 {
		return NaT
	}
	return int64(f)
}

// compareInts applies comparison op.
func compareInts(a, b int64, op Cmp) bool {
	switch op {
	case CmpEq:
		return a == b
	case CmpNe:
		return a != b
	case CmpLt:
		return a < b
	case CmpLe:
		return a <= b
	case CmpGt:
		return a > b
	}
	return a >= b
}

// DatetimeCompare compares datetimes of units au and bu in their finer unit ru: with a NaT only
// != is true, as in NumPy 1.16 and later.
func DatetimeCompare(a, b Datetime64, au, bu, ru TimeUnit, op Cmp) bool {
	if a == NaT || b == NaT {
		return op == CmpNe
	}
	return compareInts(convertDatetime(int64(a), au, ru), convertDatetime(int64(b), bu, ru), op)
}

// TimedeltaCompare compares timedeltas of units au and bu: with a NaT only != is true, and
// timedeltas whose units do not convert (months and days) are unequal.
func TimedeltaCompare(a, b Timedelta64, au, bu TimeUnit, op Cmp) bool {
	if a == NaT || b == NaT {
		return op == CmpNe
	}
	x, y, ok := normalizeTimedeltas(int64(a), int64(b), au, bu)
	if !ok {
		return op == CmpNe
	}
	return compareInts(x, y, op)
}

// TimedeltaNeg is -td (NaT stays NaT).
func TimedeltaNeg(td Timedelta64) Timedelta64 { return -td }

// TimedeltaPos is +td.
func TimedeltaPos(td Timedelta64) Timedelta64 { return td }

// TimedeltaAbs is abs(td) (NaT stays NaT).
func TimedeltaAbs(td Timedelta64) Timedelta64 {
	if td < 0 {
		return -td
	}
	return td
}

// DatetimeMin is the builtin min(a, b) of two values of one type, as Numba's: b only when it
// compares less, so that a NaT a wins and a NaT b loses.
func DatetimeMin[T ~int64](a, b T) T {
	if a != NaT && b != NaT && b < a {
		return b
	}
	return a
}

// DatetimeMax is the builtin max(a, b) of two values of one type, as DatetimeMin.
func DatetimeMax[T ~int64](a, b T) T {
	if a != NaT && b != NaT && b > a {
		return b
	}
	return a
}

// DatetimeHash is hash(x) of a datetime64 or timedelta64, as Numba's: the count of units, -1
// becoming -2.
func DatetimeHash[T ~int64](x T) int64 {
	if x == -1 {
		return -2
	}
	return int64(x)
}

// DatetimeInt64 is np.int64(x): the count of units (NaT the minimum int64).
func DatetimeInt64[T ~int64](x T) int64 { return int64(x) }

// DatetimeUint64 is np.uint64(x): the count of units, wrapped.
func DatetimeUint64[T ~int64](x T) uint64 { return uint64(x) }

// IsNaT is np.isnat(x).
func IsNaT[T ~int64](x T) bool { return x == NaT }

// DatetimeRepr spells a datetime64 or timedelta64 value of type typ (Numba's name of it,
// datetime64[D]) as the golden harness and oracle do: datetime64[D](18262), datetime64[D](NaT).
func DatetimeRepr[T ~int64](typ string, x T) string {
	if x == NaT {
		return typ + "(NaT)"
	}
	return typ + "(" + strconv.FormatInt(int64(x), 10) + ")"
}
