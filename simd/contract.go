package simd

// Contract returns l with each float64 x*y + z, z + x*y, x*y - z and z - x*y whose product has
// no other use rewritten into one OpFMA (math.FMA(x, y, z), math.FMA(x, y, -z) and
// math.FMA(-x, y, z)), which rounds once. The lowerings and Eval run Contract on a FastMath loop,
// and the Go that emit writes for one must follow the contracted loop too, so every path gives
// the same bits. Contract does not change l; a loop without FastMath is returned as it is.
// When both operands of an add are products, the first is contracted.
func Contract(l *Loop) *Loop {
	if !l.FastMath {
		return l
	}
	uses := make([]int, len(l.Nodes))
	for _, n := range l.Nodes {
		for _, a := range n.Args {
			uses[a]++
		}
	}
	for _, s := range l.Stores {
		uses[s.Node]++
	}
	if l.Reduce != nil {
		uses[l.Reduce.Node]++
	}
	product := func(i int) bool {
		n := &l.Nodes[i]
		return n.Op == OpMul && n.Type == Float64 && uses[i] == 1
	}
	// fused[i] is the product that add or sub i absorbs, or -1.
	fused := make([]int, len(l.Nodes))
	absorbed := make([]bool, len(l.Nodes))
	for i, n := range l.Nodes {
		fused[i] = -1
		if n.Type != Float64 || n.Op != OpAdd && n.Op != OpSub {
			continue
		}
		for _, a := range n.Args {
			if product(a) && !absorbed[a] {
				fused[i], absorbed[a] = a, true
				break
			}
		}
	}
	c := *l
	c.Nodes = make([]Node, 0, len(l.Nodes))
	at := make([]int, len(l.Nodes)) // old index → new index
	add := func(n Node) int {
		c.Nodes = append(c.Nodes, n)
		return len(c.Nodes) - 1
	}
	for i, n := range l.Nodes {
		if absorbed[i] {
			continue
		}
		args := make([]int, len(n.Args))
		for j, a := range n.Args {
			args[j] = at[a]
		}
		p := fused[i]
		if p < 0 {
			n.Args = args
			at[i] = add(n)
			continue
		}
		x, y := at[l.Nodes[p].Args[0]], at[l.Nodes[p].Args[1]]
		z := args[0]
		if n.Args[0] == p {
			z = args[1]
		}
		switch {
		case n.Op == OpSub && n.Args[0] == p: // x*y - z
			z = add(Node{Op: OpNeg, Type: Float64, Args: []int{z}})
		case n.Op == OpSub: // z - x*y
			x = add(Node{Op: OpNeg, Type: Float64, Args: []int{x}})
		}
		at[i] = add(Node{Op: OpFMA, Type: Float64, Args: []int{x, y, z}})
	}
	c.Stores = make([]Store, len(l.Stores))
	for j, s := range l.Stores {
		c.Stores[j] = Store{Array: s.Array, Node: at[s.Node]}
	}
	if l.Reduce != nil {
		c.Reduce = &Reduce{Kind: l.Reduce.Kind, Node: at[l.Reduce.Node]}
	}
	return &c
}
