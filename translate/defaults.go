package translate

// BindDefaults returns a copy of f that takes only its first n parameters, as a
// specialization whose callers leave out the others sees it (Numba's omitted arguments):
// each later parameter becomes a local variable assigned its default at the top of the body,
// and *args, if f has it, becomes the empty tuple. The copy shares f's nodes; the new
// statements take the positions of the parameters they bind. Every parameter from n on must
// have a default.
func BindDefaults(f *FuncDef, n int) *FuncDef {
	c := *f
	c.Params = f.Params[:n:n]
	c.Vararg = nil
	var body []Stmt
	for _, p := range f.Params[n:] {
		if p.Default == nil {
			panic("translate: BindDefaults: parameter " + p.Name + " has no default")
		}
		body = append(body, &Assign{Pos: p.Pos, Targets: []Expr{&Name{Pos: p.Pos, Id: p.Name}}, Value: p.Default})
	}
	if v := f.Vararg; v != nil {
		body = append(body, &Assign{Pos: v.Pos, Targets: []Expr{&Name{Pos: v.Pos, Id: v.Name}}, Value: &Tuple{Pos: v.Pos}})
	}
	c.Body = append(body, f.Body...)
	return &c
}
