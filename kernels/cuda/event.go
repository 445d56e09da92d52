package cuda

import "errors"

// Events, as Numba's cuda.event(timing=True): markers recorded on a stream, waited on, and
// timed against each other (elapsed_time, in milliseconds). On the CPU twin launches and copies
// are synchronous, so an event completes when it is recorded and its time is the wall clock's
// then; with the cuda tag events are the driver's.

// ErrEvent reports an event used for timing without timing data: created with timing off, or
// never recorded (CUDA's CUDA_ERROR_INVALID_HANDLE and CUDA_ERROR_INVALID_VALUE).
var ErrEvent = errors.New("cuda: event has no timing data")

// Event is a CUDA event.
type Event struct {
	h        eventHandle
	timing   bool
	recorded bool
}

// NewEvent is cuda.event(timing): timing false makes a lighter event that cannot be timed.
func NewEvent(timing bool) (*Event, error) {
	h, err := newEventHandle(timing)
	if err != nil {
		return nil, err
	}
	return &Event{h: h, timing: timing}, nil
}

// Record is event.record(stream): the event completes when the work queued on s (nil: the
// default stream) before it has.
func (e *Event) Record(s *Stream) error {
	if err := e.h.record(s); err != nil {
		return err
	}
	e.recorded = true
	return nil
}

// Synchronize is event.synchronize(): it waits until the event has completed.
func (e *Event) Synchronize() error { return e.h.sync() }

// Query is event.query(): whether the event has completed.
func (e *Event) Query() (bool, error) { return e.h.query() }

// Wait is event.wait(stream): work queued on s after the call waits for the event.
func (e *Event) Wait(s *Stream) error { return e.h.wait(s) }

// ElapsedTime is event.elapsed_time(end) and cuda.event_elapsed_time(e, end): the milliseconds
// between the two recorded events.
func (e *Event) ElapsedTime(end *Event) (float64, error) {
	if !e.timing || !end.timing || !e.recorded || !end.recorded {
		return 0, ErrEvent
	}
	return e.h.elapsed(end.h)
}

// EventElapsedTime is cuda.event_elapsed_time(start, end).
func EventElapsedTime(start, end *Event) (float64, error) { return start.ElapsedTime(end) }

// Close releases the event.
func (e *Event) Close() error { return e.h.destroy() }
