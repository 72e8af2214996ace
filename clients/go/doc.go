// Package opensandbox is the Go client of OpenSandbox: it creates and manages sandboxes through
// the lifecycle server and talks to execd, the daemon inside each sandbox (commands, shell
// sessions, code, files, metrics).
//
// The typed models and low-level clients are generated from the OpenAPI specs into the
// api/lifecycle and api/execd packages; this package adds what generation expresses badly:
// configuration, typed errors, retries of idempotent calls, event streams, multipart uploads
// and ranged downloads.
//
//	client, err := opensandbox.NewClient() // OPEN_SANDBOX_DOMAIN, OPEN_SANDBOX_API_KEY
//	sb, err := client.Sandboxes.Create(ctx, lifecycle.CreateSandboxRequest{...})
//	sb2, err := client.Sandboxes.WaitUntilRunning(ctx, sb.Id)
//	ex, err := client.Sandboxes.Execd(ctx, sb.Id) // returns once execd answers /ping
//	res, err := ex.Commands.Run(ctx, "echo hi", nil)
package opensandbox
