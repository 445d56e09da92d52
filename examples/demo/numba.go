package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// numba runs calls under Numba through run_numba.py, one request and one answer at a time, so
// that its timings and pygo's never overlap.
type numba struct {
	version string // "0.56.4 (NumPy 1.24.2), 2 threads"
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Scanner
	stderr  bytes.Buffer
}

// A numbaResult is Numba's answer to one call.
type numbaResult struct {
	value   value
	time    time.Duration // the best of three calls after the first
	compile time.Duration // the module's import (eager signatures compile then) and the first call's extra time
}

// startNumba starts script under python and waits until Numba is imported. Its error says why
// Numba cannot be used, in a few words.
func startNumba(python, script string) (*numba, error) {
	n := &numba{cmd: exec.Command(python, script)}
	n.cmd.Stderr = &n.stderr
	var err error
	if n.in, err = n.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	out, err := n.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	n.out = bufio.NewScanner(out)
	n.out.Buffer(nil, 64<<20)
	if err := n.cmd.Start(); err != nil {
		return nil, err
	}
	var hello struct {
		Numba, NumPy, Error string
		Threads             int
	}
	if err := n.read(&hello); err != nil {
		n.close()
		return nil, err
	}
	if hello.Error != "" {
		n.close()
		return nil, errors.New(hello.Error)
	}
	n.version = fmt.Sprintf("%s (NumPy %s), %d threads", hello.Numba, hello.NumPy, hello.Threads)
	return n, nil
}

// read decodes the next line the script writes into v.
func (n *numba) read(v any) error {
	if !n.out.Scan() {
		err := n.out.Err()
		if err == nil {
			err = io.ErrUnexpectedEOF
		}
		if msg := strings.TrimSpace(n.stderr.String()); msg != "" {
			lines := strings.Split(msg, "\n")
			err = fmt.Errorf("%w: %s", err, lines[len(lines)-1])
		}
		return err
	}
	return json.Unmarshal(n.out.Bytes(), v)
}

// call imports file (once), runs the statements given and times call, as run_numba.py describes.
func (n *numba) call(file, given, call string) (numbaResult, error) {
	req, err := json.Marshal(map[string]string{"file": file, "given": given, "call": call})
	if err != nil {
		return numbaResult{}, err
	}
	if _, err := n.in.Write(append(req, '\n')); err != nil {
		return numbaResult{}, err
	}
	var resp struct {
		Result           map[string]json.RawMessage
		Seconds, Compile float64
		Error            string
	}
	if err := n.read(&resp); err != nil {
		return numbaResult{}, err
	}
	if resp.Error != "" {
		return numbaResult{}, errors.New(resp.Error)
	}
	v, err := pyValue(resp.Result)
	if err != nil {
		return numbaResult{}, err
	}
	return numbaResult{value: v, time: seconds(resp.Seconds), compile: seconds(resp.Compile)}, nil
}

// close ends the script: it exits when its input ends.
func (n *numba) close() {
	n.in.Close()
	n.cmd.Wait()
}

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

// pyValue decodes a value as run_numba.py encodes it.
func pyValue(m map[string]json.RawMessage) (value, error) {
	if raw, ok := m["int"]; ok {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return value{}, err
		}
		i, err := strconv.ParseInt(s, 10, 64)
		return value{ints: []int64{i}}, err
	}
	if raw, ok := m["float"]; ok {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return value{}, err
		}
		f, err := strconv.ParseFloat(s, 64)
		return value{floats: []float64{f}}, err
	}
	if raw, ok := m["array"]; ok {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return value{}, err
		}
		b, err := base64.StdEncoding.DecodeString(s)
		if err != nil {
			return value{}, err
		}
		fs := make([]float64, len(b)/8)
		for i := range fs {
			fs[i] = math.Float64frombits(binary.LittleEndian.Uint64(b[8*i:]))
		}
		return value{floats: fs, array: true}, nil
	}
	var s string
	if err := json.Unmarshal(m["other"], &s); err != nil {
		return value{}, fmt.Errorf("unexpected result %s", m)
	}
	return value{other: s}, nil
}
