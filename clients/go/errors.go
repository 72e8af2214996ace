package opensandbox

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// APIError is returned for every non-2xx answer of the lifecycle server or execd. Use
// errors.As to get it:
//
//	var apiErr *opensandbox.APIError
//	if errors.As(err, &apiErr) && apiErr.Status == 404 { ... }
type APIError struct {
	// Op names the call, e.g. "getSandbox".
	Op string
	// Status is the HTTP status code.
	Status int
	// Code is the body's machine-readable `code` (e.g. SANDBOX_NOT_FOUND), when it had one.
	Code string
	// Message is the body's `message` (or the body text when it was not JSON).
	Message string
	// RequestID is the answer's X-Request-ID: quote it when reporting a problem.
	RequestID string
	// Body is the raw body as received.
	Body []byte
	// Header holds the answer's headers.
	Header http.Header
}

func (e *APIError) Error() string {
	var b strings.Builder
	if e.Op != "" {
		b.WriteString(e.Op)
		b.WriteString(": ")
	}
	fmt.Fprintf(&b, "%d", e.Status)
	if e.Code != "" {
		b.WriteString(" " + e.Code)
	}
	if e.Message != "" {
		b.WriteString(": " + e.Message)
	}
	if e.RequestID != "" {
		b.WriteString(" (request id " + e.RequestID + ")")
	}
	return b.String()
}

// NotFound reports whether the error is an APIError with status 404.
func (e *APIError) NotFound() bool { return e.Status == http.StatusNotFound }

// SandboxNotFound reports a 404 SANDBOX_NOT_FOUND: the sandbox does not exist (any more): it was
// deleted, or removed when its timeout ran out. Upstream servers namespace the code
// (DOCKER::SANDBOX_NOT_FOUND); both count.
func (e *APIError) SandboxNotFound() bool {
	return e.Status == http.StatusNotFound && strings.HasSuffix(e.Code, "SANDBOX_NOT_FOUND")
}

// SandboxNotRunning reports a 409 SANDBOX_NOT_RUNNING: the sandbox is not Running; Message names
// its state and the reason.
func (e *APIError) SandboxNotRunning() bool {
	return e.Status == http.StatusConflict && strings.HasSuffix(e.Code, "SANDBOX_NOT_RUNNING")
}

// TimeoutTooLong reports a 400 TIMEOUT_TOO_LONG: a sandbox lifetime (seconds) or renewal beyond
// the server's maximum, which Message names.
func (e *APIError) TimeoutTooLong() bool {
	return e.Status == http.StatusBadRequest && e.Code == "TIMEOUT_TOO_LONG"
}

// newAPIError builds the error of a failed answer from its status, headers and body.
func newAPIError(op string, status int, header http.Header, body []byte) *APIError {
	e := &APIError{Op: op, Status: status, Body: body, Header: header, RequestID: header.Get("X-Request-ID")}
	var parsed struct {
		Code    *string `json:"code"`
		Message *string `json:"message"`
		Error   *string `json:"error"` // upstream execd's 401 body
	}
	if len(body) > 0 && json.Unmarshal(body, &parsed) == nil {
		if parsed.Code != nil {
			e.Code = *parsed.Code
		}
		if parsed.Message != nil {
			e.Message = *parsed.Message
		} else if parsed.Error != nil {
			e.Message = *parsed.Error
		}
	} else if len(body) > 0 {
		text := string(body)
		if len(text) > 500 {
			text = text[:500] + "…"
		}
		e.Message = text
	}
	return e
}

// errorFromResponse reads and closes the body of a non-2xx response and returns its APIError.
func errorFromResponse(op string, resp *http.Response) error {
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	resp.Body.Close()
	return newAPIError(op, resp.StatusCode, resp.Header, body)
}

// TransportError wraps a failure that produced no HTTP answer: connection refused or reset,
// DNS failure, a body cut short, a timeout. errors.Is(err, context.DeadlineExceeded) and
// errors.Is(err, context.Canceled) see through it.
type TransportError struct {
	Op  string
	Err error
}

func (e *TransportError) Error() string { return e.Op + ": " + e.Err.Error() }
func (e *TransportError) Unwrap() error { return e.Err }

// DecodeError means a 2xx answer could not be decoded into the typed model.
type DecodeError struct {
	Op        string
	Status    int
	RequestID string
	// Header and Body are the response as received.
	Header http.Header
	Body   []byte
	Err    error
}

func (e *DecodeError) Error() string {
	return fmt.Sprintf("%s: could not decode the %d response: %v", e.Op, e.Status, e.Err)
}
func (e *DecodeError) Unwrap() error { return e.Err }

// StreamError is returned by an event stream that received something it cannot parse (a
// line that starts like JSON but is not).
type StreamError struct {
	// Line is the offending line (truncated to 200 bytes).
	Line string
	Err  error
}

func (e *StreamError) Error() string {
	return fmt.Sprintf("malformed event in output stream: %s: %v", e.Line, e.Err)
}
func (e *StreamError) Unwrap() error { return e.Err }

// SandboxStateError is returned by WaitUntilRunning and Sandboxes.Execd when the sandbox
// reached a state it cannot leave (Failed, Terminated).
type SandboxStateError struct {
	SandboxID string
	State     string
	Reason    string
	Message   string
}

func (e *SandboxStateError) Error() string {
	s := fmt.Sprintf("sandbox %s cannot become Running: state %s", e.SandboxID, e.State)
	if e.Reason != "" {
		s += " (" + e.Reason
		if e.Message != "" {
			s += ": " + e.Message
		}
		s += ")"
	} else if e.Message != "" {
		s += " (" + e.Message + ")"
	}
	return s
}
