//go:build amd64 && !purego

package kernels

// twistVec runs the twist with mtTwistAVX2 where VectorISA() allows it and reports whether it did. The blocks of
// eight words follow the sequential recurrence: below mtN-mtM a word's far word mt[i+mtM] is still old, and a block
// ending by then reads only old words; from mtN-mtM on the far word mt[i+mtM-mtN] is already new, and a block
// starting there reads far words regenerated before it (227 words back, never its own) and next words mt[i+1:]
// still old. The words between the blocks, and the last one, whose next word mt[0] is new, take twistWord.
func twistVec(mt, out *[mtN]uint32) bool {
	if VectorISA() < ISAAVX2 {
		return false
	}
	const (
		lo = (mtN - mtM) / 8 * 8     // 224: the first blocks end here
		hi = mtN - mtM + (mtM-1)/8*8 // 619: the second blocks end here
	)
	mtTwistAVX2(&mt[0], &mt[mtM], &out[0], lo)
	for i := lo; i < mtN-mtM; i++ {
		twistWord(mt, out, i, i+mtM)
	}
	mtTwistAVX2(&mt[mtN-mtM], &mt[0], &out[mtN-mtM], hi-(mtN-mtM))
	for i := hi; i < mtN; i++ {
		twistWord(mt, out, i, i+mtM-mtN)
	}
	return true
}
