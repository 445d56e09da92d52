package golden

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/gen"
	"github.com/pygo-lang/pygo/translate"
)

// TestCUDAOnCPU executes the emitted CUDA C itself, not only the Go twin: for every golden case
// with @cuda.jit kernels it compiles the case's CUDASource as C++ with g++ and cuda_cpu.h (the
// CUDA built-ins over threads and a barrier), performs every recorded launch on the recorded
// arrays, and compares the arrays after each launch with Numba's (want.jsonl). It is skipped
// when g++ is missing.
func TestCUDAOnCPU(t *testing.T) {
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
		if c.code != "" || !bytes.Contains(c.src, []byte("cuda.jit")) {
			continue
		}
		n++
		c := c
		t.Run(c.name, func(t *testing.T) {
			wants := c.wants(t)
			res, err := gen.Translate("in.py", c.src, gen.Config{Package: c.pkgName(), Sigs: c.sigs, LazySigs: lazySigs(c, wants)})
			if err != nil {
				t.Fatalf("translate:\n%s", gen.Render(err, c.src))
			}
			_, names := cudaSourceOf(t, res.Go)
			var main strings.Builder
			main.WriteString("int main() {\n")
			for i, text := range c.calls {
				if err := cppLaunch(&main, i, text, res.Entries, wants[i], names); err != nil {
					t.Fatalf("%s: %v", text, err)
				}
			}
			main.WriteString("\treturn 0;\n}\n")
			out := runCpp(t, gxx, "#include \""+header+"\"\n"+res.CUDA+"\n"+cppComplexPrint(res.CUDA)+main.String())
			compareCPU(t, c, wants, out)
		})
	}
	if n == 0 {
		t.Fatal("no golden case has CUDA kernels")
	}
}

// cppLaunch writes the C++ of one recorded launch: the arrays, the launch, and the printing of
// every array afterwards.
func cppLaunch(b *strings.Builder, i int, text string, entries []gen.Entry, w want, names map[string]string) error {
	e, err := translate.ParseExpr("call", text, translate.Pos{Line: 1, Col: 1})
	if err != nil {
		return err
	}
	call := e.(*translate.Call)
	sub := call.Func.(*translate.Subscript)
	var dims [2][3]int64
	config := sub.Index.(*translate.Tuple).Elts
	dynshared := "0"
	if len(config) == 4 {
		v, err := evalLiteral(config[3])
		if err != nil || v.v == nil {
			return fmt.Errorf("a launch's shared memory must be an integer")
		}
		dynshared = v.v.ExactString()
	}
	for k, d := range config[:2] {
		v, err := evalLiteral(d)
		if err != nil {
			return err
		}
		vals := []constant.Value{v.v}
		if v.v == nil {
			vals = nil
			for _, x := range v.elems {
				vals = append(vals, x.v)
			}
		}
		dims[k] = [3]int64{1, 1, 1}
		for j, x := range vals {
			dims[k][j], _ = constant.Int64Val(x)
		}
	}
	hc, err := bindCall(text, entries, w.Arrays, "p", w.Result)
	if err != nil {
		return err
	}
	kernel := names[hc.fn]
	arrays := w.Arrays
	fmt.Fprintf(b, "\t{\n\t\tprintf(\"@@call %d\\n\");\n", i)
	var args, prints []string
	nArr := 0
	for j, a := range call.Args {
		v, err := evalArg(a, &arrays)
		if err != nil {
			return err
		}
		typ := hc.types[j+len(hc.types)-len(call.Args)] // after the launch configuration
		if v.arr != nil {
			at, ok := parseArrayType(typ)
			if !ok {
				return fmt.Errorf("parameter type %s", typ)
			}
			name := fmt.Sprintf("a%d", j)
			var elems []string
			for _, s := range v.arr.Data {
				elems = append(elems, cppElem(s, at.dtype))
			}
			fmt.Fprintf(b, "\t\tstatic %s %s[] = {%s};\n", cppType(at.dtype), name, strings.Join(elems, ", "))
			args = append(args, name)
			strides := make([]int, len(v.arr.Shape))
			size := 1
			for k := len(v.arr.Shape) - 1; k >= 0; k-- {
				strides[k] = size
				size *= v.arr.Shape[k]
			}
			for _, s := range v.arr.Shape {
				args = append(args, strconv.Itoa(s)+"LL")
			}
			for _, s := range strides {
				args = append(args, strconv.Itoa(s)+"LL")
			}
			prints = append(prints, fmt.Sprintf("\t\tprintf(\"@@array %d\\n\"); pygo_print(%s, %d);\n", nArr, name, size))
			nArr++
			continue
		}
		lit := v.v.ExactString()
		if strings.HasPrefix(typ, "float") {
			f, _ := constant.Float64Val(constant.ToFloat(v.v))
			lit = strconv.FormatFloat(f, 'x', -1, 64)
		}
		if v.text != "" {
			lit = cppElem(v.text, typ)
		}
		args = append(args, "("+cppType(typ)+")("+lit+")")
	}
	fmt.Fprintf(b, "\t\tpygo_launch(dim3{%d, %d, %d}, dim3{%d, %d, %d}, %sLL, [&] { %s(%s); });\n",
		dims[0][0], dims[0][1], dims[0][2], dims[1][0], dims[1][1], dims[1][2], dynshared, kernel, strings.Join(args, ", "))
	for _, p := range prints {
		b.WriteString(p)
	}
	b.WriteString("\t}\n")
	return nil
}

func cppType(dtype string) string {
	return map[string]string{"bool": "bool", "int8": "signed char", "int16": "short", "int32": "int", "int64": "long long",
		"uint8": "unsigned char", "uint16": "unsigned short", "uint32": "unsigned int", "uint64": "unsigned long long",
		"float32": "float", "float64": "double", "complex64": "pygo_c64", "complex128": "pygo_c128"}[dtype]
}

func cppElem(s, dtype string) string {
	if strings.HasPrefix(dtype, "complex") {
		re, im := parsePyComplex(s)
		part := "float64"
		if dtype == "complex64" {
			part = "float32"
		}
		return cppType(dtype) + "(" + cppElem(re, part) + ", " + cppElem(im, part) + ")"
	}
	switch s {
	case "True":
		return "1"
	case "False":
		return "0"
	case "nan":
		return "NAN"
	case "inf":
		return "INFINITY"
	case "-inf":
		return "-INFINITY"
	}
	if strings.HasPrefix(dtype, "float") {
		f, _ := strconv.ParseFloat(s, 64)
		return strconv.FormatFloat(f, 'x', -1, 64)
	}
	return s + "LL"
}

// compareCPU compares the arrays the C++ printed with the arrays Numba recorded after each call.
func compareCPU(t *testing.T, c *goldenCase, wants []want, out string) {
	calls := strings.Split(out, "@@call ")[1:]
	if len(calls) != len(wants) {
		t.Fatalf("the C++ ran %d launches, want %d", len(calls), len(wants))
	}
	for i, part := range calls {
		arrays := strings.Split(part, "@@array ")[1:]
		if len(arrays) != len(wants[i].After) {
			t.Errorf("%s: %d arrays printed, want %d", c.calls[i], len(arrays), len(wants[i].After))
			continue
		}
		for j, a := range arrays {
			got := strings.Fields(a)[1:]
			wantText := wants[i].After[j]
			open := strings.LastIndex(wantText, "[")
			want := strings.Split(strings.TrimSuffix(wantText[open+1:], "])"), ", ")
			is32 := strings.HasPrefix(wantText, "array(float32") || strings.HasPrefix(wantText, "array(complex64")
			if len(got) != len(want) {
				t.Errorf("%s: array %d has %d elements, want %d", c.calls[i], j, len(got), len(want))
				continue
			}
			for k := range got {
				if !sameElem(got[k], want[k], is32) {
					t.Errorf("%s: array %d element %d is %s in the CUDA C, Numba gives %s", c.calls[i], j, k, got[k], want[k])
					break
				}
			}
		}
	}
}

func sameElem(got, want string, is32 bool) bool {
	if strings.HasSuffix(want, "j") || strings.HasSuffix(want, "j)") {
		gre, gim, ok := strings.Cut(got, ",")
		wre, wim := parsePyComplex(want)
		return ok && sameElem(gre, wre, is32) && sameElem(gim, wim, is32)
	}
	switch want {
	case "True":
		want = "1"
	case "False":
		want = "0"
	}
	if got == "-nan" { // glibc's printf of a NaN with its sign bit set (x86's default NaN)
		got = "nan"
	}
	g, err1 := strconv.ParseFloat(got, 64)
	w, err2 := strconv.ParseFloat(want, 64)
	if err1 != nil || err2 != nil {
		return got == want
	}
	if math.IsNaN(w) {
		return math.IsNaN(g)
	}
	tol := 1e-13
	if is32 {
		tol = 1e-6
	}
	return g == w || math.Abs(g-w) <= tol*math.Max(math.Abs(w), 1)
}

// cudaSourceOf returns the CUDASource constant of a generated file and its CUDAKernels map
// (launch function → kernel name), or "" when it has none.
func cudaSourceOf(t *testing.T, data []byte) (string, map[string]string) {
	if !bytes.Contains(data, []byte("CUDASource")) {
		return "", nil
	}
	f, err := parser.ParseFile(token.NewFileSet(), "x.go", data, 0)
	if err != nil {
		t.Fatal(err)
	}
	var src string
	kernels := map[string]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || len(vs.Names) != 1 || len(vs.Values) != 1 {
			return true
		}
		switch vs.Names[0].Name {
		case "CUDASource":
			src, _ = strconv.Unquote(vs.Values[0].(*ast.BasicLit).Value)
		case "CUDAKernels":
			for _, e := range vs.Values[0].(*ast.CompositeLit).Elts {
				kv := e.(*ast.KeyValueExpr)
				launch, _ := strconv.Unquote(kv.Key.(*ast.BasicLit).Value)
				k, _ := strconv.Unquote(kv.Value.(*ast.BasicLit).Value)
				kernels[launch] = k
			}
		}
		return false
	})
	return src, kernels
}

// cppComplexPrint declares pygo_print for the complex types of a CUDA source that has them:
// each element is printed as "re,im".
func cppComplexPrint(src string) string {
	if !strings.Contains(src, "struct pygo_c128") {
		return ""
	}
	return `static void pygo_print(const pygo_c128 *a, long long n) { for (long long i = 0; i < n; i++) printf("%.17g,%.17g\n", a[i].re, a[i].im); }
static void pygo_print(const pygo_c64 *a, long long n) { for (long long i = 0; i < n; i++) printf("%.9g,%.9g\n", (double)a[i].re, (double)a[i].im); }
`
}

// parsePyComplex splits Python's repr of a complex number ("(1+2j)", "-3j", "(nan-infj)") into
// the reprs of its real and imaginary parts.
func parsePyComplex(s string) (re, im string) {
	s = strings.TrimSuffix(strings.TrimPrefix(s, "("), ")")
	s = strings.TrimSuffix(s, "j")
	for i := len(s) - 1; i > 0; i-- {
		if (s[i] == '+' || s[i] == '-') && s[i-1] != 'e' && s[i-1] != 'E' {
			return s[:i], strings.TrimPrefix(s[i:], "+")
		}
	}
	return "0.0", s
}

// runCpp compiles a C++ program (the CUDA C with cuda_cpu.h and a main) with g++ and returns
// what it prints.
func runCpp(t *testing.T, gxx, src string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "k.cpp"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	build := exec.Command(gxx, "-std=c++17", "-O0", "-pthread", "-w", "-o", filepath.Join(dir, "k"), filepath.Join(dir, "k.cpp"))
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("g++ rejects the CUDA C: %v\n%s", err, out)
	}
	out, err := exec.Command(filepath.Join(dir, "k")).Output()
	if err != nil {
		t.Fatalf("running the CUDA C: %v", err)
	}
	return string(out)
}
