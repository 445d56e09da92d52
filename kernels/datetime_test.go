package kernels

import (
	"math"
	"testing"
)

// The calendar conversions against NumPy's: np.datetime64(y, 'Y').astype('M8[D]') and
// np.datetime64(m).astype('M8[W]').
func TestConvertDatetimeCalendar(t *testing.T) {
	for _, c := range []struct {
		v        int64
		src, dst TimeUnit
		want     int64
	}{
		{30, UnitYears, UnitDays, 10957},
		{-1, UnitYears, UnitDays, -365},
		{-2, UnitYears, UnitDays, -731},
		{-370, UnitYears, UnitDays, -135140},
		{430, UnitYears, UnitDays, 157054},
		{-1969, UnitYears, UnitDays, -719162},
		{-1, UnitMonths, UnitDays, -31},
		{-1, UnitMonths, UnitWeeks, -5},
		{601, UnitMonths, UnitDays, 18293},
		{601, UnitMonths, UnitWeeks, 2613},
		{-4438, UnitMonths, UnitDays, -135080},
		{-4438, UnitMonths, UnitWeeks, -19298},
		{30, UnitYears, UnitHours, 10957 * 24},
		{3, UnitDays, UnitSeconds, 3 * 86400},
		{5, UnitGeneric, UnitNs, 5},
	} {
		if got := convertDatetime(c.v, c.src, c.dst); got != c.want {
			t.Errorf("convertDatetime(%d, %d, %d) = %d, want %d", c.v, c.src, c.dst, got, c.want)
		}
	}
}

func TestTimedeltaNaTAndDivision(t *testing.T) {
	if got := TimedeltaDivInt64(7, 0); got != NaT {
		t.Errorf("7 / 0 = %d, want NaT", got)
	}
	if got := TimedeltaDivInt64(-7, 2); got != -3 {
		t.Errorf("-7 / 2 = %d, want -3 (truncation, as Numba's sdiv)", got)
	}
	if got := TimedeltaDivFloat64(7, math.NaN()); got != NaT {
		t.Errorf("7 / nan = %d, want NaT", got)
	}
	if got := TimedeltaMulFloat64(7, math.Inf(1)); got != NaT {
		t.Errorf("7 * inf = %d, want NaT", got)
	}
	if got := TimedeltaAdd(NaT, 1, UnitDays, UnitDays, UnitDays); got != NaT {
		t.Errorf("NaT + 1 = %d, want NaT", got)
	}
	if !TimedeltaCompare(NaT, NaT, UnitDays, UnitDays, CmpNe) || TimedeltaCompare(NaT, NaT, UnitDays, UnitDays, CmpEq) {
		t.Error("NaT compares unequal to everything, itself included")
	}
	if TimedeltaCompare(1, 30, UnitMonths, UnitDays, CmpEq) || !TimedeltaCompare(1, 30, UnitMonths, UnitDays, CmpNe) {
		t.Error("months and days do not convert: unequal")
	}
	if DatetimeMin[Timedelta64](NaT, 2) != NaT || DatetimeMin[Timedelta64](2, NaT) != 2 {
		t.Error("min: a NaT first argument wins, a NaT second one loses")
	}
}
