package opensandbox

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/execd"
	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/lifecycle"
)

// SandboxesService groups the sandbox operations of the lifecycle API (Client.Sandboxes).
type SandboxesService struct{ c *Client }

func (s *SandboxesService) api() *lifecycle.Client {
	return s.c.API.ClientInterface.(*lifecycle.Client)
}

// Create asks the server for a new sandbox; it is usually still Pending (see WaitUntilRunning).
func (s *SandboxesService) Create(ctx context.Context, req lifecycle.CreateSandboxRequest) (*lifecycle.CreateSandboxResponse, error) {
	r, resp, err := invoke(ctx, s.c.cfg.requestTimeout, "createSandbox", func(ctx context.Context) (*http.Response, error) {
		return s.api().CreateSandbox(ctx, req)
	}, lifecycle.ParseCreateSandboxResult)
	if err != nil {
		return nil, err
	}
	return need("createSandbox", resp, r.JSON202)
}

// Get returns the full description of a sandbox.
func (s *SandboxesService) Get(ctx context.Context, id string) (*lifecycle.Sandbox, error) {
	r, resp, err := invoke(ctx, s.c.cfg.requestTimeout, "getSandbox", func(ctx context.Context) (*http.Response, error) {
		return s.api().GetSandbox(ctx, id)
	}, lifecycle.ParseGetSandboxResult)
	if err != nil {
		return nil, err
	}
	return need("getSandbox", resp, r.JSON200)
}

// List returns one page of sandboxes; params may be nil.
func (s *SandboxesService) List(ctx context.Context, params *lifecycle.ListSandboxesParams) (*lifecycle.ListSandboxesResponse, error) {
	r, resp, err := invoke(ctx, s.c.cfg.requestTimeout, "listSandboxes", func(ctx context.Context) (*http.Response, error) {
		return s.api().ListSandboxes(ctx, params)
	}, lifecycle.ParseListSandboxesResult)
	if err != nil {
		return nil, err
	}
	return need("listSandboxes", resp, r.JSON200)
}

// Delete terminates a sandbox.
func (s *SandboxesService) Delete(ctx context.Context, id string) error {
	_, _, err := invoke(ctx, s.c.cfg.requestTimeout, "deleteSandbox", func(ctx context.Context) (*http.Response, error) {
		return s.api().DeleteSandbox(ctx, id)
	}, lifecycle.ParseDeleteSandboxResult)
	return err
}

// Pause suspends a Running sandbox (202: poll Get to see it reach Paused).
func (s *SandboxesService) Pause(ctx context.Context, id string) error {
	_, _, err := invoke(ctx, s.c.cfg.requestTimeout, "pauseSandbox", func(ctx context.Context) (*http.Response, error) {
		return s.api().PauseSandbox(ctx, id)
	}, lifecycle.ParsePauseSandboxResult)
	return err
}

// Resume continues a Paused sandbox.
func (s *SandboxesService) Resume(ctx context.Context, id string) error {
	_, _, err := invoke(ctx, s.c.cfg.requestTimeout, "resumeSandbox", func(ctx context.Context) (*http.Response, error) {
		return s.api().ResumeSandbox(ctx, id)
	}, lifecycle.ParseResumeSandboxResult)
	return err
}

// Renew moves the sandbox's expiry to expiresAt and returns the expiry now in force.
func (s *SandboxesService) Renew(ctx context.Context, id string, expiresAt time.Time) (*lifecycle.RenewSandboxExpirationResponse, error) {
	r, resp, err := invoke(ctx, s.c.cfg.requestTimeout, "renewSandboxExpiration", func(ctx context.Context) (*http.Response, error) {
		return s.api().RenewSandboxExpiration(ctx, id, lifecycle.RenewSandboxExpirationRequest{ExpiresAt: expiresAt})
	}, lifecycle.ParseRenewSandboxExpirationResult)
	if err != nil {
		return nil, err
	}
	return need("renewSandboxExpiration", resp, r.JSON200)
}

// Endpoint resolves where to reach port inside the sandbox; params may be nil (then the
// client's WithServerProxy setting applies).
func (s *SandboxesService) Endpoint(ctx context.Context, id string, port int, params *lifecycle.GetSandboxEndpointParams) (*lifecycle.Endpoint, error) {
	if params == nil && s.c.cfg.useServerProxy {
		on := true
		params = &lifecycle.GetSandboxEndpointParams{UseServerProxy: &on}
	}
	r, resp, err := invoke(ctx, s.c.cfg.requestTimeout, "getSandboxEndpoint", func(ctx context.Context) (*http.Response, error) {
		return s.api().GetSandboxEndpoint(ctx, id, port, params)
	}, lifecycle.ParseGetSandboxEndpointResult)
	if err != nil {
		return nil, err
	}
	return need("getSandboxEndpoint", resp, r.JSON200)
}

// SignedEndpoint asks for a signed route of port until expires: it works without any header (a
// browser opens it), for that port only. Only `expires` is sent, as upstream's getSignedEndpoint.
func (s *SandboxesService) SignedEndpoint(ctx context.Context, id string, port int, expires time.Time) (*lifecycle.Endpoint, error) {
	at := strconv.FormatInt(expires.Unix(), 10)
	return s.Endpoint(ctx, id, port, &lifecycle.GetSandboxEndpointParams{Expires: &at})
}

// URL is a browser-openable URL of port (a signed route with scheme and a trailing slash, so a
// web page's relative links resolve under it) that works for the given duration.
func (s *SandboxesService) URL(ctx context.Context, id string, port int, expiresIn time.Duration) (string, error) {
	if expiresIn <= 0 {
		return "", errors.New("opensandbox: URL needs a positive expiresIn")
	}
	ep, err := s.SignedEndpoint(ctx, id, port, time.Now().Add(expiresIn))
	if err != nil {
		return "", err
	}
	base := ep.Endpoint
	if !strings.Contains(base, "://") {
		base = s.c.cfg.protocol + "://" + base
	}
	return strings.TrimRight(base, "/") + "/", nil
}

// DiagnosticLogs returns what the sandbox's processes wrote (scope "container" or "all").
func (s *SandboxesService) DiagnosticLogs(ctx context.Context, id, scope string) (*lifecycle.DiagnosticContentResponse, error) {
	r, resp, err := invoke(ctx, s.c.cfg.requestTimeout, "getSandboxDiagnosticLogs", func(ctx context.Context) (*http.Response, error) {
		return s.api().GetSandboxDiagnosticLogs(ctx, id, &lifecycle.GetSandboxDiagnosticLogsParams{Scope: scope})
	}, lifecycle.ParseGetSandboxDiagnosticLogsResult)
	if err != nil {
		return nil, err
	}
	return need("getSandboxDiagnosticLogs", resp, r.JSON200)
}

// DiagnosticEvents returns the sandbox's transitions as the server recorded them (scope
// "lifecycle" or "all").
func (s *SandboxesService) DiagnosticEvents(ctx context.Context, id, scope string) (*lifecycle.DiagnosticContentResponse, error) {
	r, resp, err := invoke(ctx, s.c.cfg.requestTimeout, "getSandboxDiagnosticEvents", func(ctx context.Context) (*http.Response, error) {
		return s.api().GetSandboxDiagnosticEvents(ctx, id, &lifecycle.GetSandboxDiagnosticEventsParams{Scope: scope})
	}, lifecycle.ParseGetSandboxDiagnosticEventsResult)
	if err != nil {
		return nil, err
	}
	return need("getSandboxDiagnosticEvents", resp, r.JSON200)
}

// WaitUntilRunning polls the sandbox until it is Running and returns it. It fails with a
// *SandboxStateError when the sandbox reaches Failed or Terminated, and with the context's
// error (wrapped, naming the last state) when ctx is done first.
func (s *SandboxesService) WaitUntilRunning(ctx context.Context, id string) (*lifecycle.Sandbox, error) {
	var last *lifecycle.Sandbox
	for {
		sb, err := s.Get(ctx, id)
		if err != nil {
			if ctx.Err() != nil {
				return last, waitErr(ctx, id, last)
			}
			return last, err
		}
		last = sb
		switch sb.Status.State {
		case "Running":
			return sb, nil
		case "Failed", "Terminated":
			return sb, &SandboxStateError{SandboxID: id, State: sb.Status.State, Reason: deref(sb.Status.Reason), Message: deref(sb.Status.Message)}
		}
		if !sleepCtx(ctx, s.c.cfg.pollInterval) {
			return last, waitErr(ctx, id, last)
		}
	}
}

type waitError struct {
	msg string
	err error
}

func (e *waitError) Error() string { return e.msg }
func (e *waitError) Unwrap() error { return e.err }

func waitErr(ctx context.Context, id string, last *lifecycle.Sandbox) error {
	state := "no state observed yet"
	if last != nil {
		state = "state " + last.Status.State
	}
	return &waitError{msg: "sandbox " + id + " did not become Running: " + ctx.Err().Error() + " (" + state + ")", err: ctx.Err()}
}

// Execd returns a handle on the sandbox's execd, reached through the endpoint of port 44772
// (whose headers carry the X-EXECD-ACCESS-TOKEN), once that execd is ready to serve: it waits
// until the sandbox is Running (as WaitUntilRunning does), resolves the endpoint, then polls
// execd's GET /ping (every 10 ms, backing off to 100 ms) until it answers. On servers that do
// not advertise runningMeansReady (upstream's), a sandbox reported Running is not yet serving:
// execd starts listening a moment later, and until then its published port accepts
// connections and drops them, so a command sent at once would fail. A server that advertises
// it (see RunningMeansReady) reports Running only once execd answers: then there is no /ping,
// unless the status says execd is being restarted (reason EXECD_RESTARTING).
//
// Connection errors, 5xx and 409 answers of /ping mean "not yet" (the sandbox's port, or the
// server's proxy, before execd listens); any other answer (e.g. 401, a wrong token) is
// returned at once. While waiting, the sandbox's state is read again every 500 ms, so a
// sandbox that turned Failed or Terminated is reported at once as a *SandboxStateError.
//
// The wait is bounded by ctx, or by WithRequestTimeout (default 30 s) when ctx has no
// deadline; when it runs out, the error wraps the context's error
// (errors.Is(err, context.DeadlineExceeded)) and names the state, or the last /ping failure.
// WithSkipHealthCheck(true) makes Execd only resolve the endpoint, without waiting.
func (s *SandboxesService) Execd(ctx context.Context, id string) (*Execd, error) {
	if s.c.cfg.skipHealthCheck {
		return s.resolveExecd(ctx, id)
	}
	ctx, cancel := withTimeout(ctx, s.c.cfg.requestTimeout)
	defer cancel()
	sb, err := s.WaitUntilRunning(ctx, id)
	if err != nil {
		return nil, err
	}
	ex, err := s.resolveExecd(ctx, id)
	if err != nil {
		return nil, err
	}
	if s.RunningMeansReady(ctx) && deref(sb.Status.Reason) != "EXECD_RESTARTING" {
		return ex, nil // the server reports Running only once execd answers: no /ping
	}
	if err := s.waitForPing(ctx, id, ex); err != nil {
		return nil, err
	}
	return ex, nil
}

// RunningMeansReady reports whether the server reports a sandbox Running only once its execd
// answers (GET /health says runningMeansReady: true), so a command sent as soon as the sandbox
// is Running needs no retry. False when the server does not say so (upstream's servers) or
// cannot be asked. An answer is kept for the client's life; no answer is asked again.
func (s *SandboxesService) RunningMeansReady(ctx context.Context) bool {
	s.c.readyMu.Lock()
	cached := s.c.runningMeansReady
	s.c.readyMu.Unlock()
	if cached != nil {
		return *cached
	}
	r, _, err := invoke(ctx, s.c.cfg.requestTimeout, "getHealth", func(ctx context.Context) (*http.Response, error) {
		return s.api().GetHealth(ctx)
	}, lifecycle.ParseGetHealthResult)
	var apiErr *APIError
	if err != nil && !errors.As(err, &apiErr) {
		return false // no answer: ask again next time
	}
	v := err == nil && r.JSON200 != nil && r.JSON200.RunningMeansReady != nil && *r.JSON200.RunningMeansReady
	s.c.readyMu.Lock()
	s.c.runningMeansReady = &v
	s.c.readyMu.Unlock()
	return v
}

// resolveExecd builds the handle from the endpoint of port 44772, without contacting execd.
func (s *SandboxesService) resolveExecd(ctx context.Context, id string) (*Execd, error) {
	ep, err := s.Endpoint(ctx, id, ExecdPort, nil)
	if err != nil {
		return nil, err
	}
	base := ep.Endpoint
	if !strings.Contains(base, "://") {
		base = s.c.cfg.protocol + "://" + base
	}
	headers := map[string]string{}
	if ep.Headers != nil {
		headers = *ep.Headers
	}
	return newExecd(s.c.cfg, base, headers)
}

// Ready wait of Execd (as the TypeScript SDK's waitForSandbox with ping): /ping polls back off
// from readyFirstPoll to readyMaxPoll; the state is read again every readyStateRecheck.
const (
	readyFirstPoll    = 10 * time.Millisecond
	readyMaxPoll      = 100 * time.Millisecond
	readyStateRecheck = 500 * time.Millisecond
)

// waitForPing polls ex's GET /ping until it answers 2xx; see Execd.
func (s *SandboxesService) waitForPing(ctx context.Context, id string, ex *Execd) error {
	// One attempt per ping, without the transport's retries: this loop has its own backoff.
	cfg := *ex.cfg
	cfg.maxRetries = 0
	api, err := execd.NewClient(ex.baseURL+"/", execd.WithHTTPClient(newHTTPClient(&cfg, ex.headers)))
	if err != nil {
		return err
	}
	var lastErr error
	timedOut := func() error {
		msg := "sandbox " + id + " is Running but its execd did not answer /ping: " + ctx.Err().Error()
		if lastErr != nil {
			msg += " (last error: " + lastErr.Error() + ")"
		}
		msg += "; check that this client can reach the sandbox's endpoint " + ex.baseURL + ", or use WithServerProxy"
		return &waitError{msg: msg, err: ctx.Err()}
	}
	delay := readyFirstPoll
	stateCheckedAt := time.Now()
	for {
		// The entrypoint may exit right after start: look at the state now and then, so a
		// sandbox that failed is reported at once instead of after the whole timeout.
		if time.Since(stateCheckedAt) >= readyStateRecheck {
			stateCheckedAt = time.Now()
			sb, err := s.Get(ctx, id)
			if err != nil {
				if ctx.Err() != nil {
					return timedOut()
				}
				return err
			}
			if st := sb.Status.State; st == "Failed" || st == "Terminated" {
				return &SandboxStateError{SandboxID: id, State: st, Reason: deref(sb.Status.Reason), Message: deref(sb.Status.Message)}
			}
		}
		_, _, err := invoke(ctx, s.c.cfg.requestTimeout, "ping", func(ctx context.Context) (*http.Response, error) {
			return api.Ping(ctx)
		}, execd.ParsePingResult)
		if err == nil {
			return nil
		}
		if ctx.Err() != nil {
			return timedOut()
		}
		if !pingNotYet(err) {
			return err
		}
		lastErr = err
		if !sleepCtx(ctx, delay) {
			return timedOut()
		}
		delay = min(delay*2, readyMaxPoll)
	}
}

// pingNotYet reports whether a /ping failure means "execd is not serving yet": no answer
// (refused, reset, EOF), a gateway or server error, or 409 (the server's proxy: not running).
func pingNotYet(err error) bool {
	var te *TransportError
	if errors.As(err, &te) {
		return true
	}
	var ae *APIError
	return errors.As(err, &ae) && (ae.Status >= 500 || ae.Status == http.StatusConflict)
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
