package typer

import (
	"fmt"
	"go/constant"
	"math"
	"strconv"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Numba freezes a module-level np.datetime64(...) or np.timedelta64(...) into compiled code as a
// constant of its type (numba/np/npdatetime.py, datetime_constant). pygo evaluates the constructor
// at compile time, as NumPy does at import: a count of units, NaT the minimum int64.

// natValue is NaT's count.
var natValue = constant.MakeInt64(math.MinInt64)

// constDatetime evaluates np.datetime64(...) or np.timedelta64(...) with constant arguments:
// np.datetime64('2020-01-01'), np.datetime64('2020-01-01T05', 'h'), np.datetime64(18262, 'D'),
// np.timedelta64(3, 'D'), np.timedelta64(3) (generic), and 'NaT' for either.
func (c *checker) constDatetime(e *translate.Call) (Type, constant.Value, error) {
	path := c.resolvePath(e.Func)
	if path != "numpy.datetime64" && path != "numpy.timedelta64" {
		return nil, nil, nil
	}
	delta := path == "numpy.timedelta64"
	if len(e.Keywords) != 0 || len(e.Args) == 0 || len(e.Args) > 2 {
		return nil, nil, fmt.Errorf("np.%s takes a value and an optional unit", path[len("numpy."):])
	}
	unit, hasUnit := "", false
	if len(e.Args) == 2 {
		u, ok := e.Args[1].(*translate.Const)
		if !ok || u.Kind != translate.StrConst {
			return nil, nil, fmt.Errorf("the unit must be a string constant")
		}
		unit, hasUnit = constant.StringVal(u.Value), true
		if _, ok := UnitCode(unit); !ok || unit == "" {
			return nil, nil, fmt.Errorf("unknown datetime unit %q: one of Y M W D h m s ms us ns ps fs as", unit)
		}
	}
	_, v := c.foldScalar(e.Args[0])
	switch {
	case v != nil && v.Kind() == constant.Int:
		if _, ok := constant.Int64Val(v); !ok {
			return nil, nil, fmt.Errorf("%s does not fit in 64 bits", v)
		}
		if !delta && !hasUnit {
			return nil, nil, fmt.Errorf("np.datetime64 of an integer needs a unit")
		}
		return &Datetime{Delta: delta, Unit: unit}, v, nil
	case v != nil && v.Kind() == constant.String:
	default:
		s, ok := e.Args[0].(*translate.Const)
		if !ok || s.Kind != translate.StrConst {
			return nil, nil, fmt.Errorf("the value must be an integer or a string constant")
		}
		v = s.Value
	}
	text := constant.StringVal(v)
	if strings.EqualFold(text, "nat") {
		return &Datetime{Delta: delta, Unit: unit}, natValue, nil
	}
	if delta {
		return nil, nil, fmt.Errorf("np.timedelta64 takes an integer count (or 'NaT'), not %q", text)
	}
	d, natural, err := parseISODate(text)
	if err != nil {
		return nil, nil, err
	}
	if !hasUnit {
		unit = natural
	}
	n, err := d.in(unit)
	if err != nil {
		return nil, nil, err
	}
	return &Datetime{Unit: unit}, constant.MakeInt64(n), nil
}

// isoDate is a parsed ISO 8601 date and time: a proleptic Gregorian date, a time of day in
// seconds and a fraction of a second in attoseconds.
type isoDate struct {
	year, month, day int64
	secs             int64 // seconds into the day
	atto             int64 // attoseconds into the second
}

// parseISODate parses NumPy's datetime64 spellings YYYY, YYYY-MM, YYYY-MM-DD, then Thh, :mm, :ss
// and .fraction, returning the unit NumPy infers from it.
func parseISODate(s string) (isoDate, string, error) {
	bad := fmt.Errorf("%q is not a date pygo can read (YYYY, YYYY-MM, YYYY-MM-DD, then Thh, :mm, :ss, .fraction)", s)
	d := isoDate{month: 1, day: 1}
	date, clock, hasClock := strings.Cut(strings.Replace(s, " ", "T", 1), "T")
	parts := strings.Split(date, "-")
	if len(parts) > 3 || len(parts[0]) != 4 {
		return d, "", bad
	}
	nums := make([]int64, len(parts))
	for i, p := range parts {
		n, err := strconv.ParseInt(p, 10, 64)
		if err != nil || p == "" || i > 0 && len(p) != 2 {
			return d, "", bad
		}
		nums[i] = n
	}
	d.year = nums[0]
	unit := []string{"Y", "M", "D"}[len(nums)-1]
	if len(nums) > 1 {
		d.month = nums[1]
	}
	if len(nums) > 2 {
		d.day = nums[2]
	}
	if d.month < 1 || d.month > 12 || d.day < 1 || d.day > daysIn(d.year, d.month) {
		return d, "", bad
	}
	if !hasClock {
		return d, unit, nil
	}
	if len(nums) != 3 {
		return d, "", bad
	}
	clock, frac, hasFrac := strings.Cut(clock, ".")
	fields := strings.Split(clock, ":")
	limits := []int64{24, 60, 60}
	if len(fields) > 3 || hasFrac && len(fields) != 3 {
		return d, "", bad
	}
	for i, f := range fields {
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil || len(f) != 2 || n >= limits[i] {
			return d, "", bad
		}
		d.secs += n * []int64{3600, 60, 1}[i]
	}
	unit = []string{"h", "m", "s"}[len(fields)-1]
	if hasFrac {
		if frac == "" || len(frac) > 18 {
			return d, "", bad
		}
		for _, r := range frac {
			if r < '0' || r > '9' {
				return d, "", bad
			}
		}
		n, _ := strconv.ParseInt(frac+strings.Repeat("0", 18-len(frac)), 10, 64)
		d.atto = n
		unit = []string{"ms", "us", "ns", "ps", "fs", "as"}[(len(frac)-1)/3]
	}
	return d, unit, nil
}

func daysIn(year, month int64) int64 {
	if month == 2 && isLeap(year) {
		return 29
	}
	return []int64{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[month-1]
}

func isLeap(y int64) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

// days is the day ordinal of the date since 1970-01-01 (Hinnant's days_from_civil).
func (d isoDate) days() int64 {
	y, m := d.year, d.month
	if m <= 2 {
		y--
	}
	era := y / 400
	if y < 0 && y%400 != 0 {
		era--
	}
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + d.day - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

// in counts the date in unit, truncating what the unit cannot hold, as NumPy's cast does (toward
// the past).
func (d isoDate) in(unit string) (int64, error) {
	switch unit {
	case "Y":
		return d.year - 1970, nil
	case "M":
		return (d.year-1970)*12 + d.month - 1, nil
	case "W":
		w := d.days() / 7
		if d.days()%7 < 0 {
			w--
		}
		return w, nil
	case "D":
		return d.days(), nil
	}
	secs := d.days()*86400 + d.secs
	switch unit {
	case "h":
		return floorDiv(secs, 3600), nil
	case "m":
		return floorDiv(secs, 60), nil
	}
	digits := map[string]int{"s": 0, "ms": 3, "us": 6, "ns": 9, "ps": 12, "fs": 15, "as": 18}[unit]
	scale := int64(math.Pow10(digits))
	if secs > math.MaxInt64/scale || secs < math.MinInt64/scale {
		return 0, fmt.Errorf("the date does not fit in 64 bits of %s", unit)
	}
	return secs*scale + d.atto/int64(math.Pow10(18-digits)), nil
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}
