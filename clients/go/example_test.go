package opensandbox_test

// Example is the README's example; go test compiles it (it is not run: it needs a server).

import (
	"context"
	"errors"
	"fmt"
	"log"
	"strings"

	opensandbox "github.com/opensandbox-ts/opensandbox-ts/clients/go"
	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/execd"
	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/lifecycle"
)

func Example() {
	ctx := context.Background()
	// OPEN_SANDBOX_DOMAIN (host[:port] or a full URL) and OPEN_SANDBOX_API_KEY, unless given.
	client, err := opensandbox.NewClient()
	if err != nil {
		log.Fatal(err)
	}
	sb, err := client.Sandboxes.Create(ctx, lifecycle.CreateSandboxRequest{
		Image:          &lifecycle.ImageSpec{Uri: "opensandbox/debian-python:local"},
		Entrypoint:     &[]string{"tail", "-f", "/dev/null"},
		ResourceLimits: &lifecycle.ResourceLimits{"cpu": "500m", "memory": "512Mi"},
	})
	if err != nil {
		log.Fatal(err)
	}
	defer client.Sandboxes.Delete(ctx, sb.Id)
	if _, err := client.Sandboxes.WaitUntilRunning(ctx, sb.Id); err != nil {
		log.Fatal(err)
	}
	// Endpoint of port 44772 + its token; returns once execd answers /ping.
	ex, err := client.Sandboxes.Execd(ctx, sb.Id)
	if err != nil {
		log.Fatal(err)
	}

	// Run to completion...
	res, err := ex.Commands.Run(ctx, "python3 -c 'print(6*7)'", nil)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(res.Stdout, res.ExitCode)

	// ...or stream the events.
	script := "for i in 1 2 3; do echo $i; sleep 1; done"
	st, err := ex.Commands.Stream(ctx, execd.RunCommandRequest{Command: &script})
	if err != nil {
		log.Fatal(err)
	}
	defer st.Close()
	for st.Next() {
		ev := st.Event()
		if ev.Type == "stdout" {
			fmt.Println(*ev.Text)
		}
	}
	if err := st.Err(); err != nil {
		log.Fatal(err)
	}

	// Files: multipart upload, ranged download.
	_ = ex.Files.Upload(ctx, opensandbox.UploadFile{Metadata: execd.FileMetadata{Path: "/tmp/a.txt"}, Content: strings.NewReader("hello")})
	d, err := ex.Files.Download(ctx, "/tmp/a.txt", &opensandbox.DownloadOptions{Range: "bytes=0-1"})
	if err == nil {
		d.Body.Close()
	}

	// Typed errors.
	_, err = client.Sandboxes.Get(ctx, "no-such-id")
	var apiErr *opensandbox.APIError
	if errors.As(err, &apiErr) {
		fmt.Println(apiErr.Status, apiErr.Code, apiErr.Message, apiErr.RequestID)
	}
}
