package opensandbox

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// fakeSandbox serves the lifecycle routes Sandboxes.Execd uses (get, endpoint of 44772) for
// sandbox sb1, with a state the test can change, and points the endpoint at execdAddr.
type fakeSandbox struct {
	mu     sync.Mutex
	state  string
	reason string
	// health is GET /health's answer (default: upstream's, without runningMeansReady).
	health    string
	healths   atomic.Int32
	gets      atomic.Int32
	endpoints atomic.Int32
	execdAddr string
}

func (f *fakeSandbox) setState(s string) { f.mu.Lock(); f.state = s; f.mu.Unlock() }

func (f *fakeSandbox) handler(t *testing.T) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/v1/health":
			f.healths.Add(1)
			if f.health == "" {
				fmt.Fprint(w, `{"status":"healthy"}`)
			} else {
				fmt.Fprint(w, f.health)
			}
		case "/v1/sandboxes/sb1":
			f.gets.Add(1)
			f.mu.Lock()
			st, reason := f.state, f.reason
			f.mu.Unlock()
			if reason != "" {
				fmt.Fprintf(w, `{"id":"sb1","status":{"state":%q,"reason":%q},"createdAt":"2026-01-02T03:04:05Z","entrypoint":["sleep"]}`, st, reason)
				return
			}
			fmt.Fprintf(w, sandboxJSON, st)
		case "/v1/sandboxes/sb1/endpoints/44772":
			f.endpoints.Add(1)
			fmt.Fprintf(w, `{"endpoint":%q,"headers":{"X-EXECD-ACCESS-TOKEN":"secret"}}`, f.execdAddr)
		default:
			t.Errorf("unexpected %s %s", r.Method, r.URL.Path)
			w.WriteHeader(404)
		}
	}
}

// freeAddr returns a local address nothing listens on (yet): connecting to it is refused.
func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return addr
}

// countingTransport counts the requests to /ping that got no answer (e.g. connection refused).
type countingTransport struct{ failed atomic.Int32 }

func (c *countingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := http.DefaultTransport.RoundTrip(r)
	if err != nil && r.URL.Path == "/ping" {
		c.failed.Add(1)
	}
	return resp, err
}

// execd that starts listening on addr after delay, answers /ping with 502 `bad` times, then 200.
func lateExecd(t *testing.T, addr string, delay time.Duration, bad int32) (pings *atomic.Int32, started chan time.Time) {
	t.Helper()
	pings = &atomic.Int32{}
	started = make(chan time.Time, 1)
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/ping" || r.Method != "GET" {
			t.Errorf("unexpected %s %s", r.Method, r.URL.Path)
		}
		if r.Header.Get("X-EXECD-ACCESS-TOKEN") != "secret" {
			t.Errorf("ping without the endpoint's token")
		}
		if pings.Add(1) <= bad {
			w.WriteHeader(502)
			return
		}
	}))
	timer := time.AfterFunc(delay, func() {
		l, err := net.Listen("tcp", addr)
		if err != nil {
			t.Errorf("listen %s: %v", addr, err)
			return
		}
		srv.Listener = l
		srv.Start()
		started <- time.Now()
	})
	t.Cleanup(func() { timer.Stop(); srv.Close() })
	return pings, started
}

func TestExecdWaitsForPing(t *testing.T) {
	f := &fakeSandbox{state: "Running", execdAddr: freeAddr(t)}
	ct := &countingTransport{}
	c := newTestClient(t, f.handler(t), WithHTTPClient(&http.Client{Transport: ct}))
	pings, started := lateExecd(t, f.execdAddr, 100*time.Millisecond, 2)
	ex, err := c.Sandboxes.Execd(context.Background(), "sb1")
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-started:
	default:
		t.Fatal("Execd returned before execd listened")
	}
	if ct.failed.Load() < 2 {
		t.Fatalf("want refused /ping attempts first, got %d", ct.failed.Load())
	}
	// Two 502s, then the answer: each attempt once (no transport retries inside the wait).
	if pings.Load() != 3 {
		t.Fatalf("pings answered: %d, want 3", pings.Load())
	}
	if ex.BaseURL() != "http://"+f.execdAddr {
		t.Fatalf("base URL %s", ex.BaseURL())
	}
}

func TestExecdWaitsUntilRunning(t *testing.T) {
	f := &fakeSandbox{state: "Pending", execdAddr: freeAddr(t)}
	c := newTestClient(t, f.handler(t), WithPollInterval(10*time.Millisecond))
	lateExecd(t, f.execdAddr, 0, 0)
	time.AfterFunc(50*time.Millisecond, func() { f.setState("Running") })
	if _, err := c.Sandboxes.Execd(context.Background(), "sb1"); err != nil {
		t.Fatal(err)
	}
	if f.gets.Load() < 2 {
		t.Fatalf("state read %d times", f.gets.Load())
	}
}

func TestExecdPingDeadline(t *testing.T) {
	f := &fakeSandbox{state: "Running", execdAddr: freeAddr(t)}
	c := newTestClient(t, f.handler(t))
	lateExecd(t, f.execdAddr, 0, 1<<30) // always 502
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	ex, err := c.Sandboxes.Execd(ctx, "sb1")
	if ex != nil || !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > time.Second {
		t.Fatalf("want deadline exceeded promptly, got %v %v after %v", ex, err, time.Since(start))
	}
	if !strings.Contains(err.Error(), "/ping") || !strings.Contains(err.Error(), "502") {
		t.Fatalf("error does not name /ping and its last failure: %v", err)
	}

	// Without a deadline in ctx, WithRequestTimeout bounds the whole wait.
	c = newTestClient(t, f.handler(t), WithRequestTimeout(200*time.Millisecond))
	start = time.Now()
	_, err = c.Sandboxes.Execd(context.Background(), "sb1")
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > time.Second {
		t.Fatalf("want deadline exceeded promptly, got %v after %v", err, time.Since(start))
	}

	// A cancelled context stops the wait too.
	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	_, err = c.Sandboxes.Execd(ctx, "sb1")
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("want canceled, got %v", err)
	}
}

func TestExecdSandboxFailed(t *testing.T) {
	// Running, then Failed while execd never listens: reported at the next state check,
	// long before the deadline.
	f := &fakeSandbox{state: "Running", execdAddr: freeAddr(t)}
	c := newTestClient(t, f.handler(t))
	time.AfterFunc(100*time.Millisecond, func() { f.setState("Failed") })
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	start := time.Now()
	_, err := c.Sandboxes.Execd(ctx, "sb1")
	var se *SandboxStateError
	if !errors.As(err, &se) || se.State != "Failed" || se.SandboxID != "sb1" {
		t.Fatalf("want *SandboxStateError, got %T %v", err, err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("failure reported after %v", d)
	}

	// Already Terminated: reported before the endpoint is resolved.
	f = &fakeSandbox{state: "Terminated", execdAddr: freeAddr(t)}
	c = newTestClient(t, f.handler(t))
	_, err = c.Sandboxes.Execd(ctx, "sb1")
	if !errors.As(err, &se) || se.State != "Terminated" || f.endpoints.Load() != 0 {
		t.Fatalf("want *SandboxStateError, got %v (endpoints %d)", err, f.endpoints.Load())
	}
}

func TestExecdPingRejected(t *testing.T) {
	// A 401 (wrong token) is not "not yet": returned at once.
	var pings atomic.Int32
	ex := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pings.Add(1)
		w.WriteHeader(401)
	}))
	defer ex.Close()
	f := &fakeSandbox{state: "Running", execdAddr: strings.TrimPrefix(ex.URL, "http://")}
	c := newTestClient(t, f.handler(t))
	_, err := c.Sandboxes.Execd(context.Background(), "sb1")
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 401 || pings.Load() != 1 {
		t.Fatalf("want the 401 at once, got %v after %d pings", err, pings.Load())
	}
}

func TestExecdSkipHealthCheck(t *testing.T) {
	f := &fakeSandbox{state: "Pending", execdAddr: freeAddr(t)}
	c := newTestClient(t, f.handler(t), WithSkipHealthCheck(true))
	ex, err := c.Sandboxes.Execd(context.Background(), "sb1")
	if err != nil || ex == nil || f.gets.Load() != 0 || f.endpoints.Load() != 1 {
		t.Fatalf("%v %v gets %d endpoints %d", ex, err, f.gets.Load(), f.endpoints.Load())
	}
}

func TestExecdSkipsPingWhenRunningMeansReady(t *testing.T) {
	// Nothing listens at the execd address: a /ping would be refused, yet none is sent.
	f := &fakeSandbox{state: "Running", execdAddr: freeAddr(t), health: `{"status":"healthy","runningMeansReady":true}`}
	ct := &countingTransport{}
	c := newTestClient(t, f.handler(t), WithHTTPClient(&http.Client{Transport: ct}))
	for i := 0; i < 2; i++ {
		ex, err := c.Sandboxes.Execd(context.Background(), "sb1")
		if err != nil {
			t.Fatal(err)
		}
		if ex.BaseURL() != "http://"+f.execdAddr {
			t.Fatalf("base URL %s", ex.BaseURL())
		}
	}
	if ct.failed.Load() != 0 {
		t.Fatalf("%d /ping attempts, want none", ct.failed.Load())
	}
	if f.healths.Load() != 1 {
		t.Fatalf("GET /health asked %d times, want once per client", f.healths.Load())
	}
}

func TestExecdPingsWhileExecdRestartsEvenWhenRunningMeansReady(t *testing.T) {
	f := &fakeSandbox{state: "Running", reason: "EXECD_RESTARTING", execdAddr: freeAddr(t), health: `{"status":"healthy","runningMeansReady":true}`}
	c := newTestClient(t, f.handler(t))
	pings, _ := lateExecd(t, f.execdAddr, 0, 0)
	if _, err := c.Sandboxes.Execd(context.Background(), "sb1"); err != nil {
		t.Fatal(err)
	}
	if pings.Load() != 1 {
		t.Fatalf("pings: %d, want 1", pings.Load())
	}
}
