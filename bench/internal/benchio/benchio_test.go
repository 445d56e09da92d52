package benchio

import (
	"os"
	"path/filepath"
	"testing"
)

func TestLoadAndRepr(t *testing.T) {
	path := filepath.Join(t.TempDir(), "in.bin")
	head := `{"args": [{"kind": "int", "int": 7}, {"kind": "float", "value": 2.5}, {"kind": "array", "dtype": "float64", "shape": [2, 2]}]}` + "\n"
	data := []byte(head)
	for _, f := range []uint64{0x3ff0000000000000, 0x4000000000000000, 0x4008000000000000, 0x4010000000000000} {
		for i := 0; i < 8; i++ {
			data = append(data, byte(f>>(8*i)))
		}
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	args, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if Scalar[int64](args[0]) != 7 || Scalar[float64](args[1]) != 2.5 {
		t.Fatalf("scalars: %+v", args[:2])
	}
	m := Array[float64, [2]int](args[2])
	if got := ReprArray("float64", m); got != "array(float64, (2, 2), [1.0, 2.0, 3.0, 4.0])" {
		t.Fatalf("repr: %s", got)
	}
	if got := Tuple(Repr(float32(0.5)), ReprSlice("int64", []int64{1})); got != "(0.5, array(int64, (1,), [1]))" {
		t.Fatalf("tuple: %s", got)
	}
}
