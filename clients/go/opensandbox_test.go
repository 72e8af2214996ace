package opensandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/execd"
	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/lifecycle"
)

func newTestClient(t *testing.T, h http.HandlerFunc, opts ...Option) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	c, err := NewClient(append([]Option{WithDomain(srv.URL), WithAPIKey("k")}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func newTestExecd(t *testing.T, h http.HandlerFunc) *Execd {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	e, err := NewExecd(srv.URL, map[string]string{"X-EXECD-ACCESS-TOKEN": "tok"})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

const sandboxJSON = `{"id":"sb1","status":{"state":"%s"},"createdAt":"2026-01-02T03:04:05.123456789+02:00","entrypoint":["tail","-f","/dev/null"]}`

func TestAPIError(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("OPEN-SANDBOX-API-KEY") != "k" {
			t.Errorf("missing API key header")
		}
		if r.URL.Path != "/v1/sandboxes/nope" {
			t.Errorf("path %s", r.URL.Path)
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-Request-ID", "req-42")
		w.WriteHeader(404)
		io.WriteString(w, `{"code":"SANDBOX_NOT_FOUND","message":"Sandbox nope not found"}`)
	})
	_, err := c.Sandboxes.Get(context.Background(), "nope")
	var apiErr *APIError
	if !errors.As(err, &apiErr) {
		t.Fatalf("want *APIError, got %T %v", err, err)
	}
	if apiErr.Status != 404 || apiErr.Code != "SANDBOX_NOT_FOUND" || apiErr.Message != "Sandbox nope not found" || apiErr.RequestID != "req-42" {
		t.Fatalf("unexpected %+v", apiErr)
	}
	if !strings.Contains(err.Error(), "req-42") || !apiErr.NotFound() {
		t.Fatalf("message %q", err.Error())
	}
}

func TestAPIErrorSandboxStateCodes(t *testing.T) {
	cases := []struct {
		status                        int
		code                          string
		gone, notRunning, timeoutLong bool
	}{
		{404, "SANDBOX_NOT_FOUND", true, false, false},
		{404, "DOCKER::SANDBOX_NOT_FOUND", true, false, false},
		{404, "FILE_NOT_FOUND", false, false, false},
		{409, "SANDBOX_NOT_RUNNING", false, true, false},
		{409, "CONFLICT", false, false, false},
		{400, "TIMEOUT_TOO_LONG", false, false, true},
		{400, "INVALID_PARAMETER", false, false, false},
	}
	for _, tc := range cases {
		e := newAPIError("op", tc.status, http.Header{}, []byte(`{"code":"`+tc.code+`","message":"m"}`))
		if e.SandboxNotFound() != tc.gone || e.SandboxNotRunning() != tc.notRunning || e.TimeoutTooLong() != tc.timeoutLong {
			t.Errorf("%d %s: SandboxNotFound=%v SandboxNotRunning=%v TimeoutTooLong=%v", tc.status, tc.code, e.SandboxNotFound(), e.SandboxNotRunning(), e.TimeoutTooLong())
		}
	}
}

func TestAPIErrorNotJSON(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(500)
		io.WriteString(w, "<html>boom</html>")
	}, WithMaxRetries(0))
	err := c.Sandboxes.Delete(context.Background(), "x")
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 500 || apiErr.Code != "" || apiErr.Message != "<html>boom</html>" {
		t.Fatalf("got %#v", err)
	}
}

func TestRetriesIdempotentOnly(t *testing.T) {
	var calls atomic.Int32
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		n := calls.Add(1)
		if r.Method == "GET" && n < 3 {
			w.Header().Set("Retry-After", "0")
			w.WriteHeader(503)
			return
		}
		if r.Method == "POST" {
			w.WriteHeader(503)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, sandboxJSON, "Running")
	})
	sb, err := c.Sandboxes.Get(context.Background(), "sb1")
	if err != nil || sb.Id != "sb1" || calls.Load() != 3 {
		t.Fatalf("get: %v, %d calls", err, calls.Load())
	}
	calls.Store(0)
	err = c.Sandboxes.Pause(context.Background(), "sb1")
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 503 || calls.Load() != 1 {
		t.Fatalf("pause: %v, %d calls", err, calls.Load())
	}
}

func TestTransportError(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	srv.Close()
	c, _ := NewClient(WithDomain(srv.URL), WithMaxRetries(0))
	_, err := c.Sandboxes.Get(context.Background(), "x")
	var te *TransportError
	if !errors.As(err, &te) {
		t.Fatalf("want *TransportError, got %T %v", err, err)
	}
}

func TestDecodeError(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"id": 5}`)
	})
	_, err := c.Sandboxes.Get(context.Background(), "x")
	var de *DecodeError
	if !errors.As(err, &de) || de.Status != 200 {
		t.Fatalf("want *DecodeError, got %T %v", err, err)
	}
}

func TestModelRoundTrip(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, sandboxJSON, "Allocated")
	})
	sb, err := c.Sandboxes.Get(context.Background(), "sb1")
	if err != nil {
		t.Fatal(err)
	}
	if sb.Status.State != "Allocated" || sb.Metadata != nil || sb.ExpiresAt != nil {
		t.Fatalf("%+v", sb)
	}
	b, _ := json.Marshal(sb)
	var back map[string]any
	json.Unmarshal(b, &back)
	created, _ := time.Parse(time.RFC3339Nano, back["createdAt"].(string))
	want, _ := time.Parse(time.RFC3339Nano, "2026-01-02T03:04:05.123456789+02:00")
	if !created.Equal(want) {
		t.Fatalf("createdAt %v", back["createdAt"])
	}
	if _, ok := back["metadata"]; ok {
		t.Fatalf("absent field re-encoded: %s", b)
	}
}

func TestEnvConfig(t *testing.T) {
	var got *http.Request
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"items":[],"pagination":{"page":1,"pageSize":20,"totalItems":0,"totalPages":0,"hasNextPage":false}}`)
	}))
	defer srv.Close()
	t.Setenv("OPEN_SANDBOX_DOMAIN", strings.TrimPrefix(srv.URL, "http://"))
	t.Setenv("OPEN_SANDBOX_API_KEY", "from-env")
	c, err := NewClient()
	if err != nil {
		t.Fatal(err)
	}
	if c.BaseURL() != srv.URL+"/v1" {
		t.Fatalf("base %s", c.BaseURL())
	}
	if _, err := c.Sandboxes.List(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	if got.Header.Get("OPEN-SANDBOX-API-KEY") != "from-env" || got.URL.Path != "/v1/sandboxes" {
		t.Fatalf("request %v %v", got.Header, got.URL)
	}
	// A full URL sets the scheme; options override the environment.
	t.Setenv("OPEN_SANDBOX_DOMAIN", "https://example.org:8443/")
	c, _ = NewClient()
	if c.BaseURL() != "https://example.org:8443/v1" {
		t.Fatalf("base %s", c.BaseURL())
	}
	c, _ = NewClient(WithDomain("other:1"))
	if c.BaseURL() != "http://other:1/v1" {
		t.Fatalf("base %s", c.BaseURL())
	}
	if _, err := NewClient(WithDomain("ftp://x")); err == nil {
		t.Fatal("ftp accepted")
	}
}

func TestWaitUntilRunning(t *testing.T) {
	var polls atomic.Int32
	var state atomic.Value // the handler may still be serving a poll of the previous wait
	state.Store("Pending")
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		n := polls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		s := state.Load().(string)
		if s == "Pending" && n >= 3 && strings.HasSuffix(r.URL.Path, "/ok") {
			s = "Running"
		}
		fmt.Fprintf(w, sandboxJSON, s)
	}, WithPollInterval(20*time.Millisecond))
	sb, err := c.Sandboxes.WaitUntilRunning(context.Background(), "ok")
	if err != nil || sb.Status.State != "Running" || polls.Load() != 3 {
		t.Fatalf("%v %v %d", sb, err, polls.Load())
	}

	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = c.Sandboxes.WaitUntilRunning(ctx, "pending")
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > time.Second {
		t.Fatalf("want deadline exceeded promptly, got %v after %v", err, time.Since(start))
	}
	if !strings.Contains(err.Error(), "Pending") {
		t.Fatalf("error does not name the state: %v", err)
	}

	state.Store("Failed")
	_, err = c.Sandboxes.WaitUntilRunning(context.Background(), "f")
	var se *SandboxStateError
	if !errors.As(err, &se) || se.State != "Failed" {
		t.Fatalf("want *SandboxStateError, got %v", err)
	}
}

func TestExecdThroughEndpoint(t *testing.T) {
	ex := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-EXECD-ACCESS-TOKEN") != "secret" || r.URL.Path != "/ping" {
			w.WriteHeader(401)
			return
		}
	}))
	defer ex.Close()
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/v1/sandboxes/sb1":
			fmt.Fprintf(w, sandboxJSON, "Running")
		case "/v1/sandboxes/sb1/endpoints/44772":
			fmt.Fprintf(w, `{"endpoint":%q,"headers":{"X-EXECD-ACCESS-TOKEN":"secret"}}`, strings.TrimPrefix(ex.URL, "http://"))
		case "/v1/health":
			fmt.Fprint(w, `{"status":"healthy"}`) // as upstream's: Execd waits for /ping
		default:
			t.Errorf("path %s", r.URL.Path)
		}
	})
	e, err := c.Sandboxes.Execd(context.Background(), "sb1")
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Ping(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func streamServer(t *testing.T, body string) *Execd {
	return newTestExecd(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-EXECD-ACCESS-TOKEN") != "tok" {
			t.Errorf("no token")
		}
		var req execd.RunCommandRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Command == nil {
			t.Errorf("bad body %v", err)
		}
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, body)
	})
}

func TestStreamBareFraming(t *testing.T) {
	e := streamServer(t, `{"type":"init","text":"c1","timestamp":1}`+"\n\n"+
		`{"type":"stdout","text":"hello","timestamp":2}`+"\n\n"+
		`{"type":"stderr","text":"oops"}`+"\n\n"+
		`{"type":"ping","text":"pong"}`+"\n\n"+
		`{"type":"error","error":{"ename":"CommandExecError","evalue":"3","traceback":[]}}`+"\n\n")
	res, err := e.Commands.Run(context.Background(), "x", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.ID != "c1" || res.Stdout != "hello\n" || res.Stderr != "oops\n" || res.ExitCode != 3 {
		t.Fatalf("%+v", res)
	}
}

func TestPartialEventsJoinWithoutLineEnds(t *testing.T) {
	e := streamServer(t, `{"type":"init","text":"c"}`+"\n\n"+
		`{"type":"stdout","text":"aaa","partial":true}`+"\n\n"+
		`{"type":"stdout","text":"bbb"}`+"\n\n"+
		`{"type":"stdout","text":"\n"}`+"\n\n"+
		`{"type":"execution_complete","execution_time":1}`+"\n\n")
	res, err := e.Commands.Run(context.Background(), "x", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Stdout != "aaabbb\n\n" {
		t.Fatalf("stdout %q", res.Stdout)
	}
}

func TestStreamSSEFraming(t *testing.T) {
	body := ": comment\r\nevent: message\r\nid: 1\r\nretry: 100\r\n" +
		"data: {\"type\":\"init\",\"text\":\"c2\"}\r\n\r\n" +
		"data: {\"type\":\"stdout\",\r\ndata: \"text\":\"multi\"}\r\n\r\n" +
		"data:{\"type\":\"execution_complete\",\"execution_time\":7}\n\n" +
		"data: [DONE]\n\n"
	e := streamServer(t, body)
	st, err := e.Commands.Stream(context.Background(), execd.RunCommandRequest{Command: ptr("x")})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if st.Status() != 200 || st.Header().Get("Content-Type") != "text/event-stream" {
		t.Fatalf("head %d %v", st.Status(), st.Header())
	}
	var types []string
	for ev, err := range st.All() {
		if err != nil {
			t.Fatal(err)
		}
		types = append(types, string(ev.Type)+":"+deref(ev.Text))
	}
	if strings.Join(types, ",") != "init:c2,stdout:multi,execution_complete:" {
		t.Fatalf("events %v", types)
	}
}

func TestStreamMalformedEvent(t *testing.T) {
	e := streamServer(t, `{"type":"init","text":"c3"}`+"\n\n"+`{"type":"stdout", broken`+"\n\n"+`{"type":"stdout","text":"late"}`+"\n\n")
	st, err := e.Commands.Stream(context.Background(), execd.RunCommandRequest{Command: ptr("x")})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	n := 0
	for st.Next() {
		n++
	}
	var se *StreamError
	if n != 1 || !errors.As(st.Err(), &se) || !strings.Contains(se.Line, "broken") {
		t.Fatalf("n=%d err=%v", n, st.Err())
	}
}

func TestStreamRejectedBeforeStart(t *testing.T) {
	e := newTestExecd(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Request-ID", "r9")
		w.WriteHeader(400)
		io.WriteString(w, `{"code":"INVALID_REQUEST_BODY","message":"no"}`)
	})
	_, err := e.Commands.Stream(context.Background(), execd.RunCommandRequest{Command: ptr("x")})
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.Code != "INVALID_REQUEST_BODY" || apiErr.RequestID != "r9" {
		t.Fatalf("%v", err)
	}
}

func TestUploadMultipart(t *testing.T) {
	type seen struct{ name, filename, contentType, body string }
	var parts []seen
	e := newTestExecd(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Method != "POST" || r.URL.Path != "/files/upload" {
			t.Errorf("%s %s", r.Method, r.URL.Path)
		}
		mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if err != nil || mt != "multipart/form-data" {
			t.Errorf("content type %q", r.Header.Get("Content-Type"))
			return
		}
		mr := multipart.NewReader(r.Body, params["boundary"])
		for {
			p, err := mr.NextPart()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Error(err)
				return
			}
			b, _ := io.ReadAll(p)
			parts = append(parts, seen{p.FormName(), p.FileName(), p.Header.Get("Content-Type"), string(b)})
		}
	})
	mode := 600
	err := e.Files.Upload(context.Background(),
		UploadFile{Metadata: execd.FileMetadata{Path: "/w/a.txt", Mode: &mode}, Content: strings.NewReader("AAA")},
		UploadFile{Metadata: execd.FileMetadata{Path: "/w/b.bin"}, Content: strings.NewReader("\x00\x01")},
	)
	if err != nil {
		t.Fatal(err)
	}
	want := []seen{
		{"metadata", "metadata", "application/json", `{"mode":600,"path":"/w/a.txt"}`},
		{"file", "a.txt", "application/octet-stream", "AAA"},
		{"metadata", "metadata", "application/json", `{"path":"/w/b.bin"}`},
		{"file", "b.bin", "application/octet-stream", "\x00\x01"},
	}
	if fmt.Sprint(parts) != fmt.Sprint(want) {
		t.Fatalf("parts\n got %q\nwant %q", parts, want)
	}
}

func TestDownloadRange(t *testing.T) {
	e := newTestExecd(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("path") != "/w/f" {
			t.Errorf("query %v", r.URL.RawQuery)
		}
		if r.Header.Get("Range") != "bytes=2-4" {
			w.WriteHeader(200)
			io.WriteString(w, "0123456789")
			return
		}
		w.Header().Set("Content-Range", "bytes 2-4/10")
		w.WriteHeader(206)
		io.WriteString(w, "234")
	})
	d, err := e.Files.Download(context.Background(), "/w/f", &DownloadOptions{Range: "bytes=2-4"})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Body.Close()
	b, _ := io.ReadAll(d.Body)
	if d.Status != 206 || string(b) != "234" || d.Header.Get("Content-Range") != "bytes 2-4/10" {
		t.Fatalf("%d %q", d.Status, b)
	}
	whole, err := e.Files.ReadFile(context.Background(), "/w/f")
	if err != nil || string(whole) != "0123456789" {
		t.Fatalf("%q %v", whole, err)
	}
}

func TestContextHeaders(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Request-ID", r.Header.Get("X-Request-ID"))
		w.WriteHeader(404)
	})
	ctx := ContextWithHeaders(context.Background(), http.Header{"X-Request-Id": {"mine"}})
	_, err := c.Sandboxes.Get(ctx, "x")
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.RequestID != "mine" {
		t.Fatalf("%v", err)
	}
}

var _ = lifecycle.KnownSandboxState("")

func ptr[T any](v T) *T { return &v }

func TestSignedURLAndDiagnostics(t *testing.T) {
	route := "sandboxes/sb1/signed/3000/abc.1." + strings.Repeat("m", 43)
	var queries []string
	var host string
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		queries = append(queries, r.URL.Path+"?"+r.URL.RawQuery)
		w.Header().Set("Content-Type", "application/json")
		switch {
		case strings.HasSuffix(r.URL.Path, "/endpoints/3000"):
			host = r.Host
			fmt.Fprintf(w, `{"endpoint":"%s/%s"}`, r.Host, route)
		case strings.HasSuffix(r.URL.Path, "/diagnostics/logs"):
			io.WriteString(w, `{"sandboxId":"sb1","kind":"logs","scope":"container","delivery":"inline","contentType":"text/plain","content":"t hi\n","truncated":false}`)
		default:
			w.WriteHeader(404)
		}
	})
	before := time.Now().Unix()
	url, err := c.Sandboxes.URL(context.Background(), "sb1", 3000, 2*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if want := "http://" + host + "/" + route + "/"; url != want {
		t.Errorf("url %q, want %q", url, want)
	}
	q := queries[0]
	if !strings.HasPrefix(q, "/v1/sandboxes/sb1/endpoints/3000?expires=") || strings.Contains(q, "use_server_proxy") {
		t.Errorf("query %q", q)
	}
	var exp int64
	fmt.Sscanf(strings.SplitN(q, "expires=", 2)[1], "%d", &exp)
	if exp < before+120 || exp > before+121 {
		t.Errorf("expires %d, now %d", exp, before)
	}
	logs, err := c.Sandboxes.DiagnosticLogs(context.Background(), "sb1", "container")
	if err != nil {
		t.Fatal(err)
	}
	if logs.Kind != "logs" || logs.Content == nil || *logs.Content != "t hi\n" || queries[1] != "/v1/sandboxes/sb1/diagnostics/logs?scope=container" {
		t.Errorf("logs %+v, query %q", logs, queries[1])
	}
}
