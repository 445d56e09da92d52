//go:build !cuda

package cuda

import (
	"errors"
	"testing"
	"time"
)

// TestEventElapsed times a sleep between two recorded events, as
// cuda.event_elapsed_time(start, end) does, and checks the errors of events without timing.
func TestEventElapsed(t *testing.T) {
	start, err := NewEvent(true)
	if err != nil {
		t.Fatal(err)
	}
	end, _ := NewEvent(true)
	if _, err := start.ElapsedTime(end); !errors.Is(err, ErrEvent) {
		t.Errorf("unrecorded events: err = %v, want ErrEvent", err)
	}
	if err := start.Record(nil); err != nil {
		t.Fatal(err)
	}
	time.Sleep(20 * time.Millisecond)
	s, _ := NewStream()
	if err := end.Record(s); err != nil {
		t.Fatal(err)
	}
	if err := end.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if done, err := end.Query(); !done || err != nil {
		t.Errorf("Query = %v, %v after Synchronize", done, err)
	}
	if err := end.Wait(nil); err != nil {
		t.Fatal(err)
	}
	ms, err := EventElapsedTime(start, end)
	if err != nil || ms < 20 || ms > 5000 {
		t.Errorf("elapsed = %v ms, %v; want about 20", ms, err)
	}
	if back, _ := end.ElapsedTime(start); back != -ms {
		t.Errorf("end to start = %v, want %v", back, -ms)
	}
	light, _ := NewEvent(false)
	light.Record(nil)
	if _, err := start.ElapsedTime(light); !errors.Is(err, ErrEvent) {
		t.Errorf("event without timing: err = %v, want ErrEvent", err)
	}
	for _, e := range []*Event{start, end, light} {
		if err := e.Close(); err != nil {
			t.Error(err)
		}
	}
}
