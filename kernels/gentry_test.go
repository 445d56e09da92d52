package kernels

import (
	"errors"
	"iter"
	"slices"
	"testing"
)

// tryGen yields 0..n-1 from inside a try statement whose except clause yields -1 and whose
// finally clause counts its runs; raiseAt raises a ValueError before that yield.
func tryGen(n, raiseAt int, fin *int) iter.Seq[int] {
	return func(yield func(int) bool) {
		var g GenState
		defer GenEnd(&g)
		for i := range n {
			func() {
				defer func() {
					if g.Live() {
						*fin++
					}
				}()
				_, exc := GenTry(&g, func() int {
					if i == raiseAt {
						panic(&ValueError{Msg: "x"})
					}
					GenYield(&g, yield, i)
					return 0
				})
				if exc != nil {
					GenYield(&g, yield, -1)
				}
			}()
		}
	}
}

func TestGenTry(t *testing.T) {
	fin := 0
	if got := slices.Collect(tryGen(4, 2, &fin)); !slices.Equal(got, []int{0, 1, -1, 3}) || fin != 4 {
		t.Fatalf("got %v, %d finally runs", got, fin)
	}
	// A consumer that breaks stops the generator without running its finally clause.
	fin = 0
	var got []int
	for x := range tryGen(4, -1, &fin) {
		if x == 1 {
			break
		}
		got = append(got, x)
	}
	if !slices.Equal(got, []int{0}) || fin != 1 {
		t.Fatalf("break: got %v, %d finally runs", got, fin)
	}
	// The consumer's exception goes through the generator's except clause to the consumer.
	fin = 0
	_, exc := Try(func() int {
		for x := range tryGen(4, -1, &fin) {
			if x == 1 {
				panic(&KeyError{})
			}
		}
		return 0
	})
	var ke *KeyError
	if !errors.As(exc, &ke) || fin != 1 {
		t.Fatalf("consumer exception: %v, %d finally runs", exc, fin)
	}
}
