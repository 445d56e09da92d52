package kernels

import (
	"math"
	"testing"
)

func TestFormatFloat(t *testing.T) {
	for _, tt := range formatFloatCases {
		t.Run(tt.want, func(t *testing.T) {
			if got := FormatFloat(tt.x); got != tt.want {
				t.Errorf("FormatFloat = %q, want %q", got, tt.want)
			}
		})
	}
	t.Run("negative_nan", func(t *testing.T) {
		if got := FormatFloat(math.Copysign(math.NaN(), -1)); got != "nan" {
			t.Errorf("FormatFloat(-nan) = %q", got)
		}
	})
}

func TestFormatComplex(t *testing.T) {
	for _, tt := range formatComplexCases {
		t.Run(tt.want, func(t *testing.T) {
			if got := FormatComplex(tt.z); got != tt.want {
				t.Errorf("FormatComplex = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestReprString(t *testing.T) {
	for _, tt := range reprStringCases {
		t.Run(tt.want, func(t *testing.T) {
			if got := Repr(tt.s); got != tt.want {
				t.Errorf("Repr = %q, want %q", got, tt.want)
			}
			if got := Str(tt.s); got != tt.s {
				t.Errorf("Str = %q, want the string unchanged", got)
			}
		})
	}
	t.Run("invalid_utf8", func(t *testing.T) {
		if got := Repr("a\xffb"); got != `'a\xffb'` {
			t.Errorf("Repr = %q", got)
		}
	})
}

func TestStr(t *testing.T) {
	for _, tt := range []struct {
		name string
		v    any
		want string
	}{
		{"true", true, "True"},
		{"false", false, "False"},
		{"nil", nil, "None"},
		{"int", -42, "-42"},
		{"int8", int8(-128), "-128"},
		{"int16", int16(300), "300"},
		{"int32", int32(-7), "-7"},
		{"int64", int64(math.MinInt64), "-9223372036854775808"},
		{"uint", uint(7), "7"},
		{"uint8", uint8(255), "255"},
		{"uint16", uint16(65535), "65535"},
		{"uint32", uint32(math.MaxUint32), "4294967295"},
		{"uint64", uint64(math.MaxUint64), "18446744073709551615"},
		{"float32", float32(0.1), "0.10000000149011612"},
		{"float32_int", float32(3), "3.0"},
		{"float64", 2.5, "2.5"},
		{"float64_int", 1e16, "1e+16"},
		{"complex64", complex64(complex(1, 0.1)), "(1+0.10000000149011612j)"},
		{"complex128", 2i, "2j"},
		{"string", "it's", "it's"},
		{"tuple", Tuple{1, 2.5}, "(1, 2.5)"},
		{"tuple1", Tuple{int64(1)}, "(1,)"},
		{"tuple0", Tuple{}, "()"},
		{"tuple_str", Tuple{1, "a"}, "(1, 'a')"},
		{"tuple_nested", Tuple{true, nil, 1i, Tuple{2}}, "(True, None, 1j, (2,))"},
		{"tuple_empty_nested", Tuple{Tuple{}}, "((),)"},
		{"error", &ValueError{Msg: "bad"}, "ValueError: bad"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Str(tt.v); got != tt.want {
				t.Errorf("Str = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestRepr(t *testing.T) {
	for _, tt := range []struct {
		name string
		v    any
		want string
	}{
		{"string", "a", "'a'"},
		{"int", 3, "3"},
		{"float", 0.1, "0.1"},
		{"tuple", Tuple{"x", Tuple{"y"}}, "('x', ('y',))"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Repr(tt.v); got != tt.want {
				t.Errorf("Repr = %q, want %q", got, tt.want)
			}
		})
	}
}
