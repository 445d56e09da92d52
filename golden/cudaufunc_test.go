package golden

import (
	"fmt"
	"go/constant"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/gen"
	"github.com/pygo-lang/pygo/translate"
)

// cudaTargetRE finds a @vectorize(..., target='cuda') decorator's option.
var cudaTargetRE = regexp.MustCompile(`target\s*=\s*["']cuda["']`)

// TestCUDAUfuncOnCPU executes the kernels emitted for target='cuda' ufuncs and gufuncs, as
// TestCUDAOnCPU does for @cuda.jit kernels: for every call of a case's CUDA ufunc, it picks the
// loop NumPy picks, broadcasts the recorded inputs to the result's shape (a scalar is one
// element with stride 0, as kernels.FlatIn passes it), launches the loop's kernel over them in
// C++ with cuda_cpu.h, and compares the elements with Numba's result; a gufunc call runs its
// kernel at every loop position (cppGufuncCall). It is skipped when g++ is missing.
func TestCUDAUfuncOnCPU(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("g++ not found: the CUDA C is not executed on the CPU")
	}
	header, err := filepath.Abs("cuda_cpu.h")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range loadCases(t) {
		if c.code != "" || !cudaTargetRE.Match(c.src) {
			continue
		}
		n++
		c := c
		t.Run(c.name, func(t *testing.T) {
			wants := c.wants(t)
			res, err := gen.Translate("in.py", c.src, gen.Config{Package: c.pkgName(), Sigs: c.sigs})
			if err != nil {
				t.Fatalf("translate:\n%s", gen.Render(err, c.src))
			}
			_, names := cudaSourceOf(t, res.Go)
			var main strings.Builder
			main.WriteString("int main() {\n")
			ran := 0
			for i, text := range c.calls {
				ok, err := true, error(nil)
				if isGufuncCall(text, res.Entries) {
					ok, err = cppGufuncCall(&main, i, text, res.Entries, wants[i], names)
				} else {
					err = cppUfuncCall(&main, i, text, res.Entries, wants[i], names)
				}
				if err != nil {
					t.Fatalf("%s: %v", text, err)
				}
				if ok {
					ran++
				}
			}
			if ran == 0 {
				t.Fatal("no call could be laid out for the kernels")
			}
			main.WriteString("\treturn 0;\n}\n")
			out := runCpp(t, gxx, "#include \""+header+"\"\n"+res.CUDA+"\n"+main.String())
			for _, part := range strings.Split(out, "@@call ")[1:] {
				fields := strings.Fields(part)
				i, _ := strconv.Atoi(fields[0])
				got := fields[1:]
				w := wants[i].Result
				open := strings.LastIndex(w, "[")
				want := strings.Split(strings.TrimSuffix(w[open+1:], "])"), ", ")
				if len(got) != len(want) {
					t.Errorf("%s: %d elements, want %d", c.calls[i], len(got), len(want))
					continue
				}
				for k := range got {
					if !sameElem(got[k], want[k], strings.HasPrefix(w, "array(float32")) {
						t.Errorf("%s: element %d is %s in the CUDA C, Numba gives %s", c.calls[i], k, got[k], want[k])
						break
					}
				}
			}
		})
	}
	if n == 0 {
		t.Fatal("no golden case has a CUDA ufunc")
	}
}

// cppUfuncCall writes the C++ of one ufunc call: the inputs broadcast to the result's shape,
// the launch of the picked loop's kernel (two blocks of 4 threads, so that the grid-stride loop
// wraps), and the printing of the output.
func cppUfuncCall(b *strings.Builder, i int, text string, entries []gen.Entry, w want, names map[string]string) error {
	e, err := translate.ParseExpr("call", text, translate.Pos{Line: 1, Col: 1})
	if err != nil {
		return err
	}
	call := e.(*translate.Call)
	name := translate.DottedName(call.Func)
	var loops []gen.Entry
	for _, en := range entries {
		if en.Py == name && en.Ufunc != nil {
			loops = append(loops, en)
		}
	}
	arrays := w.Arrays
	var args []pyValue
	for _, a := range call.Args {
		v, err := evalArg(a, &arrays)
		if err != nil {
			return err
		}
		args = append(args, v)
	}
	en, ok := pickUfuncLoop(loops, args, resultDtype(w.Result))
	if !ok {
		return fmt.Errorf("no loop of %s takes these inputs", name)
	}
	kernel := names["cudaLoop"+en.Go]
	if kernel == "" {
		return fmt.Errorf("no CUDA kernel for the loop %s", en.Go)
	}
	shape, err := resultShape(w.Result)
	if err != nil {
		return err
	}
	size := 1
	for _, s := range shape {
		size *= s
	}
	fmt.Fprintf(b, "\t{\n\t\tprintf(\"@@call %d\\n\");\n", i)
	var kargs []string
	for j, v := range args {
		dtype := en.Params[j]
		name := fmt.Sprintf("in%d", j)
		var elems []string
		stride := 1
		if v.arr == nil {
			elems, stride = []string{cppScalar(v, dtype)}, 0
		} else {
			for _, s := range broadcastC(v.arr, shape) {
				elems = append(elems, cppElem(s, dtype))
			}
		}
		fmt.Fprintf(b, "\t\tstatic %s %s[] = {%s};\n", cppType(dtype), name, strings.Join(elems, ", "))
		kargs = append(kargs, name, strconv.Itoa(size)+"LL", strconv.Itoa(stride)+"LL")
	}
	fmt.Fprintf(b, "\t\tstatic %s out[%d];\n", cppType(en.Results[0]), max(size, 1))
	kargs = append(kargs, "out", strconv.Itoa(size)+"LL", "1LL")
	fmt.Fprintf(b, "\t\tpygo_launch(dim3{2, 1, 1}, dim3{4, 1, 1}, 0LL, [&] { %s(%s); });\n", kernel, strings.Join(kargs, ", "))
	fmt.Fprintf(b, "\t\tpygo_print(out, %d);\n\t}\n", size)
	return nil
}

// resultShape reads the shape of an array repr: array(float64, (2, 3), [...]).
func resultShape(repr string) ([]int, error) {
	open, end := strings.Index(repr, "("), strings.Index(repr, ")")
	if !strings.HasPrefix(repr, "array(") || open < 0 || end < 0 {
		return nil, fmt.Errorf("the result %q is not an array", repr)
	}
	inner := repr[strings.Index(repr[open+1:], "(")+open+2 : end]
	var shape []int
	for _, f := range strings.Split(inner, ",") {
		if f = strings.TrimSpace(f); f != "" {
			n, err := strconv.Atoi(f)
			if err != nil {
				return nil, err
			}
			shape = append(shape, n)
		}
	}
	return shape, nil
}

// broadcastC returns the elements of a recorded array broadcast to shape, in C order.
func broadcastC(a *recArray, shape []int) []string {
	nd := len(a.Shape)
	// The recorded data is in C order, or F order for an F-contiguous array.
	strides := make([]int, nd)
	size := 1
	if strings.HasSuffix(a.Type, ", F)") {
		for k := 0; k < nd; k++ {
			strides[k], size = size, size*a.Shape[k]
		}
	} else {
		for k := nd - 1; k >= 0; k-- {
			strides[k], size = size, size*a.Shape[k]
		}
	}
	total := 1
	for _, s := range shape {
		total *= s
	}
	out := make([]string, 0, total)
	idx := make([]int, len(shape))
	for range total {
		off := 0
		for k := 0; k < nd; k++ {
			if a.Shape[k] != 1 {
				off += idx[len(shape)-nd+k] * strides[k]
			}
		}
		out = append(out, a.Data[off])
		for k := len(shape) - 1; k >= 0; k-- {
			if idx[k]++; idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
	}
	return out
}

// cppGufuncCall writes the C++ of one gufunc call: the picked loop's kernel over the recorded
// inputs, each passed as recorded (C order, its core views one after another: a loop stride of
// the core's size, or 0 for an input without loop dimensions), into a new output. It reports
// false for a call it cannot lay out this way (an output given, inputs broadcast partly).
func cppGufuncCall(b *strings.Builder, i int, text string, entries []gen.Entry, w want, names map[string]string) (bool, error) {
	e, err := translate.ParseExpr("call", text, translate.Pos{Line: 1, Col: 1})
	if err != nil {
		return false, err
	}
	call := e.(*translate.Call)
	name := translate.DottedName(call.Func)
	var loops []gen.Entry
	for _, en := range entries {
		if en.Py == name && en.Gufunc != nil {
			loops = append(loops, en)
		}
	}
	if len(loops) == 0 {
		return false, fmt.Errorf("%s is not a gufunc", name)
	}
	g := loops[0].Gufunc
	if len(call.Args) != g.Nin || len(call.Keywords) > 0 || len(g.Core) != g.Nin+1 {
		return false, nil
	}
	arrays := w.Arrays
	var args []pyValue
	for _, a := range call.Args {
		v, err := evalArg(a, &arrays)
		if err != nil {
			return false, err
		}
		args = append(args, v)
	}
	// The loop is the first whose input dtypes the inputs cast to, as bindGufunc picks it.
	var byDtype []gen.Entry
	for _, en := range loops {
		d := en
		d.Params = nil
		for _, p := range en.Params[:g.Nin] {
			if a, ok := parseArrayType(p); ok {
				p = a.dtype
			}
			d.Params = append(d.Params, p)
		}
		a, _ := parseArrayType(en.Params[g.Nin])
		d.Results = []string{a.dtype}
		byDtype = append(byDtype, d)
	}
	pick, ok := pickUfuncLoop(byDtype, args, resultDtype(w.Result))
	if !ok {
		return false, fmt.Errorf("no loop of %s takes these inputs", name)
	}
	kernel := names["cudaLoop"+pick.Go]
	if kernel == "" {
		return false, fmt.Errorf("no CUDA kernel for the loop %s", pick.Go)
	}
	shape, err := resultShape(w.Result)
	if err != nil {
		return false, err
	}
	ncoreOut := g.Core[g.Nin]
	loopShape := shape[:len(shape)-ncoreOut]
	nloops := 1
	for _, s := range loopShape {
		nloops *= s
	}
	fmt.Fprintf(b, "\t{\n\t\tprintf(\"@@call %d\\n\");\n", i)
	kargs := []string{strconv.Itoa(nloops) + "LL"}
	cStrides := func(core []int) []string {
		var out []string
		s := 1
		for k := len(core) - 1; k >= 0; k-- {
			out = append([]string{strconv.Itoa(s) + "LL"}, out...)
			s *= core[k]
		}
		return out
	}
	for j, v := range args {
		dtype := pick.Params[j]
		in := fmt.Sprintf("in%d", j)
		if v.arr == nil {
			fmt.Fprintf(b, "\t\tstatic %s %s[] = {%s};\n", cppType(dtype), in, cppScalar(v, dtype))
			kargs = append(kargs, in, "0LL")
			continue
		}
		nd := len(v.arr.Shape)
		core := v.arr.Shape[nd-g.Core[j]:]
		coreSize, inLoops := 1, 1
		for _, s := range core {
			coreSize *= s
		}
		for _, s := range v.arr.Shape[:nd-g.Core[j]] {
			inLoops *= s
		}
		outer := coreSize
		switch {
		case inLoops == 1 && nloops > 1:
			outer = 0
		case inLoops != nloops:
			return false, nil
		}
		var elems []string
		for _, s := range broadcastC(v.arr, v.arr.Shape) {
			elems = append(elems, cppElem(s, dtype))
		}
		fmt.Fprintf(b, "\t\tstatic %s %s[] = {%s};\n", cppType(dtype), in, strings.Join(elems, ", "))
		kargs = append(kargs, in)
		for _, s := range core {
			kargs = append(kargs, strconv.Itoa(s)+"LL")
		}
		kargs = append(append(kargs, cStrides(core)...), strconv.Itoa(outer)+"LL")
	}
	outCore := shape[len(shape)-ncoreOut:]
	if ncoreOut == 0 {
		outCore = []int{1}
	}
	size := nloops
	for _, s := range outCore {
		size *= s
	}
	fmt.Fprintf(b, "\t\tstatic %s out[%d];\n", cppType(pick.Results[0]), max(size, 1))
	kargs = append(kargs, "out")
	for _, s := range outCore {
		kargs = append(kargs, strconv.Itoa(s)+"LL")
	}
	kargs = append(append(kargs, cStrides(outCore)...), strconv.Itoa(size/max(nloops, 1))+"LL")
	fmt.Fprintf(b, "\t\tpygo_launch(dim3{2, 1, 1}, dim3{4, 1, 1}, 0LL, [&] { %s(%s); });\n", kernel, strings.Join(kargs, ", "))
	fmt.Fprintf(b, "\t\tpygo_print(out, %d);\n\t}\n", size)
	return true, nil
}

// isGufuncCall reports whether a call line calls a gufunc.
func isGufuncCall(text string, entries []gen.Entry) bool {
	name, _, _ := strings.Cut(text, "(")
	for _, en := range entries {
		if en.Py == strings.TrimSpace(name) && en.Gufunc != nil {
			return true
		}
	}
	return false
}

// cppScalar spells a scalar call argument as a C++ element of dtype.
func cppScalar(v pyValue, dtype string) string {
	lit := v.v.ExactString()
	if strings.HasPrefix(dtype, "float") {
		f, _ := constant.Float64Val(constant.ToFloat(v.v))
		lit = strconv.FormatFloat(f, 'g', -1, 64)
	}
	if v.text != "" {
		lit = v.text
	}
	return cppElem(lit, dtype)
}
