// Command conformance-driver performs the conformance suite's requests with the Go SDK
// (conformance/PROTOCOL.md): JSON lines on stdin (requests, cancels, shutdown), JSON lines on
// stdout (head, event, response, error). Every request runs in its own goroutine; writes are
// serialized.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

type credential struct {
	Header string `json:"header"`
	Value  string `json:"value"`
}

type part struct {
	Name        string  `json:"name"`
	Filename    *string `json:"filename"`
	ContentType *string `json:"contentType"`
	Base64      string  `json:"base64"`
}

type body struct {
	Kind        string          `json:"kind"`
	Value       json.RawMessage `json:"value"`
	Base64      string          `json:"base64"`
	ContentType *string         `json:"contentType"`
	Parts       []part          `json:"parts"`
}

type request struct {
	Type        string            `json:"type"`
	ID          int64             `json:"id"`
	API         string            `json:"api"`
	BaseURL     string            `json:"baseUrl"`
	OperationID *string           `json:"operationId"`
	PathParams  map[string]string `json:"pathParams"`
	Query       [][2]string       `json:"query"`
	Headers     map[string]string `json:"headers"`
	Credential  *credential       `json:"credential"`
	Body        *body             `json:"body"`
	Invalid     bool              `json:"invalid"`
	Method      string            `json:"method"`
	Path        string            `json:"path"`
	MaxEvents   *int              `json:"maxEvents"`
	TimeoutMs   *int64            `json:"timeoutMs"`
}

// out serializes protocol lines on stdout.
type out struct {
	mu sync.Mutex
	w  *bufio.Writer
}

func (o *out) send(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(map[string]any{"type": "error", "id": idOf(v), "origin": "driver", "message": "cannot encode reply: " + err.Error()})
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.w.Write(b)
	o.w.WriteByte('\n')
	o.w.Flush()
}

func idOf(v any) any {
	if m, ok := v.(map[string]any); ok {
		return m["id"]
	}
	return nil
}

func main() {
	serve(os.Stdin, os.Stdout)
	os.Exit(0)
}

// serve runs the protocol until shutdown or EOF, then lets in-flight requests finish (up to
// two seconds) or cancels them; each still gets its answer.
func serve(in io.Reader, stdout io.Writer) {
	o := &out{w: bufio.NewWriter(stdout)}
	var (
		mu       sync.Mutex
		inflight = map[int64]context.CancelFunc{}
		wg       sync.WaitGroup
	)
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 1<<20), 512<<20)
	for sc.Scan() {
		line := sc.Bytes()
		if len(line) == 0 {
			continue
		}
		var req request
		if err := json.Unmarshal(line, &req); err != nil {
			fmt.Fprintf(os.Stderr, "driver: bad line: %v\n", err)
			continue
		}
		switch req.Type {
		case "request":
			timeout := 60 * time.Second
			if req.TimeoutMs != nil && *req.TimeoutMs > 0 {
				timeout = time.Duration(*req.TimeoutMs) * time.Millisecond
			}
			ctx, cancel := context.WithTimeout(context.Background(), timeout)
			mu.Lock()
			inflight[req.ID] = cancel
			mu.Unlock()
			wg.Add(1)
			go func(req request) {
				defer wg.Done()
				defer func() {
					if r := recover(); r != nil {
						o.send(map[string]any{"type": "error", "id": req.ID, "origin": "driver", "message": fmt.Sprintf("panic: %v", r)})
					}
					mu.Lock()
					delete(inflight, req.ID)
					mu.Unlock()
					cancel()
				}()
				h := &handler{req: req, out: o, ctx: ctx}
				h.run()
			}(req)
		case "cancel":
			mu.Lock()
			if cancel, ok := inflight[req.ID]; ok {
				cancel()
			}
			mu.Unlock()
		case "shutdown":
			goto done
		default:
			fmt.Fprintf(os.Stderr, "driver: unknown message type %q\n", req.Type)
		}
	}
done:
	// Give in-flight requests a moment to finish, then cancel them; each still answers.
	finished := make(chan struct{})
	go func() { wg.Wait(); close(finished) }()
	select {
	case <-finished:
	case <-time.After(2 * time.Second):
		mu.Lock()
		for _, cancel := range inflight {
			cancel()
		}
		mu.Unlock()
		<-finished
	}
}
