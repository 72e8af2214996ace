package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/lifecycle"
)

func runDriver(t *testing.T, lines ...string) []map[string]any {
	t.Helper()
	var out strings.Builder
	serve(strings.NewReader(strings.Join(lines, "\n")+"\n"), &out)
	var replies []map[string]any
	sc := bufio.NewScanner(strings.NewReader(out.String()))
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("bad reply %q: %v", sc.Text(), err)
		}
		replies = append(replies, m)
	}
	return replies
}

func req(id int, api, base, op, method, path, body string, extra string) string {
	opJSON := "null"
	if op != "" {
		opJSON = fmt.Sprintf("%q", op)
	}
	if body == "" {
		body = "null"
	}
	return fmt.Sprintf(`{"type":"request","id":%d,"api":%q,"baseUrl":%q,"operationId":%s,"pathParams":{"sandboxId":"sb1"},"query":[],"headers":{"x-request-id":"r-%d"},"credential":{"header":"OPEN-SANDBOX-API-KEY","value":"k"},"body":%s,"invalid":false,"method":%q,"path":%q,"maxEvents":null,"timeoutMs":5000%s}`,
		id, api, base, opJSON, id, body, method, path, extra)
}

func TestDriverLifecycle(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Request-ID", r.Header.Get("X-Request-ID"))
		w.Header().Set("Content-Type", "application/json")
		if r.Header.Get("OPEN-SANDBOX-API-KEY") != "k" {
			w.WriteHeader(401)
			return
		}
		switch r.URL.Path {
		case "/v1/sandboxes/sb1":
			io.WriteString(w, `{"id":"sb1","status":{"state":"Running","extra":1},"createdAt":"2026-01-01T00:00:00.5Z","entrypoint":["a"]}`)
		case "/v1/sandboxes":
			body, _ := io.ReadAll(r.Body)
			w.WriteHeader(400)
			fmt.Fprintf(w, `{"code":"INVALID","message":%q}`, string(body))
		default:
			w.WriteHeader(404)
			io.WriteString(w, `{"code":"ROUTE_NOT_FOUND","message":"no"}`)
		}
	}))
	defer srv.Close()
	base := srv.URL + "/v1"
	replies := runDriver(t,
		req(1, "lifecycle", base, "getSandbox", "GET", "/sandboxes/sb1", "", ""),
		req(2, "lifecycle", base, "createSandbox", "POST", "/sandboxes", `{"kind":"json","value":{"timeout":60}}`, ""),
		req(3, "lifecycle", base, "createSandbox", "POST", "/sandboxes", `{"kind":"json","value":{"bogus":1}}`, ""),
		req(4, "lifecycle", base, "", "GET", "/nowhere", "", ""),
	)
	byID := map[float64]map[string]any{}
	for _, r := range replies {
		byID[r["id"].(float64)] = r
	}
	r1 := byID[1]
	if r1["via"] != "sdk" || r1["status"] != 200.0 {
		t.Fatalf("1: %v", r1)
	}
	var sb lifecycle.Sandbox
	b, _ := json.Marshal(r1["json"])
	if err := json.Unmarshal(b, &sb); err != nil || sb.Status.State != "Running" || strings.Contains(string(b), "extra") {
		t.Fatalf("1 json: %s", b)
	}
	if r2 := byID[2]; r2["via"] != "sdk" || r2["status"] != 400.0 || r2["requestId"] != "r-2" || r2["json"].(map[string]any)["code"] != "INVALID" {
		t.Fatalf("2: %v", r2)
	}
	if r3 := byID[3]; r3["via"] != "http" || !strings.Contains(r3["json"].(map[string]any)["message"].(string), "bogus") {
		t.Fatalf("3: %v", r3)
	}
	if r4 := byID[4]; r4["via"] != "http" || r4["status"] != 404.0 {
		t.Fatalf("4: %v", r4)
	}
}

func TestDriverStream(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, "data: {\"type\":\"init\",\"text\":\"c\"}\n\n{\"type\":\"stdout\",\"text\":\"x\"}\n\n{\"type\":\"stdout\",\"text\":\"y\"}\n\n")
	}))
	defer srv.Close()
	body := `{"kind":"json","value":{"command":"echo"}}`
	replies := runDriver(t,
		strings.Replace(req(1, "execd", srv.URL, "runCommand", "POST", "/command", body, ""), `"maxEvents":null`, `"maxEvents":2`, 1),
	)
	var kinds []string
	for _, r := range replies {
		kinds = append(kinds, r["type"].(string))
	}
	if strings.Join(kinds, ",") != "head,event,event,response" || replies[3]["partial"] != true || replies[3]["via"] != "sdk" {
		t.Fatalf("%v", replies)
	}
	if ev := replies[1]["event"].(map[string]any); ev["type"] != "init" || ev["text"] != "c" {
		t.Fatalf("%v", ev)
	}
}

func TestStrictDecode(t *testing.T) {
	var v lifecycle.RenewSandboxExpirationRequest
	if err := strictDecode([]byte(`{"expiresAt":"2030-01-01T12:00:00.000Z"}`), &v); err != nil {
		t.Fatal(err)
	}
	var p lifecycle.PatchSandboxMetadataRequest
	if err := strictDecode([]byte(`{"a":null,"b":"x"}`), &p); err != nil {
		t.Fatal(err)
	}
	var c lifecycle.CreateSandboxRequest
	if err := strictDecode([]byte(`{"timeout":"x"}`), &c); err == nil {
		t.Fatal("wrong type accepted")
	}
	var h lifecycle.RenewSandboxExpirationRequest
	if err := strictDecode([]byte(`{}`), &h); err == nil {
		t.Fatal("missing required field accepted")
	}
}
