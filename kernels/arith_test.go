package kernels

import (
	"fmt"
	"math"
	"testing"
)

func TestIntDiv(t *testing.T) {
	for _, tt := range intDivCases {
		t.Run(fmt.Sprintf("%d_%d", tt.a, tt.b), func(t *testing.T) {
			q, err := catch(func() int64 { return FloorDiv(tt.a, tt.b) })
			checkErr(t, "FloorDiv", err, tt.floorDivErr)
			if q != tt.floorDiv {
				t.Errorf("FloorDiv = %d, want %d", q, tt.floorDiv)
			}
			r, err := catch(func() int64 { return Mod(tt.a, tt.b) })
			checkErr(t, "Mod", err, tt.modErr)
			if r != tt.mod {
				t.Errorf("Mod = %d, want %d", r, tt.mod)
			}
			if got := FloorDivNP(tt.a, tt.b); got != tt.floorDivNP {
				t.Errorf("FloorDivNP = %d, want %d", got, tt.floorDivNP)
			}
			if got := ModNP(tt.a, tt.b); got != tt.modNP {
				t.Errorf("ModNP = %d, want %d", got, tt.modNP)
			}
		})
	}
}

func TestIntDivOtherWidths(t *testing.T) {
	for _, tt := range intDivCasesInt8 {
		t.Run(fmt.Sprintf("int8_%d_%d", tt.a, tt.b), func(t *testing.T) {
			if got := FloorDiv(tt.a, tt.b); got != tt.floorDiv {
				t.Errorf("FloorDiv = %d, want %d", got, tt.floorDiv)
			}
			if got := Mod(tt.a, tt.b); got != tt.mod {
				t.Errorf("Mod = %d, want %d", got, tt.mod)
			}
		})
	}
	for _, tt := range intDivCasesUint64 {
		t.Run(fmt.Sprintf("uint64_%d_%d", tt.a, tt.b), func(t *testing.T) {
			if got := FloorDiv(tt.a, tt.b); got != tt.floorDiv {
				t.Errorf("FloorDiv = %d, want %d", got, tt.floorDiv)
			}
			if got := Mod(tt.a, tt.b); got != tt.mod {
				t.Errorf("Mod = %d, want %d", got, tt.mod)
			}
		})
	}
	t.Run("int32_overflow", func(t *testing.T) {
		if got := FloorDiv(int32(math.MinInt32), -1); got != 0 {
			t.Errorf("FloorDiv(MinInt32, -1) = %d, want 0", got)
		}
	})
}

func TestFloatDiv(t *testing.T) {
	for _, tt := range floatDivCases {
		t.Run(FormatFloat(tt.a)+"_"+FormatFloat(tt.b), func(t *testing.T) {
			q, err := catch(func() float64 { return FloorDivFloat(tt.a, tt.b) })
			checkErr(t, "FloorDivFloat", err, tt.floorDivErr)
			checkFloat(t, "FloorDivFloat", q, tt.floorDiv)
			r, err := catch(func() float64 { return ModFloat(tt.a, tt.b) })
			checkErr(t, "ModFloat", err, tt.modErr)
			checkFloat(t, "ModFloat", r, tt.mod)
			d, err := catch(func() float64 { return TrueDiv(tt.a, tt.b) })
			checkErr(t, "TrueDiv", err, tt.trueDivErr)
			checkFloat(t, "TrueDiv", d, tt.trueDiv)
			checkFloat(t, "FloorDivFloatNP", FloorDivFloatNP(tt.a, tt.b), tt.floorDivNP)
			checkFloat(t, "ModFloatNP", ModFloatNP(tt.a, tt.b), tt.modNP)
		})
	}
}

func TestFloat32Div(t *testing.T) {
	for _, tt := range float32DivCases {
		a, b := float32(tt.a), float32(tt.b)
		t.Run(FormatFloat(tt.a)+"_"+FormatFloat(tt.b), func(t *testing.T) {
			q, err := catch(func() float32 { return FloorDivFloat(a, b) })
			checkErr(t, "FloorDivFloat", err, tt.floorDivErr)
			checkFloat(t, "FloorDivFloat", float64(q), tt.floorDiv)
			r, err := catch(func() float32 { return ModFloat(a, b) })
			checkErr(t, "ModFloat", err, tt.modErr)
			checkFloat(t, "ModFloat", float64(r), tt.mod)
			checkFloat(t, "FloorDivFloatNP", float64(FloorDivFloatNP(a, b)), tt.floorDivNP)
			checkFloat(t, "ModFloatNP", float64(ModFloatNP(a, b)), tt.modNP)
		})
	}
}

func TestPowInt(t *testing.T) {
	for _, tt := range powIntCases {
		t.Run(fmt.Sprintf("%d_%d", tt.base, tt.exp), func(t *testing.T) {
			got, err := catch(func() int64 { return PowInt(tt.base, tt.exp) })
			checkErr(t, "PowInt", err, tt.wantErr)
			if got != tt.want {
				t.Errorf("PowInt = %d, want %d", got, tt.want)
			}
			got, err = catch(func() int64 { return PowIntNP(tt.base, tt.exp) })
			checkErr(t, "PowIntNP", err, tt.wantNPErr)
			if got != tt.wantNP {
				t.Errorf("PowIntNP = %d, want %d", got, tt.wantNP)
			}
		})
	}
	t.Run("uint8", func(t *testing.T) {
		if got := PowInt[uint8](3, 7); got != 2187%256 {
			t.Errorf("PowInt[uint8](3, 7) = %d, want %d", got, 2187%256)
		}
	})
}

func TestPowFloat(t *testing.T) {
	for _, tt := range powFloatCases {
		t.Run(FormatFloat(tt.base)+"_"+FormatFloat(tt.exp), func(t *testing.T) {
			checkFloat(t, "PowFloat", PowFloat(tt.base, tt.exp), tt.want)
		})
	}
}

func TestPowFloatInt(t *testing.T) {
	for _, tt := range powFloatIntCases {
		t.Run(fmt.Sprintf("%s_%d", FormatFloat(tt.base), tt.exp), func(t *testing.T) {
			got, err := catch(func() float64 { return PowFloatInt(tt.base, tt.exp) })
			checkErr(t, "PowFloatInt", err, tt.wantErr)
			// Exponents above 65536 use C pow, which may differ from Go's in the last place.
			if !closeFloat(got, tt.want, 1) {
				t.Errorf("PowFloatInt = %s, want %s", FormatFloat(got), FormatFloat(tt.want))
			}
		})
	}
	for _, tt := range powFloat32IntCases {
		t.Run(fmt.Sprintf("float32_%s_%d", FormatFloat(tt.base), tt.exp), func(t *testing.T) {
			checkFloat(t, "PowFloatInt", float64(PowFloatInt(float32(tt.base), tt.exp)), tt.want)
		})
	}
}

func TestAbs(t *testing.T) {
	for _, tt := range absCases {
		t.Run(FormatFloat(tt.x), func(t *testing.T) {
			checkFloat(t, "Abs", Abs(tt.x), tt.want)
		})
	}
	for _, tt := range []struct{ x, want int64 }{
		{-5, 5}, {5, 5}, {0, 0}, {math.MinInt64, math.MinInt64}, {math.MaxInt64, math.MaxInt64},
	} {
		t.Run(fmt.Sprint(tt.x), func(t *testing.T) {
			if got := Abs(tt.x); got != tt.want {
				t.Errorf("Abs = %d, want %d", got, tt.want)
			}
		})
	}
	t.Run("int32", func(t *testing.T) {
		if got := Abs(int32(math.MinInt32)); got != math.MinInt32 {
			t.Errorf("Abs(MinInt32) = %d", got)
		}
	})
}

func TestMinMax(t *testing.T) {
	for _, tt := range minMaxCases {
		t.Run(fmt.Sprintf("%s_%s_%s", FormatFloat(tt.a), FormatFloat(tt.b), FormatFloat(tt.c)), func(t *testing.T) {
			checkFloat(t, "Min2", Min2(tt.a, tt.b), tt.min2)
			checkFloat(t, "Max2", Max2(tt.a, tt.b), tt.max2)
			checkFloat(t, "Min", Min(tt.a, tt.b), tt.min2)
			checkFloat(t, "Max", Max(tt.a, tt.b), tt.max2)
			checkFloat(t, "Min3", Min(tt.a, tt.b, tt.c), tt.min3)
			checkFloat(t, "Max3", Max(tt.a, tt.b, tt.c), tt.max3)
		})
	}
	t.Run("int", func(t *testing.T) {
		if got := Max[int64](3, 9, -2, 9); got != 9 {
			t.Errorf("Max = %d", got)
		}
		if got := Min[int64](3); got != 3 {
			t.Errorf("Min = %d", got)
		}
		if got := Min("b", "a", "c"); got != "a" {
			t.Errorf("Min = %q", got)
		}
	})
}

func TestShift(t *testing.T) {
	for _, tt := range shiftCases {
		t.Run(fmt.Sprintf("%d_%d", tt.a, tt.n), func(t *testing.T) {
			if got := Shl(tt.a, tt.n); got != tt.shl {
				t.Errorf("Shl = %d, want %d", got, tt.shl)
			}
			if got := Shr(tt.a, tt.n); got != tt.shr {
				t.Errorf("Shr = %d, want %d", got, tt.shr)
			}
		})
	}
	for _, tt := range shiftCasesUint64 {
		t.Run(fmt.Sprintf("uint64_%d_%d", tt.a, tt.n), func(t *testing.T) {
			if got := Shl(tt.a, tt.n); got != tt.shl {
				t.Errorf("Shl = %d, want %d", got, tt.shl)
			}
			if got := Shr(tt.a, tt.n); got != tt.shr {
				t.Errorf("Shr = %d, want %d", got, tt.shr)
			}
		})
	}
}

func TestRound(t *testing.T) {
	for _, tt := range roundCases {
		t.Run(FormatFloat(tt.x), func(t *testing.T) {
			if got := Round(tt.x); got != tt.want {
				t.Errorf("Round = %d, want %d", got, tt.want)
			}
			if got := Round(float32(tt.x)); got != tt.want32 {
				t.Errorf("Round(float32) = %d, want %d", got, tt.want32)
			}
		})
	}
}

func TestRoundN(t *testing.T) {
	for _, tt := range roundNCases {
		t.Run(fmt.Sprintf("%s_%d", FormatFloat(tt.x), tt.ndigits), func(t *testing.T) {
			checkFloat(t, "RoundN", RoundN(tt.x, tt.ndigits), tt.want)
			checkFloat(t, "RoundN(float32)", float64(RoundN(float32(tt.x), tt.ndigits)), tt.want32)
		})
	}
}

func TestTrueDivComplex(t *testing.T) {
	for _, tt := range complexDivCases {
		t.Run(FormatComplex(tt.a)+"/"+FormatComplex(tt.b), func(t *testing.T) {
			got, err := catch(func() complex128 { return TrueDivComplex(tt.a, tt.b) })
			checkErr(t, "TrueDivComplex", err, tt.wantErr)
			if !sameComplex(got, tt.want) {
				t.Errorf("TrueDivComplex = %s, want %s", FormatComplex(got), FormatComplex(tt.want))
			}
		})
	}
	for _, tt := range complex64DivCases {
		t.Run("complex64_"+Str(tt.a)+"/"+Str(tt.b), func(t *testing.T) {
			if got := TrueDivComplex(tt.a, tt.b); got != tt.want {
				t.Errorf("TrueDivComplex = %s, want %s", Str(got), Str(tt.want))
			}
		})
	}
}

func TestRangeLen(t *testing.T) {
	for _, tt := range rangeLenCases {
		t.Run(fmt.Sprintf("%d_%d_%d", tt.start, tt.stop, tt.step), func(t *testing.T) {
			if got := RangeLen(tt.start, tt.stop, tt.step); got != tt.want {
				t.Errorf("RangeLen = %d, want %d", got, tt.want)
			}
		})
	}
	t.Run("zero_step", func(t *testing.T) {
		_, err := catch(func() int64 { return RangeLen(0, 10, 0) })
		checkErr(t, "RangeLen", err, "ValueError: range() arg 3 must not be zero")
	})
}

func BenchmarkFloorDiv(b *testing.B) {
	b.ReportAllocs()
	s := int64(0)
	for i := range int64(b.N) {
		s += FloorDiv(i-1000, 7)
	}
	_ = s
}

func BenchmarkPowFloat(b *testing.B) {
	b.ReportAllocs()
	s := 0.0
	for i := range b.N {
		s += PowFloat(1.0000001, float64(i&1023))
	}
	_ = s
}

func TestNonNegDivision(t *testing.T) {
	for _, a := range []int64{0, 1, 7, 1<<32 - 1, 1 << 32, 1<<40 + 3, math.MaxInt64} {
		for _, b := range []int64{1, 2, 3, 1<<32 - 1, 1 << 32, 1<<33 + 5, math.MaxInt64} {
			if got, want := ModNonNeg(a, b), Mod(a, b); got != want {
				t.Errorf("ModNonNeg(%d, %d) = %d, want %d", a, b, got, want)
			}
			if got, want := FloorDivNonNeg(a, b), FloorDiv(a, b); got != want {
				t.Errorf("FloorDivNonNeg(%d, %d) = %d, want %d", a, b, got, want)
			}
		}
	}
}
