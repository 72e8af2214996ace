package opensandbox

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/execd"
)

// CommandsService runs shell commands in the sandbox (Execd.Commands).
type CommandsService struct{ e *Execd }

// Stream starts a command and returns its event stream (init, stdout/stderr lines, ping,
// then execution_complete or error). Close the stream when done; closing it early
// disconnects, which does not stop a background command.
func (s *CommandsService) Stream(ctx context.Context, req execd.RunCommandRequest) (*Stream[Event], error) {
	return openStream[Event](ctx, s.e.cfg.requestTimeout, "runCommand", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().RunCommand(ctx, req)
	})
}

// CommandResult is the outcome of a command run to completion.
type CommandResult struct {
	// ID is the command id (the text of the init event).
	ID string
	// Stdout and Stderr hold the output lines, each followed by "\n".
	Stdout, Stderr string
	// ExitCode is 0 after execution_complete, the status of a CommandExecError, or -1 when
	// the stream ended without saying.
	ExitCode int
	// Error is set when the command failed (non-zero exit: ename CommandExecError).
	Error *execd.ExecutionError
	// ExecutionTimeMs is the duration reported by execution_complete.
	ExecutionTimeMs int64
}

// Run runs a command to completion and collects its output; a non-zero exit is reported in
// ExitCode, not as an error. req may be nil; a non-empty command sets its Command (leave it
// empty to run req.Argv without a shell).
func (s *CommandsService) Run(ctx context.Context, command string, req *execd.RunCommandRequest) (*CommandResult, error) {
	r := execd.RunCommandRequest{}
	if req != nil {
		r = *req
	}
	if command != "" {
		r.Command = &command
	}
	st, err := s.Stream(ctx, r)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	return collect(st)
}

func collect(st *Stream[Event]) (*CommandResult, error) {
	res := &CommandResult{ExitCode: -1}
	var out, errb strings.Builder
	for st.Next() {
		ev := st.Event()
		text := deref(ev.Text)
		switch ev.Type {
		case "init":
			res.ID = text
		case "stdout":
			out.WriteString(outputText(ev))
		case "stderr":
			errb.WriteString(outputText(ev))
		case "execution_complete":
			res.ExitCode = 0
			res.ExecutionTimeMs = deref(ev.ExecutionTime)
		case "error":
			res.Error = ev.Error
			if ev.Error != nil && deref(ev.Error.Ename) == "CommandExecError" {
				if n, err := strconv.Atoi(strings.TrimSpace(deref(ev.Error.Evalue))); err == nil {
					res.ExitCode = n
				}
			}
		}
	}
	res.Stdout, res.Stderr = out.String(), errb.String()
	return res, st.Err()
}

// Background starts a detached command and returns its id as soon as it has started; follow
// it with Status and Logs, stop it with Interrupt. req may be nil.
func (s *CommandsService) Background(ctx context.Context, command string, req *execd.RunCommandRequest) (string, error) {
	r := execd.RunCommandRequest{}
	if req != nil {
		r = *req
	}
	if command != "" {
		r.Command = &command
	}
	on := true
	r.Background = &on
	st, err := s.Stream(ctx, r)
	if err != nil {
		return "", err
	}
	defer st.Close()
	res, err := collect(st)
	if err != nil {
		return res.ID, err
	}
	if res.Error != nil {
		return res.ID, fmt.Errorf("runCommand: background command failed to start: %s: %s", deref(res.Error.Ename), deref(res.Error.Evalue))
	}
	return res.ID, nil
}

// Status reports whether a command is still running and how it ended.
func (s *CommandsService) Status(ctx context.Context, id string) (*execd.CommandStatusResponse, error) {
	r, resp, err := invoke(ctx, s.e.cfg.requestTimeout, "getCommandStatus", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().GetCommandStatus(ctx, id)
	}, execd.ParseGetCommandStatusResult)
	if err != nil {
		return nil, err
	}
	return need("getCommandStatus", resp, r.JSON200)
}

// Logs returns a background command's output from cursor (nil: from the start) and the cursor
// to pass next time.
func (s *CommandsService) Logs(ctx context.Context, id string, cursor *int64) (string, int64, error) {
	r, resp, err := invoke(ctx, s.e.cfg.requestTimeout, "getBackgroundCommandLogs", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().GetBackgroundCommandLogs(ctx, id, &execd.GetBackgroundCommandLogsParams{Cursor: cursor})
	}, execd.ParseGetBackgroundCommandLogsResult)
	if err != nil {
		return "", 0, err
	}
	next, _ := strconv.ParseInt(resp.Header.Get("EXECD-COMMANDS-TAIL-CURSOR"), 10, 64)
	return string(r.Body), next, nil
}

// Interrupt stops a running command (SIGTERM, then SIGKILL).
func (s *CommandsService) Interrupt(ctx context.Context, id string) error {
	_, _, err := invoke(ctx, s.e.cfg.requestTimeout, "interruptCommand", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().InterruptCommand(ctx, &execd.InterruptCommandParams{Id: id})
	}, execd.ParseInterruptCommandResult)
	return err
}

// WriteStdin appends data to the stdin of a command started with Stdin: true.
func (s *CommandsService) WriteStdin(ctx context.Context, id string, data io.Reader) error {
	_, _, err := invoke(ctx, s.e.cfg.requestTimeout, "writeCommandStdin", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().WriteCommandStdinWithBody(ctx, id, "application/octet-stream", data)
	}, execd.ParseWriteCommandStdinResult)
	return err
}

// CloseStdin closes the command's stdin (it reads end-of-file).
func (s *CommandsService) CloseStdin(ctx context.Context, id string) error {
	_, _, err := invoke(ctx, s.e.cfg.requestTimeout, "closeCommandStdin", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().CloseCommandStdin(ctx, id)
	}, execd.ParseCloseCommandStdinResult)
	return err
}

// SessionsService manages persistent shell sessions (Execd.Sessions).
type SessionsService struct{ e *Execd }

// Create starts a shell session; req may be nil. It returns the session id.
func (s *SessionsService) Create(ctx context.Context, req *execd.CreateSessionRequest) (string, error) {
	body := execd.CreateSessionRequest{}
	if req != nil {
		body = *req
	}
	r, resp, err := invoke(ctx, s.e.cfg.requestTimeout, "createSession", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().CreateSession(ctx, body)
	}, execd.ParseCreateSessionResult)
	if err != nil {
		return "", err
	}
	v, err := need("createSession", resp, r.JSON200)
	if err != nil {
		return "", err
	}
	return v.SessionId, nil
}

// Stream runs a command in the session and returns its event stream.
func (s *SessionsService) Stream(ctx context.Context, sessionID string, req execd.RunInSessionRequest) (*Stream[Event], error) {
	return openStream[Event](ctx, s.e.cfg.requestTimeout, "runInSession", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().RunInSession(ctx, sessionID, req)
	})
}

// Run runs a command in the session to completion.
func (s *SessionsService) Run(ctx context.Context, sessionID, command string) (*CommandResult, error) {
	st, err := s.Stream(ctx, sessionID, execd.RunInSessionRequest{Command: command})
	if err != nil {
		return nil, err
	}
	defer st.Close()
	return collect(st)
}

// Delete ends the session.
func (s *SessionsService) Delete(ctx context.Context, sessionID string) error {
	_, _, err := invoke(ctx, s.e.cfg.requestTimeout, "deleteSession", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().DeleteSession(ctx, sessionID)
	}, execd.ParseDeleteSessionResult)
	return err
}

// CodeService runs code in language kernels (Execd.Code).
type CodeService struct{ e *Execd }

// Stream runs code and returns its event stream (init, stdout/stderr, result, ..., then
// execution_complete or error).
func (s *CodeService) Stream(ctx context.Context, req execd.RunCodeRequest) (*Stream[Event], error) {
	return openStream[Event](ctx, s.e.cfg.requestTimeout, "runCode", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().RunCode(ctx, req)
	})
}

// MetricsService reads the sandbox's resource usage (Execd.Metrics).
type MetricsService struct{ e *Execd }

// Get returns the current CPU and memory figures.
func (s *MetricsService) Get(ctx context.Context) (*execd.Metrics, error) {
	r, resp, err := invoke(ctx, s.e.cfg.requestTimeout, "getMetrics", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().GetMetrics(ctx)
	}, execd.ParseGetMetricsResult)
	if err != nil {
		return nil, err
	}
	return need("getMetrics", resp, r.JSON200)
}

// Watch streams a Metrics object about once per second until ctx ends or the stream is closed.
func (s *MetricsService) Watch(ctx context.Context) (*Stream[execd.Metrics], error) {
	return openStream[execd.Metrics](ctx, s.e.cfg.requestTimeout, "watchMetrics", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().WatchMetrics(ctx)
	})
}

// outputText is what a stdout/stderr event adds to the output: its line and the line terminator
// (an empty line arrives as "\n"), or with Partial set a piece of a line the next event continues.
func outputText(ev Event) string {
	text := deref(ev.Text)
	if ev.Partial != nil && *ev.Partial {
		return text
	}
	return strings.TrimSuffix(text, "\n") + "\n"
}
