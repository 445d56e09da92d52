// cuda_cpu.h runs pygo's CUDA C on the CPU, for golden/cudacpu_test.go: it defines the CUDA
// built-ins the emitted code uses over std::thread, one thread per CUDA thread, a barrier for
// __syncthreads (threads that have returned no longer count), warps whose __*_sync intrinsics
// are meetings of their lanes (the rules of kernels/cuda/warp.go), and GCC atomics. Blocks run
// one after another, so a function-static array is a block's shared memory.
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
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

// Warps: 32 consecutive threads of a block by linear id. Each __*_sync intrinsic is a meeting of
// the lanes of its mask that are still running; the lanes that met take part (a shuffle from a
// lane out of range or not taking part returns the own value), as kernels/cuda/warp.go has it.
struct pygo_warp_group {
	unsigned mask = 0, arrived = 0;
	unsigned long long vals[32] = {};
	bool done = false;
};
struct pygo_warp {
	std::mutex mu;
	std::condition_variable cv;
	unsigned all = 0, live = 0;
	std::map<unsigned, std::shared_ptr<pygo_warp_group>> groups;
	void try_open(const std::shared_ptr<pygo_warp_group> &g) {
		if (g->mask & live & ~g->arrived) return;
		g->done = true;
		groups.erase(g->mask);
		cv.notify_all();
	}
	std::shared_ptr<pygo_warp_group> exchange(int lane, unsigned mask, unsigned long long v) {
		if (!(mask >> lane & 1)) {
			fprintf(stderr, "warp intrinsic with mask %#010x, which leaves out the calling lane %d\n", mask, lane);
			std::abort();
		}
		std::unique_lock<std::mutex> l(mu);
		auto &slot = groups[mask];
		if (!slot) {
			slot = std::make_shared<pygo_warp_group>();
			slot->mask = mask;
		}
		auto g = slot;
		g->arrived |= 1u << lane;
		g->vals[lane] = v;
		try_open(g);
		cv.wait(l, [&] { return g->done; });
		return g;
	}
	void leave(int lane) {
		std::unique_lock<std::mutex> l(mu);
		live &= ~(1u << lane);
		std::vector<std::shared_ptr<pygo_warp_group>> gs;
		for (auto &kv : groups) gs.push_back(kv.second);
		for (auto &g : gs) try_open(g);
	}
};
static thread_local pygo_warp *pygo_cur_warp;
static thread_local int pygo_cur_lane;

template <typename T> static unsigned long long pygo_warp_bits(T v) {
	unsigned long long b = 0;
	std::memcpy(&b, &v, sizeof v);
	return b;
}
static unsigned pygo_votes(unsigned mask, int pred, unsigned *met) {
	auto g = pygo_cur_warp->exchange(pygo_cur_lane, mask, pred != 0);
	unsigned yes = 0;
	for (int l = 0; l < 32; l++)
		if ((g->arrived >> l & 1) && g->vals[l]) yes |= 1u << l;
	*met = g->arrived;
	return yes;
}
static void __syncwarp(unsigned mask) { pygo_cur_warp->exchange(pygo_cur_lane, mask, 0); }
static int __all_sync(unsigned mask, int pred) {
	unsigned met, yes = pygo_votes(mask, pred, &met);
	return yes == met;
}
static int __any_sync(unsigned mask, int pred) {
	unsigned met;
	return pygo_votes(mask, pred, &met) != 0;
}
static int __uni_sync(unsigned mask, int pred) {
	unsigned met, yes = pygo_votes(mask, pred, &met);
	return yes == 0 || yes == met;
}
static unsigned __ballot_sync(unsigned mask, int pred) {
	unsigned met;
	return pygo_votes(mask, pred, &met);
}
static unsigned __activemask() { return pygo_cur_warp->all; }
template <typename T> static T pygo_shfl(unsigned mask, T v, int src) {
	auto g = pygo_cur_warp->exchange(pygo_cur_lane, mask, pygo_warp_bits(v));
	if (src < 0 || src > 31 || !(g->arrived >> src & 1)) return v;
	T r;
	std::memcpy(&r, &g->vals[src], sizeof r);
	return r;
}
template <typename T> static T __shfl_sync(unsigned mask, T v, int src) { return pygo_shfl(mask, v, src & 31); }
template <typename T> static T __shfl_up_sync(unsigned mask, T v, unsigned d) { return pygo_shfl(mask, v, pygo_cur_lane - (int)(d & 31)); }
template <typename T> static T __shfl_down_sync(unsigned mask, T v, unsigned d) { return pygo_shfl(mask, v, pygo_cur_lane + (int)(d & 31)); }
template <typename T> static T __shfl_xor_sync(unsigned mask, T v, int m) { return pygo_shfl(mask, v, pygo_cur_lane ^ (m & 31)); }
template <typename T> static unsigned __match_any_sync(unsigned mask, T v) {
	auto g = pygo_cur_warp->exchange(pygo_cur_lane, mask, pygo_warp_bits(v));
	unsigned same = 0;
	for (int l = 0; l < 32; l++)
		if ((g->arrived >> l & 1) && g->vals[l] == g->vals[pygo_cur_lane]) same |= 1u << l;
	return same;
}
template <typename T> static unsigned __match_all_sync(unsigned mask, T v, int *pred) {
	auto g = pygo_cur_warp->exchange(pygo_cur_lane, mask, pygo_warp_bits(v));
	for (int l = 0; l < 32; l++)
		if ((g->arrived >> l & 1) && g->vals[l] != g->vals[pygo_cur_lane]) {
			*pred = 0;
			return 0;
		}
	*pred = 1;
	return g->arrived;
}

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
				std::vector<std::unique_ptr<pygo_warp>> warps;
				for (int w = 0; w * 32 < n; w++) {
					warps.emplace_back(new pygo_warp);
					int lanes = n - 32 * w < 32 ? n - 32 * w : 32;
					warps.back()->all = warps.back()->live = (unsigned)((1ULL << lanes) - 1);
				}
				std::vector<std::thread> ts;
				for (unsigned z = 0; z < block.z; z++)
					for (unsigned y = 0; y < block.y; y++)
						for (unsigned x = 0; x < block.x; x++)
							ts.emplace_back([=, &bar, &warps] {
								threadIdx = dim3{x, y, z};
								blockIdx = dim3{bx, by, bz};
								int id = x + block.x * (y + block.y * z);
								pygo_cur_warp = warps[id / 32].get();
								pygo_cur_lane = id % 32;
								kernel();
								bar.leave();
								pygo_cur_warp->leave(pygo_cur_lane);
							});
				for (auto &t : ts) t.join();
			}
}

static void pygo_print(const double *a, long long n) { for (long long i = 0; i < n; i++) printf("%.17g\n", a[i]); }
static void pygo_print(const float *a, long long n) { for (long long i = 0; i < n; i++) printf("%.9g\n", (double)a[i]); }
static void pygo_print(const unsigned long long *a, long long n) { for (long long i = 0; i < n; i++) printf("%llu\n", a[i]); }
template <typename T> static void pygo_print(const T *a, long long n) { for (long long i = 0; i < n; i++) printf("%lld\n", (long long)a[i]); }
