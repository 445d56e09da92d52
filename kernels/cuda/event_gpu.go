//go:build cuda

package cuda

import "gorgonia.org/cu"

// eventHandle is a driver event.
type eventHandle struct{ ev cu.Event }

func newEventHandle(timing bool) (eventHandle, error) {
	flags := cu.DefaultEvent
	if !timing {
		flags = cu.DisableTiming
	}
	var h eventHandle
	err := withGPU(func() (err error) {
		h.ev, err = cu.MakeEvent(flags)
		return err
	})
	return h, err
}

func (h *eventHandle) record(s *Stream) error {
	return withGPU(func() error { return h.ev.Record(s.handle()) })
}

func (h *eventHandle) sync() error { return withGPU(h.ev.Synchronize) }

func (h *eventHandle) query() (bool, error) {
	var done bool
	err := withGPU(func() error {
		switch err := h.ev.Query(); err {
		case nil:
			done = true
		case cu.NotReady:
		default:
			return err
		}
		return nil
	})
	return done, err
}

func (h *eventHandle) wait(s *Stream) error {
	return withGPU(func() error { return s.handle().Wait(h.ev, 0) })
}

func (h *eventHandle) destroy() error {
	return withGPU(func() error { return cu.DestroyEvent(&h.ev) })
}

func (h *eventHandle) elapsed(end eventHandle) (float64, error) {
	var ms float64
	err := withGPU(func() (err error) {
		ms, err = h.ev.Elapsed(end.ev)
		return err
	})
	return ms, err
}
