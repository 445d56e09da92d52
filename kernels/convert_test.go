package kernels

import (
	"math"
	"testing"
)

func TestFloatToInt(t *testing.T) {
	for _, tt := range floatToIntCases {
		t.Run(FormatFloat(tt.x), func(t *testing.T) {
			if got := FloatToInt[int8](tt.x); got != tt.i8 {
				t.Errorf("int8: got %d, want %d", got, tt.i8)
			}
			if got := FloatToInt[int16](tt.x); got != tt.i16 {
				t.Errorf("int16: got %d, want %d", got, tt.i16)
			}
			if got := FloatToInt[int32](tt.x); got != tt.i32 {
				t.Errorf("int32: got %d, want %d", got, tt.i32)
			}
			if got := FloatToInt[int64](tt.x); got != tt.i64 {
				t.Errorf("int64: got %d, want %d", got, tt.i64)
			}
			if got := FloatToInt64(tt.x); got != tt.i64 {
				t.Errorf("FloatToInt64: got %d, want %d", got, tt.i64)
			}
			if got := FloatToInt[uint8](tt.x); got != tt.u8 {
				t.Errorf("uint8: got %d, want %d", got, tt.u8)
			}
			if got := FloatToInt[uint16](tt.x); got != tt.u16 {
				t.Errorf("uint16: got %d, want %d", got, tt.u16)
			}
			if got := FloatToInt[uint32](tt.x); got != tt.u32 {
				t.Errorf("uint32: got %d, want %d", got, tt.u32)
			}
			if got := FloatToInt[uint64](tt.x); got != tt.u64 {
				t.Errorf("uint64: got %d, want %d", got, tt.u64)
			}
		})
	}
	for _, tt := range float32ToIntCases {
		x := float32(tt.x)
		t.Run("float32_"+FormatFloat(tt.x), func(t *testing.T) {
			if got := FloatToInt[int32](x); got != tt.i32 {
				t.Errorf("int32: got %d, want %d", got, tt.i32)
			}
			if got := FloatToInt[int64](x); got != tt.i64 {
				t.Errorf("int64: got %d, want %d", got, tt.i64)
			}
			if got := FloatToInt[uint32](x); got != tt.u32 {
				t.Errorf("uint32: got %d, want %d", got, tt.u32)
			}
			if got := FloatToInt[uint64](x); got != tt.u64 {
				t.Errorf("uint64: got %d, want %d", got, tt.u64)
			}
		})
	}
}

func TestTruth(t *testing.T) {
	for _, tt := range truthCases {
		t.Run(FormatFloat(tt.x), func(t *testing.T) {
			if got := Truth(tt.x); got != tt.want {
				t.Errorf("Truth = %v, want %v", got, tt.want)
			}
		})
	}
	for _, tt := range []struct {
		z    complex128
		want bool
	}{{0, false}, {complex(negZero, 0), false}, {complex(0, 1e-300), true}, {complex(nan, 0), true}} {
		t.Run(FormatComplex(tt.z), func(t *testing.T) {
			if got := TruthComplex(tt.z); got != tt.want {
				t.Errorf("TruthComplex = %v, want %v", got, tt.want)
			}
		})
	}
	t.Run("int", func(t *testing.T) {
		if Truth(0) || !Truth(int8(-1)) || !Truth(uint64(math.MaxUint64)) {
			t.Error("Truth on integers")
		}
	})
}
