// cuda_cpu.h runs pygo's CUDA C on the CPU, for golden/cudacpu_test.go: it defines the CUDA
// built-ins the emitted code uses over std::thread, one thread per CUDA thread, a barrier for
// __syncthreads (threads that have returned no longer count), and GCC atomics. Blocks run one
// after another, so a function-static array is a block's shared memory.
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

using std::isfinite;
using std::isinf;
using std::isnan;

#define __global__
#define __device__
#define __forceinline__ inline
#define __shared__ static

struct dim3 {
	unsigned int x, y, z;
};
static thread_local dim3 threadIdx, blockIdx;
static dim3 blockDim, gridDim;
static const int warpSize = 32;

struct pygo_barrier {
	std::mutex mu;
	std::condition_variable cv;
	int n = 0, arrived = 0;
	int count = 0, result = 0, met = 0; // predicates of __syncthreads_count and friends
	unsigned long gen = 0;
	void open() {
		result = count;
		met = arrived;
		count = arrived = 0;
		gen++;
		cv.notify_all();
	}
	// wait returns how many of the threads that met passed a nonzero predicate, and met.
	int wait(int pred = 0, int *nmet = nullptr) {
		std::unique_lock<std::mutex> l(mu);
		count += pred != 0;
		if (++arrived >= n) {
			open();
		} else {
			unsigned long g = gen;
			cv.wait(l, [&] { return gen != g; });
		}
		if (nmet) *nmet = met;
		return result;
	}
	void leave() {
		std::unique_lock<std::mutex> l(mu);
		n--;
		if (arrived > 0 && arrived >= n) open();
	}
};
static pygo_barrier *pygo_bar;

static void __syncthreads() { pygo_bar->wait(); }
static int __syncthreads_count(int pred) { return pygo_bar->wait(pred); }
static int __syncthreads_and(int pred) {
	int met = 0;
	return pygo_bar->wait(pred, &met) == met;
}
static int __syncthreads_or(int pred) { return pygo_bar->wait(pred) > 0; }
static void __threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }

static double __longlong_as_double(unsigned long long x) {
	double d;
	std::memcpy(&d, &x, sizeof d);
	return d;
}

static unsigned int atomicCAS(unsigned int *p, unsigned int cmp, unsigned int v) {
	__atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	return cmp;
}
static unsigned long long atomicCAS(unsigned long long *p, unsigned long long cmp, unsigned long long v) {
	__atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	return cmp;
}

// Bit intrinsics, by GCC's built-ins.
static int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
static int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
static int __ffsll(long long x) { return __builtin_ffsll(x); }
static unsigned long long __brevll(unsigned long long x) {
	unsigned long long r = 0;
	for (int i = 0; i < 64; i++, x >>= 1) r = r << 1 | (x & 1);
	return r;
}
static unsigned int __brev(unsigned int x) { return (unsigned int)(__brevll(x) >> 32); }

// Dynamic shared memory: a buffer of the launch's size, shared by the threads of a block (blocks
// run one after another). The CUDA C's own declaration, for the GPU, is left out.
#define PYGO_DYNSHARED
static unsigned char *pygo_dynshared;
static long long pygo_dynshared_bytes;
static long long pygo_dynshared_size() { return pygo_dynshared_bytes; }

// pygo_launch runs kernel over grid × block threads with dynshared bytes of dynamic shared memory.
static void pygo_launch(dim3 grid, dim3 block, long long dynshared, std::function<void()> kernel) {
	gridDim = grid;
	blockDim = block;
	std::vector<unsigned long long> dyn((dynshared + 7) / 8 + 1);
	pygo_dynshared = (unsigned char *)dyn.data();
	pygo_dynshared_bytes = dynshared;
	int n = block.x * block.y * block.z;
	for (unsigned bz = 0; bz < grid.z; bz++)
		for (unsigned by = 0; by < grid.y; by++)
			for (unsigned bx = 0; bx < grid.x; bx++) {
				pygo_barrier bar;
				bar.n = n;
				pygo_bar = &bar;
				std::vector<std::thread> ts;
				for (unsigned z = 0; z < block.z; z++)
					for (unsigned y = 0; y < block.y; y++)
						for (unsigned x = 0; x < block.x; x++)
							ts.emplace_back([=, &bar] {
								threadIdx = dim3{x, y, z};
								blockIdx = dim3{bx, by, bz};
								kernel();
								bar.leave();
							});
				for (auto &t : ts) t.join();
			}
}

static void pygo_print(const double *a, long long n) { for (long long i = 0; i < n; i++) printf("%.17g\n", a[i]); }
static void pygo_print(const float *a, long long n) { for (long long i = 0; i < n; i++) printf("%.9g\n", (double)a[i]); }
template <typename T> static void pygo_print(const T *a, long long n) { for (long long i = 0; i < n; i++) printf("%lld\n", (long long)a[i]); }
