package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"time"

	opensandbox "github.com/opensandbox-ts/opensandbox-ts/clients/go"
	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/execd"
	"github.com/opensandbox-ts/opensandbox-ts/conformance/clients/go/ops"
)

type handler struct {
	req request
	out *out
	ctx context.Context

	lc *opensandbox.Client // lifecycle requests
	ex *opensandbox.Execd  // execd requests
}

// notExpressible means the typed API cannot express the request: it goes through plain HTTP.
type notExpressible struct{ why string }

func (e notExpressible) Error() string { return e.why }

func (h *handler) run() {
	if err := h.setup(); err != nil {
		h.fail("driver", err.Error())
		return
	}
	op, known := ops.Ops[deref(h.req.OperationID)]
	if h.req.Invalid || !known || !op.Generated || op.API != h.req.API {
		h.viaHTTP()
		return
	}
	var err error
	switch {
	case op.Stream:
		err = h.stream(op)
	case h.req.OperationID != nil && *h.req.OperationID == "uploadFile":
		err = h.upload()
	case h.req.OperationID != nil && *h.req.OperationID == "downloadFile":
		err = h.download()
	default:
		err = h.generated(op)
	}
	var ne notExpressible
	if errors.As(err, &ne) {
		fmt.Fprintf(h.stderr(), "driver: request %d (%s) via http: %s\n", h.req.ID, deref(h.req.OperationID), ne.why)
		h.viaHTTP()
		return
	}
	if err != nil {
		h.reportErr(err)
	}
}

func (h *handler) stderr() io.Writer { return stderrWriter }

// setup builds the SDK client the request needs, configured with its credential only (never
// the environment's).
func (h *handler) setup() error {
	hc := &http.Client{Transport: sharedTransport}
	if h.req.API == "execd" {
		headers := map[string]string{}
		if c := h.req.Credential; c != nil {
			headers[c.Header] = c.Value
		}
		ex, err := opensandbox.NewExecd(h.req.BaseURL, headers, opensandbox.WithHTTPClient(hc), opensandbox.WithRequestTimeout(0), opensandbox.WithAPIKey(""))
		h.ex = ex
		return err
	}
	domain := strings.TrimSuffix(strings.TrimRight(h.req.BaseURL, "/"), "/v1")
	opts := []opensandbox.Option{opensandbox.WithDomain(domain), opensandbox.WithHTTPClient(hc), opensandbox.WithRequestTimeout(0), opensandbox.WithAPIKey("")}
	if c := h.req.Credential; c != nil {
		if strings.EqualFold(c.Header, "OPEN-SANDBOX-API-KEY") {
			opts = append(opts, opensandbox.WithAPIKey(c.Value))
		} else {
			opts = append(opts, opensandbox.WithHeaders(map[string]string{c.Header: c.Value}))
		}
	}
	lc, err := opensandbox.NewClient(opts...)
	h.lc = lc
	return err
}

// sdkCtx is the request's context carrying the case's own headers (content-type excepted: it
// belongs to the body).
func (h *handler) sdkCtx() context.Context {
	hdr := http.Header{}
	for k, v := range h.req.Headers {
		if strings.EqualFold(k, "content-type") {
			continue
		}
		hdr.Set(k, v)
	}
	return opensandbox.ContextWithHeaders(h.ctx, hdr)
}

func (h *handler) plainClient() *http.Client {
	if h.ex != nil {
		return h.ex.HTTPClient()
	}
	return h.lc.HTTPClient()
}

func (h *handler) apiClient() any {
	if h.ex != nil {
		return h.ex.API.ClientInterface
	}
	return h.lc.API.ClientInterface
}

// ---- replies ----

func lowerHeaders(hd http.Header) map[string]string {
	m := map[string]string{}
	for k, v := range hd {
		m[strings.ToLower(k)] = strings.Join(v, ", ")
	}
	return m
}

func (h *handler) fail(origin, message string) {
	h.out.send(map[string]any{"type": "error", "id": h.req.ID, "origin": origin, "message": message})
}

func (h *handler) head(status int, hd http.Header) {
	h.out.send(map[string]any{"type": "head", "id": h.req.ID, "status": status, "headers": lowerHeaders(hd)})
}

func (h *handler) respond(via string, status int, hd http.Header, jsonValue any, raw []byte, partial bool, requestID string) {
	m := map[string]any{"type": "response", "id": h.req.ID, "via": via, "status": status, "headers": lowerHeaders(hd), "partial": partial}
	if jsonValue != nil {
		m["json"] = jsonValue
	}
	if raw != nil {
		m["bodyBase64"] = base64.StdEncoding.EncodeToString(raw)
	}
	if requestID != "" {
		m["requestId"] = requestID
	}
	h.out.send(m)
}

// reportErr answers with what an SDK error means: an APIError is a response, a transport
// failure or a decoding failure an error of that origin.
func (h *handler) reportErr(err error) {
	var apiErr *opensandbox.APIError
	if errors.As(err, &apiErr) {
		h.respond("sdk", apiErr.Status, apiErr.Header, errorJSON(apiErr), nonNil(apiErr.Body), false, apiErr.RequestID)
		return
	}
	var te *opensandbox.TransportError
	if errors.As(err, &te) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		h.fail("transport", err.Error())
		return
	}
	var de *opensandbox.DecodeError
	if errors.As(err, &de) && de.Body != nil {
		// What the SDK rejected, so the runner can check it against the spec.
		h.out.send(map[string]any{
			"type": "error", "id": h.req.ID, "origin": "client", "message": err.Error(),
			"status": de.Status, "headers": lowerHeaders(de.Header), "bodyBase64": base64.StdEncoding.EncodeToString(de.Body),
		})
		return
	}
	h.fail("client", err.Error())
}

func errorJSON(e *opensandbox.APIError) map[string]any {
	m := map[string]any{}
	if e.Code != "" {
		m["code"] = e.Code
	}
	if e.Message != "" {
		m["message"] = e.Message
	}
	return m
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

// ---- generated operations ----

func (h *handler) generated(op ops.Op) error {
	method := reflect.ValueOf(h.apiClient()).MethodByName(op.GoName)
	bodyMode := "" // "", "json" (typed body), "raw" (WithBody variant)
	var rawBody []byte
	contentType := h.header("content-type")
	if b := h.req.Body; b != nil {
		switch {
		case len(op.BodyTypes) == 0:
			return notExpressible{"the operation takes no body"}
		case b.Kind == "json" && (contentType == "" || isJSONType(contentType)) && method.IsValid():
			bodyMode = "json"
			rawBody = b.Value
		case b.Kind == "json":
			bodyMode, rawBody = "raw", b.Value
			if contentType == "" {
				contentType = "application/json"
			}
		case b.Kind == "bytes":
			data, err := base64.StdEncoding.DecodeString(b.Base64)
			if err != nil {
				return fmt.Errorf("bad base64 body: %w", err)
			}
			bodyMode, rawBody = "raw", data
			if contentType == "" && b.ContentType != nil {
				contentType = *b.ContentType
			}
		default:
			return notExpressible{"a " + b.Kind + " body for a generated operation"}
		}
	}
	if h.req.Body == nil && len(op.BodyTypes) > 0 {
		return notExpressible{"the request has no body"}
	}
	if bodyMode == "raw" {
		method = reflect.ValueOf(h.apiClient()).MethodByName(op.GoName + "WithBody")
	}
	if !method.IsValid() {
		return notExpressible{"no generated method " + op.GoName}
	}
	mt := method.Type()
	args := []reflect.Value{reflect.ValueOf(h.sdkCtx())}
	i := 1
	for _, name := range op.PathParams {
		v, ok := h.req.PathParams[name]
		if !ok {
			return notExpressible{"missing path parameter " + name}
		}
		arg, err := convertScalar(v, mt.In(i))
		if err != nil {
			return notExpressible{"path parameter " + name + ": " + err.Error()}
		}
		args = append(args, arg)
		i++
	}
	query := h.req.Query
	if i < mt.NumIn() && mt.In(i).Kind() == reflect.Pointer && strings.HasSuffix(mt.In(i).Elem().Name(), "Params") {
		p, err := h.params(mt.In(i).Elem(), &query)
		if err != nil {
			return err
		}
		args = append(args, p)
		i++
	}
	if len(query) > 0 {
		return notExpressible{fmt.Sprintf("query parameter %q is not in the typed API", query[0][0])}
	}
	switch bodyMode {
	case "json":
		t := mt.In(i)
		v := reflect.New(t)
		if err := strictDecode(rawBody, v.Interface()); err != nil {
			return notExpressible{"body does not decode into " + t.String() + ": " + err.Error()}
		}
		args = append(args, v.Elem())
		i++
	case "raw":
		args = append(args, reflect.ValueOf(contentType), reflect.ValueOf(io.Reader(bytes.NewReader(rawBody))))
		i += 2
	default:
		if i < mt.NumIn()-1 {
			// The operation takes a body and the request has none (a typed call always sends one).
			return notExpressible{"the request has no body"}
		}
	}
	outs := method.Call(args)
	if e, _ := outs[1].Interface().(error); e != nil {
		return &opensandbox.TransportError{Op: deref(h.req.OperationID), Err: e}
	}
	resp := outs[0].Interface().(*http.Response)
	if err := opensandbox.CheckResponse(deref(h.req.OperationID), resp); err != nil {
		return err
	}
	raw, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return &opensandbox.TransportError{Op: deref(h.req.OperationID), Err: err}
	}
	resp.Body = io.NopCloser(bytes.NewReader(raw))
	parsed, err := op.Parse(resp)
	if err != nil {
		return &opensandbox.DecodeError{Op: deref(h.req.OperationID), Status: resp.StatusCode, RequestID: resp.Header.Get("X-Request-ID"), Header: resp.Header, Body: raw, Err: err}
	}
	var jsonValue any
	if f := reflect.ValueOf(parsed).Elem().FieldByName(fmt.Sprintf("JSON%d", resp.StatusCode)); f.IsValid() && !f.IsNil() {
		b, err := json.Marshal(f.Interface())
		if err != nil {
			return fmt.Errorf("cannot re-encode the decoded body: %w", err)
		}
		jsonValue = json.RawMessage(b)
	}
	h.respond("sdk", resp.StatusCode, resp.Header, jsonValue, raw, false, "")
	return nil
}

func (h *handler) header(name string) string {
	for k, v := range h.req.Headers {
		if strings.EqualFold(k, name) {
			return v
		}
	}
	return ""
}

func isJSONType(ct string) bool {
	ct = strings.ToLower(strings.TrimSpace(strings.Split(ct, ";")[0]))
	return ct == "application/json" || (strings.HasPrefix(ct, "application/") && strings.HasSuffix(ct, "+json"))
}

// params fills a generated *XxxParams from the query (fields with a `form` tag) and the case's
// headers (fields without one), consuming the query pairs it uses.
func (h *handler) params(t reflect.Type, query *[][2]string) (reflect.Value, error) {
	p := reflect.New(t)
	used := map[string]bool{}
	for f := 0; f < t.NumField(); f++ {
		field := t.Field(f)
		name, inQuery := tagName(field.Tag.Get("form"))
		if !inQuery {
			name, _ = tagName(field.Tag.Get("json"))
		}
		var values []string
		if inQuery {
			for _, kv := range *query {
				if kv[0] == name {
					values = append(values, kv[1])
				}
			}
			used[name] = true
		} else if v := h.header(name); v != "" {
			values = []string{v}
		}
		ft := field.Type
		required := ft.Kind() != reflect.Pointer
		if len(values) == 0 {
			if required && inQuery {
				return reflect.Value{}, notExpressible{"required query parameter " + name + " is missing"}
			}
			continue
		}
		target := ft
		if target.Kind() == reflect.Pointer {
			target = target.Elem()
		}
		var v reflect.Value
		if target.Kind() == reflect.Slice {
			v = reflect.MakeSlice(target, 0, len(values))
			for _, s := range values {
				e, err := convertScalar(s, target.Elem())
				if err != nil {
					return reflect.Value{}, notExpressible{"query parameter " + name + ": " + err.Error()}
				}
				v = reflect.Append(v, e)
			}
		} else {
			if len(values) > 1 {
				return reflect.Value{}, notExpressible{"query parameter " + name + " repeated"}
			}
			e, err := convertScalar(values[0], target)
			if err != nil {
				return reflect.Value{}, notExpressible{"query parameter " + name + ": " + err.Error()}
			}
			v = e
		}
		if ft.Kind() == reflect.Pointer {
			ptr := reflect.New(target)
			ptr.Elem().Set(v)
			v = ptr
		}
		p.Elem().Field(f).Set(v)
	}
	rest := (*query)[:0:0]
	for _, kv := range *query {
		if !used[kv[0]] {
			rest = append(rest, kv)
		}
	}
	*query = rest
	return p, nil
}

func tagName(tag string) (string, bool) {
	if tag == "" || tag == "-" {
		return "", false
	}
	return strings.Split(tag, ",")[0], true
}

func convertScalar(s string, t reflect.Type) (reflect.Value, error) {
	v := reflect.New(t).Elem()
	switch t.Kind() {
	case reflect.String:
		v.SetString(s)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(s, 10, t.Bits())
		if err != nil {
			return v, fmt.Errorf("%q is not an integer", s)
		}
		v.SetInt(n)
	case reflect.Float32, reflect.Float64:
		n, err := strconv.ParseFloat(s, t.Bits())
		if err != nil {
			return v, fmt.Errorf("%q is not a number", s)
		}
		v.SetFloat(n)
	case reflect.Bool:
		if s != "true" && s != "false" {
			return v, fmt.Errorf("%q is not a boolean", s)
		}
		v.SetBool(s == "true")
	default:
		return v, fmt.Errorf("unsupported parameter type %s", t)
	}
	return v, nil
}

// strictDecode decodes raw into v, refusing unknown fields, and checks that v encodes back to
// the same JSON value (nulls aside, instants compared as instants): a body the typed model
// cannot carry (a missing required field, an unknown one) is not expressible.
func strictDecode(raw []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	back, err := json.Marshal(v)
	if err != nil {
		return err
	}
	var a, b any
	if err := json.Unmarshal(raw, &a); err != nil {
		return err
	}
	if err := json.Unmarshal(back, &b); err != nil {
		return err
	}
	if !sameJSON(dropNulls(a), dropNulls(b)) {
		return fmt.Errorf("the typed request encodes as %s", truncate(string(back), 200))
	}
	return nil
}

func dropNulls(v any) any {
	switch x := v.(type) {
	case map[string]any:
		m := map[string]any{}
		for k, e := range x {
			if e != nil {
				m[k] = dropNulls(e)
			}
		}
		return m
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = dropNulls(e)
		}
		return out
	}
	return v
}

func sameJSON(a, b any) bool {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, e := range x {
			f, ok := y[k]
			if !ok || !sameJSON(e, f) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameJSON(x[i], y[i]) {
				return false
			}
		}
		return true
	case string:
		y, ok := b.(string)
		if !ok {
			return false
		}
		if x == y {
			return true
		}
		t1, e1 := time.Parse(time.RFC3339Nano, x)
		t2, e2 := time.Parse(time.RFC3339Nano, y)
		return e1 == nil && e2 == nil && t1.Equal(t2)
	default:
		return reflect.DeepEqual(a, b)
	}
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// ---- hand-written layer: streams, uploads, downloads ----

func (h *handler) stream(op ops.Op) error {
	opID := deref(h.req.OperationID)
	ctx := h.sdkCtx()
	if h.ex == nil {
		return notExpressible{"stream on the lifecycle API"}
	}
	if h.req.Body != nil && (h.req.Body.Kind != "json" || (h.header("content-type") != "" && !isJSONType(h.header("content-type")))) {
		return notExpressible{"non-JSON body for a stream operation"}
	}
	var raw json.RawMessage
	if h.req.Body != nil {
		raw = h.req.Body.Value
	}
	switch opID {
	case "runCommand":
		var body execd.RunCommandRequest
		if err := decodeBody(raw, &body); err != nil {
			return err
		}
		st, err := h.ex.Commands.Stream(ctx, body)
		if err != nil {
			return err
		}
		return pump(h, st)
	case "runInSession":
		var body execd.RunInSessionRequest
		if err := decodeBody(raw, &body); err != nil {
			return err
		}
		st, err := h.ex.Sessions.Stream(ctx, h.req.PathParams["sessionId"], body)
		if err != nil {
			return err
		}
		return pump(h, st)
	case "runCode":
		var body execd.RunCodeRequest
		if err := decodeBody(raw, &body); err != nil {
			return err
		}
		st, err := h.ex.Code.Stream(ctx, body)
		if err != nil {
			return err
		}
		return pump(h, st)
	case "watchMetrics":
		if raw != nil {
			return notExpressible{"a body for watchMetrics"}
		}
		st, err := h.ex.Metrics.Watch(ctx)
		if err != nil {
			return err
		}
		return pump(h, st)
	}
	return notExpressible{"no streaming method for " + opID}
}

func decodeBody(raw json.RawMessage, v any) error {
	if raw == nil {
		return notExpressible{"the request has no body"}
	}
	if err := strictDecode(raw, v); err != nil {
		return notExpressible{"body does not decode into the typed request: " + err.Error()}
	}
	return nil
}

// pump relays a stream's events until it ends, maxEvents is reached or the request is cancelled.
func pump[T any](h *handler, st *opensandbox.Stream[T]) error {
	defer st.Close()
	h.head(st.Status(), st.Header())
	n := 0
	for st.Next() {
		h.out.send(map[string]any{"type": "event", "id": h.req.ID, "event": st.Event()})
		n++
		if h.req.MaxEvents != nil && n >= *h.req.MaxEvents {
			h.respond("sdk", st.Status(), st.Header(), nil, nil, true, "")
			return nil
		}
	}
	if err := st.Err(); err != nil {
		if h.ctx.Err() != nil {
			// Cancelled (or the runner's deadline): what arrived is the answer.
			h.respond("sdk", st.Status(), st.Header(), nil, nil, true, "")
			return nil
		}
		var se *opensandbox.StreamError
		if errors.As(err, &se) {
			h.fail("client", err.Error())
			return nil
		}
		h.fail("transport", err.Error())
		return nil
	}
	h.respond("sdk", st.Status(), st.Header(), nil, nil, false, "")
	return nil
}

func (h *handler) upload() error {
	b := h.req.Body
	if b == nil || b.Kind != "multipart" || len(b.Parts) == 0 || len(b.Parts)%2 != 0 {
		return notExpressible{"the multipart body is not metadata/file pairs"}
	}
	if ct := h.header("content-type"); ct != "" && !strings.HasPrefix(strings.ToLower(ct), "multipart/form-data") {
		return notExpressible{"content type " + ct}
	}
	var files []opensandbox.UploadFile
	for i := 0; i < len(b.Parts); i += 2 {
		m, f := b.Parts[i], b.Parts[i+1]
		if m.Name != "metadata" || f.Name != "file" {
			return notExpressible{"the multipart body is not metadata/file pairs"}
		}
		metaRaw, err := base64.StdEncoding.DecodeString(m.Base64)
		if err != nil {
			return err
		}
		var meta execd.FileMetadata
		if err := strictDecode(metaRaw, &meta); err != nil {
			return notExpressible{"metadata does not decode into FileMetadata: " + err.Error()}
		}
		content, err := base64.StdEncoding.DecodeString(f.Base64)
		if err != nil {
			return err
		}
		files = append(files, opensandbox.UploadFile{Metadata: meta, Content: bytes.NewReader(content)})
	}
	resp, err := h.uploadWithResponse(files)
	if err != nil {
		return err
	}
	h.respond("sdk", resp.status, resp.header, nil, resp.body, false, "")
	return nil
}

type plainResp struct {
	status int
	header http.Header
	body   []byte
}

// uploadWithResponse calls Files.Upload and captures the answer's status and headers through a
// response hook on the transport (the SDK's Upload returns only an error).
func (h *handler) uploadWithResponse(files []opensandbox.UploadFile) (*plainResp, error) {
	var got plainResp
	ctx := context.WithValue(h.sdkCtx(), captureKey{}, &got)
	if err := h.ex.Files.Upload(ctx, files...); err != nil {
		return nil, err
	}
	if got.header == nil {
		got.header = http.Header{}
	}
	return &got, nil
}

func (h *handler) download() error {
	q := h.req.Query
	var opts opensandbox.DownloadOptions
	var filePath string
	for _, kv := range q {
		switch kv[0] {
		case "path":
			if filePath != "" {
				return notExpressible{"path repeated"}
			}
			filePath = kv[1]
		case "offset", "limit":
			n, err := strconv.Atoi(kv[1])
			if err != nil {
				return notExpressible{kv[0] + " is not an integer"}
			}
			if kv[0] == "offset" {
				opts.Offset = &n
			} else {
				opts.Limit = &n
			}
		default:
			return notExpressible{"query parameter " + kv[0]}
		}
	}
	if filePath == "" {
		return notExpressible{"no path"}
	}
	opts.Range = h.header("range")
	d, err := h.ex.Files.Download(h.sdkCtx(), filePath, &opts)
	if err != nil {
		return err
	}
	defer d.Body.Close()
	data, err := io.ReadAll(d.Body)
	if err != nil {
		return err
	}
	h.respond("sdk", d.Status, d.Header, nil, data, false, "")
	return nil
}

// ---- plain HTTP fallback ----

func (h *handler) viaHTTP() {
	u := strings.TrimRight(h.req.BaseURL, "/") + h.req.Path
	if len(h.req.Query) > 0 {
		parts := make([]string, len(h.req.Query))
		for i, kv := range h.req.Query {
			parts[i] = url.QueryEscape(kv[0]) + "=" + url.QueryEscape(kv[1])
		}
		u += "?" + strings.Join(parts, "&")
	}
	var reader io.Reader
	contentType := ""
	if b := h.req.Body; b != nil {
		switch b.Kind {
		case "json":
			reader = bytes.NewReader(b.Value)
			contentType = "application/json"
		case "bytes":
			data, err := base64.StdEncoding.DecodeString(b.Base64)
			if err != nil {
				h.fail("driver", "bad base64 body")
				return
			}
			reader = bytes.NewReader(data)
			if b.ContentType != nil {
				contentType = *b.ContentType
			}
		case "multipart":
			var buf bytes.Buffer
			mw := multipart.NewWriter(&buf)
			// The case's content type names the boundary the parts were meant to be sent with.
			if _, params, err := mime.ParseMediaType(h.header("content-type")); err == nil && params["boundary"] != "" {
				if err := mw.SetBoundary(params["boundary"]); err != nil {
					h.fail("driver", "boundary: "+err.Error())
					return
				}
			}
			for _, p := range b.Parts {
				data, err := base64.StdEncoding.DecodeString(p.Base64)
				if err != nil {
					h.fail("driver", "bad base64 part")
					return
				}
				hd := textproto.MIMEHeader{}
				disp := `form-data; name="` + escapeQuotes(p.Name) + `"`
				if p.Filename != nil {
					disp += `; filename="` + escapeQuotes(*p.Filename) + `"`
				}
				hd.Set("Content-Disposition", disp)
				if p.ContentType != nil {
					hd.Set("Content-Type", *p.ContentType)
				}
				w, _ := mw.CreatePart(hd)
				w.Write(data)
			}
			mw.Close()
			reader = &buf
			contentType = mw.FormDataContentType()
		}
	}
	req, err := http.NewRequestWithContext(h.ctx, h.req.Method, u, reader)
	if err != nil {
		h.fail("driver", err.Error())
		return
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for k, v := range h.req.Headers {
		req.Header.Set(k, v)
	}
	resp, err := h.plainClient().Do(req)
	if err != nil {
		h.fail("transport", err.Error())
		return
	}
	defer resp.Body.Close()
	if strings.HasPrefix(strings.ToLower(resp.Header.Get("Content-Type")), "text/event-stream") {
		h.pumpRaw(resp)
		return
	}
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		h.fail("transport", err.Error())
		return
	}
	var jsonValue any
	requestID := ""
	if resp.StatusCode >= 300 {
		// The SDK's typed error for this answer.
		apiErr := opensandbox.CheckResponse(deref(h.req.OperationID), &http.Response{StatusCode: resp.StatusCode, Header: resp.Header, Body: io.NopCloser(bytes.NewReader(data))}).(*opensandbox.APIError)
		jsonValue = errorJSON(apiErr)
		requestID = apiErr.RequestID
	} else if isJSONType(resp.Header.Get("Content-Type")) && len(bytes.TrimSpace(data)) > 0 && json.Valid(data) {
		jsonValue = json.RawMessage(data)
	}
	h.respond("http", resp.StatusCode, resp.Header, jsonValue, data, false, requestID)
}

// pumpRaw relays an event stream received through the plain client, parsed by the SDK.
func (h *handler) pumpRaw(resp *http.Response) {
	st := opensandbox.NewEventStream[json.RawMessage](resp)
	defer st.Close()
	h.head(resp.StatusCode, resp.Header)
	n := 0
	for st.Next() {
		h.out.send(map[string]any{"type": "event", "id": h.req.ID, "event": st.Event()})
		n++
		if h.req.MaxEvents != nil && n >= *h.req.MaxEvents {
			h.respond("http", resp.StatusCode, resp.Header, nil, nil, true, "")
			return
		}
	}
	if err := st.Err(); err != nil && h.ctx.Err() == nil {
		var se *opensandbox.StreamError
		if errors.As(err, &se) {
			h.fail("client", err.Error())
		} else {
			h.fail("transport", err.Error())
		}
		return
	}
	h.respond("http", resp.StatusCode, resp.Header, nil, nil, h.ctx.Err() != nil, "")
}

var quoteEscaper = strings.NewReplacer("\\", "\\\\", `"`, "\\\"")

func escapeQuotes(s string) string { return quoteEscaper.Replace(s) }
