package cuda

import (
	"math"
	"testing"
)

// TestBitIntrinsics checks the bit counts over each type's width, negative values in two's
// complement, as the GPU instructions count them.
func TestBitIntrinsics(t *testing.T) {
	if Popc(int8(-1)) != 8 || Popc(int32(-1)) != 32 || Popc(int64(-1)) != 64 || Popc(uint16(0x0f0f)) != 8 {
		t.Error("popc")
	}
	if Clz(int8(1)) != 7 || Clz(int32(0)) != 32 || Clz(int64(1)) != 63 || Clz(int32(-1)) != 0 || Clz(uint16(0x100)) != 7 {
		t.Error("clz")
	}
	if Ffs(int32(0)) != 0 || Ffs(int8(-128)) != 8 || Ffs(int64(1)<<40) != 41 || Ffs(uint32(12)) != 3 {
		t.Error("ffs")
	}
	if Brev(uint32(1)) != 1<<31 || Brev(uint64(6)) != 3<<61 {
		t.Error("brev")
	}
}

func TestAtomicsMore(t *testing.T) {
	u := uint32(3)
	if old := AtomicInc(&u, 3); old != 3 || u != 0 {
		t.Errorf("inc at the limit: old %d, now %d", old, u)
	}
	if old := AtomicDec(&u, 5); old != 0 || u != 5 {
		t.Errorf("dec at 0: old %d, now %d", old, u)
	}
	if old := AtomicDec(&u, 4); old != 5 || u != 4 {
		t.Errorf("dec over the limit: old %d, now %d", old, u)
	}
	x := int64(5)
	if old := AtomicCompareAndSwap(&x, 4, 9); old != 5 || x != 5 {
		t.Error("compare_and_swap with another value stored")
	}
	if old := AtomicCompareAndSwap(&x, 5, 9); old != 5 || x != 9 {
		t.Error("compare_and_swap")
	}
	f := math.NaN()
	if AtomicNanmax(&f, 2.0); f != 2 {
		t.Error("nanmax over NaN")
	}
	if AtomicNanmin(&f, math.NaN()); f != 2 {
		t.Error("nanmin of NaN")
	}
}

// TestFmaFloat32 checks a case where float32(x*y+z) rounded through float64 would differ.
func TestFmaFloat32(t *testing.T) {
	x, y, z := float32(1+0x1p-12), float32(1+0x1p-12), float32(-1)
	want := float32(0x1p-11 + 0x1p-24)
	if got := Fma(x, y, z); got != want {
		t.Errorf("Fma = %g, want %g", got, want)
	}
	if got := Fma(2.0, 3.0, 1.0); got != 7 {
		t.Errorf("Fma(2, 3, 1) = %g", got)
	}
}
