package opensandbox

import (
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"
)

const (
	// DefaultDomain is the lifecycle server used when neither WithDomain nor OPEN_SANDBOX_DOMAIN is set.
	DefaultDomain = "localhost:8080"
	// DefaultMaxRetries is how often an idempotent call is retried (connection error, 429/502/503/504).
	DefaultMaxRetries = 2
	// DefaultRequestTimeout bounds one call (for streams and downloads: until the headers arrived).
	DefaultRequestTimeout = 30 * time.Second
	// ExecdPort is the port of execd inside every sandbox.
	ExecdPort = 44772

	apiKeyHeader     = "OPEN-SANDBOX-API-KEY"
	execdTokenHeader = "X-EXECD-ACCESS-TOKEN"
)

// config holds the resolved connection settings.
type config struct {
	domain          string // host[:port][/path], no scheme, no trailing slash
	protocol        string // http or https
	apiKey          string
	headers         map[string]string
	maxRetries      int
	requestTimeout  time.Duration
	httpClient      *http.Client
	useServerProxy  bool
	pollInterval    time.Duration
	skipHealthCheck bool
}

// Option configures a Client (and the execd handles it creates).
type Option func(*config) error

// WithDomain sets the lifecycle server: `host[:port][/path]` (http unless WithProtocol says
// otherwise) or a full URL `https://host[:port][/path]`. Default: OPEN_SANDBOX_DOMAIN, else
// localhost:8080.
func WithDomain(domain string) Option {
	return func(c *config) error { c.domain = domain; return nil }
}

// WithProtocol sets the scheme (`http` or `https`) used when the domain has none.
// Default: OPEN_SANDBOX_PROTOCOL, else http.
func WithProtocol(protocol string) Option {
	return func(c *config) error { c.protocol = protocol; return nil }
}

// WithAPIKey sets the key sent as OPEN-SANDBOX-API-KEY. Default: OPEN_SANDBOX_API_KEY.
func WithAPIKey(key string) Option {
	return func(c *config) error { c.apiKey = key; return nil }
}

// WithHeaders adds headers to every request (lifecycle and execd); endpoint headers returned
// by the server take precedence on execd requests.
func WithHeaders(h map[string]string) Option {
	return func(c *config) error {
		for k, v := range h {
			c.headers[k] = v
		}
		return nil
	}
}

// WithMaxRetries sets how often idempotent calls (GET, HEAD, OPTIONS, PUT, DELETE) are retried
// after a connection error or a 429/502/503/504 answer. POST and PATCH are never retried.
func WithMaxRetries(n int) Option {
	return func(c *config) error {
		if n < 0 {
			return fmt.Errorf("opensandbox: max retries must be >= 0, got %d", n)
		}
		c.maxRetries = n
		return nil
	}
}

// WithRequestTimeout bounds each call that has no deadline in its context; 0 disables it.
// Streams and downloads are bounded only until their response headers arrive.
func WithRequestTimeout(d time.Duration) Option {
	return func(c *config) error { c.requestTimeout = d; return nil }
}

// WithHTTPClient sets the http.Client whose Transport carries the requests (default: a
// client on http.DefaultTransport). Its Timeout should stay 0 for streams.
func WithHTTPClient(hc *http.Client) Option {
	return func(c *config) error { c.httpClient = hc; return nil }
}

// WithServerProxy makes execd handles go through the lifecycle server's proxy route instead
// of the sandbox's direct address.
func WithServerProxy(on bool) Option {
	return func(c *config) error { c.useServerProxy = on; return nil }
}

// WithSkipHealthCheck(true) makes Sandboxes.Execd return the handle as soon as the endpoint
// is resolved, without waiting until the sandbox is Running and its execd answers /ping (as
// skipHealthCheck of the TypeScript SDK). The first calls on the handle may then fail with a
// *TransportError while execd is still starting. Default false.
func WithSkipHealthCheck(skip bool) Option {
	return func(c *config) error { c.skipHealthCheck = skip; return nil }
}

func newConfig(opts []Option) (*config, error) {
	c := &config{
		domain:         os.Getenv("OPEN_SANDBOX_DOMAIN"),
		protocol:       os.Getenv("OPEN_SANDBOX_PROTOCOL"),
		apiKey:         os.Getenv("OPEN_SANDBOX_API_KEY"),
		headers:        map[string]string{},
		maxRetries:     DefaultMaxRetries,
		requestTimeout: DefaultRequestTimeout,
		pollInterval:   500 * time.Millisecond,
	}
	for _, o := range opts {
		if err := o(c); err != nil {
			return nil, err
		}
	}
	if c.domain == "" {
		c.domain = DefaultDomain
	}
	if c.protocol == "" {
		c.protocol = "http"
	}
	if i := strings.Index(c.domain, "://"); i >= 0 {
		c.protocol = strings.ToLower(c.domain[:i])
		c.domain = c.domain[i+3:]
	}
	c.protocol = strings.ToLower(c.protocol)
	if c.protocol != "http" && c.protocol != "https" {
		return nil, fmt.Errorf("opensandbox: protocol must be http or https, got %q", c.protocol)
	}
	c.domain = strings.TrimRight(c.domain, "/")
	if c.domain == "" {
		return nil, fmt.Errorf("opensandbox: empty domain")
	}
	if c.httpClient == nil {
		c.httpClient = &http.Client{}
	}
	return c, nil
}

// lifecycleURL is the base URL of the lifecycle API, e.g. http://localhost:8080/v1.
func (c *config) lifecycleURL() string {
	return c.protocol + "://" + c.domain + "/v1"
}

// WithPollInterval sets how often WaitUntilRunning (and Sandboxes.Execd, while the sandbox is
// not Running yet) reads the sandbox's state (default 500ms).
func WithPollInterval(d time.Duration) Option {
	return func(c *config) error {
		if d <= 0 {
			return fmt.Errorf("opensandbox: poll interval must be > 0, got %v", d)
		}
		c.pollInterval = d
		return nil
	}
}
