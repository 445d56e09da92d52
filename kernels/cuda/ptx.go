package cuda

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"sync"
)

// Where the GPU path gets a module's PTX, first match wins:
//  1. PTX embedded at generate time (`pygo -ptx sm_80,sm_90` writes a file that calls EmbedPTX):
//     the one for the highest compute capability at most the device's, since PTX runs on its
//     own capability and every later one. A deployment with it needs no NVRTC.
//  2. The PTX cache on disk: NVRTC's earlier result for the same source, architecture, NVRTC
//     version and options, in PYGO_PTX_CACHE (default: pygo/ptx in the user cache folder;
//     "off" turns it off). Entries are written to a temporary file and renamed into place, so
//     processes that share the folder never read a partial entry; two that miss at once both
//     compile and store the same text.
//  3. NVRTC, which then fills the cache.

var embedded struct {
	mu sync.Mutex
	m  map[string]map[int]string // CUDA C source → compute capability → PTX
}

// EmbedPTX records PTX compiled ahead of time from src, by compute capability (major*10 +
// minor: 80 for sm_80). The files `pygo -ptx` writes call it from init.
func EmbedPTX(src string, ptx map[int]string) {
	embedded.mu.Lock()
	defer embedded.mu.Unlock()
	if embedded.m == nil {
		embedded.m = map[string]map[int]string{}
	}
	byCC := embedded.m[src]
	if byCC == nil {
		byCC = map[int]string{}
		embedded.m[src] = byCC
	}
	for cc, p := range ptx {
		byCC[cc] = p
	}
}

// embeddedPTX returns the embedded PTX of src for the highest capability at most cc.
func embeddedPTX(src string, cc int) (ptx string, ptxCC int, ok bool) {
	embedded.mu.Lock()
	defer embedded.mu.Unlock()
	var ccs []int
	for c := range embedded.m[src] {
		if c <= cc {
			ccs = append(ccs, c)
		}
	}
	if len(ccs) == 0 {
		return "", 0, false
	}
	sort.Ints(ccs)
	best := ccs[len(ccs)-1]
	return embedded.m[src][best], best, true
}

// PTXCacheDir is the folder of the PTX cache: $PYGO_PTX_CACHE, else pygo/ptx in the user cache
// folder; "" when PYGO_PTX_CACHE is "off" or there is no user cache folder.
func PTXCacheDir() string {
	if d := os.Getenv("PYGO_PTX_CACHE"); d != "" {
		if d == "off" {
			return ""
		}
		return d
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "pygo", "ptx")
}

// ptxKey names a cache entry: a hash of everything the PTX depends on.
func ptxKey(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		// Length-prefixed, so that no two lists of parts hash the same text.
		var n [8]byte
		for i := range n {
			n[i] = byte(len(p) >> (8 * i))
		}
		h.Write(n[:])
		h.Write([]byte(p))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// cachedPTX returns the entry key of the cache in dir, or runs compile and stores its result
// there. With dir "" it only compiles. A cache that cannot be written is not an error: the
// compiled PTX is returned all the same.
func cachedPTX(dir, key string, compile func() (string, error)) (string, error) {
	if dir == "" {
		return compile()
	}
	path := filepath.Join(dir, key[:2], key+".ptx")
	if data, err := os.ReadFile(path); err == nil && len(data) > 0 {
		return string(data), nil
	}
	ptx, err := compile()
	if err != nil {
		return "", err
	}
	_ = storePTX(path, ptx)
	return ptx, nil
}

// storePTX writes path through a temporary file in the same folder and a rename.
func storePTX(path, ptx string) (err error) {
	if ptx == "" {
		return errors.New("cuda: empty PTX")
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(f.Name())
		}
	}()
	if _, err := f.WriteString(ptx); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}
