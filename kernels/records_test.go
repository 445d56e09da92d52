package kernels

import (
	"encoding/hex"
	"errors"
	"testing"
)

// packedPair is np.array([(1, 2.0), (-3, 4.5)], dtype=[('a', 'i4'), ('b', 'f8')]).tobytes():
// itemsize 12, b at offset 4, so the b of every record is misaligned.
const packedPair = "010000000000000000000040fdffffff0000000000001240"

func mustHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRecordsPackedFields(t *testing.T) {
	a := RecordsOf(mustHex(t, packedPair), [1]int{2}, 12)
	if a.Len() != 2 || a.Strides != [1]int{12} {
		t.Fatalf("len %d strides %v", a.Len(), a.Strides)
	}
	r := a.At(1)
	if got := LoadInt32(r, 0); got != -3 {
		t.Errorf("a[1].a = %d, want -3", got)
	}
	if got := LoadFloat64(a.At(-2), 4); got != 2.0 {
		t.Errorf("a[-2].b = %v, want 2.0", got)
	}
	// A record is a reference: a store through it is seen through the array.
	StoreFloat64(r, 4, 7.25)
	if got := LoadFloat64(a.At(1), 4); got != 7.25 {
		t.Errorf("after r.b = 7.25, a[1].b = %v", got)
	}
	if got := hex.EncodeToString(a.Data[12:]); got != "fdffffff0000000000001d40" {
		t.Errorf("bytes of a[1] = %s", got)
	}
	var sum float64
	for _, r := range a.Records1() {
		sum += LoadFloat64(r, 4) + float64(LoadInt32(r, 0))
	}
	if sum != 2.0+7.25+1-3 {
		t.Errorf("sum over records = %v", sum)
	}
}

func TestRecordsIndexError(t *testing.T) {
	a := NewRecords([1]int{2}, 12)
	defer func() {
		var ie *IndexError
		if err, _ := recover().(error); !errors.As(err, &ie) || ie.Msg != "index 2 is out of bounds for axis 0 with size 2" {
			t.Errorf("a[2] panicked with %v", err)
		}
	}()
	a.At(2)
}

func TestRecordsAllScalarKinds(t *testing.T) {
	r := Record(make([]byte, 64))
	StoreBool(r, 0, true)
	StoreInt8(r, 1, -5)
	StoreInt16(r, 2, -300)
	StoreUint16(r, 4, 60000)
	StoreInt64(r, 7, -1<<40)
	StoreUint32(r, 15, 4e9)
	StoreFloat32(r, 19, 1.5)
	StoreComplex128(r, 23, complex(2, -3))
	StoreComplex64(r, 39, complex(0.5, 4))
	StoreUint64(r, 47, 1<<63)
	StoreUint8(r, 55, 200)
	StoreInt32(r, 56, -7)
	if !LoadBool(r, 0) || LoadInt8(r, 1) != -5 || LoadInt16(r, 2) != -300 || LoadUint16(r, 4) != 60000 ||
		LoadInt64(r, 7) != -1<<40 || LoadUint32(r, 15) != 4e9 || LoadFloat32(r, 19) != 1.5 ||
		LoadComplex128(r, 23) != complex(2, -3) || LoadComplex64(r, 39) != complex(0.5, 4) ||
		LoadUint64(r, 47) != 1<<63 || LoadUint8(r, 55) != 200 || LoadInt32(r, 56) != -7 {
		t.Errorf("a load does not give back its store: % x", []byte(r))
	}
	StoreBool(r, 0, false)
	if LoadBool(r, 0) {
		t.Errorf("StoreBool(false) left %d", r[0])
	}
}

func TestRecordsMultiDim(t *testing.T) {
	a := NewRecords([2]int{2, 3}, 16)
	if a.Strides != [2]int{48, 16} || a.Size() != 6 {
		t.Fatalf("strides %v size %d", a.Strides, a.Size())
	}
	StoreFloat64(a.At(1, 2), 8, 3.5)
	if got := LoadFloat64(Record(a.Data[5*16:]), 8); got != 3.5 {
		t.Errorf("a[1, 2] is not record 5: %v", got)
	}
	StoreInt32(a.At(0, 1).Sub(8, 8), 4, 9)
	if got := LoadInt32(a.At(0, 1), 12); got != 9 {
		t.Errorf("nested record field at 8+4 = %d", got)
	}
}

func TestRecordsFieldView(t *testing.T) {
	// np.dtype([('a', 'i4'), ('b', 'f8')], align=True): itemsize 16, b at offset 8.
	a := NewRecords([1]int{3}, 16)
	for i := 0; i < 3; i++ {
		StoreFloat64(a.At(i), 8, float64(i)+0.5)
		StoreInt32(a.At(i), 0, int32(10*i))
	}
	b := FieldView[float64](a, "b", 8)
	if b.Strides != [1]int{2} || b.At(2) != 2.5 || b.At(0) != 0.5 {
		t.Fatalf("view b: strides %v, %v %v", b.Strides, b.At(0), b.At(2))
	}
	b.Set(-1, 1) // the view aliases the records
	if got := LoadFloat64(a.At(1), 8); got != -1 {
		t.Errorf("a[1].b after a.b[1] = -1: %v", got)
	}
	if ia := FieldView[int32](a, "a", 0); ia.Strides != [1]int{4} || ia.At(2) != 20 {
		t.Errorf("view a: strides %v, a[2] %v", ia.Strides, ia.At(2))
	}
	p := RecordsOf(mustHex(t, packedPair), [1]int{2}, 12)
	defer func() {
		var ve *ValueError
		if err, _ := recover().(error); !errors.As(err, &ve) {
			t.Errorf("packed view of b panicked with %v", err)
		}
	}()
	FieldView[float64](p, "b", 4)
}
