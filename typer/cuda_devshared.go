package typer

// Shared arrays declared in device functions (cuda.shared.array inside a
// @cuda.jit(device=True) function, which Numba allows): each is one array per block, like a
// __shared__ variable of a __device__ function in CUDA C. On the CPU twin they live in one
// block-wide area whose layout is the same for every kernel, so that a device function's Go
// code finds its arrays at fixed offsets whichever kernel calls it.

// sharedAlign is the alignment of each array in that area, enough for every element type.
const sharedAlign = 16

// addBlockShared records that f runs the device function shared array d.
func (f *CUDAFunc) addBlockShared(d *CUDAArrayDecl) {
	for _, have := range f.BlockShared {
		if have == d {
			return
		}
	}
	f.BlockShared = append(f.BlockShared, d)
}

// layoutDeviceShared gives every static shared array of a device function its offset in the
// block's area, in the order of cp.Devices and then of declaration, and every kernel the size
// of the area it needs (DevSharedBytes).
func layoutDeviceShared(cp *CUDAProgram) {
	if cp == nil {
		return
	}
	off := 0
	for _, f := range cp.Devices {
		for _, d := range f.Shared {
			off = (off + sharedAlign - 1) / sharedAlign * sharedAlign
			d.Offset = off
			off += d.Bytes()
		}
	}
	for _, k := range cp.Kernels {
		for _, d := range k.BlockShared {
			k.DevSharedBytes = max(k.DevSharedBytes, d.Offset+d.Bytes())
		}
	}
}
