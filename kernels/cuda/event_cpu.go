//go:build !cuda

package cuda

import "time"

// eventHandle is a CPU twin event: the time it was recorded.
type eventHandle struct{ at time.Time }

func newEventHandle(bool) (eventHandle, error) { return eventHandle{}, nil }

func (h *eventHandle) record(*Stream) error {
	h.at = time.Now()
	return nil
}

func (h *eventHandle) sync() error          { return nil }
func (h *eventHandle) query() (bool, error) { return true, nil }
func (h *eventHandle) wait(*Stream) error   { return nil }
func (h *eventHandle) destroy() error       { return nil }
func (h *eventHandle) elapsed(end eventHandle) (float64, error) {
	return float64(end.at.Sub(h.at).Nanoseconds()) / 1e6, nil
}
