package cuda

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
)

func TestEmbeddedPTXChoosesHighestAtMostDevice(t *testing.T) {
	src := "// TestEmbeddedPTX\n"
	EmbedPTX(src, map[int]string{70: "ptx70", 90: "ptx90"})
	EmbedPTX(src, map[int]string{80: "ptx80"})
	for _, tt := range []struct {
		cc     int
		want   string
		wantCC int
		ok     bool
	}{
		{60, "", 0, false}, // older than every embedded PTX: NVRTC compiles
		{70, "ptx70", 70, true},
		{75, "ptx70", 70, true},
		{86, "ptx80", 80, true},
		{90, "ptx90", 90, true},
		{120, "ptx90", 90, true},
	} {
		got, gotCC, ok := embeddedPTX(src, tt.cc)
		if got != tt.want || gotCC != tt.wantCC || ok != tt.ok {
			t.Errorf("cc %d: got (%q, %d, %v), want (%q, %d, %v)", tt.cc, got, gotCC, ok, tt.want, tt.wantCC, tt.ok)
		}
	}
	if _, _, ok := embeddedPTX("another source", 90); ok {
		t.Error("PTX embedded for one source was found for another")
	}
}

func TestPTXKey(t *testing.T) {
	a := ptxKey("src", "compute_80", "11.8", "--std=c++14")
	if a != ptxKey("src", "compute_80", "11.8", "--std=c++14") {
		t.Fatal("the key is not a function of its parts")
	}
	for _, other := range [][]string{
		{"src ", "compute_80", "11.8", "--std=c++14"},
		{"src", "compute_90", "11.8", "--std=c++14"},
		{"src", "compute_80", "12.0", "--std=c++14"},
		{"src", "compute_80", "11.8", ""},
		{"srccompute_80", "", "11.8", "--std=c++14"}, // the same bytes, split elsewhere
	} {
		if ptxKey(other...) == a {
			t.Errorf("parts %q share the key of another list", other)
		}
	}
}

func TestCachedPTX(t *testing.T) {
	dir := t.TempDir()
	key := ptxKey("kernel source")
	var compiles atomic.Int32
	compile := func() (string, error) {
		compiles.Add(1)
		return ".version 7.8\n.entry k()\n", nil
	}
	for i := range 3 {
		got, err := cachedPTX(dir, key, compile)
		if err != nil || got != ".version 7.8\n.entry k()\n" {
			t.Fatalf("call %d: %q, %v", i, got, err)
		}
	}
	if n := compiles.Load(); n != 1 {
		t.Errorf("compiled %d times, want once (then from the cache)", n)
	}
	// No temporary file stays behind.
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*"))
	if len(files) != 1 || filepath.Base(files[0]) != key+".ptx" {
		t.Errorf("cache folder holds %v, want only %s.ptx", files, key)
	}

	// An empty entry (a disk that filled up, say) is compiled again and replaced.
	if err := os.WriteFile(files[0], nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := cachedPTX(dir, key, compile); err != nil || compiles.Load() != 2 {
		t.Errorf("an empty entry was used: %v, %d compiles", err, compiles.Load())
	}

	// A failed compilation is returned and stores nothing.
	bad := ptxKey("bad source")
	want := errors.New("nvrtc: error")
	if _, err := cachedPTX(dir, bad, func() (string, error) { return "", want }); !errors.Is(err, want) {
		t.Errorf("error %v, want %v", err, want)
	}
	if _, err := os.Stat(filepath.Join(dir, bad[:2], bad+".ptx")); !os.IsNotExist(err) {
		t.Errorf("a failed compilation left an entry: %v", err)
	}

	// Without a cache folder every call compiles.
	n := compiles.Load()
	cachedPTX("", key, compile)
	cachedPTX("", key, compile)
	if compiles.Load() != n+2 {
		t.Error("with no cache folder, calls did not compile")
	}
}

// TestCachedPTXConcurrent has many users of one cache folder miss at once: each gets the whole
// PTX, and the folder ends with one complete entry.
func TestCachedPTXConcurrent(t *testing.T) {
	dir := t.TempDir()
	key := ptxKey("shared source")
	ptx := string(make([]byte, 1<<16)) + "end"
	var wg sync.WaitGroup
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got, err := cachedPTX(dir, key, func() (string, error) { return ptx, nil })
			if err != nil || got != ptx {
				t.Errorf("got %d bytes, %v", len(got), err)
			}
		}()
	}
	wg.Wait()
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*"))
	if len(files) != 1 {
		t.Fatalf("cache folder holds %v", files)
	}
	if data, _ := os.ReadFile(files[0]); string(data) != ptx {
		t.Errorf("entry holds %d bytes, want %d", len(data), len(ptx))
	}
}

func TestPTXCacheDir(t *testing.T) {
	t.Setenv("PYGO_PTX_CACHE", "/some/folder")
	if d := PTXCacheDir(); d != "/some/folder" {
		t.Errorf("PYGO_PTX_CACHE=/some/folder: %q", d)
	}
	t.Setenv("PYGO_PTX_CACHE", "off")
	if d := PTXCacheDir(); d != "" {
		t.Errorf("PYGO_PTX_CACHE=off: %q", d)
	}
	t.Setenv("PYGO_PTX_CACHE", "")
	t.Setenv("XDG_CACHE_HOME", "/xdg")
	if d := PTXCacheDir(); d != filepath.Join("/xdg", "pygo", "ptx") {
		t.Errorf("default: %q", d)
	}
}
