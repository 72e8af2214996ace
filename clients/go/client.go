package opensandbox

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/lifecycle"
)

// Client talks to the lifecycle server. Create it with NewClient; it is safe for concurrent use.
type Client struct {
	cfg  *config
	http *http.Client
	// API is the generated low-level client of the lifecycle API, sharing this client's
	// transport (credentials, retries). Use it for operations the hand-written layer lacks
	// (snapshots, metadata patches, ...); CheckResponse turns its failures into *APIError.
	API *lifecycle.ClientWithResponses
	// Sandboxes creates, inspects and manages sandboxes.
	Sandboxes *SandboxesService

	readyMu sync.Mutex
	// runningMeansReady caches the server's GET /health answer (nil: not asked yet).
	runningMeansReady *bool
}

// NewClient returns a client configured from opts, falling back to the environment
// (OPEN_SANDBOX_DOMAIN, OPEN_SANDBOX_PROTOCOL, OPEN_SANDBOX_API_KEY) and defaults.
func NewClient(opts ...Option) (*Client, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	fixed := map[string]string{}
	if cfg.apiKey != "" {
		fixed[apiKeyHeader] = cfg.apiKey
	}
	c := &Client{cfg: cfg, http: newHTTPClient(cfg, fixed)}
	c.API, err = lifecycle.NewClientWithResponses(cfg.lifecycleURL()+"/", lifecycle.WithHTTPClient(c.http))
	if err != nil {
		return nil, err
	}
	c.Sandboxes = &SandboxesService{c: c}
	return c, nil
}

// BaseURL is the lifecycle API's base URL, e.g. http://localhost:8080/v1.
func (c *Client) BaseURL() string { return c.cfg.lifecycleURL() }

// HTTPClient is the client's plain HTTP client: requests sent with it get the API key, the
// configured headers and the retry policy. Useful for routes the typed API does not cover.
func (c *Client) HTTPClient() *http.Client { return c.http }

// CheckResponse returns nil for a 2xx response and otherwise reads and closes its body and
// returns the matching *APIError. It is what the hand-written layer uses on the generated
// client's raw answers; op names the call in the error message.
func CheckResponse(op string, resp *http.Response) error {
	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		return nil
	}
	return errorFromResponse(op, resp)
}

// withTimeout bounds ctx by d unless it already has a deadline or d is 0.
func withTimeout(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if _, ok := ctx.Deadline(); ok || d <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, d)
}

// invoke performs one generated call: timeout, transport errors as *TransportError, non-2xx
// as *APIError, and decoding with the generated parser (failures as *DecodeError).
func invoke[R any](ctx context.Context, timeout time.Duration, op string, do func(context.Context) (*http.Response, error), parse func(*http.Response) (R, error)) (R, *http.Response, error) {
	var zero R
	ctx, cancel := withTimeout(ctx, timeout)
	defer cancel()
	resp, err := do(ctx)
	if err != nil {
		return zero, nil, &TransportError{Op: op, Err: err}
	}
	if err := CheckResponse(op, resp); err != nil {
		return zero, resp, err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return zero, resp, &TransportError{Op: op, Err: err}
	}
	resp.Body = io.NopCloser(strings.NewReader(string(body)))
	r, err := parse(resp)
	if err != nil {
		return zero, resp, &DecodeError{Op: op, Status: resp.StatusCode, RequestID: resp.Header.Get("X-Request-ID"), Header: resp.Header, Body: body, Err: err}
	}
	return r, resp, nil
}

// need returns v, or a *DecodeError when the typed body is missing (no JSON body in a 2xx
// answer that should have one).
func need[T any](op string, resp *http.Response, v *T) (*T, error) {
	if v == nil {
		return nil, &DecodeError{Op: op, Status: resp.StatusCode, RequestID: resp.Header.Get("X-Request-ID"), Header: resp.Header, Err: errNoJSON(resp)}
	}
	return v, nil
}

type noJSONError struct{ contentType string }

func (e noJSONError) Error() string {
	return "the response has no JSON body (content type " + e.contentType + ")"
}

func errNoJSON(resp *http.Response) error { return noJSONError{resp.Header.Get("Content-Type")} }
