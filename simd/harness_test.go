package simd

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/pygo-lang/pygo/kernels"
)

// The differential tests lower testLoops for every ISA, write the assembly, its stubs and a small
// main package that calls each function on inputs read from stdin into a temporary module, vet
// and build it once, and compare what it computes, bit for bit, with Eval.

// guard is the number of elements after the n of every array, which no function may change.
const guard = 8

// harnessStreamBytes is the harness's Config.StreamBytes: small enough that the longer calls
// at offset 0 (aligned buffers) run the streaming blocks.
const harnessStreamBytes = 256

// harness is the built test program.
type harness struct {
	loops []testLoop
	out   *Output
	dir   string // the module
	bin   string // the program
	vet   []byte // go vet's output
}

var (
	harnessOnce sync.Once
	harnessErr  error
	theHarness  *harness
)

// buildHarness generates, vets and builds the harness once per test binary.
func buildHarness(t testing.TB) *harness {
	t.Helper()
	if runtime.GOARCH != "amd64" {
		t.Skip("the generated assembly is amd64 only")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	harnessOnce.Do(func() { theHarness, harnessErr = newHarness() })
	if harnessErr != nil {
		t.Fatal(harnessErr)
	}
	return theHarness
}

func newHarness() (*harness, error) {
	h := &harness{loops: testLoops()}
	var loops []*Loop
	for _, tl := range h.loops {
		loops = append(loops, tl.l)
	}
	out, err := Generate(Config{Package: "main", StreamBytes: harnessStreamBytes}, loops)
	if err != nil {
		return nil, err
	}
	var want []string
	for _, tl := range h.loops {
		if tl.noAVX2 {
			want = append(want, (&UnsupportedError{Loop: tl.l.Name, ISA: AVX2}).Error())
		}
	}
	var got []string
	for _, err := range out.Unsupported {
		s, _, _ := strings.Cut(err.Error(), ": too many")
		got = append(got, s+": ")
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		return nil, fmt.Errorf("unsupported: %v, want %q", out.Unsupported, want)
	}
	h.out = out
	dir, err := os.MkdirTemp("", "simdharness")
	if err != nil {
		return nil, err
	}
	h.dir = dir
	files := map[string][]byte{
		"go.mod":         []byte("module simdharness\n\ngo 1.26\n"),
		"loops_amd64.s":  out.Asm,
		"loops_amd64.go": out.Stubs,
		"main.go":        []byte(harnessMain),
		"run.go":         h.runSource(),
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o666); err != nil {
			return nil, err
		}
	}
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOTOOLCHAIN=local")
	vet := exec.Command("go", "vet", ".")
	vet.Dir, vet.Env = dir, env
	h.vet, err = vet.CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("go vet: %v\n%s", err, h.vet)
	}
	h.bin = filepath.Join(dir, "harness")
	build := exec.Command("go", "build", "-o", h.bin, ".")
	build.Dir, build.Env = dir, env
	if b, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go build: %v\n%s", err, b)
	}
	return h, nil
}

func TestMain(m *testing.M) {
	code := m.Run()
	if theHarness != nil {
		os.RemoveAll(theHarness.dir)
	}
	os.Exit(code)
}

// runSource writes run.go: one case per generated function, which reads the arrays (aliases
// share a slice), scalars and accumulators, calls the function and writes done, the arrays and
// the accumulators back.
func (h *harness) runSource() []byte {
	var b bytes.Buffer
	b.WriteString("package main\n\nfunc run(fn, n, off int, r *reader, w *writer) {\n\tsize := off + n + guard\n\t_ = size\n\tswitch fn {\n")
	for fi, f := range h.out.Funcs {
		tl := h.loops[f.Loop]
		l := tl.l
		fmt.Fprintf(&b, "\tcase %d: // %s\n", fi, f.Name)
		var args []string
		for j, a := range l.Arrays {
			if k, ok := tl.alias[j]; ok {
				fmt.Fprintf(&b, "\t\ta%d := a%d\n", j, k)
			} else {
				fmt.Fprintf(&b, "\t\ta%d := r.%ss(size)\n", j, a.Elem)
			}
			args = append(args, fmt.Sprintf("a%d[off:off+n]", j))
		}
		for j, s := range l.Scalars {
			fmt.Fprintf(&b, "\t\ts%d := %s(r.float64())\n", j, s.Type)
			args = append(args, fmt.Sprintf("s%d", j))
		}
		if red := l.Reduce; red != nil {
			rt := l.Nodes[red.Node].Type
			fmt.Fprintf(&b, "\t\tvar acc [%d]%s\n\t\tfor j := range acc {\n\t\t\tacc[j] = %s(r.float64())\n\t\t}\n", ReduceWidth, rt, rt)
			args = append(args, "&acc")
		}
		fmt.Fprintf(&b, "\t\tw.u64(uint64(%s(%s)))\n", f.Name, strings.Join(args, ", "))
		for j, a := range l.Arrays {
			if _, ok := tl.alias[j]; !ok {
				fmt.Fprintf(&b, "\t\tw.%ss(a%d)\n", a.Elem, j)
			}
		}
		if l.Reduce != nil {
			b.WriteString("\t\tfor _, v := range acc {\n\t\t\tw.float64(float64(v))\n\t\t}\n")
		}
	}
	b.WriteString("\tdefault:\n\t\tpanic(\"unknown function\")\n\t}\n}\n")
	return b.Bytes()
}

// harnessMain is the fixed part of the harness: the wire format and, with the argument bench,
// the Horner benchmark.
const harnessMain = `package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"testing"
	"unsafe"
)

const guard = 8

type reader struct{ r *bufio.Reader }

func (r *reader) u64() uint64 {
	var b [8]byte
	if _, err := io.ReadFull(r.r, b[:]); err != nil {
		panic(err)
	}
	return binary.LittleEndian.Uint64(b[:])
}

func (r *reader) float64() float64 { return math.Float64frombits(r.u64()) }

// float64s and float32s return buffers that start on 64 bytes, so that a call at offset 0
// runs the streaming blocks of stream.go (harnessStreamBytes) and one at another offset the
// ordinary ones.
func (r *reader) float64s(n int) []float64 {
	s := aligned[float64](n)
	for i := range s {
		s[i] = r.float64()
	}
	return s
}

func (r *reader) float32s(n int) []float32 {
	s := aligned[float32](n)
	for i := range s {
		s[i] = math.Float32frombits(uint32(r.u64()))
	}
	return s
}

func aligned[T float32 | float64](n int) []T {
	var zero T
	size := int(unsafe.Sizeof(zero))
	s := make([]T, n+64/size)
	if k := int(uintptr(unsafe.Pointer(&s[0])) % 64); k != 0 {
		s = s[(64-k)/size:]
	}
	return s[:n:n]
}

type writer struct{ w *bufio.Writer }

func (w *writer) u64(v uint64) {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], v)
	w.w.Write(b[:])
}

func (w *writer) float64(v float64) { w.u64(math.Float64bits(v)) }

func (w *writer) float64s(s []float64) {
	for _, v := range s {
		w.float64(v)
	}
}

func (w *writer) float32s(s []float32) {
	for _, v := range s {
		w.u64(uint64(math.Float32bits(v)))
	}
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "bench" {
		bench(os.Args[2:])
		return
	}
	r := &reader{bufio.NewReader(os.Stdin)}
	w := &writer{bufio.NewWriter(os.Stdout)}
	for {
		if _, err := r.r.Peek(1); err == io.EOF {
			break
		}
		fn, n, off := int(r.u64()), int(r.u64()), int(r.u64())
		run(fn, n, off, r, w)
	}
	if err := w.w.Flush(); err != nil {
		panic(err)
	}
}

// hornerGo is the scalar Go loop of horner64, as emit writes it.
func hornerGo(out, x []float64) {
	for i := range out {
		xi := x[i]
		out[i] = ((1.5*xi+-0.25)*xi+3.0625)*xi + 0.5
	}
}

// hornerAsm runs a horner64 function and finishes with the Go tail, as generated code does.
func hornerAsm(f func(out, x []float64) int) func(out, x []float64) {
	return func(out, x []float64) {
		done := f(out, x)
		hornerGo(out[done:], x[done:len(out)])
	}
}

// dotGo is the sequential Go loop of sum64 (what a serial loop computes).
func dotGo(x, y []float64) float64 {
	s := 0.0
	for i := range x {
		s += x[i] * y[i]
	}
	return s
}

// dotAsm runs a sum64 function, the Go tail and the fixed combine, as generated code does.
func dotAsm(f func(x, y []float64, acc *[32]float64) int) func(x, y []float64) float64 {
	return func(x, y []float64) float64 {
		var acc [32]float64
		for j := range acc {
			acc[j] = math.Copysign(0, -1)
		}
		done := f(x, y, &acc)
		for i := done; i < len(x); i++ {
			acc[i%32] += x[i] * y[i]
		}
		for w := 16; w > 0; w /= 2 {
			for j := range w {
				acc[j] += acc[j+w]
			}
		}
		return 0 + acc[0]
	}
}

type variant struct {
	name string
	f    func(out, x []float64)
}

func bench(isas []string) {
	const n = 4096
	x, out := make([]float64, n), make([]float64, n)
	for i := range x {
		x[i] = float64(i)/n*2 - 1
	}
	var sink float64
	dot := func(f func(x, y []float64) float64) func(out, x []float64) {
		return func(out, x []float64) { sink += f(x, out) }
	}
	variants := []variant{{"horner/go", hornerGo}, {"dot/go", dot(dotGo)}}
	// exp and log over [-1, 1) and [1, 3), without a Go tail (n is a multiple of the lanes); their
	// Go loops are timed by the test, which can call libm.
	exp := func(f func(out, x []float64) int) func(out, x []float64) {
		return func(out, x []float64) { f(out, x) }
	}
	log := func(f func(out, x []float64) int) func(out, x []float64) {
		xl := make([]float64, len(x))
		for i := range x {
			xl[i] = x[i] + 2
		}
		return func(out, _ []float64) { f(out, xl) }
	}
	// sin and cos over [-8, 8).
	trig := func(f func(out, x []float64) int) func(out, x []float64) {
		xt := make([]float64, len(x))
		for i := range x {
			xt[i] = x[i] * 8
		}
		return func(out, _ []float64) { f(out, xt) }
	}
	// tan, tanh, expm1, atan and exp2 over [-8, 8), log1p over [-0.9, 7.1), log2 over [0.5, 16.5),
	// atan2 of [-8, 8) and 0.75, erf and erfc over [-4, 4).
	scaled := func(f func(out, x []float64) int, a, b float64) func(out, x []float64) {
		xt := make([]float64, len(x))
		for i := range x {
			xt[i] = x[i]*a + b
		}
		return func(out, _ []float64) { f(out, xt) }
	}
	atan2 := func(f func(out, y, x []float64) int) func(out, x []float64) {
		yt, xt := make([]float64, len(x)), make([]float64, len(x))
		for i := range x {
			yt[i], xt[i] = x[i]*8, 0.75
		}
		return func(out, _ []float64) { f(out, yt, xt) }
	}
	// pow of x over [0.5, 16.5) and y over [-4, 4).
	pow := func(f func(out, x, y []float64) int) func(out, x []float64) {
		xt, yt := make([]float64, len(x)), make([]float64, len(x))
		for i := range x {
			xt[i], yt[i] = x[i]*8+8.5, x[i]*4
		}
		return func(out, _ []float64) { f(out, xt, yt) }
	}
	// powf of x over [0.5, 16.5) and y over [-4, 4), on float32 slices.
	powf := func(f func(out, x, y []float32) int) func(out, x []float64) {
		o, xt, yt := make([]float32, len(x)), make([]float32, len(x)), make([]float32, len(x))
		for i := range x {
			xt[i], yt[i] = float32(x[i]*8+8.5), float32(x[i]*4)
		}
		return func(_, _ []float64) { f(o, xt, yt) }
	}
	// expf over [-8, 8) and logf over [0.5, 16.5), on float32 slices.
	f32 := func(f func(out, x []float32) int, a, b float64) func(out, x []float64) {
		o, xt := make([]float32, len(x)), make([]float32, len(x))
		for i := range x {
			xt[i] = float32(x[i]*a + b)
		}
		return func(_, _ []float64) { f(o, xt) }
	}
	// 0.5 (1 + erf(x s)) and erfc(x) 2 - erfc(-x) over [-4, 4) (vmathErfSpill, which AVX2 runs with
	// spilled values).
	erfSpill := func(f func(o0, o1, x []float64, s float64) int) func(out, x []float64) {
		o1, xt := make([]float64, len(x)), make([]float64, len(x))
		for i := range x {
			xt[i] = x[i] * 4
		}
		return func(out, _ []float64) { f(out, o1, xt, 0.7071067811865476) }
	}
	for _, isa := range isas {
		switch isa {
		case "AVX512":
			variants = append(variants, variant{"erfspill/AVX512", erfSpill(vmathErfSpillAVX512)})
		case "AVX2":
			variants = append(variants, variant{"erfspill/AVX2", erfSpill(vmathErfSpillAVX2)})
		}
		switch isa {
		case "AVX512":
			variants = append(variants, variant{"expf/AVX512", f32(vmathExpfAVX512, 8, 0)}, variant{"logf/AVX512", f32(vmathLogfAVX512, 8, 8.5)},
				variant{"expf/AVX512gather", f32(vmathExpfGatherAVX512, 8, 0)}, variant{"logf/AVX512gather", f32(vmathLogfGatherAVX512, 8, 8.5)},
				variant{"exp/AVX512gather", exp(vmathExpGatherAVX512)}, variant{"log/AVX512gather", log(vmathLogGatherAVX512)},
				variant{"tanh/AVX512gather", scaled(vmathTanhGatherAVX512, 8, 0)}, variant{"atan/AVX512gather", scaled(vmathAtanGatherAVX512, 8, 0)})
		case "AVX2":
			variants = append(variants, variant{"expf/AVX2", f32(vmathExpfAVX2, 8, 0)}, variant{"logf/AVX2", f32(vmathLogfAVX2, 8, 8.5)},
				variant{"expf/AVX2gather", f32(vmathExpfGatherAVX2, 8, 0)}, variant{"logf/AVX2gather", f32(vmathLogfGatherAVX2, 8, 8.5)},
				variant{"exp/AVX2gather", exp(vmathExpGatherAVX2)}, variant{"log/AVX2gather", log(vmathLogGatherAVX2)},
				variant{"tanh/AVX2gather", scaled(vmathTanhGatherAVX2, 8, 0)}, variant{"atan/AVX2gather", scaled(vmathAtanGatherAVX2, 8, 0)})
		}
		switch isa {
		case "AVX512":
			variants = append(variants, variant{"tan/AVX512", scaled(vmathTanAVX512, 8, 0)},
				variant{"tanh/AVX512", scaled(vmathTanhAVX512, 8, 0)}, variant{"expm1/AVX512", scaled(vmathExpm1AVX512, 8, 0)},
				variant{"log1p/AVX512", scaled(vmathLog1pAVX512, 4, 3.1)}, variant{"atan/AVX512", scaled(vmathAtanAVX512, 8, 0)},
				variant{"atan2/AVX512", atan2(vmathAtan2AVX512)}, variant{"erf/AVX512", scaled(vmathErfAVX512, 4, 0)},
				variant{"erfc/AVX512", scaled(vmathErfcAVX512, 4, 0)}, variant{"exp2/AVX512", scaled(vmathExp2AVX512, 8, 0)},
				variant{"log2/AVX512", scaled(vmathLog2AVX512, 8, 8.5)}, variant{"pow/AVX512", pow(vmathPowAVX512)},
				variant{"powf/AVX512", powf(vmathFPowAVX512)})
		case "AVX2":
			variants = append(variants, variant{"tan/AVX2", scaled(vmathTanAVX2, 8, 0)},
				variant{"tanh/AVX2", scaled(vmathTanhAVX2, 8, 0)}, variant{"expm1/AVX2", scaled(vmathExpm1AVX2, 8, 0)},
				variant{"log1p/AVX2", scaled(vmathLog1pAVX2, 4, 3.1)}, variant{"atan/AVX2", scaled(vmathAtanAVX2, 8, 0)},
				variant{"atan2/AVX2", atan2(vmathAtan2AVX2)}, variant{"erf/AVX2", scaled(vmathErfAVX2, 4, 0)},
				variant{"erfc/AVX2", scaled(vmathErfcAVX2, 4, 0)}, variant{"exp2/AVX2", scaled(vmathExp2AVX2, 8, 0)},
				variant{"log2/AVX2", scaled(vmathLog2AVX2, 8, 8.5)}, variant{"pow/AVX2", pow(vmathPowAVX2)},
				variant{"powf/AVX2", powf(vmathFPowAVX2)})
		}
		switch isa {
		case "AVX512":
			variants = append(variants, variant{"horner/AVX512", hornerAsm(horner64AVX512)}, variant{"dot/AVX512", dot(dotAsm(sum64AVX512))},
				variant{"exp/AVX512", exp(vmathExpAVX512)}, variant{"log/AVX512", log(vmathLogAVX512)},
				variant{"sin/AVX512", trig(vmathSinAVX512)}, variant{"cos/AVX512", trig(vmathCosAVX512)})
		case "AVX2":
			variants = append(variants, variant{"horner/AVX2", hornerAsm(horner64AVX2)}, variant{"dot/AVX2", dot(dotAsm(sum64AVX2))},
				variant{"exp/AVX2", exp(vmathExpAVX2)}, variant{"log/AVX2", log(vmathLogAVX2)},
				variant{"sin/AVX2", trig(vmathSinAVX2)}, variant{"cos/AVX2", trig(vmathCosAVX2)})
		}
	}
	for _, v := range variants {
		best := math.Inf(1)
		for range 3 {
			res := testing.Benchmark(func(b *testing.B) {
				for range b.N {
					v.f(out, x)
				}
			})
			best = min(best, float64(res.T.Nanoseconds())/float64(res.N)/n)
		}
		fmt.Printf("%s %.4f\n", v.name, best)
	}
	_ = sink
}
`

// supportedISAs returns the ISAs that this CPU (lowered by PYGO_ISA) runs.
func supportedISAs() map[ISA]bool {
	m := map[ISA]bool{}
	if kernels.VectorISA() >= kernels.ISAAVX2 {
		m[AVX2] = true
	}
	if kernels.VectorISA() >= kernels.ISAAVX512 {
		m[AVX512] = true
	}
	return m
}

// job is one call of one generated function.
type job struct {
	fn     int // index into Output.Funcs
	n, off int
	arrays []any // the buffers (off + n + guard elements); aliases share one
	scal   []float64
	acc    Acc
}

func (j *job) encode(w *bytes.Buffer, tl testLoop) {
	u64 := func(v uint64) { w.Write(binary.LittleEndian.AppendUint64(nil, v)) }
	u64(uint64(j.fn))
	u64(uint64(j.n))
	u64(uint64(j.off))
	for k, a := range j.arrays {
		if _, ok := tl.alias[k]; ok {
			continue
		}
		switch a := a.(type) {
		case []float64:
			for _, v := range a {
				u64(math.Float64bits(v))
			}
		case []float32:
			for _, v := range a {
				u64(uint64(math.Float32bits(v)))
			}
		}
	}
	for _, s := range j.scal {
		u64(math.Float64bits(s))
	}
	if tl.l.Reduce != nil {
		for _, v := range j.acc {
			u64(math.Float64bits(v))
		}
	}
}

// decode reads the harness's answer to j into fresh buffers.
func (j *job) decode(r *bytes.Reader, tl testLoop) (done int, arrays []any, acc Acc, err error) {
	u64 := func() uint64 {
		var b [8]byte
		if _, e := r.Read(b[:]); e != nil && err == nil {
			err = e
		}
		return binary.LittleEndian.Uint64(b[:])
	}
	done = int(u64())
	arrays = make([]any, len(j.arrays))
	for k, a := range j.arrays {
		if src, ok := tl.alias[k]; ok {
			arrays[k] = arrays[src]
			continue
		}
		switch a := a.(type) {
		case []float64:
			s := make([]float64, len(a))
			for i := range s {
				s[i] = math.Float64frombits(u64())
			}
			arrays[k] = s
		case []float32:
			s := make([]float32, len(a))
			for i := range s {
				s[i] = math.Float32frombits(uint32(u64()))
			}
			arrays[k] = s
		}
	}
	if tl.l.Reduce != nil {
		for i := range acc {
			acc[i] = math.Float64frombits(u64())
		}
	}
	return done, arrays, acc, err
}

// run sends jobs to the harness and returns its output.
func (h *harness) run(t *testing.T, in []byte) *bytes.Reader {
	t.Helper()
	cmd := exec.Command(h.bin)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("harness: %v\n%s", err, stderr.Bytes())
	}
	return bytes.NewReader(out)
}

// sub returns the n elements of buffer a from off on.
func sub(a any, off, n int) any {
	switch a := a.(type) {
	case []float64:
		return a[off : off+n]
	case []float32:
		return a[off : off+n]
	}
	panic("not an array")
}

func clone(arrays []any, alias map[int]int) []any {
	c := make([]any, len(arrays))
	for k, a := range arrays {
		if src, ok := alias[k]; ok {
			c[k] = c[src]
			continue
		}
		switch a := a.(type) {
		case []float64:
			c[k] = append([]float64(nil), a...)
		case []float32:
			c[k] = append([]float32(nil), a...)
		}
	}
	return c
}

// sameBits reports whether x and y have the same bits, or are both NaN: which NaN an operation
// on two NaNs gives is not specified, here or in Go.
func sameBits(x, y float64) bool {
	return math.Float64bits(x) == math.Float64bits(y) || x != x && y != y
}

// diffArrays returns the first difference between two sets of buffers, or "".
func diffArrays(got, want []any) string {
	for k := range want {
		switch w := want[k].(type) {
		case []float64:
			g := got[k].([]float64)
			for i := range w {
				if !sameBits(g[i], w[i]) {
					return fmt.Sprintf("a%d[%d] = %v (%#x), want %v (%#x)", k, i, g[i], math.Float64bits(g[i]), w[i], math.Float64bits(w[i]))
				}
			}
		case []float32:
			g := got[k].([]float32)
			for i := range w {
				if math.Float32bits(g[i]) != math.Float32bits(w[i]) && !(g[i] != g[i] && w[i] != w[i]) {
					return fmt.Sprintf("a%d[%d] = %v (%#x), want %v (%#x)", k, i, g[i], math.Float32bits(g[i]), w[i], math.Float32bits(w[i]))
				}
			}
		}
	}
	return ""
}
