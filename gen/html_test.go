package gen

import (
	"bytes"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestMarksKeepGo checks, over the examples and the golden cases with eager signatures, that
// the marker comments pygo html asks emit for are the only difference they make: without the
// marker lines, the Go is the generated file byte for byte. (The golden test checks every
// case the same way, typed by its recorded calls; the cases without an eager signature are
// left to it, since they give no entry point here.)
func TestMarksKeepGo(t *testing.T) {
	files, _ := filepath.Glob("../examples/*/*.py")
	cases, _ := filepath.Glob("../golden/testdata/*/in.py")
	for _, f := range cases {
		if data, err := os.ReadFile(f); err == nil && eagerSignature.Match(data) {
			files = append(files, f)
		}
	}
	files = append(files, "testdata/html/report.py", "testdata/hazards.py")
	compared := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var sigs []string
		for _, l := range strings.Split(string(data), "\n") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(l), "# sig:"); ok {
				sigs = append(sigs, strings.TrimSpace(v))
			}
		}
		if strings.Contains(string(data), "# error:") {
			continue
		}
		srcs := []Source{{File: f, Data: data}}
		cfg := Config{Package: "p", Sigs: sigs}
		res, err := TranslatePackage(srcs, cfg)
		if err != nil || len(res.Entries) == 0 {
			continue // a case typed only by its calls (LazySigs): the golden test covers it
		}
		withMarks, err := GoWithMarks(srcs, cfg)
		if err != nil {
			t.Fatalf("%s: GoWithMarks: %v", f, err)
		}
		if got := StripMarks(withMarks); !bytes.Equal(got, res.Go) {
			t.Errorf("%s: the Go with marks, less the marker lines, differs from the generated Go:\n%s", f, firstDiff(string(got), string(res.Go)))
		}
		if bytes.Equal(withMarks, res.Go) && !bytes.Contains(res.Go, []byte("CUDASource")) { // CUDA kernels' Go has none
			t.Errorf("%s: no marker comments", f)
		}
		compared++
		if testing.Short() && compared == 20 {
			break
		}
	}
	if compared < 20 {
		t.Errorf("compared only %d files", compared)
	}
	t.Logf("compared %d files", compared)
}

// eagerSignature matches a program with an eagerly compiled function: a "# sig:" line, or a
// decorator given signatures (@njit("f8(f8)"), @vectorize([...]), @cuda.jit("void(...)")).
var eagerSignature = regexp.MustCompile(`(?m)^# sig:|jit\(\s*["'\[]|vectorize\(\s*["'\[]`)

// firstDiff shows the first line where a and b differ.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) && i < len(bl); i++ {
		if al[i] != bl[i] {
			return "line " + strconv.Itoa(i+1) + ":\n- " + al[i] + "\n+ " + bl[i]
		}
	}
	return "lengths differ"
}

func htmlReport(t *testing.T) string {
	t.Helper()
	f := "testdata/html/report.py"
	data, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	page, err := HTML([]Source{{File: f, Data: data}}, Config{Package: "p"})
	if err != nil {
		t.Fatalf("HTML: %s", RenderSources(err, []Source{{File: f, Data: data}}))
	}
	return string(page)
}

// rowClass returns the CSS classes of the row of a Python line in the page.
func rowClass(t *testing.T, page string, line int) string {
	t.Helper()
	m := regexp.MustCompile(`<(?:details|div) class="row([^"]*)" id="f0l` + strconv.Itoa(line) + `"`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no row for line %d", line)
	}
	return strings.TrimSpace(m[1])
}

func TestHTMLReport(t *testing.T) {
	page := htmlReport(t)
	if again := htmlReport(t); again != page {
		t.Fatal("two reports of the same source differ")
	}
	for _, tt := range []struct {
		line  int
		class string
		badge string
	}{
		{8, "k-simd", "simd"},         // a loop as vector assembly
		{9, "k-simd", "simd"},         // its body
		{15, "k-parallel", "warning"}, // a prange with a float reduction
		{16, "k-parallel", "bounds"},
		{22, "k-simd", "fused"}, // a fused array expression, vectorized
		{28, "k-fallback", "fallback"},
		{29, "k-fused", "alloc"}, // an array made on every iteration
		{31, "k-simd", "simd"},
		{37, "k-cuda", "cuda"},
		{39, "k-cuda", ""},
	} {
		if got := rowClass(t, page, tt.line); got != "row "+tt.class && got != tt.class {
			t.Errorf("line %d: class %q, want %q", tt.line, got, tt.class)
		}
		if tt.badge == "" {
			continue
		}
		row := page[strings.Index(page, `id="f0l`+strconv.Itoa(tt.line)+`"`):]
		row = row[:strings.Index(row, "</summary>")]
		if !strings.Contains(row, `class="badge b-`+tt.badge+`"`) {
			t.Errorf("line %d: no %s badge in %s", tt.line, tt.badge, row)
		}
	}
	for _, want := range []string{
		"the loop has no vector form: it assigns the array(float64, 1d, C) variable row",
		"row = ... allocates a new array(float64, 1d, C) on every iteration",
		"split across threads",
		"CUDA kernel: CUDA C function",
		"func Axpy(",
		"<h2>The generated CUDA C</h2>",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	for _, bad := range []string{"http://", "https://", "<link", "src=", "@import", "url("} {
		if strings.Contains(page, bad) {
			t.Errorf("the page is not self-contained: it has %q", bad)
		}
	}
	// Every Go line of the generated file is in the page, numbered as in the file.
	res, err := Translate("testdata/html/report.py", mustRead(t, "testdata/html/report.py"), Config{Package: "p"})
	if err != nil {
		t.Fatal(err)
	}
	n := strings.Count(string(res.Go), "\n")
	if !strings.Contains(page, `<span id="g`+strconv.Itoa(n)+`">`) || strings.Contains(page, `<span id="g`+strconv.Itoa(n+1)+`">`) {
		t.Errorf("the page does not show the %d lines of the generated Go", n)
	}
}

func mustRead(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestHTMLInChromium opens the page in headless Chromium, takes a screenshot and checks
// that it shows something: a PNG of the asked size whose pixels are not all one colour.
// With PYGO_SCREENSHOT=path it also keeps the screenshot there (docs/pygo-html.png).
func TestHTMLInChromium(t *testing.T) {
	var browser string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			browser = p
			break
		}
	}
	if browser == "" {
		t.Skip("chromium is not installed (Debian: apt-get install chromium): the page is not checked in a browser")
	}
	dir := t.TempDir()
	htmlFile := filepath.Join(dir, "report.html")
	if err := os.WriteFile(htmlFile, []byte(htmlReport(t)), 0o644); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(dir, "shot.png")
	abs, err := filepath.Abs(htmlFile)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--screenshot="+shot, "--window-size=1200,1400",
		"file://"+abs+"#all")
	cmd.Env = append(os.Environ(), "HOME="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", browser, err, out)
	}
	checkScreenshot(t, shot, 1200, 1400)
	if keep := os.Getenv("PYGO_SCREENSHOT"); keep != "" {
		if err := os.WriteFile(keep, mustRead(t, shot), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// checkScreenshot decodes a PNG and checks its size and that it is not blank: it has many
// colours, among them those of the page's line kinds.
func checkScreenshot(t *testing.T, name string, w, h int) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
		t.Errorf("screenshot is %dx%d, want %dx%d", b.Dx(), b.Dy(), w, h)
	}
	colours := map[color.RGBA]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), 255}]++
		}
	}
	if len(colours) < 50 {
		t.Errorf("screenshot looks blank: %d colours", len(colours))
	}
	// The background of vector-assembly lines (#dcfce7) and of parallel ones (#dbeafe).
	for _, c := range []color.RGBA{{0xdc, 0xfc, 0xe7, 255}, {0xdb, 0xea, 0xfe, 255}} {
		if colours[c] < 100 {
			t.Errorf("screenshot has %d pixels of %v, a line colour of the page", colours[c], c)
		}
	}
}
