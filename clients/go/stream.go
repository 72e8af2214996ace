package opensandbox

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"sync"
)

// Stream reads the events of an execd output stream (commands, session runs, code, metrics).
// Both framings execd's spec allows are accepted: bare JSON objects one per line (followed by
// an empty line) and Server-Sent Events `data:` lines; empty lines and `:`, `event:`, `id:`,
// `retry:` lines are ignored. A line that starts with `{` but is not JSON ends the stream
// with a *StreamError.
//
//	for s.Next() { ev := s.Event(); ... }
//	if err := s.Err(); err != nil { ... }
//	s.Close()
type Stream[T any] struct {
	op      string
	resp    *http.Response
	cancel  func()
	sc      *bufio.Scanner
	data    []byte // pending multi-line SSE data
	hasData bool
	cur     T
	queue   []T
	err     error
	done    bool
	once    sync.Once
}

func newStream[T any](op string, resp *http.Response, cancel func()) *Stream[T] {
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 0, 64<<10), 64<<20)
	sc.Split(scanLines)
	return &Stream[T]{op: op, resp: resp, cancel: cancel, sc: sc}
}

// NewEventStream parses an already received response body as an event stream. The stream
// owns the body; Close closes it.
func NewEventStream[T any](resp *http.Response) *Stream[T] {
	return newStream[T]("stream", resp, func() {})
}

// Status is the HTTP status of the stream's response.
func (s *Stream[T]) Status() int { return s.resp.StatusCode }

// Header holds the stream's response headers (X-Request-ID, ...).
func (s *Stream[T]) Header() http.Header { return s.resp.Header }

// Next advances to the next event; false at the end of the stream or on an error (see Err).
func (s *Stream[T]) Next() bool {
	for len(s.queue) == 0 {
		if s.done || s.err != nil {
			return false
		}
		if !s.sc.Scan() {
			if err := s.sc.Err(); err != nil {
				s.err = &TransportError{Op: s.op, Err: err}
				return false
			}
			s.done = true
			s.flush()
			if s.err != nil {
				return false
			}
			continue
		}
		s.line(s.sc.Bytes())
	}
	s.cur = s.queue[0]
	var zero T
	s.queue[0] = zero
	s.queue = s.queue[1:]
	return true
}

// Event is the event Next advanced to.
func (s *Stream[T]) Event() T { return s.cur }

// Err is the error that ended the stream early (nil at a normal end): *StreamError for a
// malformed event, *TransportError when the connection failed.
func (s *Stream[T]) Err() error { return s.err }

// Close stops reading and releases the connection. It is safe to call more than once.
func (s *Stream[T]) Close() error {
	s.once.Do(func() {
		s.resp.Body.Close()
		s.cancel()
	})
	return nil
}

// All returns the stream as an iterator of (event, nil) pairs, ending with (zero, err) if the
// stream failed. Breaking out of the loop does not close the stream.
func (s *Stream[T]) All() func(yield func(T, error) bool) {
	return func(yield func(T, error) bool) {
		for s.Next() {
			if !yield(s.cur, nil) {
				return
			}
		}
		if s.err != nil {
			var zero T
			yield(zero, s.err)
		}
	}
}

var dataPrefix = []byte("data:")

func (s *Stream[T]) line(line []byte) {
	switch {
	case len(line) == 0:
		s.flush() // blank line: end of an SSE event (and the separator of bare JSON)
	case line[0] == '{':
		s.flush()
		s.emit(line)
	case bytes.HasPrefix(line, dataPrefix):
		payload := line[len(dataPrefix):]
		if len(payload) > 0 && payload[0] == ' ' {
			payload = payload[1:]
		}
		if !s.hasData {
			// Usually one data line holds one whole object: dispatch it at once.
			var probe T
			if len(payload) > 0 && payload[0] == '{' && json.Unmarshal(payload, &probe) == nil {
				s.queue = append(s.queue, probe)
				return
			}
			s.data = append(s.data[:0], payload...)
			s.hasData = true
		} else {
			s.data = append(s.data, '\n')
			s.data = append(s.data, payload...)
		}
	default:
		// ":" comments, "event:", "id:", "retry:" and any other field: ignored.
	}
}

func (s *Stream[T]) flush() {
	if !s.hasData {
		return
	}
	data := bytes.TrimLeft(s.data, " \t")
	s.hasData = false
	if len(data) > 0 && data[0] == '{' {
		s.emit(data)
	}
	// Payloads that are not JSON objects (e.g. "[DONE]") carry no event.
}

func (s *Stream[T]) emit(raw []byte) {
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		line := string(raw)
		if len(line) > 200 {
			line = line[:200] + "…"
		}
		if s.err == nil {
			s.err = &StreamError{Line: line, Err: err}
		}
		return
	}
	if s.err == nil {
		s.queue = append(s.queue, v)
	}
}

// scanLines splits on LF, CRLF or a lone CR.
func scanLines(data []byte, atEOF bool) (int, []byte, error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	if i := bytes.IndexAny(data, "\r\n"); i >= 0 {
		if data[i] == '\n' {
			return i + 1, data[:i], nil
		}
		// CR: is it CRLF? need one more byte unless at EOF.
		if i+1 < len(data) {
			if data[i+1] == '\n' {
				return i + 2, data[:i], nil
			}
			return i + 1, data[:i], nil
		}
		if atEOF {
			return i + 1, data[:i], nil
		}
		return 0, nil, nil
	}
	if atEOF {
		return len(data), data, nil
	}
	return 0, nil, nil
}
