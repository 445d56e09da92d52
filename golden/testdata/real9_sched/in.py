"""Real-style event simulation: a heapq event queue of tuples, typed Dict of typed Lists, sorted with key lambdas."""
import heapq
import numpy as np
from numba import njit, types
from numba.typed import Dict, List

FLOAT_LIST = types.ListType(types.float64)


@njit
def mm1_queue(arrivals, services):
    events = [(arrivals[0], 0, 0)]
    heapq.heapify(events)
    nxt = 1
    busy = False
    queue = List()
    waits = np.zeros(arrivals.size)
    start_of = np.zeros(arrivals.size)
    while events:
        t, kind, cid = heapq.heappop(events)
        if kind == 0:
            if nxt < arrivals.size:
                heapq.heappush(events, (arrivals[nxt], 0, nxt))
                nxt += 1
            if not busy:
                busy = True
                start_of[cid] = t
                heapq.heappush(events, (t + services[cid], 1, cid))
            else:
                queue.append(cid)
        else:
            if len(queue) > 0:
                c = queue.pop(0)
                start_of[c] = t
                waits[c] = t - arrivals[c]
                heapq.heappush(events, (t + services[c], 1, c))
            else:
                busy = False
    return waits.mean(), waits.max()


@njit
def group_by(keys, vals):
    d = Dict.empty(key_type=types.int64, value_type=FLOAT_LIST)
    for k, v in zip(keys, vals):
        if k not in d:
            d[k] = List.empty_list(types.float64)
        d[k].append(v)
    out = []
    for k in sorted(d.keys()):
        lst = d[k]
        s = 0.0
        for v in lst:
            s += v
        out.append((k, len(lst), s / len(lst)))
    return out


@njit
def top_k(names, scores, k):
    pairs = [(scores[i], names[i]) for i in range(len(names))]
    pairs.sort(key=lambda p: -p[0])
    return [p[1] for p in pairs[:k]]


@njit
def merge_intervals(starts, ends):
    iv = sorted([(starts[i], ends[i]) for i in range(starts.size)])
    out = [iv[0]]
    for s, e in iv[1:]:
        ls, le = out[-1]
        if s <= le:
            out[-1] = (ls, max(le, e))
        else:
            out.append((s, e))
    return out


# call: mm1_queue(np.array([0.0, 1.0, 1.5, 2.0, 7.0]), np.array([2.0, 1.0, 1.0, 0.5, 1.0]))
# call: group_by(np.array([3, 1, 3, 2, 1]), np.array([1.0, 2.0, 3.0, 4.0, 5.0]))
# call: top_k(['a', 'b', 'c', 'd'], np.array([0.5, 2.0, 1.0, 3.0]), 2)
# call: merge_intervals(np.array([5, 1, 2, 8]), np.array([7, 3, 4, 9]))
