package gen

import "github.com/pygo-lang/pygo/typer"

// cudaEntries describes the launch function of every kernel specialization.
func cudaEntries(cp *typer.CUDAProgram) []Entry {
	var out []Entry
	for _, k := range cp.Kernels {
		e := Entry{Py: k.Def.Name, Go: k.LaunchName, Raises: true, Launch: true, LaunchDevice: k.DeviceLaunchName, DynShared: k.DynShared}
		for i, t := range k.Params {
			e.Params = append(e.Params, t.String())
			e.ParamNames = append(e.ParamNames, k.Def.Params[i].Name)
			e.Defaults = append(e.Defaults, nil)
		}
		out = append(out, e)
	}
	return out
}
