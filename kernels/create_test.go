package kernels

import (
	"math"
	"slices"
	"testing"
)

func TestArange(t *testing.T) {
	for _, tt := range []struct {
		start, stop, step float64
		want              []float64
		err               string
	}{
		{0.0, 1.0, 0.1, []float64{0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9}, ""},                                                                            // np.arange(0.0, 1.0, 0.1) under Numba
		{1.0, 2.0, 0.1, []float64{1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7000000000000002, 1.8, 1.9}, ""},                                                                                                           // np.arange(1.0, 2.0, 0.1) under Numba; NumPy differs
		{1e+16, 1.000000000000002e+16, 3.0, []float64{1e+16, 1.0000000000000004e+16, 1.0000000000000006e+16, 1.0000000000000008e+16, 1.0000000000000012e+16, 1.0000000000000016e+16, 1.0000000000000018e+16}, ""}, // np.arange(1e+16, 1.000000000000002e+16, 3.0) under Numba; NumPy differs
		{0.5, 1e+300, 1e+299, []float64{0.5, 1e+299, 2e+299, 3e+299, 4e+299, 5e+299, 6e+299, 7e+299, 8e+299, 9e+299}, ""},                                                                                         // np.arange(0.5, 1e+300, 1e+299) under Numba
		{-1.0, 1.0, 0.3, []float64{-1.0, -0.7, -0.4, -0.10000000000000009, 0.19999999999999996, 0.5, 0.7999999999999998}, ""},                                                                                     // np.arange(-1.0, 1.0, 0.3) under Numba; NumPy differs
		{1.0, -1.0, -0.3, []float64{1.0, 0.7, 0.4, 0.10000000000000009, -0.19999999999999996, -0.5, -0.7999999999999998}, ""},                                                                                     // np.arange(1.0, -1.0, -0.3) under Numba; NumPy differs
		{2.5, 0.0, 0.5, []float64{}, ""},                                        // np.arange(2.5, 0.0, 0.5) under Numba
		{0.0, 1.0, -0.1, []float64{}, ""},                                       // np.arange(0.0, 1.0, -0.1) under Numba
		{0.0, 0.0, 1.0, []float64{}, ""},                                        // np.arange(0.0, 0.0, 1.0) under Numba
		{negZero, 1.0, 2.0, []float64{0.0}, ""},                                 // np.arange(-0.0, 1.0, 2.0) under Numba; NumPy differs
		{0.0, 10.0, 3.0, []float64{0.0, 3.0, 6.0, 9.0}, ""},                     // np.arange(0.0, 10.0, 3.0) under Numba
		{5.0, 1.0, -1.5, []float64{5.0, 3.5, 2.0}, ""},                          // np.arange(5.0, 1.0, -1.5) under Numba
		{0.0, 1.0, 0.0, nil, "ValueError: Maximum allowed size exceeded"},       // np.arange(0.0, 1.0, 0.0) under Numba; NumPy raises ZeroDivisionError: float division by zero
		{0.0, inf, 1.0, nil, "ValueError: Maximum allowed size exceeded"},       // np.arange(0.0, inf, 1.0) (NumPy; Numba allocates or crashes)
		{0.0, nan, 1.0, nil, "ValueError: arange: cannot compute length"},       // np.arange(0.0, nan, 1.0) (NumPy; Numba crashes)
		{0.0, 1e+300, 1e-300, nil, "ValueError: Maximum allowed size exceeded"}, // np.arange(0.0, 1e+300, 1e-300) (NumPy; Numba allocates or crashes)
	} {
		got, err := catch(func() Vector[float64] { return Arange(tt.start, tt.stop, tt.step) })
		name := "Arange(" + FormatFloat(tt.start) + ", " + FormatFloat(tt.stop) + ", " + FormatFloat(tt.step) + ")"
		checkErr(t, name, err, tt.err)
		if err != nil || tt.err != "" {
			continue
		}
		if len(got.Data) != len(tt.want) || vwInvariant(got) != "" {
			t.Errorf("%s = %v, want %v", name, got.Data, tt.want)
			continue
		}
		for i, x := range got.Data {
			checkFloat(t, name+"["+Str(int64(i))+"]", x, tt.want[i])
		}
	}
}

func TestArangeFloat32(t *testing.T) {
	for _, tt := range []struct {
		start, stop, step float32
		want              []float64
	}{
		{1.0, 2.0, 0.10000000149011612, []float64{1.0, 1.100000023841858, 1.2000000476837158, 1.2999999523162842, 1.399999976158142, 1.5, 1.600000023841858, 1.7000000476837158, 1.7999999523162842, 1.899999976158142}},      // np.arange(np.float32(1.0), np.float32(2.0), np.float32(0.10000000149011612), np.float32) under Numba
		{0.0, 1.0, 0.10000000149011612, []float64{0.0, 0.10000000149011612, 0.20000000298023224, 0.30000001192092896, 0.4000000059604645, 0.5, 0.6000000238418579, 0.699999988079071, 0.800000011920929, 0.9000000357627869}}, // np.arange(np.float32(0.0), np.float32(1.0), np.float32(0.10000000149011612), np.float32) under Numba
		{-3.299999952316284, 7.099999904632568, 1.7000000476837158, []float64{-3.299999952316284, -1.5999999046325684, 0.10000014305114746, 1.8000001907348633, 3.500000238418579, 5.200000286102295, 6.90000057220459}},      // np.arange(np.float32(-3.299999952316284), np.float32(7.099999904632568), np.float32(1.7000000476837158), np.float32) under Numba
		{10000000.0, 10000005.0, 1.100000023841858, []float64{10000000.0, 10000001.0, 10000002.0, 10000003.0, 10000004.0}},                                                                                                    // np.arange(np.float32(10000000.0), np.float32(10000005.0), np.float32(1.100000023841858), np.float32) under Numba
	} {
		got := Arange(tt.start, tt.stop, tt.step)
		if len(got.Data) != len(tt.want) {
			t.Errorf("Arange[float32](%v, %v, %v) = %v, want %v", tt.start, tt.stop, tt.step, got.Data, tt.want)
			continue
		}
		for i, x := range got.Data {
			if float64(x) != tt.want[i] {
				t.Errorf("Arange[float32](%v, %v, %v)[%d] = %v, want %v", tt.start, tt.stop, tt.step, i, x, tt.want[i])
			}
		}
	}
}

func TestArangeInt(t *testing.T) {
	for _, tt := range []struct {
		start, stop, step int64
		want              []int
		err               string
	}{
		{0, 10, 3, []int{0, 3, 6, 9}, ""},                           // np.arange(0, 10, 3) under Numba
		{10, 0, -3, []int{10, 7, 4, 1}, ""},                         // np.arange(10, 0, -3) under Numba
		{-5, 5, 7, []int{-5, 2}, ""},                                // np.arange(-5, 5, 7) under Numba
		{3, 3, 1, []int{}, ""},                                      // np.arange(3, 3, 1) under Numba
		{0, 10, -1, []int{}, ""},                                    // np.arange(0, 10, -1) under Numba
		{7, -8, -5, []int{7, 2, -3}, ""},                            // np.arange(7, -8, -5) under Numba
		{0, 1, 0, nil, "ValueError: Maximum allowed size exceeded"}, // np.arange(0, 1, 0) under Numba
	} {
		got, err := catch(func() Vector[int64] { return Arange(tt.start, tt.stop, tt.step) })
		checkErr(t, "Arange", err, tt.err)
		if err != nil || tt.err != "" {
			continue
		}
		want := make([]int64, len(tt.want))
		for i, x := range tt.want {
			want[i] = int64(x)
		}
		if !slices.Equal(got.Data, want) {
			t.Errorf("Arange(%d, %d, %d) = %v, want %v", tt.start, tt.stop, tt.step, got.Data, want)
		}
	}
	// np.arange(1, 10, 4, dtype=np.uint8), np.arange(-3, 3, 2, dtype=np.int8)
	if got := Arange[uint8](1, 10, 4); !slices.Equal(got.Data, []uint8{1, 5, 9}) {
		t.Errorf("Arange[uint8](1, 10, 4) = %v", got.Data)
	}
	if got := Arange[int8](-3, 3, 2); !slices.Equal(got.Data, []int8{-3, -1, 1}) {
		t.Errorf("Arange[int8](-3, 3, 2) = %v", got.Data)
	}
}

func TestLinspace(t *testing.T) {
	for _, tt := range []struct {
		start, stop float64
		num         int
		endpoint    bool
		want        []float64
		err         string
	}{
		{0.1, 1.3, 7, true, []float64{0.1, 0.3, 0.5, 0.7, 0.8999999999999999, 1.0999999999999999, 1.3}, ""}, // np.linspace(0.1, 1.3, 7, endpoint=True)
		{0.0, 1.0, 5, false, []float64{0.0, 0.2, 0.4, 0.6000000000000001, 0.8}, ""},                         // np.linspace(0.0, 1.0, 5, endpoint=False)
		{1.0, 1.0, 3, true, []float64{1.0, 1.0, 1.0}, ""},                                                   // np.linspace(1.0, 1.0, 3, endpoint=True)
		{-3.7, 2.9, 1, true, []float64{-3.7}, ""},                                                           // np.linspace(-3.7, 2.9, 1, endpoint=True)
		{-3.7, 2.9, 1, false, []float64{-3.7}, ""},                                                          // np.linspace(-3.7, 2.9, 1, endpoint=False)
		{0.0, 5e-324, 5, true, []float64{0.0, 0.0, 0.0, 5e-324, 5e-324}, ""},                                // np.linspace(0.0, 5e-324, 5, endpoint=True)
		{0.0, 1e-323, 4, false, []float64{0.0, 0.0, 5e-324, 1e-323}, ""},                                    // np.linspace(0.0, 1e-323, 4, endpoint=False)
		{0.1, 1.3, 0, true, []float64{}, ""},                                                                // np.linspace(0.1, 1.3, 0, endpoint=True)
		{1e+308, -1e+308, 4, true, []float64{nan, -inf, -inf, -1e+308}, ""},                                 // np.linspace(1e+308, -1e+308, 4, endpoint=True)
		{0.0, inf, 3, true, []float64{nan, inf, inf}, ""},                                                   // np.linspace(0.0, inf, 3, endpoint=True)
		{2.0, inf, 1, true, []float64{nan}, ""},                                                             // np.linspace(2.0, inf, 1, endpoint=True)
		{negZero, 0.0, 3, true, []float64{0.0, 0.0, 0.0}, ""},                                               // np.linspace(-0.0, 0.0, 3, endpoint=True)
		{1.0, 2.0, 2, true, []float64{1.0, 2.0}, ""},                                                        // np.linspace(1.0, 2.0, 2, endpoint=True)
		{0.3, -7.9, 10, false, []float64{0.3, -0.52, -1.34, -2.16, -2.9800000000000004, -3.8000000000000007, -4.62, -5.44, -6.260000000000001, -7.080000000000001}, ""}, // np.linspace(0.3, -7.9, 10, endpoint=False)
		{0.1, 1.3, -1, true, nil, "ValueError: Number of samples, -1, must be non-negative."},                                                                           // np.linspace(0.1, 1.3, -1, endpoint=True)
	} {
		got, err := catch(func() Vector[float64] { return Linspace(tt.start, tt.stop, tt.num, tt.endpoint) })
		checkErr(t, "Linspace", err, tt.err)
		if err != nil || tt.err != "" {
			continue
		}
		if len(got.Data) != len(tt.want) {
			t.Errorf("Linspace(%v, %v, %d, %v) = %v, want %v", tt.start, tt.stop, tt.num, tt.endpoint, got.Data, tt.want)
			continue
		}
		for i, x := range got.Data {
			if !sameFloat(x, tt.want[i]) {
				t.Errorf("Linspace(%v, %v, %d, %v)[%d] = %v, want %v", tt.start, tt.stop, tt.num, tt.endpoint, i, x, tt.want[i])
			}
		}
	}
}

func TestLinspaceFloat32(t *testing.T) {
	for _, tt := range []struct {
		start, stop float32
		num         int
		endpoint    bool
		want        []float64
	}{
		{0.10000000149011612, 1.2999999523162842, 7, true, []float64{0.10000000149011612, 0.29999998211860657, 0.5, 0.699999988079071, 0.8999999761581421, 1.0999999046325684, 1.2999999523162842}}, // np.linspace(np.float32(0.1), np.float32(1.3), 7, endpoint=True, dtype=np.float32)
		{-2.200000047683716, 9.899999618530273, 6, false, []float64{-2.200000047683716, -0.18333344161510468, 1.833333134651184, 3.8499999046325684, 5.866666316986084, 7.883333206176758}},         // np.linspace(np.float32(-2.2), np.float32(9.9), 6, endpoint=False, dtype=np.float32)
		{0.0, 1.401298464324817e-45, 4, true, []float64{0.0, 0.0, 1.401298464324817e-45, 1.401298464324817e-45}},                                                                                    // np.linspace(np.float32(0.0), np.float32(1e-45), 4, endpoint=True, dtype=np.float32)
		{1.0, 3.0, 1, true, []float64{1.0}}, // np.linspace(np.float32(1.0), np.float32(3.0), 1, endpoint=True, dtype=np.float32)
	} {
		got := Linspace(tt.start, tt.stop, tt.num, tt.endpoint)
		for i, x := range got.Data {
			if i >= len(tt.want) || !sameFloat(float64(x), tt.want[i]) {
				t.Errorf("Linspace[float32](%v, %v, %d, %v) = %v, want %v", tt.start, tt.stop, tt.num, tt.endpoint, got.Data, tt.want)
				break
			}
		}
	}
}

func TestLinspaceComplex(t *testing.T) {
	for _, tt := range []struct {
		start, stop complex128
		num         int
		endpoint    bool
		want        []complex128
	}{
		{complex(1.0, 2.0), complex(-3.0, 4.0), 5, true, []complex128{complex(1.0, 2.0), complex(0.0, 2.5), complex(-1.0, 3.0), complex(-2.0, 3.5), complex(-3.0, 4.0)}},                                                                                                                                                   // np.linspace((1+2j), (-3+4j), 5, endpoint=True)
		{complex(1.0, 2.0), complex(-3.0, -1e-320), 5, false, []complex128{complex(1.0, 2.0), complex(0.19999999999999996, 1.6), complex(-0.6000000000000001, 1.2), complex(-1.4000000000000004, 0.7999999999999998), complex(-2.2, 0.3999999999999999)}},                                                                  // np.linspace((1+2j), (-3-1e-320j), 5, endpoint=False)
		{complex(0.1, 0.7), complex(1.3, -2.2), 7, true, []complex128{complex(0.1, 0.7), complex(0.3, 0.21666666666666656), complex(0.5, -0.26666666666666683), complex(0.7, -0.7500000000000002), complex(0.8999999999999999, -1.2333333333333336), complex(1.0999999999999999, -1.716666666666667), complex(1.3, -2.2)}}, // np.linspace((0.1+0.7j), (1.3-2.2j), 7, endpoint=True)
		{complex(-0.3, -0.1), complex(0.9, 0.2), 6, false, []complex128{complex(-0.3, -0.1), complex(-0.1, -0.05), complex(0.09999999999999998, 0.0), complex(0.3, 0.05000000000000002), complex(0.49999999999999994, 0.1), complex(0.7, 0.15)}},                                                                           // np.linspace((-0.3-0.1j), (0.9+0.2j), 6, endpoint=False)
		{complex(0.0, 5e-324), complex(1e-323, 0.0), 4, true, []complex128{complex(0.0, 5e-324), complex(5e-324, 5e-324), complex(1e-323, 5e-324), complex(1e-323, 0.0)}},                                                                                                                                                  // np.linspace(5e-324j, (1e-323+0j), 4, endpoint=True)
		{complex(1.0, 1.0), complex(inf, 1.0), 3, true, []complex128{complex(nan, nan), complex(nan, nan), complex(inf, nan)}},                                                                                                                                                                                             // np.linspace((1+1j), (inf+1j), 3, endpoint=True)
		{complex(negZero, negZero), complex(0.0, negZero), 3, true, []complex128{complex(0.0, 0.0), complex(0.0, 0.0), complex(0.0, 0.0)}},                                                                                                                                                                                 // np.linspace((-0-0j), -0j, 3, endpoint=True)
		{complex(0.1, 0.2), complex(0.3, 0.4), 1, true, []complex128{complex(0.1, 0.2)}},                                                                                                                                                                                                                                   // np.linspace((0.1+0.2j), (0.3+0.4j), 1, endpoint=True)
		{complex(1.0, -1.0), complex(2.0, 2.0), 1, false, []complex128{complex(1.0, -1.0)}},                                                                                                                                                                                                                                // np.linspace((1-1j), (2+2j), 1, endpoint=False)
	} {
		got := Linspace(tt.start, tt.stop, tt.num, tt.endpoint)
		if len(got.Data) != len(tt.want) {
			t.Errorf("Linspace(%v, %v, %d, %v) = %v, want %v", tt.start, tt.stop, tt.num, tt.endpoint, got.Data, tt.want)
			continue
		}
		for i, z := range got.Data {
			if !sameComplex(z, tt.want[i]) {
				t.Errorf("Linspace(%v, %v, %d, %v)[%d] = %v, want %v", tt.start, tt.stop, tt.num, tt.endpoint, i, z, tt.want[i])
			}
		}
	}
}

func TestLinspaceComplex64(t *testing.T) {
	for _, tt := range []struct {
		start, stop complex128
		num         int
		endpoint    bool
		want        []complex128
	}{
		{complex(1.0, 2.0), complex(-3.0, 4.0), 5, true, []complex128{complex(1.0, 2.0), complex(0.0, 2.5), complex(-1.0, 3.0), complex(-2.0, 3.5), complex(-3.0, 4.0)}}, // np.linspace(np.complex64((1+2j)), np.complex64((-3+4j)), 5, endpoint=True, dtype=np.complex64)
		{complex(0.10000000149011612, 0.699999988079071), complex(1.2999999523162842, -2.200000047683716), 7, true, []complex128{complex(0.10000000149011612, 0.699999988079071), complex(0.29999998211860657, 0.21666665375232697), complex(0.5, -0.2666666805744171), complex(0.699999988079071, -0.75), complex(0.8999999761581421, -1.2333333492279053), complex(1.0999999046325684, -1.7166666984558105), complex(1.2999999523162842, -2.200000047683716)}}, // np.linspace(np.complex64((0.1+0.7j)), np.complex64((1.3-2.2j)), 7, endpoint=True, dtype=np.complex64)
		{complex(-0.30000001192092896, -0.10000000149011612), complex(0.8999999761581421, 0.20000000298023224), 6, false, []complex128{complex(-0.30000001192092896, -0.10000000149011612), complex(-0.10000001639127731, -0.05000000074505806), complex(0.09999998658895493, 0.0), complex(0.29999998211860657, 0.05000000074505806), complex(0.4999999701976776, 0.10000000149011612), complex(0.699999988079071, 0.15000000596046448)}},                       // np.linspace(np.complex64((-0.3-0.1j)), np.complex64((0.9+0.2j)), 6, endpoint=False, dtype=np.complex64)
	} {
		got := Linspace(complex64(tt.start), complex64(tt.stop), tt.num, tt.endpoint)
		for i, z := range got.Data {
			if i >= len(tt.want) || !sameComplex(complex128(z), tt.want[i]) {
				t.Errorf("Linspace[complex64](%v, %v, %d, %v) = %v, want %v", tt.start, tt.stop, tt.num, tt.endpoint, got.Data, tt.want)
				break
			}
		}
	}
}

func TestEye(t *testing.T) {
	for _, tt := range []struct {
		n, m, k int
		want    []float64
		err     string
	}{
		{3, 4, -5, []float64{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, ""},  // np.eye(3, 4, -5)
		{3, 4, 2, []float64{0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0}, ""},   // np.eye(3, 4, 2)
		{4, 3, -1, []float64{0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1}, ""},  // np.eye(4, 3, -1)
		{0, 0, 0, []float64{}, ""},                                     // np.eye(0, 0, 0)
		{2, 2, 0, []float64{1, 0, 0, 1}, ""},                           // np.eye(2, 2, 0)
		{3, 3, 0, []float64{1, 0, 0, 0, 1, 0, 0, 0, 1}, ""},            // np.eye(3, 3, 0)
		{1, 5, 4, []float64{0, 0, 0, 0, 1}, ""},                        // np.eye(1, 5, 4)
		{3, 2, 0, []float64{1, 0, 0, 1, 0, 0}, ""},                     // np.eye(3, 2, 0)
		{-1, 2, 0, nil, "ValueError: negative dimensions not allowed"}, // np.eye(-1, 2, 0)
		{2, 3, 3, []float64{0, 0, 0, 0, 0, 0}, ""},                     // np.eye(2, 3, 3)
	} {
		got, err := catch(func() Matrix[float64] { return Eye[float64](tt.n, tt.m, tt.k) })
		checkErr(t, "Eye", err, tt.err)
		if err == nil && tt.err == "" && (!slices.Equal(got.Data, tt.want) || got.Shape != [2]int{tt.n, tt.m}) {
			t.Errorf("Eye(%d, %d, %d) = %v, want %v", tt.n, tt.m, tt.k, got, tt.want)
		}
	}
	// np.eye(2, 3, 1, dtype=bool), np.identity(2, dtype=np.int32)
	if got := Eye[bool](2, 3, 1); !slices.Equal(got.Data, []bool{false, true, false, false, false, true}) {
		t.Errorf("Eye[bool](2, 3, 1) = %v", got.Data)
	}
	if got := Eye[int64](2, 3, math.MinInt); !slices.Equal(got.Data, make([]int64, 6)) { // np.eye(2, 3, -2**63, dtype=np.int64)
		t.Errorf("Eye(2, 3, MinInt) = %v", got.Data)
	}
	if got := Identity[int32](2); !slices.Equal(got.Data, []int32{1, 0, 0, 1}) || got.Strides != [2]int{2, 1} {
		t.Errorf("Identity[int32](2) = %v", got)
	}
}

func TestZerosOnes(t *testing.T) {
	// np.zeros((2, 3)), np.ones((2, 3), dtype=...)
	if z := Zeros[float64]([2]int{2, 3}); !slices.Equal(z.Data, make([]float64, 6)) || z.Strides != [2]int{3, 1} {
		t.Errorf("Zeros = %v %v", z.Data, z.Strides)
	}
	if o := Ones[bool]([2]int{2, 2}); !slices.Equal(o.Data, []bool{true, true, true, true}) {
		t.Errorf("Ones[bool] = %v", o.Data)
	}
	if o := Ones[int8]([1]int{3}); !slices.Equal(o.Data, []int8{1, 1, 1}) {
		t.Errorf("Ones[int8] = %v", o.Data)
	}
	if o := Ones[complex64]([1]int{2}); !slices.Equal(o.Data, []complex64{1, 1}) {
		t.Errorf("Ones[complex64] = %v", o.Data)
	}
	if o := Ones[uint64]([3]int{2, 0, 5}); len(o.Data) != 0 || o.Shape != [3]int{2, 0, 5} {
		t.Errorf("Ones[uint64] of an empty shape = %v", o)
	}
	if o := Ones[float32]([1]int{100}); o.Data[0] != 1 || o.Data[99] != 1 {
		t.Errorf("Ones[float32]([100]) = %v", o.Data)
	}
	_, err := catch(func() Matrix[float64] { return Ones[float64]([2]int{2, -1}) })
	checkErr(t, "Ones((2, -1))", err, "ValueError: negative dimensions not allowed") // np.ones((2, -1))
}

func TestLike(t *testing.T) {
	for _, tt := range []struct {
		py      string
		a       func() Array[float64, [3]int]
		shape   []int
		strides []int
	}{
		{"a3", func() Array[float64, [3]int] { return vwSeq([3]int{2, 3, 4}) }, []int{2, 3, 4}, []int{12, 4, 1}},            // np.zeros_like(vwA3, np.int32).strides // 4 under Numba
		{"f3", func() Array[float64, [3]int] { return vwFortran(vwSeq([3]int{2, 3, 4})) }, []int{2, 3, 4}, []int{1, 2, 6}},  // np.zeros_like(vwF3, np.int32).strides // 4 under Numba
		{"t3", func() Array[float64, [3]int] { return Transpose(vwSeq([3]int{2, 3, 4})) }, []int{4, 3, 2}, []int{1, 4, 12}}, // np.zeros_like(vwT3, np.int32).strides // 4 under Numba
		{"a3[:, ::2]", func() Array[float64, [3]int] {
			return View[[3]int](vwSeq([3]int{2, 3, 4}), Index{}, Span(Open, Open, 2))
		}, []int{2, 2, 4}, []int{8, 4, 1}}, // np.zeros_like(vwA3[:, ::2], np.int32).strides // 4 under Numba
		{"f3[:, :1]", func() Array[float64, [3]int] {
			return View[[3]int](vwFortran(vwSeq([3]int{2, 3, 4})), Index{}, Span(Open, 1, Open))
		}, []int{2, 1, 4}, []int{4, 4, 1}}, // np.zeros_like(vwF3[:, :1], np.int32).strides // 4 under Numba; NumPy keeps the stride order of a non-contiguous input: (1, 2, 2)
		{"f3[:, ::-1]", func() Array[float64, [3]int] {
			return View[[3]int](vwFortran(vwSeq([3]int{2, 3, 4})), Index{}, Span(Open, Open, -1))
		}, []int{2, 3, 4}, []int{12, 4, 1}}, // np.zeros_like(vwF3[:, ::-1], np.int32).strides // 4 under Numba; NumPy keeps the stride order of a non-contiguous input: (1, 2, 6)
		{"a3[:, :1, :1]", func() Array[float64, [3]int] {
			return View[[3]int](vwSeq([3]int{2, 3, 4}), Index{}, Span(Open, 1, Open), Span(Open, 1, Open))
		}, []int{2, 1, 1}, []int{1, 1, 1}}, // np.zeros_like(vwA3[:, :1, :1], np.int32).strides // 4 under Numba
	} {
		a := tt.a()
		e := EmptyLike[int32](a)
		z := ZerosLike[int32](a)
		o := OnesLike[int32](a)
		f := FullLike(a, int32(7))
		for name, r := range map[string]Array[int32, [3]int]{"EmptyLike": e, "ZerosLike": z, "OnesLike": o, "FullLike": f} {
			if !slices.Equal(Dims2Slice(r.Shape), tt.shape) || !slices.Equal(Dims2Slice(r.Strides), tt.strides) || len(r.Data) != a.Size() {
				t.Errorf("%s(%s): shape %v strides %v, want %v %v", name, tt.py, r.Shape, r.Strides, tt.shape, tt.strides)
			}
		}
		for i := range z.Data {
			if z.Data[i] != 0 || o.Data[i] != 1 || f.Data[i] != 7 {
				t.Errorf("like(%s): elements %v %v %v", tt.py, z.Data, o.Data, f.Data)
				break
			}
		}
	}
	// np.full_like(np.zeros(70), -0.0) keeps the sign of zero.
	f := FullLike(vwSeq([1]int{70}), math.Copysign(0, -1))
	for _, x := range f.Data {
		if !math.Signbit(x) {
			t.Fatalf("FullLike(-0.0) = %v", f.Data)
		}
	}
	if b := OnesLike[bool](vwSeq([1]int{2})); !slices.Equal(b.Data, []bool{true, true}) {
		t.Errorf("OnesLike[bool] = %v", b.Data)
	}
}

func TestArrayOf(t *testing.T) {
	// np.array([[1, 2, 3], [4, 5, 6]])
	elems := []int64{1, 2, 3, 4, 5, 6}
	a := ArrayOf([2]int{2, 3}, elems...)
	elems[0] = 9
	if a.At(0, 0) != 1 || a.At(1, 2) != 6 || a.Strides != [2]int{3, 1} {
		t.Errorf("ArrayOf = %v %v", a.Data, a.Strides)
	}
	defer func() {
		if _, ok := recover().(string); !ok {
			t.Error("ArrayOf with the wrong number of elements does not panic with a plain message")
		}
	}()
	ArrayOf([2]int{2, 2}, 1.0, 2.0, 3.0)
}

func TestAsType(t *testing.T) {
	a := ArrayOf([2]int{2, 3}, -2.7, -0.5, 0.5, 1.5, 3.99, 1e3) // a = np.array([[-2.7, -0.5, 0.5], [1.5, 3.99, 1e3]])
	for _, tt := range []struct {
		py    string
		conv  func(a Matrix[float64]) Matrix[int32]
		shape []int
		want  []int
	}{
		{"a", func(a Matrix[float64]) Matrix[int32] { return AsType(a, FloatToInt[int32, float64]) }, []int{2, 3}, []int{-2, 0, 0, 1, 3, 1000}},              // a.astype(np.int32)
		{"a.T", func(a Matrix[float64]) Matrix[int32] { return AsType(Transpose(a), FloatToInt[int32, float64]) }, []int{3, 2}, []int{-2, 1, 0, 3, 0, 1000}}, // a.T.astype(np.int32)
		{"a[:, ::-2]", func(a Matrix[float64]) Matrix[int32] {
			return AsType(View[[2]int](a, Index{}, Span(Open, Open, -2)), FloatToInt[int32, float64])
		}, []int{2, 2}, []int{0, -2, 1000, 1}}, // a[:, ::-2].astype(np.int32)
		{"np.asfortranarray(a)[::-1]", func(a Matrix[float64]) Matrix[int32] {
			return AsType(View[[2]int](vwFortran(a), Span(Open, Open, -1)), FloatToInt[int32, float64])
		}, []int{2, 3}, []int{1, 3, 1000, -2, 0, 0}}, // np.asfortranarray(a)[::-1].astype(np.int32)
	} {
		r := tt.conv(a)
		want := make([]int32, len(tt.want))
		for i, x := range tt.want {
			want[i] = int32(x)
		}
		if !slices.Equal(Dims2Slice(r.Shape), tt.shape) || !slices.Equal(r.Data, want) || !r.IsC() {
			t.Errorf("%s.astype(np.int32) = %v %v, want %v %v", tt.py, r.Shape, r.Data, tt.shape, want)
		}
	}
	c := AsType(FromSlice([]bool{true, false}), func(b bool) complex128 { return complex(float64(BoolTo[int64](b)), 0) })
	if !slices.Equal(c.Data, []complex128{1, 0}) {
		t.Errorf("AsType(bool -> complex128) = %v", c.Data)
	}
}

func TestAscontiguous(t *testing.T) {
	a := vwSeq([2]int{2, 3})
	if c := Ascontiguous(a); &c.Data[0] != &a.Data[0] {
		t.Error("Ascontiguous copied a C-contiguous array")
	}
	// np.ascontiguousarray(np.arange(6.).reshape(2, 3).T)
	c := Ascontiguous(Transpose(a))
	if !c.IsC() || !slices.Equal(c.Data, []float64{0, 3, 1, 4, 2, 5}) || c.Shape != [2]int{3, 2} {
		t.Errorf("Ascontiguous(a.T) = %v %v", c.Data, c.Strides)
	}
	c.Data[0] = 9
	if a.Data[0] != 0 {
		t.Error("Ascontiguous(a.T) shares memory")
	}
}

func TestUninit(t *testing.T) {
	for _, n := range []int{0, 1, 1023, 1024, 5000, 1 << 20} {
		a := Uninit[float64]([2]int{n, 2})
		if len(a.Data) != 2*n || a.Shape != [2]int{n, 2} || a.Strides != CStrides([2]int{n, 2}) {
			t.Fatalf("n=%d: got len %d shape %v strides %v", n, len(a.Data), a.Shape, a.Strides)
		}
		for i := range a.Data {
			a.Data[i] = float64(i)
		}
		for i, v := range a.Data {
			if v != float64(i) {
				t.Fatalf("n=%d: element %d is %v", n, i, v)
			}
		}
	}
	b := Uninit[complex128]([1]int{4096})
	b.Data[4095] = 1i
	if len(b.Data) != 4096 || b.Data[4095] != 1i {
		t.Fatal("complex128 buffer")
	}
}
