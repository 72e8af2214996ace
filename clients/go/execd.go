package opensandbox

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/execd"
)

// Event is one event of an execution stream (command, session run, code), as execd sends it.
type Event = execd.ServerStreamEvent

// Execd is a handle on the execd daemon of one sandbox. Get one with
// Client.Sandboxes.Execd (which returns once execd answers), or with NewExecd when the address
// and token are known (NewExecd does not contact execd; see Ping).
type Execd struct {
	cfg     *config
	baseURL string
	headers map[string]string // the endpoint's headers (e.g. the execd token)
	http    *http.Client
	// API is the generated low-level execd client on this handle's transport (token, retries).
	API *execd.ClientWithResponses

	Commands *CommandsService
	Sessions *SessionsService
	Code     *CodeService
	Files    *FilesService
	Metrics  *MetricsService
}

// NewExecd returns a handle on execd at baseURL (e.g. http://127.0.0.1:49153) that sends
// headers with every request: typically the `headers` of the sandbox's endpoint, i.e.
// {"X-EXECD-ACCESS-TOKEN": token}. Options other than the lifecycle ones (domain, API key)
// apply: headers, retries, timeout, HTTP client.
func NewExecd(baseURL string, headers map[string]string, opts ...Option) (*Execd, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	return newExecd(cfg, baseURL, headers)
}

func newExecd(cfg *config, baseURL string, headers map[string]string) (*Execd, error) {
	baseURL = strings.TrimRight(baseURL, "/")
	e := &Execd{cfg: cfg, baseURL: baseURL, headers: headers, http: newHTTPClient(cfg, headers)}
	var err error
	e.API, err = execd.NewClientWithResponses(baseURL+"/", execd.WithHTTPClient(e.http))
	if err != nil {
		return nil, err
	}
	e.Commands = &CommandsService{e: e}
	e.Sessions = &SessionsService{e: e}
	e.Code = &CodeService{e: e}
	e.Files = &FilesService{e: e}
	e.Metrics = &MetricsService{e: e}
	return e, nil
}

// BaseURL is the execd address this handle talks to.
func (e *Execd) BaseURL() string { return e.baseURL }

// HTTPClient is the handle's plain HTTP client (sends the endpoint headers, retries idempotent calls).
func (e *Execd) HTTPClient() *http.Client { return e.http }

func (e *Execd) api() *execd.Client { return e.API.ClientInterface.(*execd.Client) }

// Ping checks that execd answers (and that the token is right).
func (e *Execd) Ping(ctx context.Context) error {
	_, _, err := invoke(ctx, e.cfg.requestTimeout, "ping", func(ctx context.Context) (*http.Response, error) {
		return e.api().Ping(ctx)
	}, execd.ParsePingResult)
	return err
}

// openStream sends a streaming request; the timeout covers only the wait for the headers.
func openStream[T any](ctx context.Context, timeout time.Duration, op string, do func(context.Context) (*http.Response, error)) (*Stream[T], error) {
	ctx, cancel := context.WithCancel(ctx)
	var timer *time.Timer
	if _, ok := ctx.Deadline(); !ok && timeout > 0 {
		timer = time.AfterFunc(timeout, cancel)
	}
	resp, err := do(ctx)
	if timer != nil && !timer.Stop() && err == nil {
		// The timer fired while the headers arrived: treat it as a timeout.
		resp.Body.Close()
		err = context.DeadlineExceeded
	}
	if err != nil {
		cancel()
		return nil, &TransportError{Op: op, Err: err}
	}
	if err := CheckResponse(op, resp); err != nil {
		cancel()
		return nil, err
	}
	return newStream[T](op, resp, cancel), nil
}
