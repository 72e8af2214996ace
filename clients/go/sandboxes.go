package opensandbox

import (
	"context"
	"net/http"
	"strings"
	"time"

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
// (whose headers carry the X-EXECD-ACCESS-TOKEN).
func (s *SandboxesService) Execd(ctx context.Context, id string) (*Execd, error) {
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

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
