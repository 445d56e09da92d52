package typer

// This file types the CUDA side of @vectorize(target='cuda') and @guvectorize(target='cuda'):
// each loop's element function (or gufunc kernel) becomes a CUDA device function, and a kernel
// (emitted by emit, not written in Python) applies it to every element (or loop position). The
// CPU loops of the same ufunc compute the same results: they are what runs without a GPU.

// CUDAUfunc is one loop of a CUDA ufunc or gufunc (Loop.Gufunc set): the element function or
// gufunc kernel as a device function, and the kernel that applies it over the elements or the
// loop positions.
type CUDAUfunc struct {
	Loop *Spec     // the CPU loop of the same types (its Result is the loop's declared result)
	Elem *CUDAFunc // the element function, a device function
	// CName names the kernel in the CUDA C; LaunchName the (unexported) Go function through
	// which the ufunc's forms run, on the GPU or with the CPU loop.
	CName, LaunchName string
}

// checkCUDAUfuncs types the element function of every loop of a CUDA ufunc as a device
// function.
func (cc *cudaChecker) checkCUDAUfuncs(order []*funcEntry) {
	for _, fe := range order {
		if !(fe.ufunc != nil && fe.ufunc.CUDA || fe.gufunc != nil && fe.gufunc.CUDA) {
			continue
		}
		if len(fe.sigs) == 0 || fe.lazySigs {
			deco, hint := "ufunc", `list the loops in the decorator: @vectorize(["float64(float64)"], target='cuda')`
			if fe.gufunc != nil {
				deco, hint = "gufunc", `list the loops in the decorator: @guvectorize(["void(float64[:], float64[:])"], "(n)->(n)", target='cuda')`
			}
			cc.c.diags.Add(cc.c.file, fe.def.Pos, "unsupported-feature", hint,
				"the CUDA %s %s has no signatures: pygo compiles CUDA ufuncs eagerly only", deco, fe.def.Name)
			continue
		}
		for _, sp := range fe.specs {
			if !sp.Entry || sp.ContigOf != nil {
				continue
			}
			if fe.cuda == nil {
				fe.cuda = &cudaEntry{device: true}
			}
			if elem := cc.spec(fe, sp.Params, fe.def.Pos); elem != nil {
				elem.UfuncElem = true
				cc.prog.Ufuncs = append(cc.prog.Ufuncs, &CUDAUfunc{Loop: sp, Elem: elem})
			}
		}
	}
}

// UfuncOf returns the CUDA loop of the ufunc loop s, nil when s is not one.
func (cp *CUDAProgram) UfuncOf(s *Spec) *CUDAUfunc {
	if cp == nil {
		return nil
	}
	for _, u := range cp.Ufuncs {
		if u.Loop == s {
			return u
		}
	}
	return nil
}
