"""Warp intrinsics for Numba 0.56's CUDA simulator, which has none.

Numba 0.56 compiles cuda.syncwarp, all_sync, any_sync, eq_sync, ballot_sync,
shfl_sync, shfl_up_sync, shfl_down_sync, shfl_xor_sync, match_any_sync,
match_all_sync, activemask and lanemask_lt for the GPU, but its simulator
(numba/cuda/simulator/kernelapi.py) does not define them: a kernel that calls
one fails there with an AttributeError.  golden/oracle.py installs this module
for the CUDA cases so that those kernels run under the simulator too, with the
semantics of the GPU instructions (the PTX shfl.sync, vote.sync and
match.sync) wherever the GPU defines them, and where it does not, the rules
pygo's CPU twin documents (kernels/cuda/warp.go):

- a warp is 32 consecutive threads of a block by linear thread id (the
  simulator's thread_id, whose remainder by 32 is cuda.laneid); the last warp
  of a block whose size is not a multiple of 32 has fewer lanes;
- each intrinsic is a meeting of the lanes its mask names: it waits until every
  lane of the mask that is still running (lanes past the end of the block and
  lanes whose thread has returned no longer take part) has called an
  intrinsic with the same mask; the lanes that met are the participants;
- votes and ballots count the participants only; a shuffle reads lane j, as
  the PTX instruction computes it from the low five bits of its operand, and
  returns the calling lane's own value when j is outside 0..31 or did not take
  part; a match compares the participants' values bit for bit;
- activemask is the lanes the block has in the warp (divergence is not
  modelled); a lane must be in the mask it passes.

This is a reference model written for the oracle, independent of the Go code:
the golden cases that use warp intrinsics compare the CPU twin with it.
"""

import threading

import numpy as np

_cond = threading.Condition()
_warps = {}  # (id(block manager), block index, warp index) -> _Warp


class _Warp:
    def __init__(self, lanes):
        self.all = (1 << lanes) - 1
        self.live = self.all
        self.groups = {}  # mask -> _Group


class _Group:
    def __init__(self, mask):
        self.mask = mask
        self.arrived = 0
        self.vals = [None] * 32
        self.done = False


def _where(thread):
    """The calling thread's warp (created on first use; _cond is held) and lane."""
    manager = thread._manager
    n = int(np.prod(manager._block_dim))
    w = thread.thread_id // 32
    key = (id(manager), tuple(thread.blockIdx), w)
    warp = _warps.get(key)
    if warp is None:
        warp = _warps[key] = _Warp(min(32, n - 32 * w))
    return warp, thread.thread_id % 32


def _try_open(warp, group):
    if group.mask & warp.live & ~group.arrived:
        return
    group.done = True
    del warp.groups[group.mask]
    _cond.notify_all()


def _leave(thread):
    with _cond:
        warp, lane = _where(thread)
        warp.live &= ~(1 << lane)
        for mask in sorted(warp.groups):
            _try_open(warp, warp.groups[mask])
        if not warp.live:
            # The warp is over. Its key holds id() of the block's manager, which a later
            # launch's manager may reuse: that launch must find no state of this one.
            w = thread.thread_id // 32
            del _warps[(id(thread._manager), tuple(thread.blockIdx), w)]


def _exchange(mask, value):
    thread = threading.current_thread()
    mask &= 0xFFFFFFFF
    with _cond:
        warp, lane = _where(thread)
        if not mask & (1 << lane):
            raise RuntimeError("warp intrinsic with mask %#010x, which leaves out the calling lane %d" % (mask, lane))
        group = warp.groups.get(mask)
        if group is None:
            group = warp.groups[mask] = _Group(mask)
        group.arrived |= 1 << lane
        group.vals[lane] = value
        _try_open(warp, group)
        while not group.done:
            _cond.wait()
        return group.arrived, group.vals, lane


def _lanes(bits):
    return [l for l in range(32) if bits >> l & 1]


def _int32(bits):
    return bits - (1 << 32) if bits >= 1 << 31 else bits


def _bits(v):
    a = np.asarray(v)
    return a.dtype.kind, a.tobytes()


def _votes(mask, pred):
    met, vals, _ = _exchange(mask, bool(pred))
    yes = sum(1 << l for l in _lanes(met) if vals[l])
    return met, yes


def syncwarp(self, mask=0xFFFFFFFF):
    _exchange(mask, None)


def all_sync(self, mask, pred):
    met, yes = _votes(mask, pred)
    return met == yes


def any_sync(self, mask, pred):
    return _votes(mask, pred)[1] != 0


def eq_sync(self, mask, pred):
    met, yes = _votes(mask, pred)
    return yes == 0 or yes == met


def ballot_sync(self, mask, pred):
    return _int32(_votes(mask, pred)[1])


def _shfl(mask, value, src):
    met, vals, lane = _exchange(mask, value)
    j = src(lane)
    if j < 0 or j > 31 or not met >> j & 1:
        return value
    return vals[j]


def shfl_sync(self, mask, value, src_lane):
    return _shfl(mask, value, lambda lane: int(src_lane) & 31)


def shfl_up_sync(self, mask, value, delta):
    return _shfl(mask, value, lambda lane: lane - (int(delta) & 31))


def shfl_down_sync(self, mask, value, delta):
    return _shfl(mask, value, lambda lane: lane + (int(delta) & 31))


def shfl_xor_sync(self, mask, value, lane_mask):
    return _shfl(mask, value, lambda lane: lane ^ (int(lane_mask) & 31))


def match_any_sync(self, mask, value):
    met, vals, lane = _exchange(mask, value)
    own = _bits(vals[lane])
    return _int32(sum(1 << l for l in _lanes(met) if _bits(vals[l]) == own))


def match_all_sync(self, mask, value):
    met, vals, lane = _exchange(mask, value)
    own = _bits(vals[lane])
    if all(_bits(vals[l]) == own for l in _lanes(met)):
        return _int32(met), True
    return 0, False


def activemask(self):
    with _cond:
        warp, _ = _where(threading.current_thread())
        return warp.all


def lanemask_lt(self):
    return (1 << self.laneid) - 1


def install():
    """Adds the warp intrinsics to the simulator's cuda module, and makes a returning thread
    leave its warp."""
    from numba.cuda.simulator import kernel, kernelapi

    if getattr(kernel.BlockThread.run, "pygo_leaves_warp", False):
        return  # installed by an earlier case in this process (oracle.py's case server)
    for f in (syncwarp, all_sync, any_sync, eq_sync, ballot_sync, shfl_sync, shfl_up_sync,
              shfl_down_sync, shfl_xor_sync, match_any_sync, match_all_sync, activemask,
              lanemask_lt):
        setattr(kernelapi.FakeCUDAModule, f.__name__, f)
    run = kernel.BlockThread.run

    def run_and_leave(self):
        try:
            run(self)
        finally:
            _leave(self)

    run_and_leave.pygo_leaves_warp = True
    kernel.BlockThread.run = run_and_leave
