package cuda

import (
	"math"
	"math/bits"

	"github.com/pygo-lang/pygo/internal/libm"
	"github.com/pygo-lang/pygo/kernels"
)

// numba.cuda.random: xoroshiro128+ generators seeded by splitmix64, one per thread, with the
// streams of numba/cuda/random.py. An array of states is a uint64 array of shape (n, 2): row i
// holds s0 and s1 of generator i, the same bytes as Numba's array of xoroshiro128p_dtype
// records.

// Xoroshiro128pStates is the array of states that create_xoroshiro128p_states(n, seed,
// subsequence_start) initializes on the host: generator 0 from seed by splitmix64, advanced by
// subsequenceStart jumps of 2**64 steps, and generator i jumped 2**64 steps past generator i-1.
func Xoroshiro128pStates(n int, seed, subsequenceStart uint64) kernels.Array[uint64, [2]int] {
	if n < 0 {
		panic(&kernels.ValueError{Msg: "negative dimensions are not allowed"})
	}
	st := kernels.FromData(make([]uint64, 2*n), [2]int{n, 2})
	if n == 0 {
		return st
	}
	z := seed + 0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	z ^= z >> 31
	s := st.Data
	s[0], s[1] = z, z
	for k := uint64(0); k < subsequenceStart; k++ {
		s[0], s[1] = xoroshiroJump(s[0], s[1])
	}
	for i := 1; i < n; i++ {
		s[2*i], s[2*i+1] = xoroshiroJump(s[2*i-2], s[2*i-1])
	}
	return st
}

// CreateXoroshiro128pStates is cuda.random.create_xoroshiro128p_states(n, seed,
// subsequence_start, stream): the states initialized on the host, as Numba does, and copied to
// a new device array.
func CreateXoroshiro128pStates(n int, seed, subsequenceStart uint64, s *Stream) (*DeviceArray[uint64, [2]int], error) {
	return ToDevice(Xoroshiro128pStates(n, seed, subsequenceStart), s)
}

// xoroshiroStep advances a state by one step.
func xoroshiroStep(s0, s1 uint64) (uint64, uint64) {
	s1 ^= s0
	return bits.RotateLeft64(s0, 55) ^ s1 ^ s1<<14, bits.RotateLeft64(s1, 36)
}

// xoroshiroJump advances a state by 2**64 steps (xoroshiro128p_jump).
func xoroshiroJump(s0, s1 uint64) (uint64, uint64) {
	jump := [2]uint64{0xbeac0467eba5facb, 0xd86b048b86aa9922}
	var t0, t1 uint64
	for _, j := range jump {
		for b := 0; b < 64; b++ {
			if j&(1<<b) != 0 {
				t0 ^= s0
				t1 ^= s1
			}
			s0, s1 = xoroshiroStep(s0, s1)
		}
	}
	return t0, t1
}

// Xoroshiro128pNext is xoroshiro128p_next(states, index): the next uint64 of generator index,
// which it advances. A negative index counts from the end, as Numba's CUDA arrays do.
func Xoroshiro128pNext(states kernels.Array[uint64, [2]int], index int64) uint64 {
	i := states.Off + Ix(int(index), states.Shape[0])*states.Strides[0]
	j := i + states.Strides[1]
	s0, s1 := states.Data[i], states.Data[j]
	states.Data[i], states.Data[j] = xoroshiroStep(s0, s1)
	return s0 + s1
}

// Xoroshiro128pUniformFloat64 is xoroshiro128p_uniform_float64: the top 53 bits of the next
// uint64 scaled into [0, 1).
func Xoroshiro128pUniformFloat64(states kernels.Array[uint64, [2]int], index int64) float64 {
	return unitFloat64(Xoroshiro128pNext(states, index))
}

// Xoroshiro128pUniformFloat32 is xoroshiro128p_uniform_float32: the float64 of
// Xoroshiro128pUniformFloat64 rounded to float32 (which may round up to 1.0, as in Numba).
func Xoroshiro128pUniformFloat32(states kernels.Array[uint64, [2]int], index int64) float32 {
	return float32(unitFloat64(Xoroshiro128pNext(states, index)))
}

func unitFloat64(x uint64) float64 { return float64(x>>11) * (1.0 / (1 << 53)) }

// twoPiFloat32 is np.float32(2 * math.pi), Numba's TWO_PI_FLOAT32.
const twoPiFloat32 = float32(2 * math.Pi)

// Xoroshiro128pNormalFloat32 is xoroshiro128p_normal_float32: Box-Muller on two uniform
// float32 draws. As under Numba's CUDA simulator (and as pygo computes math.* in kernels), the
// logarithm, cosine and square root are float64's, of the float32 product 2π·u2, and the result
// is rounded to float32.
func Xoroshiro128pNormalFloat32(states kernels.Array[uint64, [2]int], index int64) float32 {
	u1 := Xoroshiro128pUniformFloat32(states, index)
	u2 := Xoroshiro128pUniformFloat32(states, index)
	return float32(math.Sqrt(-2*libm.Log(float64(u1))) * libm.Cos(float64(twoPiFloat32*u2)))
}

// Xoroshiro128pNormalFloat64 is xoroshiro128p_normal_float64: Box-Muller on two uniform
// float32 draws (Numba draws float32 here too), in float64.
func Xoroshiro128pNormalFloat64(states kernels.Array[uint64, [2]int], index int64) float64 {
	u1 := Xoroshiro128pUniformFloat32(states, index)
	u2 := Xoroshiro128pUniformFloat32(states, index)
	return math.Sqrt(-2*libm.Log(float64(u1))) * libm.Cos(2*math.Pi*float64(u2))
}
