package gen

import (
	"bytes"
	"fmt"
	"html"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/pygo-lang/pygo/emit"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file renders pygo html: one self-contained page (no external assets) of the Python
// sources, each line expandable to the Go it became and coloured by what happened to it.

// Line kinds, from the most telling down: a line is coloured by its first kind.
const (
	kindCUDA     = "cuda"     // compiled to CUDA C
	kindSIMD     = "simd"     // a loop that runs as vector assembly
	kindParallel = "parallel" // a prange on goroutines, or its body
	kindFused    = "fused"    // an array expression fused into one loop
	kindAlloc    = "alloc"    // a new array on every iteration of a loop
	kindFallback = "fallback" // a loop left scalar, with the reason
	kindWarning  = "warning"  // a performance warning (typer/hazards.go)
	kindBounds   = "bounds"   // element accesses in a loop that Go bounds-checks
)

var kindOrder = []string{kindCUDA, kindSIMD, kindParallel, kindFused, kindAlloc, kindFallback, kindWarning, kindBounds}

var kindLegend = map[string]string{
	kindCUDA:     "CUDA kernel or device function (CUDA C, and Go for the CPU)",
	kindSIMD:     "SIMD: vector assembly (AVX-512 or AVX2)",
	kindParallel: "parallel: prange on goroutines",
	kindFused:    "fused array expression (one loop, no temporaries)",
	kindAlloc:    "allocates an array in a loop",
	kindFallback: "fallback: loop left scalar (reason shown)",
	kindWarning:  "performance warning",
	kindBounds:   "bounds-checked element access in a loop",
}

// lineReport is what the page says of one Python line.
type lineReport struct {
	kinds map[string]bool
	notes []string
	gos   []int // indices into the Go lines (0-based), in order
}

// report collects the line reports of a program and its Go.
type report struct {
	ck    *checked
	out   *emit.Output
	lines map[translate.Pos]*lineReport // by File and Line (Col 0)
	goSrc []string                      // the generated Go, without marker comments
	loops map[translate.Pos]bool        // lines inside a loop
}

func (r *report) at(p translate.Pos) *lineReport {
	k := translate.Pos{File: p.File, Line: p.Line}
	lr := r.lines[k]
	if lr == nil {
		lr = &lineReport{kinds: map[string]bool{}}
		r.lines[k] = lr
	}
	return lr
}

func (r *report) add(p translate.Pos, kind, note string) {
	if !p.IsValid() {
		return
	}
	lr := r.at(p)
	if kind != "" {
		lr.kinds[kind] = true
	}
	if note == "" {
		return
	}
	for _, n := range lr.notes {
		if n == note {
			return
		}
	}
	lr.notes = append(lr.notes, note)
}

// HTML renders the sources as one self-contained HTML page: every Python line of a compiled
// function expands to the Go it became, and is coloured by what happened to it (parallel
// loops, vector assembly, CUDA, fused array expressions, allocations and bounds checks in
// loops, loops left scalar and why, performance warnings). Problems in the sources are
// returned as translate.Diagnostics, like TranslatePackage's.
func HTML(srcs []Source, cfg Config) (page []byte, err error) {
	defer func() {
		if r := recover(); r != nil && len(srcs) > 0 { // a bug in the report: an internal-error diagnostic
			page, err = nil, translate.Recovered(srcs[0].File, translate.Pos{}, r)
		}
	}()
	ck, out, err := marked(srcs, cfg)
	if err != nil {
		return nil, err
	}
	r := &report{ck: ck, out: out, lines: map[translate.Pos]*lineReport{}, loops: map[translate.Pos]bool{}}
	r.mapGo()
	for _, n := range out.Notes {
		kind := map[string]string{emit.NoteSIMD: kindSIMD, emit.NoteScalar: kindFallback, emit.NoteFused: kindFused, emit.NoteParallel: kindParallel}[n.Kind]
		r.add(n.Pos, kind, n.Text)
	}
	var walk func([]*typer.Spec)
	walk = func(specs []*typer.Spec) {
		for _, sp := range specs {
			if sp.Info != nil {
				r.body(sp, sp.Def.Body, 0, "")
			}
			walk(sp.Nested)
		}
	}
	walk(ck.prog.Specs)
	if cp := ck.prog.CUDA; cp != nil {
		for _, f := range append(append([]*typer.CUDAFunc{}, cp.Kernels...), cp.Devices...) {
			first, last := ck.funcLines(f.Def)
			what := "kernel"
			if f.Device {
				what = "device function"
			}
			r.add(f.Def.Pos, kindCUDA, fmt.Sprintf("CUDA %s: CUDA C function %s; on the CPU, the Go function %s", what, f.CName, f.GoName))
			for n := first; n <= last; n++ {
				r.add(translate.Pos{File: f.Def.File, Line: n}, kindCUDA, "")
			}
		}
	}
	for _, w := range ck.prog.Warnings {
		r.add(w.Pos, kindWarning, "warning: "+w.Msg+" (hint: "+w.Hint+")")
	}
	r.bounds()
	return r.page(), nil
}

// marked checks the sources and emits their Go with marker comments.
func marked(srcs []Source, cfg Config) (*checked, *emit.Output, error) {
	ck, err := check(srcs, cfg)
	if err != nil {
		return nil, nil, err
	}
	ec := ck.emit
	ec.Marks = true
	out, err := emit.Go(ck.prog, ec)
	if err != nil {
		return nil, nil, err
	}
	return ck, out, nil
}

// GoWithMarks returns the Go file TranslatePackage generates with a marker comment
// ("// pygo:line FILE:LINE", emit.MarkPrefix) before the Go of every statement, as pygo html
// reads it. StripMarks of it is the generated file.
func GoWithMarks(srcs []Source, cfg Config) ([]byte, error) {
	_, out, err := marked(srcs, cfg)
	if err != nil {
		return nil, err
	}
	return out.Go, nil
}

// StripMarks removes the marker lines of GoWithMarks.
func StripMarks(src []byte) []byte {
	var b bytes.Buffer
	for _, l := range bytes.SplitAfter(src, []byte("\n")) {
		if !markLine.Match(bytes.TrimSuffix(l, []byte("\n"))) {
			b.Write(l)
		}
	}
	return b.Bytes()
}

// markLine matches a marker comment of emit.Config.Marks.
var markLine = regexp.MustCompile(`^\s*` + regexp.QuoteMeta(emit.MarkPrefix) + `(\d+):(\d+)$`)

// funcLine matches a top-level Go function declaration and captures its name.
var funcLine = regexp.MustCompile(`^func (?:\([^)]*\) )?([A-Za-z_][A-Za-z0-9_]*)`)

// mapGo strips the marker comments from the Go and gives each Go line to the Python line it
// came from: the statement of the last marker, or the def of the function it is in.
func (r *report) mapGo() {
	defs := map[string]translate.Pos{}
	var walk func([]*typer.Spec)
	walk = func(specs []*typer.Spec) {
		for _, sp := range specs {
			for _, n := range []string{sp.GoName, sp.InnerName, sp.CtorName, sp.UfuncNames.Array, sp.UfuncNames.Into, sp.UfuncNames.Slice, sp.UfuncNames.Loop,
				sp.UfuncNames.Reduce, sp.UfuncNames.ReduceSlice, sp.UfuncNames.ReduceAxes, sp.UfuncNames.ReduceAll,
				sp.UfuncNames.Accumulate, sp.UfuncNames.AccumulateSlice, sp.UfuncNames.Outer, sp.UfuncNames.OuterInto, sp.GufuncNames.Array, sp.GufuncNames.Into} {
				if n != "" {
					defs[n] = sp.Def.Pos
				}
			}
			walk(sp.Nested)
		}
	}
	walk(r.ck.prog.Specs)
	if cp := r.ck.prog.CUDA; cp != nil {
		for _, f := range append(append([]*typer.CUDAFunc{}, cp.Kernels...), cp.Devices...) {
			for _, n := range []string{f.GoName, f.LaunchName, f.DeviceLaunchName} {
				if n != "" {
					defs[n] = f.Def.Pos
				}
			}
		}
	}
	var cur, fn translate.Pos
	for _, l := range strings.Split(strings.TrimSuffix(string(r.out.Go), "\n"), "\n") {
		if m := markLine.FindStringSubmatch(l); m != nil {
			file, _ := strconv.Atoi(m[1])
			line, _ := strconv.Atoi(m[2])
			cur = translate.Pos{File: file, Line: line}
			continue
		}
		i := len(r.goSrc)
		r.goSrc = append(r.goSrc, l)
		if m := funcLine.FindStringSubmatch(l); m != nil {
			fn = defs[m[1]]
			cur = fn
			for j := i - 1; j >= 0 && strings.HasPrefix(r.goSrc[j], "//"); j-- {
				r.give(fn, j) // the doc comment
			}
		}
		switch {
		case l == "}":
			r.give(fn, i)
			cur, fn = translate.Pos{}, translate.Pos{}
		case cur.IsValid():
			r.give(cur, i)
		}
	}
	for _, lr := range r.lines {
		sort.Ints(lr.gos)
	}
}

func (r *report) give(p translate.Pos, goLine int) {
	if p.IsValid() {
		lr := r.at(p)
		lr.gos = append(lr.gos, goLine)
	}
}

// views are the NumPy functions whose array results view their argument rather than
// allocate (ascontiguousarray copies only a strided argument, which the strided-copy
// warning reports).
var views = map[string]bool{
	"numpy.reshape": true, "numpy.ravel": true, "numpy.transpose": true, "numpy.squeeze": true,
	"numpy.expand_dims": true, "numpy.atleast_1d": true, "numpy.atleast_2d": true, "numpy.atleast_3d": true,
	"numpy.swapaxes": true, "numpy.asarray": true, "numpy.ascontiguousarray": true,
}

// body walks statements at a loop depth, marking the lines inside loops, the bodies of
// parallel and vector loops (in: kindParallel or kindSIMD, or ""), and the assignments that
// allocate an array on every iteration.
func (r *report) body(sp *typer.Spec, body []translate.Stmt, depth int, in string) {
	for _, s := range body {
		if depth > 0 {
			r.loops[translate.Pos{File: s.At().File, Line: s.At().Line}] = true
			if in != "" {
				r.add(s.At(), in, "")
			}
		}
		switch s := s.(type) {
		case *translate.For:
			inner := in
			if sp.Info.Parallel[s] != nil {
				inner = kindParallel
			} else if r.at(s.Pos).kinds[kindSIMD] {
				inner = kindSIMD
			}
			r.body(sp, s.Body, depth+1, inner)
			r.body(sp, s.Else, depth, in)
			continue
		case *translate.While:
			r.body(sp, s.Body, depth+1, in)
			r.body(sp, s.Else, depth, in)
			continue
		case *translate.Assign:
			if depth > 0 && r.allocates(sp.Info, s.Value) {
				for _, t := range s.Targets {
					if n, ok := t.(*translate.Name); ok {
						r.add(s.Pos, kindAlloc, fmt.Sprintf("%s = ... allocates a new %s on every iteration", n.Id, sp.Info.Types[s.Value]))
					}
				}
			}
		case *translate.FuncStmt:
			continue
		}
		for _, b := range translate.Blocks(s) {
			r.body(sp, b, depth, in)
		}
	}
}

// allocates reports whether an expression makes a new array: an operation on arrays, or a
// NumPy function or ufunc with an array result that is not a view.
func (r *report) allocates(info *typer.Info, e translate.Expr) bool {
	if _, ok := info.Types[e].(*typer.Array); !ok {
		return false
	}
	switch e := e.(type) {
	case *translate.BinOp, *translate.UnaryOp, *translate.Compare:
		return true
	case *translate.Call:
		c := info.Calls[e]
		if c == nil {
			return false
		}
		switch c.Kind {
		case typer.CallUfunc:
			return c.Out == nil
		case typer.CallBuiltin:
			return c.Out == nil && strings.HasPrefix(c.Builtin, "numpy.") && !views[c.Builtin]
		}
	}
	return false
}

// bounds marks the lines inside loops whose Go indexes array elements with Go's bounds
// checks, unless the line runs as vector assembly.
func (r *report) bounds() {
	for p, lr := range r.lines {
		if !r.loops[p] || lr.kinds[kindSIMD] || lr.kinds[kindCUDA] {
			continue
		}
		data, wrap := false, false
		for _, i := range lr.gos {
			data = data || strings.Contains(r.goSrc[i], ".Data[")
			wrap = wrap || strings.Contains(r.goSrc[i], "kernels.Wrap(")
		}
		if data {
			r.add(p, kindBounds, "indexes array elements in a loop: Go checks each index against the array's bounds")
		}
		if wrap {
			r.add(p, kindBounds, "an index that may be negative is wrapped (kernels.Wrap) on every iteration")
		}
	}
}

// page renders the report.
func (r *report) page() []byte {
	var b strings.Builder
	title := r.ck.srcs[0].File
	if len(r.ck.srcs) > 1 {
		title = r.ck.emit.Source
	}
	counts := map[string]int{}
	for _, lr := range r.lines {
		for k := range lr.kinds {
			counts[k]++
		}
	}
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	fmt.Fprintf(&b, "<title>pygo: %s</title>\n<style>\n%s</style>\n</head>\n<body>\n", html.EscapeString(title), pageCSS)
	fmt.Fprintf(&b, "<header>\n<h1>pygo report: %s</h1>\n", html.EscapeString(title))
	b.WriteString("<p>Click a line to see the Go it became. <button id=\"expand\" type=\"button\">expand all</button> <button id=\"collapse\" type=\"button\">collapse all</button></p>\n<ul class=\"legend\">\n")
	for _, k := range kindOrder {
		fmt.Fprintf(&b, "<li class=\"k-%s\"><span class=\"sw\"></span>%s: <b>%d</b> line(s)</li>\n", k, html.EscapeString(kindLegend[k]), counts[k])
	}
	b.WriteString("</ul>\n</header>\n<main>\n")
	for fi, src := range r.ck.srcs {
		fmt.Fprintf(&b, "<section class=\"py\">\n<h2>%s</h2>\n<div class=\"src\">\n", html.EscapeString(src.File))
		for i, text := range r.ck.lines[fi] {
			n := i + 1
			text = strings.TrimRight(strings.ReplaceAll(text, "\t", "    "), "\r")
			lr := r.lines[translate.Pos{File: fi, Line: n}]
			id := fmt.Sprintf("f%dl%d", fi, n)
			if lr == nil || len(lr.gos) == 0 && len(lr.notes) == 0 {
				cls := ""
				if lr != nil {
					cls = r.classes(lr)
				}
				fmt.Fprintf(&b, "<div class=\"row%s\" id=\"%s\"><span class=\"ln\">%d</span><code>%s</code></div>\n", cls, id, n, html.EscapeString(text)+" ")
				continue
			}
			fmt.Fprintf(&b, "<details class=\"row%s\" id=\"%s\"><summary><span class=\"ln\">%d</span><code>%s</code>", r.classes(lr), id, n, html.EscapeString(text)+" ")
			for _, k := range kindOrder {
				if lr.kinds[k] {
					fmt.Fprintf(&b, "<span class=\"badge b-%s\">%s</span>", k, k)
				}
			}
			b.WriteString("</summary>\n<div class=\"go\">\n")
			for _, note := range lr.notes {
				fmt.Fprintf(&b, "<p class=\"note\">%s</p>\n", html.EscapeString(note))
			}
			if len(lr.gos) > 0 {
				b.WriteString("<pre>")
				prev := -2
				for _, g := range lr.gos {
					if prev >= 0 && g != prev+1 {
						b.WriteString("<span class=\"gap\">⋮</span>\n")
					}
					fmt.Fprintf(&b, "<a class=\"gln\" href=\"#g%d\">%4d</a> %s\n", g+1, g+1, html.EscapeString(r.goSrc[g]))
					prev = g
				}
				b.WriteString("</pre>\n")
			}
			b.WriteString("</div>\n</details>\n")
		}
		b.WriteString("</div>\n</section>\n")
	}
	b.WriteString("<section class=\"gofile\">\n<details>\n<summary><h2>The generated Go</h2></summary>\n<pre>")
	for i, l := range r.goSrc {
		fmt.Fprintf(&b, "<span id=\"g%d\"><span class=\"gln\">%4d</span> %s</span>\n", i+1, i+1, html.EscapeString(l))
	}
	b.WriteString("</pre>\n</details>\n</section>\n")
	if r.out.CUDA != "" {
		b.WriteString("<section class=\"gofile\">\n<details>\n<summary><h2>The generated CUDA C</h2></summary>\n<pre>")
		b.WriteString(html.EscapeString(r.out.CUDA))
		b.WriteString("</pre>\n</details>\n</section>\n")
	}
	if len(r.out.Loops) > 0 || len(r.out.NotVectorized) > 0 {
		b.WriteString("<section class=\"vec\">\n<h2>Vector loops</h2>\n<pre>")
		b.WriteString(html.EscapeString(vectorReport(r.out)))
		b.WriteString("</pre>\n</section>\n")
	}
	b.WriteString("</main>\n<script>\n" + pageJS + "</script>\n</body>\n</html>\n")
	return []byte(b.String())
}

// classes returns the CSS classes of a line: its first kind colours it.
func (r *report) classes(lr *lineReport) string {
	for _, k := range kindOrder {
		if lr.kinds[k] {
			return " k-" + k
		}
	}
	if len(lr.gos) > 0 {
		return " k-go"
	}
	return ""
}

const pageCSS = `body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{padding:12px 20px;background:#fff;border-bottom:1px solid #ddd;position:sticky;top:0;z-index:1}
h1{font-size:18px;margin:0 0 6px}h2{font-size:15px;margin:14px 0 6px;display:inline-block}
main{padding:0 20px 40px}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;padding:0;margin:6px 0 0;font-size:12px}
.legend .sw{display:inline-block;width:12px;height:12px;border-radius:2px;margin-right:5px;vertical-align:-2px;border:1px solid #0002}
.src{background:#fff;border:1px solid #ddd;border-radius:4px;overflow:auto}
.row{display:block;border-left:4px solid transparent}
.row>summary{list-style:none;cursor:pointer}.row>summary::-webkit-details-marker{display:none}
.row>summary,div.row{display:flex;align-items:baseline;white-space:pre;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace}
.ln{color:#999;width:44px;text-align:right;padding-right:12px;flex:none;user-select:none}
code{font:inherit;flex:none}
details.row>summary .ln::before{content:"▸ ";color:#777}details.row[open]>summary .ln::before{content:"▾ "}
.badge{font:11px system-ui,sans-serif;border-radius:8px;padding:0 6px;margin-left:8px;color:#fff}
.go{margin:2px 0 6px 48px;padding:6px 10px;background:#f4f6f8;border:1px solid #dde;border-radius:4px}
.go pre,.gofile pre,.vec pre{margin:0;font:12px/1.45 ui-monospace,Menlo,Consolas,monospace;white-space:pre}
.note{margin:2px 0 6px;font-size:12px;color:#333}
.gln{color:#999;text-decoration:none}.gap{color:#999}
.gofile pre,.vec pre{background:#fff;border:1px solid #ddd;padding:8px;overflow:auto}
:target{background:#ffec99!important}
.k-go{border-left-color:#c8ccd2}
.k-cuda{background:#f3e8ff;border-left-color:#8b5cf6}.k-cuda .sw,.b-cuda{background:#8b5cf6}
.k-simd{background:#dcfce7;border-left-color:#16a34a}.k-simd .sw,.b-simd{background:#16a34a}
.k-parallel{background:#dbeafe;border-left-color:#2563eb}.k-parallel .sw,.b-parallel{background:#2563eb}
.k-fused{background:#ccfbf1;border-left-color:#0d9488}.k-fused .sw,.b-fused{background:#0d9488}
.k-alloc{background:#ffedd5;border-left-color:#ea580c}.k-alloc .sw,.b-alloc{background:#ea580c}
.k-fallback{background:#fef9c3;border-left-color:#ca8a04}.k-fallback .sw,.b-fallback{background:#ca8a04}
.k-warning{background:#fee2e2;border-left-color:#dc2626}.k-warning .sw,.b-warning{background:#dc2626}
.k-bounds{background:#f1f5f9;border-left-color:#64748b}.k-bounds .sw,.b-bounds{background:#64748b}
.legend li{background:none}
`

const pageJS = `(function(){
var all=function(open){document.querySelectorAll('details.row').forEach(function(d){d.open=open;});};
document.getElementById('expand').onclick=function(){all(true);};
document.getElementById('collapse').onclick=function(){all(false);};
if(location.hash==='#all'){all(true);}
else if(location.hash){var t=document.querySelector(location.hash);if(t&&t.tagName==='DETAILS'){t.open=true;}}
})();
`
