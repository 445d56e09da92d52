package golden

import (
	"sync"

	"github.com/pygo-lang/pygo/gen"
)

// translation is what pygo produced for one case, computed ahead of the case's subtest: the
// recorded results (whose argument types type the lazy signatures), the translation, a second
// translation (the output must not change between runs) and the Go with pygo html's marks.
type translation struct {
	wants     []want
	wantsErr  error
	res       *gen.Result
	err       error
	again     *gen.Result
	againErr  error
	marked    []byte
	markedErr error
}

// translations translates cases in the background, a few ahead of the subtest that asks for
// one, so that the cases' translations use every core while the subtests compare their
// output one after another in order. A subtest the -run flag leaves out asks for nothing:
// only the cases just after a selected one are translated in vain.
type translations struct {
	cases []*goldenCase
	ahead int
	mu    sync.Mutex
	done  []chan struct{}
	out   []*translation
	wg    sync.WaitGroup
}

func newTranslations(cases []*goldenCase, ahead int) *translations {
	tr := &translations{cases: cases, ahead: max(ahead, 0), done: make([]chan struct{}, len(cases)), out: make([]*translation, len(cases))}
	for i := range tr.done {
		tr.done[i] = make(chan struct{})
	}
	return tr
}

// get returns case i's translation, after starting it and the next ones (if not yet started).
func (tr *translations) get(i int) *translation {
	tr.mu.Lock()
	for j := i; j <= i+tr.ahead && j < len(tr.cases); j++ {
		if tr.out[j] == nil {
			tr.out[j] = &translation{}
			tr.wg.Add(1)
			go func() {
				defer tr.wg.Done()
				defer close(tr.done[j])
				tr.out[j].compute(tr.cases[j])
			}()
		}
	}
	out := tr.out[i]
	tr.mu.Unlock()
	<-tr.done[i]
	return out
}

// wait returns when every translation started has finished.
func (tr *translations) wait() { tr.wg.Wait() }

func (t *translation) compute(c *goldenCase) {
	if c.code == "" {
		t.wants, t.wantsErr = c.readWants()
	}
	var sigs []string
	for _, s := range c.sigs {
		sigs = append(sigs, c.qualify(s))
	}
	cfg := gen.Config{Package: c.pkgName(), Sigs: sigs, LazySigs: lazySigs(c, t.wants)}
	t.res, t.err = gen.TranslatePackage(c.sources(), cfg)
	if t.err != nil || c.code != "" {
		return
	}
	t.again, t.againErr = gen.TranslatePackage(c.sources(), cfg)
	t.marked, t.markedErr = gen.GoWithMarks(c.sources(), cfg)
}
