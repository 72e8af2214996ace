// osb-vault-relay: the credential vault's relay, the byte-moving half of the interception proxy
// (listeners, both TLS legs, HTTP/1.1, upstream keep-alive pools, the bodies). The server starts
// it as a child process (egress/vault-proxy.ts, RelayProcess) and drives it with JSON lines on its
// stdin; it asks the server on its stdout. It decides nothing: the server holds the vaults and the
// policy's DNS answers and is asked, per TLS handshake, whether to present a certificate for a
// server name and, per request, where to send it and which headers to add (its answer carries the
// secret for that one request). Nothing is kept beyond the request that needs it, except the leaf
// certificates. It ends when its stdin closes (the server is gone).
//
// Why a process of its own in Go: every relayed byte is decrypted from one TLS session and
// encrypted into another; in Node both legs cost about twice what the client and the upstream
// server of a download cost together (BENCHMARKS.md, "Credential vault").
package main

import (
	"bufio"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

const (
	upstreamTimeout = 30 * time.Second
	idleTimeout     = 60 * time.Second
	askTimeout      = 30 * time.Second
)

// Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1).
var hopByHop = map[string]bool{"Connection": true, "Keep-Alive": true, "Proxy-Connection": true, "Proxy-Authenticate": true, "Proxy-Authorization": true, "Te": true, "Trailer": true, "Transfer-Encoding": true, "Upgrade": true}

// ---- the protocol (vault-relay.ts has the same types) ----

type relayRequest struct {
	Scheme     string  `json:"scheme"`
	Port       int     `json:"port"`
	HostHeader string  `json:"hostHeader"`
	Sni        *string `json:"sni,omitempty"`
	Method     string  `json:"method"`
	Path       string  `json:"path"`
}

type decision struct {
	Refuse *struct {
		Status  int    `json:"status"`
		Message string `json:"message"`
	} `json:"refuse"`
	Host    string      `json:"host"`
	Address string      `json:"address"`
	Inject  [][2]string `json:"inject"`
	Redact  []string    `json:"redact"`
}

type sniAnswer struct {
	Error string `json:"error"`
	Name  string `json:"name"`
	Pem   *struct {
		Key  string `json:"key"`
		Cert string `json:"cert"`
	} `json:"pem"`
}

type toRelay struct {
	Op         string          `json:"op"`
	ID         int64           `json:"id"`
	SandboxID  string          `json:"sandboxId"`
	Host       string          `json:"host"`
	Ports      []int           `json:"ports"`
	UpstreamCa []string        `json:"upstreamCa"`
	Answer     json.RawMessage `json:"answer"`
}

type done struct {
	Op    string   `json:"op"`
	ID    int64    `json:"id"`
	Ports [][2]int `json:"ports,omitempty"`
	Error string   `json:"error,omitempty"`
}

// ---- the server, over stdin and stdout ----

type server struct {
	mu      sync.Mutex
	out     *bufio.Writer
	next    atomic.Int64
	waiting sync.Map // id → chan json.RawMessage
}

func (s *server) send(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.out.Write(b)
	s.out.WriteByte('\n')
	if err := s.out.Flush(); err != nil {
		os.Exit(1) // the server is gone
	}
}

// ask sends a question carrying a fresh id and waits for the server's answer to it.
func (s *server) ask(msg map[string]any) (json.RawMessage, error) {
	id := s.next.Add(1)
	ch := make(chan json.RawMessage, 1)
	s.waiting.Store(id, ch)
	defer s.waiting.Delete(id)
	msg["id"] = id
	s.send(msg)
	select {
	case a := <-ch:
		return a, nil
	case <-time.After(askTimeout):
		return nil, fmt.Errorf("the server did not answer in %s", askTimeout)
	}
}

func (s *server) answer(id int64, a json.RawMessage) {
	if ch, ok := s.waiting.Load(id); ok {
		ch.(chan json.RawMessage) <- a
	}
}

func (s *server) log(level, sandboxID, msg string, err error) {
	m := map[string]any{"op": "log", "level": level, "sandboxId": sandboxID, "msg": msg}
	if err != nil {
		m["err"] = err.Error()
	}
	s.send(m)
}

// ---- one sandbox's listeners, pools and certificates ----

type tag struct {
	scheme string
	port   int
	conn   *peeked // the sandbox's connection, below TLS
}
type tagKey struct{}

type sandbox struct {
	id    string
	host  *server
	pool  *x509.CertPool
	http  *http.Server
	queue *queue

	mu         sync.Mutex
	listeners  map[int]net.Listener
	certs      map[string]*tls.Certificate
	transports map[string]*http.Transport
	tags       map[net.Conn]tag
	tlsConf    *tls.Config
}

func newSandbox(id string, host *server, upstreamCa []string) *sandbox {
	pool := x509.NewCertPool()
	for _, pem := range upstreamCa {
		pool.AppendCertsFromPEM([]byte(pem))
	}
	s := &sandbox{id: id, host: host, pool: pool, queue: newQueue(), listeners: map[int]net.Listener{}, certs: map[string]*tls.Certificate{}, transports: map[string]*http.Transport{}, tags: map[net.Conn]tag{}}
	s.tlsConf = &tls.Config{MinVersion: tls.VersionTLS12, GetCertificate: s.certificate}
	s.http = &http.Server{
		Handler:           s,
		ReadHeaderTimeout: upstreamTimeout,
		IdleTimeout:       idleTimeout,
		ErrorLog:          log.New(io.Discard, "", 0),
		ConnContext: func(ctx context.Context, c net.Conn) context.Context {
			s.mu.Lock()
			t := s.tags[c]
			delete(s.tags, c)
			s.mu.Unlock()
			return context.WithValue(ctx, tagKey{}, t)
		},
	}
	go s.http.Serve(s.queue)
	return s
}

func normalizeName(n string) string { return strings.TrimSuffix(strings.ToLower(n), ".") }

// certificate serves a server name with a certificate at once when it has one (it was minted when
// the sandbox had resolved the name; every request is still checked against the sandbox's current
// DNS answers, 421 otherwise). A new name asks the server, which mints only for names the sandbox
// resolved.
func (s *sandbox) certificate(hello *tls.ClientHelloInfo) (*tls.Certificate, error) {
	name := normalizeName(hello.ServerName)
	s.mu.Lock()
	known := s.certs[name]
	cached := make([]string, 0, len(s.certs))
	for n := range s.certs {
		cached = append(cached, n)
	}
	s.mu.Unlock()
	if known != nil {
		return known, nil
	}
	raw, err := s.host.ask(map[string]any{"op": "sni", "sandboxId": s.id, "servername": hello.ServerName, "cached": cached})
	if err != nil {
		return nil, err
	}
	var a sniAnswer
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, err
	}
	if a.Error != "" {
		return nil, errors.New(a.Error)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if a.Pem != nil {
		c, err := tls.X509KeyPair([]byte(a.Pem.Cert), []byte(a.Pem.Key))
		if err != nil {
			return nil, err
		}
		s.certs[a.Name] = &c
	}
	if c := s.certs[a.Name]; c != nil {
		return c, nil
	}
	return nil, fmt.Errorf("no certificate for %s", a.Name)
}

// listenFor listens for every port in dstPorts (and only those): destination port → listener port.
func (s *sandbox) listenFor(host string, dstPorts []int) ([][2]int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	want := map[int]bool{}
	for _, p := range dstPorts {
		want[p] = true
	}
	for dst, l := range s.listeners {
		if !want[dst] {
			l.Close()
			delete(s.listeners, dst)
		}
	}
	for _, dst := range dstPorts {
		if s.listeners[dst] != nil {
			continue
		}
		l, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
		if err != nil {
			return nil, err
		}
		s.listeners[dst] = l
		go s.acceptLoop(l, dst)
	}
	ports := make([][2]int, 0, len(s.listeners))
	for dst, l := range s.listeners {
		ports = append(ports, [2]int{dst, l.Addr().(*net.TCPAddr).Port})
	}
	return ports, nil
}

func (s *sandbox) acceptLoop(l net.Listener, dst int) {
	for {
		c, err := l.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			s.host.log("error", s.id, "credential vault listener", err)
			time.Sleep(100 * time.Millisecond)
			continue
		}
		go s.accept(c, dst)
	}
}

// accept tells TLS from plain HTTP by the first byte (a TLS handshake starts with a handshake
// record, 0x16) and hands the connection to the sandbox's HTTP server, tagged with the port it was
// meant for; TLS is terminated first with a leaf of the sandbox's CA.
func (s *sandbox) accept(c net.Conn, dst int) {
	c.SetReadDeadline(time.Now().Add(2 * upstreamTimeout))
	r := bufio.NewReader(c)
	first, err := r.Peek(1)
	if err != nil {
		c.Close()
		return
	}
	p := &peeked{Conn: c, r: r}
	var conn net.Conn = p
	t := tag{scheme: "http", port: dst, conn: p}
	if first[0] == 0x16 {
		tc := tls.Server(conn, s.tlsConf)
		ctx, cancel := context.WithTimeout(context.Background(), upstreamTimeout)
		err := tc.HandshakeContext(ctx)
		cancel()
		if err != nil {
			s.host.log("info", s.id, "credential vault: TLS handshake refused", err)
			tc.Close()
			return
		}
		conn, t.scheme = tc, "https"
		quickAck(c)
	}
	c.SetReadDeadline(time.Time{})
	s.mu.Lock()
	s.tags[conn] = t
	s.mu.Unlock()
	if !s.queue.push(conn) {
		s.mu.Lock()
		delete(s.tags, conn)
		s.mu.Unlock()
		conn.Close()
	}
}

// quickAck acknowledges at once what the socket received. Go's TLS server sends its session
// tickets with its Finished, so nothing answers the client's Finished, and the kernel delays that
// ACK (~40 ms); a client with Nagle's algorithm on (e.g. Python's socket) holds its request until
// the ACK comes. OpenSSL's server sends its tickets after the client's Finished, which ACKs it.
func quickAck(c net.Conn) {
	if tc, ok := c.(*net.TCPConn); ok {
		if raw, err := tc.SyscallConn(); err == nil {
			raw.Control(func(fd uintptr) { syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_QUICKACK, 1) })
		}
	}
}

func refuse(w http.ResponseWriter, status int, message string) {
	body := "credential vault: " + message + "\n"
	h := w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Connection", "close")
	w.WriteHeader(status)
	io.WriteString(w, body)
}

func (s *sandbox) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	t, _ := r.Context().Value(tagKey{}).(tag)
	request := relayRequest{Scheme: t.scheme, Port: t.port, HostHeader: r.Host, Method: r.Method, Path: r.RequestURI}
	if r.TLS != nil {
		request.Sni = &r.TLS.ServerName
	}
	var d decision
	raw, err := s.host.ask(map[string]any{"op": "decide", "sandboxId": s.id, "request": request})
	if err == nil {
		err = json.Unmarshal(raw, &d)
	}
	if err != nil {
		refuse(w, http.StatusBadGateway, "no decision for this request: "+err.Error())
		return
	}
	if d.Refuse != nil {
		refuse(w, d.Refuse.Status, d.Refuse.Message)
		return
	}
	out := &http.Request{
		Method: r.Method,
		// Only the path and query go on: the address is the one the server chose for the host the
		// request names, whatever an absolute-form target says.
		URL:           &url.URL{Scheme: t.scheme, Host: net.JoinHostPort(d.Address, strconv.Itoa(t.port)), Path: r.URL.Path, RawPath: r.URL.RawPath, RawQuery: r.URL.RawQuery},
		Proto:         "HTTP/1.1",
		ProtoMajor:    1,
		ProtoMinor:    1,
		Header:        make(http.Header, len(r.Header)+len(d.Inject)+1),
		Body:          r.Body,
		ContentLength: r.ContentLength,
		Host:          r.Host,
	}
	if r.ContentLength == 0 {
		out.Body = nil
	}
	out = out.WithContext(r.Context())
	for k, v := range r.Header {
		if !hopByHop[k] {
			out.Header[k] = v
		}
	}
	// The HTTP client would add its own User-Agent to a request without one.
	if _, ok := out.Header["User-Agent"]; !ok {
		out.Header["User-Agent"] = nil
	}
	for _, h := range d.Inject {
		if strings.EqualFold(h[0], "host") {
			out.Host = h[1]
		} else {
			out.Header[http.CanonicalHeaderKey(h[0])] = []string{h[1]}
		}
	}
	resp, err := s.transport(t.scheme, d.Host).RoundTrip(out)
	if err != nil {
		refuse(w, http.StatusBadGateway, fmt.Sprintf("the upstream %s:%d (%s) failed: %v", d.Host, t.port, d.Address, err))
		return
	}
	defer resp.Body.Close()
	h := w.Header()
	for k, vs := range resp.Header {
		if hopByHop[k] {
			continue
		}
		// A response header that echoes a secret reaches the sandbox redacted; bodies pass as they are.
		red := make([]string, len(vs))
		for i, v := range vs {
			for _, secret := range d.Redact {
				if secret != "" {
					v = strings.ReplaceAll(v, secret, "[REDACTED]")
				}
			}
			red[i] = v
		}
		h[k] = red
	}
	// What the upstream did not send is not added (no Date, no sniffed Content-Type).
	for _, k := range []string{"Date", "Content-Type"} {
		if _, ok := resp.Header[k]; !ok {
			h[k] = nil
		}
	}
	w.WriteHeader(resp.StatusCode)
	rc := http.NewResponseController(w)
	chunks := make(chan chunk, 16)
	stop := make(chan struct{})
	defer close(stop)
	go readBody(resp.Body, chunks, stop)
	// While more of the body is already read, what is written to the sandbox is held and sent in
	// one write (up to ~256 KiB): fewer, larger packets through the bridge and the packet filter.
	defer t.conn.release()
	for c := range chunks {
		if c.n > 0 {
			if len(chunks) > 0 {
				t.conn.hold()
			}
			_, err := w.Write((*c.buf)[:c.n])
			buffers.Put(c.buf)
			if err != nil {
				return // the sandbox went away; closing the body drops the upstream connection
			}
			// Every read is passed on at once (a stream of events must not wait for a buffer to fill).
			rc.Flush()
			if len(chunks) == 0 {
				t.conn.release()
			}
		}
		if c.err == io.EOF {
			return
		}
		if c.err != nil {
			// The upstream cut the body short: so is the sandbox's response (its connection is closed).
			panic(http.ErrAbortHandler)
		}
	}
}

type chunk struct {
	buf *[]byte
	n   int
	err error
}

// readBody reads (and so decrypts) the upstream's body while the handler writes (and encrypts)
// what was read before: the two TLS legs of one transfer run on two cores. It ends at the body's
// end or error, or when the handler stops taking chunks.
func readBody(body io.Reader, chunks chan<- chunk, stop <-chan struct{}) {
	defer close(chunks)
	for {
		buf := buffers.Get().(*[]byte)
		n, err := body.Read(*buf)
		select {
		case chunks <- chunk{buf, n, err}:
		case <-stop:
			return
		}
		if err != nil {
			return
		}
	}
}

var buffers = sync.Pool{New: func() any { b := make([]byte, 32<<10); return &b }}

// transport is the sandbox's keep-alive pool for one scheme and host name: a pooled connection
// always leads to an address the server chose for that name, and over TLS the upstream's
// certificate is verified for that name against the host's store (and configured extra CAs).
func (s *sandbox) transport(scheme, host string) *http.Transport {
	key := scheme + " " + host
	s.mu.Lock()
	defer s.mu.Unlock()
	if t := s.transports[key]; t != nil {
		return t
	}
	t := &http.Transport{
		DialContext:           (&net.Dialer{Timeout: upstreamTimeout, KeepAlive: 30 * time.Second}).DialContext,
		TLSHandshakeTimeout:   upstreamTimeout,
		ResponseHeaderTimeout: upstreamTimeout,
		DisableCompression:    true,
		MaxIdleConnsPerHost:   16,
		MaxConnsPerHost:       64,
		IdleConnTimeout:       idleTimeout,
		ReadBufferSize:        32 << 10,
		WriteBufferSize:       64 << 10,
		// HTTP/1.1 only, as the sandbox's side.
		TLSNextProto: map[string]func(string, *tls.Conn) http.RoundTripper{},
	}
	if scheme == "https" {
		t.TLSClientConfig = &tls.Config{ServerName: host, RootCAs: s.pool, MinVersion: tls.VersionTLS12}
	}
	s.transports[key] = t
	return t
}

func (s *sandbox) close() {
	s.mu.Lock()
	for _, l := range s.listeners {
		l.Close()
	}
	s.listeners = map[int]net.Listener{}
	for _, t := range s.transports {
		t.CloseIdleConnections()
	}
	s.mu.Unlock()
	s.http.Close()
}

// ---- plumbing ----

// peeked is a connection whose first bytes were read to tell TLS from HTTP: they are read again
// first. Its writes can be held and sent together.
type peeked struct {
	net.Conn
	r *bufio.Reader

	mu      sync.Mutex
	held    []byte
	holding bool
}

func (p *peeked) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.holding {
		return p.Conn.Write(b)
	}
	p.held = append(p.held, b...)
	if len(p.held) >= 256<<10 {
		return len(b), p.flushLocked()
	}
	return len(b), nil
}

func (p *peeked) flushLocked() error {
	if len(p.held) == 0 {
		return nil
	}
	_, err := p.Conn.Write(p.held)
	p.held = p.held[:0]
	return err
}

// hold keeps the next writes until release.
func (p *peeked) hold() {
	p.mu.Lock()
	p.holding = true
	p.mu.Unlock()
}

// release sends what was held, and writes go straight through again.
func (p *peeked) release() {
	p.mu.Lock()
	p.holding = false
	p.flushLocked()
	p.mu.Unlock()
}

func (p *peeked) Read(b []byte) (int, error) {
	if p.r.Buffered() > 0 {
		return p.r.Read(b)
	}
	return p.Conn.Read(b)
}

// queue is the listener the sandbox's HTTP server serves: connections accepted and sorted out above.
type queue struct {
	conns  chan net.Conn
	closed chan struct{}
	once   sync.Once
}

func newQueue() *queue { return &queue{conns: make(chan net.Conn), closed: make(chan struct{})} }

func (q *queue) push(c net.Conn) bool {
	select {
	case q.conns <- c:
		return true
	case <-q.closed:
		return false
	}
}

func (q *queue) Accept() (net.Conn, error) {
	select {
	case c := <-q.conns:
		return c, nil
	case <-q.closed:
		return nil, net.ErrClosed
	}
}

func (q *queue) Close() error {
	q.once.Do(func() { close(q.closed) })
	return nil
}

func (q *queue) Addr() net.Addr { return &net.TCPAddr{} }

// dropPrivileges makes the relay an unprivileged user before it reads a byte from a sandbox: it
// needs no privilege (its listeners take ephemeral ports), and it parses what sandboxes send.
func dropPrivileges(uid int) {
	for _, step := range []func() error{
		func() error { return syscall.Setgroups(nil) },
		func() error { return syscall.Setgid(uid) },
		func() error { return syscall.Setuid(uid) },
	} {
		if err := step(); err != nil {
			fmt.Fprintf(os.Stderr, "osb-vault-relay: cannot become uid %d: %v\n", uid, err)
			os.Exit(2)
		}
	}
}

func main() {
	// --uid N: become uid and gid N first (the server passes it when it runs as root).
	if len(os.Args) == 3 && os.Args[1] == "--uid" {
		uid, err := strconv.Atoi(os.Args[2])
		if err != nil {
			fmt.Fprintf(os.Stderr, "osb-vault-relay: --uid %q is not a number\n", os.Args[2])
			os.Exit(2)
		}
		dropPrivileges(uid)
	}
	host := &server{out: bufio.NewWriterSize(os.Stdout, 64<<10)}
	sandboxes := map[string]*sandbox{}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 256<<20)
	for in.Scan() {
		var m toRelay
		if err := json.Unmarshal(in.Bytes(), &m); err != nil {
			fmt.Fprintf(os.Stderr, "osb-vault-relay: a message that is not JSON: %v\n", err)
			os.Exit(2)
		}
		switch m.Op {
		case "answer":
			host.answer(m.ID, m.Answer)
		case "listen":
			s := sandboxes[m.SandboxID]
			if s == nil {
				s = newSandbox(m.SandboxID, host, m.UpstreamCa)
				sandboxes[m.SandboxID] = s
			}
			ports, err := s.listenFor(m.Host, m.Ports)
			if err != nil {
				host.send(done{Op: "done", ID: m.ID, Error: err.Error()})
			} else {
				host.send(done{Op: "done", ID: m.ID, Ports: ports})
			}
		case "close":
			if s := sandboxes[m.SandboxID]; s != nil {
				s.close()
				delete(sandboxes, m.SandboxID)
			}
			host.send(done{Op: "done", ID: m.ID})
		default:
			fmt.Fprintf(os.Stderr, "osb-vault-relay: unknown message %q\n", m.Op)
		}
	}
	// stdin closed: the server is gone.
}
