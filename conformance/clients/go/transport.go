package main

import (
	"bytes"
	"io"
	"net/http"
	"os"
)

var stderrWriter io.Writer = os.Stderr

// captureKey marks a context whose response (status, headers, body) the driver wants to see
// even though the SDK call returns only an error (Files.Upload).
type captureKey struct{}

type capturingTransport struct{ base http.RoundTripper }

func (t capturingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.base.RoundTrip(req)
	if err != nil {
		return resp, err
	}
	if got, ok := req.Context().Value(captureKey{}).(*plainResp); ok {
		got.status = resp.StatusCode
		got.header = resp.Header
		resp.Body = &teeBody{ReadCloser: resp.Body, got: got}
	}
	return resp, nil
}

type teeBody struct {
	io.ReadCloser
	got *plainResp
	buf bytes.Buffer
}

func (b *teeBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.buf.Write(p[:n])
	b.got.body = b.buf.Bytes()
	return n, err
}

// sharedTransport is the connection pool of every SDK client the driver creates.
var sharedTransport http.RoundTripper = capturingTransport{base: &http.Transport{
	Proxy:               nil,
	MaxIdleConnsPerHost: 64,
	ForceAttemptHTTP2:   false,
}}
