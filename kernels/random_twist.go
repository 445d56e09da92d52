package kernels

//go:generate go run random_gen.go -out zrandom_amd64.s -stubs zrandom_amd64.go -pkg kernels

// refill regenerates mt (seeding first if needed) and tempers its words into out. It is the slow path of every draw
// and is kept out of line so that the draws inline. The twist runs in vector registers (twistVec, with AVX2) or in
// Go (twistGo); both give the same words.
//
//go:noinline
func (r *Random) refill() {
	if !r.seeded {
		r.seedEntropy()
	}
	if !twistVec(&r.mt, &r.out) {
		twistGo(&r.mt, &r.out)
	}
	r.left = mtN
}

// twistWord regenerates the state word mt[i] from mt[i], mt[(i+1) % mtN] and mt[far] and tempers it into out[i]:
// one step of twistGo's loops, for the words the vector blocks of twistVec leave.
func twistWord(mt, out *[mtN]uint32, i, far int) {
	y := (mt[i] & mtUpperMask) | (mt[(i+1)%mtN] & mtLowerMask)
	v := mt[far] ^ (y >> 1) ^ (-(y & 1) & mtMatrixA)
	mt[i], out[i] = v, temper(v)
}

// twistGo is the twist in Go. The three loops are MT19937's twist split where mt[i+mtM] wraps around; each is
// unrolled twice, and their constant bounds let the compiler drop every bounds check.
func twistGo(mt, out *[mtN]uint32) {
	// mtN-mtM = 227 is odd: pairs cover 0..225, then 226 alone.
	i := 0
	for ; i < mtN-mtM-1; i += 2 {
		y0 := (mt[i] & mtUpperMask) | (mt[i+1] & mtLowerMask)
		y1 := (mt[i+1] & mtUpperMask) | (mt[i+2] & mtLowerMask)
		v0 := mt[i+mtM] ^ (y0 >> 1) ^ (-(y0 & 1) & mtMatrixA)
		v1 := mt[i+mtM+1] ^ (y1 >> 1) ^ (-(y1 & 1) & mtMatrixA)
		mt[i], mt[i+1] = v0, v1
		out[i], out[i+1] = temper(v0), temper(v1)
	}
	y := (mt[mtN-mtM-1] & mtUpperMask) | (mt[mtN-mtM] & mtLowerMask)
	v := mt[mtN-1] ^ (y >> 1) ^ (-(y & 1) & mtMatrixA)
	mt[mtN-mtM-1], out[mtN-mtM-1] = v, temper(v)
	// mtN-1-(mtN-mtM) = 396 words, in pairs; mt[i+mtM-mtN] is already regenerated.
	for i = mtN - mtM; i < mtN-1; i += 2 {
		y0 := (mt[i] & mtUpperMask) | (mt[i+1] & mtLowerMask)
		y1 := (mt[i+1] & mtUpperMask) | (mt[i+2] & mtLowerMask)
		v0 := mt[i+mtM-mtN] ^ (y0 >> 1) ^ (-(y0 & 1) & mtMatrixA)
		v1 := mt[i+mtM-mtN+1] ^ (y1 >> 1) ^ (-(y1 & 1) & mtMatrixA)
		mt[i], mt[i+1] = v0, v1
		out[i], out[i+1] = temper(v0), temper(v1)
	}
	y = (mt[mtN-1] & mtUpperMask) | (mt[0] & mtLowerMask)
	v = mt[mtM-1] ^ (y >> 1) ^ (-(y & 1) & mtMatrixA)
	mt[mtN-1], out[mtN-1] = v, temper(v)
}
