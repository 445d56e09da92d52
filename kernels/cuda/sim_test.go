package cuda

import (
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"unsafe"
)

func TestLaunchCoversGrid(t *testing.T) {
	grid, block := Dim3{X: 3, Y: 2, Z: 2}, Dim3{X: 4, Y: 2, Z: 3}
	n := 3 * 2 * 2 * 4 * 2 * 3
	seen := make([]int32, n)
	err := Launch(Kernel{Name: "cover"}, grid, block, func(th *Thread, _ *struct{}) {
		x, y, z := th.Grid3()
		sx, sy, _ := th.GridSize3()
		atomic.AddInt32(&seen[x+sx*(y+sy*z)], 1)
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range seen {
		if c != 1 {
			t.Fatalf("global thread %d ran %d times", i, c)
		}
	}
}

func TestLaunchErrors(t *testing.T) {
	body := func(*Thread, *struct{}) {}
	for _, tc := range []struct {
		k           Kernel
		grid, block Dim3
		want        string
	}{
		{Kernel{Name: "k"}, Dim3{X: 1}, Dim3{X: 1025}, "block (1025, 1, 1) exceeds"},
		{Kernel{Name: "k"}, Dim3{X: 1}, Dim3{X: 64, Y: 32}, "2048 threads per block"},
		{Kernel{Name: "k"}, Dim3{X: 1}, Dim3{X: 1, Z: 65}, "exceeds (1024, 1024, 64)"},
		{Kernel{Name: "k"}, Dim3{X: -1}, Dim3{X: 1}, "negative dimension"},
		{Kernel{Name: "k", DynSharedBytes: -8}, Dim3{X: 1}, Dim3{X: 1}, "negative dynamic shared memory"},
		{Kernel{Name: "k", SharedBytes: 40000, DynSharedBytes: 10000}, Dim3{X: 1}, Dim3{X: 1}, "50000 bytes of shared memory"},
		{Kernel{Name: "k"}, Dim3{X: 1, Y: 65536}, Dim3{X: 1}, "grid (1, 65536, 1) exceeds"},
		{Kernel{Name: "k", SharedBytes: 48*1024 + 8}, Dim3{X: 1}, Dim3{X: 32}, "49160 bytes of shared memory"},
	} {
		err := Launch(tc.k, tc.grid, tc.block, body)
		if err == nil || !errors.Is(err, ErrLaunch) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Launch(%v, %v): %v, want an ErrLaunch containing %q", tc.grid, tc.block, err, tc.want)
		}
	}
}

func TestPanicIsError(t *testing.T) {
	data := make([]float64, 10)
	for _, sync := range []bool{false, true} {
		err := Launch(Kernel{Name: "oob", Sync: sync}, Dim3{X: 2}, Dim3{X: 8}, func(th *Thread, _ *struct{}) {
			th.SyncThreads()
			data[th.Grid1()] = 1
			th.SyncThreads()
		})
		if err == nil || !strings.Contains(err.Error(), "kernel oob") || !strings.Contains(err.Error(), "index out of range") {
			t.Errorf("sync=%v: %v, want an index error naming the kernel", sync, err)
		}
	}
}

// TestBarrier checks syncthreads: every thread of a block sees what the others wrote before
// the barrier, across many reuses of the barrier, also when some threads leave early.
func TestBarrier(t *testing.T) {
	type shared struct{ buf [64]int64 }
	const rounds = 50
	out := make([]int64, 4*64)
	err := Launch(Kernel{Name: "bar", Sync: true}, Dim3{X: 4}, Dim3{X: 64}, func(th *Thread, sh *shared) {
		tid := th.ThreadIdx.X
		if tid >= 60 {
			return // these threads no longer count at the barrier
		}
		var acc int64
		for r := 0; r < rounds; r++ {
			sh.buf[tid] = int64(r*100 + tid)
			th.SyncThreads()
			acc += sh.buf[(tid+1)%60]
			th.SyncThreads()
		}
		out[th.Grid1()] = acc
	})
	if err != nil {
		t.Fatal(err)
	}
	for b := 0; b < 4; b++ {
		for tid := 0; tid < 60; tid++ {
			var want int64
			for r := 0; r < rounds; r++ {
				want += int64(r*100 + (tid+1)%60)
			}
			if got := out[b*64+tid]; got != want {
				t.Fatalf("block %d thread %d: %d, want %d", b, tid, got, want)
			}
		}
	}
}

func TestAtomics(t *testing.T) {
	var f64 float64
	var f32 float32
	var i64 int64
	var i32 int32
	var u32 uint32
	mx, mn := float64(-1), float64(1e9)
	imx := int32(-5)
	err := Launch(Kernel{Name: "atomics"}, Dim3{X: 16}, Dim3{X: 64}, func(th *Thread, _ *struct{}) {
		i := th.Grid1()
		AtomicAdd(&f64, 0.5)
		AtomicAdd(&f32, 1)
		AtomicAdd(&i64, int64(i))
		AtomicSub(&i32, 2)
		AtomicAdd(&u32, 3)
		AtomicMax(&mx, float64(i))
		AtomicMin(&mn, float64(i+7))
		AtomicMax(&imx, int32(i%100))
	})
	if err != nil {
		t.Fatal(err)
	}
	n := 16 * 64
	if f64 != 0.5*float64(n) || f32 != float32(n) || i64 != int64(n*(n-1)/2) || i32 != int32(-2*n) || u32 != uint32(3*n) ||
		mx != float64(n-1) || mn != 7 || imx != 99 {
		t.Errorf("atomics: %v %v %v %v %v %v %v %v", f64, f32, i64, i32, u32, mx, mn, imx)
	}
	if old := AtomicAdd(&f64, 1); old != 0.5*float64(n) {
		t.Errorf("AtomicAdd returned %v, want the old value", old)
	}
}

func TestPythonArithmetic(t *testing.T) {
	for _, c := range [][3]int64{{7, 2, 3}, {-7, 2, -4}, {7, -2, -4}, {-7, -2, 3}, {6, 3, 2}} {
		if got := FloorDiv(c[0], c[1]); got != c[2] {
			t.Errorf("FloorDiv(%d, %d) = %d, want %d", c[0], c[1], got, c[2])
		}
		if got := Mod(c[0], c[1]); got != c[0]-c[1]*c[2] {
			t.Errorf("Mod(%d, %d) = %d", c[0], c[1], got)
		}
	}
	if ModFloat(-1.0, 3.0) != 2 || FloorDivFloat(-1.0, 3.0) != -1 || Min[int64](3, 1, 2) != 1 || Max(1.5, 2.5) != 2.5 || Ix(-1, 5) != 4 {
		t.Error("float helpers")
	}
}

// TestDynShared checks the views of dynamic shared memory: as many whole elements as fit, one
// buffer under every dtype, shared by the threads of a block (also with a barrier), and a
// buffer of each block's own.
func TestDynShared(t *testing.T) {
	for _, sync := range []bool{false, true} {
		got := make([]int64, 3*4)
		err := Launch(Kernel{Name: "dyn", DynSharedBytes: 20, Sync: sync}, Dim3{X: 3}, Dim3{X: 4},
			func(th *Thread, _ *struct{}) {
				w := DynShared[int32](th)
				d := DynShared[int64](th)
				if w.Shape[0] != 5 || d.Shape[0] != 2 || &w.Data[0] != (*int32)(unsafe.Pointer(&d.Data[0])) {
					panic("views of the dynamic shared memory")
				}
				// Each thread adds its index to word 0 and to its own word.
				AtomicAdd(&w.Data[0], int32(th.ThreadIdx.X+1))
				AtomicAdd(&w.Data[1+th.ThreadIdx.X], int32(th.BlockIdx.X+1))
				if sync {
					th.SyncThreads()
					got[th.BlockIdx.X*4+th.ThreadIdx.X] = int64(w.Data[0])
				}
			})
		if err != nil {
			t.Fatal(err)
		}
		if sync {
			for i, v := range got {
				// 1+2+3+4 in every block: no block sees another's buffer.
				if v != 10 {
					t.Errorf("thread %d saw %d in word 0, want 10", i, v)
				}
			}
		}
	}
	var n atomic.Int32
	err := Launch(Kernel{Name: "none"}, Dim3{X: 1}, Dim3{X: 2}, func(th *Thread, _ *struct{}) {
		if a := DynShared[float64](th); a.Shape[0] == 0 && len(a.Data) == 0 {
			n.Add(1)
		}
	})
	if err != nil || n.Load() != 2 {
		t.Errorf("without dynamic shared memory: %v, %d threads saw an empty array", err, n.Load())
	}
}

func TestBlockSharedPerBlock(t *testing.T) {
	// Each block's threads count themselves in a device function's shared counter at byte
	// offset 16; every block starts from zero.
	out := make([]int64, 3)
	k := Kernel{Name: "count", Sync: true, SharedBytes: 24, DevSharedBytes: 24}
	err := Launch(k, Dim3{X: 3}, Dim3{X: 5}, func(th *Thread, _ *struct{}) {
		c := BlockShared[int64](th, 16, 1)
		AtomicAdd(&c[0], 1)
		th.SyncThreads()
		if th.ThreadIdx.X == 0 {
			out[th.BlockIdx.X] = c[0]
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	for b, n := range out {
		if n != 5 {
			t.Errorf("block %d counted %d threads, want 5", b, n)
		}
	}
}
