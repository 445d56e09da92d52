package kernels

import (
	"testing"
)

// Oracle tables for histedges.go, recorded as those of npfuncs_test.go (see the comment at the top of reduce_test.go)
// from Numba 0.56.4 and NumPy 1.24.2 (/usr/bin/python3): each case's comment is the Python expression, run in an
// @njit function on the inputs below unless marked "(NumPy)".

func TestHistogramEdgesOracle(t *testing.T) { rtRun(t, nf2HistCases) }

// nf2H = np.array([-1.0, 0.0, 0.25, 0.5, 1.99, 2.0, 3.5, 4.0, 4.0001, nan, -inf, inf, -0.0, 2.5, 0.5, 1.0]).reshape(4, 4)
func nf2H() Array[float64, [2]int] {
	return rtMk([]float64{-1.0, 0.0, 0.25, 0.5, 1.99, 2.0, 3.5, 4.0, 4.0001, nan, -inf, inf, negZero, 2.5, 0.5, 1.0}, 0, [2]int{4, 4}, [2]int{4, 1})
}

// nf2HF = np.asfortranarray(nf2H)
func nf2HF() Array[float64, [2]int] {
	return rtMk([]float64{-1.0, 1.99, 4.0001, negZero, 0.0, 2.0, nan, 2.5, 0.25, 3.5, -inf, 0.5, 0.5, 4.0, inf, 1.0}, 0, [2]int{4, 4}, [2]int{1, 4})
}

// nf2HS = nf2H.ravel()[::-3]
func nf2HS() Array[float64, [1]int] {
	return rtMk([]float64{-1.0, 0.0, 0.25, 0.5, 1.99, 2.0, 3.5, 4.0, 4.0001, nan, -inf, inf, negZero, 2.5, 0.5, 1.0}, 15, [1]int{6}, [1]int{-3})
}

// nf2HT = nf2H.reshape(2, 2, 4)[:, ::-1, 1::2]
func nf2HT() Array[float64, [3]int] {
	return rtMk([]float64{-1.0, 0.0, 0.25, 0.5, 1.99, 2.0, 3.5, 4.0, 4.0001, nan, -inf, inf, negZero, 2.5, 0.5, 1.0}, 5, [3]int{2, 2, 2}, [3]int{8, -4, 2})
}

// nf2Edges = np.array([-1.0, 0.0, 0.5, 2.0, 2.0, 4.0])
func nf2Edges() Array[float64, [1]int] {
	return rtMk([]float64{-1.0, 0.0, 0.5, 2.0, 2.0, 4.0}, 0, [1]int{6}, [1]int{1})
}

// nf2EdgesS = nf2Edges[::2]
func nf2EdgesS() Array[float64, [1]int] {
	return rtMk([]float64{-1.0, 0.0, 0.5, 2.0, 2.0, 4.0}, 0, [1]int{3}, [1]int{2})
}

// nf2EdgesI = np.array([0, 1, 3])
func nf2EdgesI() Array[int64, [1]int] {
	return rtMk([]int64{0, 1, 3}, 0, [1]int{3}, [1]int{1})
}

// nf2Edge1 = np.array([1.0])
func nf2Edge1() Array[float64, [1]int] {
	return rtMk([]float64{1.0}, 0, [1]int{1}, [1]int{1})
}

// nf2Edge0 = np.array([], np.float64)
func nf2Edge0() Array[float64, [1]int] {
	return rtMk([]float64{}, 0, [1]int{0}, [1]int{0})
}

// nf2EdgesDown = np.array([0.0, 2.0, 1.0])
func nf2EdgesDown() Array[float64, [1]int] {
	return rtMk([]float64{0.0, 2.0, 1.0}, 0, [1]int{3}, [1]int{1})
}

// nf2EdgesNaN = np.array([0.0, nan, 1.0])
func nf2EdgesNaN() Array[float64, [1]int] {
	return rtMk([]float64{0.0, nan, 1.0}, 0, [1]int{3}, [1]int{1})
}

// nf2HBig = np.array([2**53 + 1, 2**53, 2**53 + 2, 7, -3, 2**63 - 1])
func nf2HBig() Array[int64, [1]int] {
	return rtMk([]int64{9007199254740993, 9007199254740992, 9007199254740994, 7, -3, 9223372036854775807}, 0, [1]int{6}, [1]int{1})
}

// nf2EdgesBig = np.array([2**53 + 1, 2**53 + 2])
func nf2EdgesBig() Array[int64, [1]int] {
	return rtMk([]int64{9007199254740993, 9007199254740994}, 0, [1]int{2}, [1]int{1})
}

// nf2EdgesBigF = np.array([2**53 + 1, 2**53 + 2], np.float64)
func nf2EdgesBigF() Array[float64, [1]int] {
	return rtMk([]float64{9007199254740992.0, 9007199254740994.0}, 0, [1]int{2}, [1]int{1})
}

// nf2HU64 = np.array([0, 2**63, 2**64 - 1, 5, 2**63 - 1], np.uint64)
func nf2HU64() Array[uint64, [1]int] {
	return rtMk([]uint64{0, 9223372036854775808, 18446744073709551615, 5, 9223372036854775807}, 0, [1]int{5}, [1]int{1})
}

// nf2EdgesS64 = np.array([-5, 0, 2**63 - 1])
func nf2EdgesS64() Array[int64, [1]int] {
	return rtMk([]int64{-5, 0, 9223372036854775807}, 0, [1]int{3}, [1]int{1})
}

// nf2HU8 = np.array([0, 5, 100, 127, 128, 255], np.uint8)
func nf2HU8() Array[uint8, [1]int] {
	return rtMk([]uint8{0, 5, 100, 127, 128, 255}, 0, [1]int{6}, [1]int{1})
}

// nf2EdgesI8 = np.array([-5, 0, 100, 127], np.int8)
func nf2EdgesI8() Array[int8, [1]int] {
	return rtMk([]int8{-5, 0, 100, 127}, 0, [1]int{4}, [1]int{1})
}

// nf2H32 = np.array([0.1, 0.2, 0.3, 0.09999999], np.float32)
func nf2H32() Array[float32, [1]int] {
	return rtMk(rtF32(0.10000000149011612, 0.20000000298023224, 0.30000001192092896, 0.09999998658895493), 0, [1]int{4}, [1]int{1})
}

// nf2Edges01 = np.array([0.0, 0.1, 0.2, 0.3])
func nf2Edges01() Array[float64, [1]int] {
	return rtMk([]float64{0.0, 0.1, 0.2, 0.3}, 0, [1]int{4}, [1]int{1})
}

// nf2HE = np.zeros((0, 3))
func nf2HE() Array[float64, [2]int] {
	return rtMk([]float64{}, 0, [2]int{0, 3}, [2]int{3, 1})
}

var nf2HistCases = []rtCase{
	// np.histogram(nf2H, nf2Edges)[0]
	{"np.histogram(nf2H, nf2Edges)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2Edges())) }, "(5,) [1, 3, 4, 0, 4]"},
	// np.histogram(nf2HF, nf2Edges)[0]
	{"np.histogram(nf2HF, nf2Edges)[0]", func() string { return rtA(HistogramEdges(nf2HF(), nf2Edges())) }, "(5,) [1, 3, 4, 0, 4]"},
	// np.histogram(nf2HS, nf2Edges)[0]
	{"np.histogram(nf2HS, nf2Edges)[0]", func() string { return rtA(HistogramEdges(nf2HS(), nf2Edges())) }, "(5,) [1, 1, 2, 0, 1]"},
	// np.histogram(nf2HT, nf2Edges)[0]
	{"np.histogram(nf2HT, nf2Edges)[0]", func() string { return rtA(HistogramEdges(nf2HT(), nf2Edges())) }, "(5,) [0, 1, 2, 0, 3]"},
	// np.histogram(nf2H, nf2EdgesS)[0]
	{"np.histogram(nf2H, nf2EdgesS)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2EdgesS())) }, "(2,) [4, 5]"},
	// np.histogram(nf2H, nf2EdgesI)[0]
	{"np.histogram(nf2H, nf2EdgesI)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2EdgesI())) }, "(2,) [5, 4]"},
	// np.histogram(nf2H, nf2Edge1)[0]
	{"np.histogram(nf2H, nf2Edge1)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2Edge1())) }, "(0,) []"},
	// np.histogram(nf2H, nf2Edge0)[0]
	{"np.histogram(nf2H, nf2Edge0)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2Edge0())) }, "!ValueError: negative dimensions not allowed"},
	// np.histogram(nf2H, nf2EdgesDown)[0]
	{"np.histogram(nf2H, nf2EdgesDown)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2EdgesDown())) }, "!ValueError: histogram(): bins must increase monotonically"},
	// np.histogram(nf2H, nf2EdgesNaN)[0]
	{"np.histogram(nf2H, nf2EdgesNaN)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2EdgesNaN())) }, "!ValueError: histogram(): bins must increase monotonically"},
	// np.histogram(nf2HE, nf2Edges)[0]
	{"np.histogram(nf2HE, nf2Edges)[0]", func() string { return rtA(HistogramEdges(nf2HE(), nf2Edges())) }, "(5,) [0, 0, 0, 0, 0]"},
	// np.histogram(nf2HE, nf2EdgesDown)[0]
	{"np.histogram(nf2HE, nf2EdgesDown)[0]", func() string { return rtA(HistogramEdges(nf2HE(), nf2EdgesDown())) }, "!ValueError: histogram(): bins must increase monotonically"},
	// np.histogram(nf2HBig, nf2EdgesBig)[0]
	{"np.histogram(nf2HBig, nf2EdgesBig)[0]", func() string { return rtA(HistogramEdges(nf2HBig(), nf2EdgesBig())) }, "(1,) [2]"},
	// np.histogram(nf2HBig, nf2EdgesBigF)[0]
	{"np.histogram(nf2HBig, nf2EdgesBigF)[0]", func() string { return rtA(HistogramEdges(nf2HBig(), nf2EdgesBigF())) }, "(1,) [3]"},
	// np.histogram(nf2HU64, nf2EdgesS64)[0]
	{"np.histogram(nf2HU64, nf2EdgesS64)[0]", func() string { return rtA(HistogramEdges(nf2HU64(), nf2EdgesS64())) }, "(2,) [0, 4]"},
	// np.histogram(nf2HU8, nf2EdgesI8)[0]
	{"np.histogram(nf2HU8, nf2EdgesI8)[0]", func() string { return rtA(HistogramEdges(nf2HU8(), nf2EdgesI8())) }, "(3,) [0, 2, 2]"},
	// np.histogram(nf2H32, nf2Edges01)[0]
	{"np.histogram(nf2H32, nf2Edges01)[0]", func() string { return rtA(HistogramEdges(nf2H32(), nf2Edges01())) }, "(3,) [1, 1, 1]"},
	// np.histogram(nf2T, nf2EdgesI)[0]
	{"np.histogram(nf2T, nf2EdgesI)[0]", func() string { return rtA(HistogramEdges(nf2T(), nf2EdgesI())) }, "(2,) [0, 7]"},
	// np.histogram(nf2HBig, nf2EdgesS64)[0]
	{"np.histogram(nf2HBig, nf2EdgesS64)[0]", func() string { return rtA(HistogramEdges(nf2HBig(), nf2EdgesS64())) }, "(2,) [1, 5]"},
}
