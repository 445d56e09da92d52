package kernels

import (
	"fmt"
	"testing"
)

// checkClose reports a mismatch beyond ulps units in the last place (NaN, infinities and signed zeros must match
// exactly).
func checkClose(t *testing.T, name string, got, want float64, ulps uint64) {
	t.Helper()
	if !closeFloat(got, want, ulps) {
		t.Errorf("%s = %s, want %s", name, FormatFloat(got), FormatFloat(want))
	}
}

func TestUnaryMath(t *testing.T) {
	for _, tt := range unaryMathCases {
		t.Run(FormatFloat(tt.x), func(t *testing.T) {
			// Go's implementations may differ from glibc's in the last places.
			checkClose(t, "Lgamma", Lgamma(tt.x), tt.lgamma, 8)
			checkClose(t, "Gamma", Gamma(tt.x), tt.gamma, 16)
			checkClose(t, "Erf", Erf(tt.x), tt.erf, 2)
			checkClose(t, "Erfc", Erfc(tt.x), tt.erfc, 4)
			checkClose(t, "Expm1", Expm1(tt.x), tt.expm1, 2)
			checkClose(t, "Log1p", Log1p(tt.x), tt.log1p, 2)
			checkFloat(t, "Log", Log(tt.x), tt.log)
			checkFloat(t, "Degrees", Degrees(tt.x), tt.degrees)
			checkFloat(t, "Radians", Radians(tt.x), tt.radians)
		})
	}
	for _, tt := range degrees32Cases {
		t.Run("float32_"+FormatFloat(tt.x), func(t *testing.T) {
			checkFloat(t, "Degrees", float64(Degrees(float32(tt.x))), tt.degrees)
			checkFloat(t, "Radians", float64(Radians(float32(tt.x))), tt.radians)
		})
	}
}

func TestFloorCeilTrunc(t *testing.T) {
	for _, tt := range floorCases {
		t.Run(FormatFloat(tt.x), func(t *testing.T) {
			if got := Floor[int64](tt.x); got != tt.floor {
				t.Errorf("Floor = %d, want %d", got, tt.floor)
			}
			if got := Ceil[int64](tt.x); got != tt.ceil {
				t.Errorf("Ceil = %d, want %d", got, tt.ceil)
			}
			if got := Trunc[int64](tt.x); got != tt.trunc {
				t.Errorf("Trunc = %d, want %d", got, tt.trunc)
			}
		})
	}
}

func TestFrexpLdexp(t *testing.T) {
	for _, tt := range frexpCases {
		t.Run("frexp_"+FormatFloat(tt.x), func(t *testing.T) {
			f, e := Frexp(tt.x)
			checkFloat(t, "Frexp", f, tt.frac)
			if e != tt.exp {
				t.Errorf("Frexp exponent = %d, want %d", e, tt.exp)
			}
		})
	}
	for _, tt := range ldexpCases {
		t.Run(fmt.Sprintf("ldexp_%s_%d", FormatFloat(tt.x), tt.i), func(t *testing.T) {
			checkFloat(t, "Ldexp", Ldexp(tt.x, tt.i), tt.want)
		})
	}
}

func TestGcd(t *testing.T) {
	for _, tt := range gcdCases {
		t.Run(fmt.Sprintf("%d_%d", tt.a, tt.b), func(t *testing.T) {
			if got := Gcd(tt.a, tt.b); got != tt.want {
				t.Errorf("Gcd = %d, want %d", got, tt.want)
			}
		})
	}
	t.Run("int8", func(t *testing.T) {
		if got := Gcd[int8](-128, 0); got != -128 {
			t.Errorf("Gcd[int8](-128, 0) = %d", got)
		}
	})
	t.Run("uint8", func(t *testing.T) {
		if got := Gcd[uint8](200, 120); got != 40 {
			t.Errorf("Gcd[uint8](200, 120) = %d", got)
		}
	})
}

func TestBinaryMath(t *testing.T) {
	for _, tt := range binaryMathCases {
		t.Run(FormatFloat(tt.x)+"_"+FormatFloat(tt.y), func(t *testing.T) {
			checkClose(t, "Hypot", Hypot(tt.x, tt.y), tt.hypot, 1)
			checkFloat(t, "Copysign", Copysign(tt.x, tt.y), tt.copysign)
		})
	}
}

func TestFloatPredicates(t *testing.T) {
	for _, tt := range []struct {
		x                    float64
		finite, isNaN, isInf bool
	}{
		{0, true, false, false}, {negZero, true, false, false}, {1e38, true, false, false},
		{inf, false, false, true}, {-inf, false, false, true}, {nan, false, true, false},
	} {
		t.Run(FormatFloat(tt.x), func(t *testing.T) {
			if IsFinite(tt.x) != tt.finite || IsNaN(tt.x) != tt.isNaN || IsInf(tt.x) != tt.isInf {
				t.Errorf("IsFinite/IsNaN/IsInf = %v/%v/%v", IsFinite(tt.x), IsNaN(tt.x), IsInf(tt.x))
			}
			if IsFinite(float32(tt.x)) != tt.finite || IsNaN(float32(tt.x)) != tt.isNaN || IsInf(float32(tt.x)) != tt.isInf {
				t.Error("float32 predicates differ")
			}
		})
	}
}

func TestPythonOnlyMath(t *testing.T) {
	// Values from CPython's math module (Numba 0.56 lacks these functions).
	f, i := Modf(-2.5)
	checkFloat(t, "Modf frac", f, -0.5)
	checkFloat(t, "Modf int", i, -2)
	f, i = Modf(-inf)
	checkFloat(t, "Modf(-inf) frac", f, negZero)
	checkFloat(t, "Modf(-inf) int", i, -inf)
	checkFloat(t, "Fmod", Fmod(-7, 2), -1)
	checkFloat(t, "LogBase", LogBase(8, 2), 3)
	checkFloat(t, "LogBase", LogBase(100, 10), 2)
}

func TestTrig(t *testing.T) {
	// Expected values from CPython's math module, which calls the same glibc functions as Numba.
	exact, total := 0, 0
	for _, tt := range trigCases {
		t.Run(FormatFloat(tt.x), func(t *testing.T) {
			for _, c := range []struct {
				name      string
				got, want float64
			}{{"Sin", Sin(tt.x), tt.sin}, {"Cos", Cos(tt.x), tt.cos}, {"Tan", Tan(tt.x), tt.tan}} {
				checkClose(t, c.name, c.got, c.want, 1)
				total++
				if sameFloat(c.got, c.want) {
					exact++
				}
			}
		})
	}
	t.Logf("%d of %d results match glibc exactly", exact, total)
	if exact < total*95/100 {
		t.Errorf("only %d of %d results match glibc exactly", exact, total)
	}
}

func TestExp(t *testing.T) {
	// Expected values from CPython's math.exp (glibc), with OverflowError shown as inf.
	for _, tt := range expCases {
		t.Run(FormatFloat(tt.x), func(t *testing.T) {
			checkFloat(t, "Exp", Exp(tt.x), tt.want)
		})
	}
}
