package opensandbox

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/execd"
	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/lifecycle"
)

// TestLive runs the hand-written layer against a real server. It is skipped unless
// OPEN_SANDBOX_IT_IMAGE names an image with bash (e.g. opensandbox/debian-python:local); the
// server comes from OPEN_SANDBOX_DOMAIN and OPEN_SANDBOX_API_KEY.
func TestLive(t *testing.T) {
	image := os.Getenv("OPEN_SANDBOX_IT_IMAGE")
	if image == "" {
		t.Skip("OPEN_SANDBOX_IT_IMAGE not set")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	c, err := NewClient()
	if err != nil {
		t.Fatal(err)
	}
	timeout := 600
	created, err := c.Sandboxes.Create(ctx, lifecycle.CreateSandboxRequest{
		Image:          &lifecycle.ImageSpec{Uri: image},
		Entrypoint:     &[]string{"sleep", "infinity"},
		Timeout:        &timeout,
		ResourceLimits: &lifecycle.ResourceLimits{"cpu": "1", "memory": "512Mi"},
		Metadata:       &map[string]string{"test": "go-live"},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Sandboxes.Delete(context.Background(), created.Id)
	if _, err := c.Sandboxes.WaitUntilRunning(ctx, created.Id); err != nil {
		t.Fatal(err)
	}
	ex, err := c.Sandboxes.Execd(ctx, created.Id) // returns once execd answers /ping
	if err != nil {
		t.Fatal(err)
	}
	res, err := ex.Commands.Run(ctx, "echo out; echo err >&2; exit 3", nil)
	if err != nil || res.Stdout != "out\n" || res.Stderr != "err\n" || res.ExitCode != 3 {
		t.Fatalf("run: %+v %v", res, err)
	}
	id, err := ex.Commands.Background(ctx, "for i in 1 2 3; do echo $i; done; sleep 60", nil)
	if err != nil || id == "" {
		t.Fatalf("background: %q %v", id, err)
	}
	time.Sleep(500 * time.Millisecond)
	logs, _, err := ex.Commands.Logs(ctx, id, nil)
	if err != nil || logs != "1\n2\n3\n" {
		t.Fatalf("logs: %q %v", logs, err)
	}
	if err := ex.Commands.Interrupt(ctx, id); err != nil {
		t.Fatal(err)
	}
	sid, err := ex.Sessions.Create(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ex.Sessions.Run(ctx, sid, "cd /tmp && X=42"); err != nil {
		t.Fatal(err)
	}
	sres, err := ex.Sessions.Run(ctx, sid, "echo $PWD $X")
	if err != nil || sres.Stdout != "/tmp 42\n" {
		t.Fatalf("session: %+v %v", sres, err)
	}
	if err := ex.Files.Upload(ctx, UploadFile{Metadata: execd.FileMetadata{Path: "/tmp/go/a.txt"}, Content: strings.NewReader("0123456789")}); err != nil {
		t.Fatal(err)
	}
	d, err := ex.Files.Download(ctx, "/tmp/go/a.txt", &DownloadOptions{Range: "bytes=2-4"})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(d.Body)
	d.Body.Close()
	if d.Status != 206 || string(b) != "234" {
		t.Fatalf("download: %d %q", d.Status, b)
	}
	info, err := ex.Files.Info(ctx, "/tmp/go/a.txt")
	if err != nil || info["/tmp/go/a.txt"].Size != 10 {
		t.Fatalf("info: %+v %v", info, err)
	}
	_, err = ex.Files.Info(ctx, "/tmp/go/missing")
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 404 || apiErr.Code != "FILE_NOT_FOUND" || apiErr.RequestID == "" {
		t.Fatalf("missing file: %v", err)
	}
	m, err := ex.Metrics.Watch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Next() || m.Event().Timestamp == 0 {
		t.Fatalf("metrics: %v", m.Err())
	}
	m.Close()
}

// TestLiveReadme follows the README's flow exactly, with nothing in between: Create,
// WaitUntilRunning, Execd, then a command at once. Execd must return only once execd answers,
// so the first command never meets a port that accepts and drops the connection. Three fresh
// sandboxes, since the race is a matter of milliseconds. Gated like TestLive.
//
// WaitUntilRunning polls every 10 ms here: with the default 500 ms its poll usually lands
// well after execd started listening (~130 ms after Running), which hides the race.
func TestLiveReadme(t *testing.T) {
	image := os.Getenv("OPEN_SANDBOX_IT_IMAGE")
	if image == "" {
		t.Skip("OPEN_SANDBOX_IT_IMAGE not set")
	}
	c, err := NewClient(WithPollInterval(10 * time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			timeout := 600
			sb, err := c.Sandboxes.Create(ctx, lifecycle.CreateSandboxRequest{
				Image:          &lifecycle.ImageSpec{Uri: image},
				Entrypoint:     &[]string{"sleep", "infinity"},
				Timeout:        &timeout,
				ResourceLimits: &lifecycle.ResourceLimits{"cpu": "500m", "memory": "256Mi"},
				Metadata:       &map[string]string{"test": "go-live-readme"},
			})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() {
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				defer cancel()
				if err := c.Sandboxes.Delete(ctx, sb.Id); err != nil {
					t.Errorf("delete %s: %v", sb.Id, err)
				}
			})
			if _, err := c.Sandboxes.WaitUntilRunning(ctx, sb.Id); err != nil {
				t.Fatal(err)
			}
			ex, err := c.Sandboxes.Execd(ctx, sb.Id)
			if err != nil {
				t.Fatal(err)
			}
			res, err := ex.Commands.Run(ctx, "echo hello", nil)
			if err != nil {
				t.Fatalf("run right after Execd: %v", err)
			}
			if res.Stdout != "hello\n" || res.ExitCode != 0 {
				t.Fatalf("run: %+v", res)
			}
		})
	}
}
