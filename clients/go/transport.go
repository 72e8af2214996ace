package opensandbox

import (
	"context"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"time"
)

// Methods whose repetition has the same effect as one request (RFC 9110 §9.2.2).
var idempotent = map[string]bool{"GET": true, "HEAD": true, "OPTIONS": true, "PUT": true, "DELETE": true}

// Answers after which an idempotent request is worth repeating.
var retryStatuses = map[int]bool{429: true, 502: true, 503: true, 504: true}

const (
	backoffBase = 200 * time.Millisecond
	backoffMax  = 5 * time.Second
)

// backoff is the delay before retry attempt+1: exponential, with jitter in its upper half.
func backoff(attempt int) time.Duration {
	ceiling := backoffBase << attempt
	if ceiling > backoffMax || ceiling <= 0 {
		ceiling = backoffMax
	}
	return ceiling/2 + time.Duration(rand.Int64N(int64(ceiling/2)+1))
}

// retryAfter reads Retry-After (seconds or an HTTP date), capped; ok is false when absent.
func retryAfter(h http.Header) (time.Duration, bool) {
	v := h.Get("Retry-After")
	if v == "" {
		return 0, false
	}
	var d time.Duration
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		d = time.Duration(s * float64(time.Second))
	} else if t, err := http.ParseTime(v); err == nil {
		d = time.Until(t)
	} else {
		return 0, false
	}
	return min(max(d, 0), 2*backoffMax), true
}

type ctxHeadersKey struct{}

// ContextWithHeaders returns a context whose requests carry these extra headers (e.g.
// X-Request-ID). They are added by the SDK's transport to every request made with the
// context, typed and plain alike, and override the client's own headers.
func ContextWithHeaders(ctx context.Context, h http.Header) context.Context {
	if prev, ok := ctx.Value(ctxHeadersKey{}).(http.Header); ok {
		merged := prev.Clone()
		for k, v := range h {
			merged[k] = v
		}
		h = merged
	}
	return context.WithValue(ctx, ctxHeadersKey{}, h)
}

// transport adds fixed headers (credentials, WithHeaders) and per-context headers, and retries
// idempotent requests.
type transport struct {
	base       http.RoundTripper
	headers    map[string]string // set when the request does not carry the header already
	maxRetries int
}

func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	for k, v := range t.headers {
		if req.Header.Get(k) == "" {
			req.Header.Set(k, v)
		}
	}
	if h, ok := req.Context().Value(ctxHeadersKey{}).(http.Header); ok {
		for k, v := range h {
			req.Header[http.CanonicalHeaderKey(k)] = v
		}
	}
	if req.Header.Get("User-Agent") == "" {
		req.Header.Set("User-Agent", "opensandbox-go/"+Version)
	}
	base := t.base
	if base == nil {
		base = http.DefaultTransport
	}
	retries := 0
	if idempotent[req.Method] && (req.Body == nil || req.Body == http.NoBody || req.GetBody != nil) {
		retries = t.maxRetries
	}
	for attempt := 0; ; attempt++ {
		if attempt > 0 && req.GetBody != nil {
			body, err := req.GetBody()
			if err != nil {
				return nil, err
			}
			req.Body = body
		}
		resp, err := base.RoundTrip(req)
		if err != nil {
			if attempt >= retries || req.Context().Err() != nil {
				return nil, err
			}
			if !sleepCtx(req.Context(), backoff(attempt)) {
				return nil, err
			}
			continue
		}
		if attempt >= retries || !retryStatuses[resp.StatusCode] {
			return resp, nil
		}
		wait, ok := retryAfter(resp.Header)
		if !ok {
			wait = backoff(attempt)
		}
		io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		resp.Body.Close()
		if !sleepCtx(req.Context(), wait) {
			return nil, req.Context().Err()
		}
	}
}

func sleepCtx(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// newHTTPClient returns an http.Client on cfg's transport with the given fixed headers.
func newHTTPClient(cfg *config, headers map[string]string) *http.Client {
	h := map[string]string{}
	for k, v := range cfg.headers {
		h[k] = v
	}
	for k, v := range headers {
		h[k] = v
	}
	hc := *cfg.httpClient
	hc.Transport = &transport{base: cfg.httpClient.Transport, headers: h, maxRetries: cfg.maxRetries}
	return &hc
}
