// Code generated from specs/execd-api.yaml by `pnpm generate` (generators/go.ts, oapi-codegen v2.8.2). DO NOT EDIT.

// Package execd holds the models and the low-level HTTP client of specs/execd-api.yaml.
// Most users want the hand-written layer in the parent package (opensandbox) instead.
package execd

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/oapi-codegen/runtime"
	openapi_types "github.com/oapi-codegen/runtime/types"
)

// Defines values for FileInfoType.
const (
	Directory FileInfoType = "directory"
	File      FileInfoType = "file"
	Other     FileInfoType = "other"
	Symlink   FileInfoType = "symlink"
)

// Valid indicates whether the value is a known member of the FileInfoType enum.
func (e FileInfoType) Valid() bool {
	switch e {
	case Directory:
		return true
	case File:
		return true
	case Other:
		return true
	case Symlink:
		return true
	default:
		return false
	}
}

// Defines values for FileWatchEventType.
const (
	FileWatchEventTypeCreate   FileWatchEventType = "create"
	FileWatchEventTypeOverflow FileWatchEventType = "overflow"
	FileWatchEventTypePing     FileWatchEventType = "ping"
	FileWatchEventTypeReady    FileWatchEventType = "ready"
	FileWatchEventTypeRemove   FileWatchEventType = "remove"
	FileWatchEventTypeWrite    FileWatchEventType = "write"
)

// Valid indicates whether the value is a known member of the FileWatchEventType enum.
func (e FileWatchEventType) Valid() bool {
	switch e {
	case FileWatchEventTypeCreate:
		return true
	case FileWatchEventTypeOverflow:
		return true
	case FileWatchEventTypePing:
		return true
	case FileWatchEventTypeReady:
		return true
	case FileWatchEventTypeRemove:
		return true
	case FileWatchEventTypeWrite:
		return true
	default:
		return false
	}
}

// Defines values for ServerStreamEventType.
const (
	ServerStreamEventTypeError             ServerStreamEventType = "error"
	ServerStreamEventTypeExecutionComplete ServerStreamEventType = "execution_complete"
	ServerStreamEventTypeExecutionCount    ServerStreamEventType = "execution_count"
	ServerStreamEventTypeInit              ServerStreamEventType = "init"
	ServerStreamEventTypePing              ServerStreamEventType = "ping"
	ServerStreamEventTypeResult            ServerStreamEventType = "result"
	ServerStreamEventTypeStatus            ServerStreamEventType = "status"
	ServerStreamEventTypeStderr            ServerStreamEventType = "stderr"
	ServerStreamEventTypeStdout            ServerStreamEventType = "stdout"
)

// Valid indicates whether the value is a known member of the ServerStreamEventType enum.
func (e ServerStreamEventType) Valid() bool {
	switch e {
	case ServerStreamEventTypeError:
		return true
	case ServerStreamEventTypeExecutionComplete:
		return true
	case ServerStreamEventTypeExecutionCount:
		return true
	case ServerStreamEventTypeInit:
		return true
	case ServerStreamEventTypePing:
		return true
	case ServerStreamEventTypeResult:
		return true
	case ServerStreamEventTypeStatus:
		return true
	case ServerStreamEventTypeStderr:
		return true
	case ServerStreamEventTypeStdout:
		return true
	default:
		return false
	}
}

// ClaimRequest What a pooled sandbox becomes when it is handed over (see `claimSandbox`).
type ClaimRequest struct {
	// Env Variables added to the environment of everything started afterwards.
	Env *map[string]string `json:"env,omitempty"`

	// Token The access token execd requires from now on.
	Token string `json:"token"`

	// Unset Variables removed from that environment first (the pool's own).
	Unset *[]string `json:"unset,omitempty"`
}

// CodeContext A code context.
type CodeContext struct {
	// Id Id of the context.
	Id *string `json:"id,omitempty"`

	// Language Kernel language.
	Language string `json:"language"`
}

// CodeContextRequest Settings of a new code context.
type CodeContextRequest struct {
	// Cwd Working directory of the kernel.
	Cwd *string `json:"cwd,omitempty"`

	// Language Kernel language, e.g. `python`. Defaults to `python`.
	Language *string `json:"language,omitempty"`
}

// CodeContextSelector Which context a `runCode` call uses: `id` selects an existing context, `language`
// alone selects that language's default context. A full `CodeContext` is accepted.
type CodeContextSelector struct {
	// Id Id of an existing context.
	Id *string `json:"id,omitempty"`

	// Language Kernel language.
	Language *string `json:"language,omitempty"`
}

// CommandStatusResponse State of a command.
type CommandStatusResponse struct {
	// Content The command line as submitted.
	Content *string `json:"content,omitempty"`

	// Error Why the command failed to start or was killed, if it did or was.
	Error *string `json:"error,omitempty"`

	// ExitCode Exit status once finished; absent or null while running.
	ExitCode *int32 `json:"exit_code,omitempty"`

	// FinishedAt End time; absent or null while running.
	FinishedAt *time.Time `json:"finished_at,omitempty"`

	// Id Id of the command.
	Id string `json:"id"`

	// Running Whether the process is still running.
	Running bool `json:"running"`

	// StartedAt Start time.
	StartedAt *time.Time `json:"started_at,omitempty"`

	// TimedOut Extension. `true` when the command was killed because it reached its `timeout`; absent otherwise.
	TimedOut *bool `json:"timed_out,omitempty"`
}

// CreatePtyRequest Settings of a new terminal. All fields are optional.
type CreatePtyRequest struct {
	// Cols Width in character cells.
	Cols *int `json:"cols,omitempty"`

	// Command Program and arguments to run; defaults to an interactive `bash` (`sh` if bash is missing).
	Command *[]string `json:"command,omitempty"`

	// Cwd Working directory; defaults to the daemon's.
	Cwd *string `json:"cwd,omitempty"`

	// Env Extra environment variables.
	Env *map[string]string `json:"env,omitempty"`

	// Rows Height in character cells.
	Rows *int `json:"rows,omitempty"`
}

// CreateSessionRequest Settings of a new shell session.
type CreateSessionRequest struct {
	// Cwd Initial working directory.
	Cwd *string `json:"cwd,omitempty"`
}

// CreateSessionResponse A new shell session.
type CreateSessionResponse struct {
	// SessionId Id of the session.
	SessionId string `json:"session_id"`
}

// ErrorResponse Body of every error the daemon itself produces.
type ErrorResponse struct {
	// Code Machine-readable error code; branch on this, not on `message`. Codes:
	// - `INVALID_REQUEST_BODY`: body missing, not parseable or failing the schema.
	// - `MISSING_QUERY`: a required query parameter is missing or invalid.
	// - `INVALID_PARAMETER`: a path parameter or header is invalid, or the request is
	//   malformed (e.g. a bad percent-escape in the path, unparsable HTTP).
	// - `RUNTIME_ERROR`: the operation failed while executing.
	// - `INVALID_FILE`: a path is not usable for the operation (e.g. a directory where a
	//   file is expected, a symbolic link where a directory is listed, or a path the
	//   caller may not use: permission denied, read-only file system).
	// - `INVALID_FILE_CONTENT`: an upload's content part is missing or unreadable.
	// - `INVALID_FILE_METADATA`: an upload's metadata part is missing or invalid.
	// - `FILE_NOT_FOUND`: a path does not exist.
	// - `UNKNOWN`: unexpected failure.
	// - `CONTEXT_NOT_FOUND`: unknown code context.
	// - `NOT_SUPPORTED`: the operation or language is not available in this sandbox.
	// - `UNAUTHORIZED`: missing or wrong access token.
	// - `COMMAND_NOT_FOUND`: unknown command id.
	// - `SESSION_NOT_FOUND`: unknown shell session id.
	// - `PTY_NOT_FOUND`: unknown terminal session id.
	// - `CONFLICT`: the object's state does not allow the operation.
	// - `ROUTE_NOT_FOUND`: no such route.
	// - `PAYLOAD_TOO_LARGE`: the request body is over the daemon's limit.
	// - `RANGE_NOT_SATISFIABLE`: a download `Range` lies outside the file.
	// - `BAD_GATEWAY`: the port proxy found nothing answering on the port.
	// - `SERVICE_UNAVAILABLE`: the feature (namespace isolation) is not available here, or
	//   the daemon holds as many file watches as it allows.
	//
	// Clients must treat codes they do not know as opaque.
	Code string `json:"code"`

	// Message Explanation for humans; wording may change.
	Message string `json:"message"`
}

// ExecutionError Failure reported by an `error` event.
type ExecutionError struct {
	// Ename Error class, e.g. `NameError`, or `CommandExecError` for a non-zero exit.
	Ename *string `json:"ename,omitempty"`

	// Evalue Error message; for `CommandExecError` the exit status as a decimal string.
	Evalue *string `json:"evalue,omitempty"`

	// TimedOut Extension (shell commands): `true` when the command was killed because it reached its
	// `timeout` (its exit status is then that of the signal, typically 143); absent otherwise.
	TimedOut *bool `json:"timed_out,omitempty"`

	// Traceback Traceback lines, if any.
	Traceback *[]string `json:"traceback,omitempty"`
}

// FileInfo Metadata of a filesystem entry.
type FileInfo struct {
	// CreatedAt Creation (or, where unavailable, status change) time.
	CreatedAt time.Time `json:"created_at"`

	// Group Owning group name (numeric id when the name is unknown).
	Group string `json:"group"`

	// Mode Permission bits written as octal digits in a decimal number, e.g. `644` for rw-r--r--.
	Mode int `json:"mode"`

	// ModifiedAt Last modification time.
	ModifiedAt time.Time `json:"modified_at"`

	// Owner Owning user name (numeric id when the name is unknown).
	Owner string `json:"owner"`

	// Path Absolute path.
	Path string `json:"path"`

	// Size Size in bytes.
	Size int64 `json:"size"`

	// Type Kind of entry.
	Type *FileInfoType `json:"type,omitempty"`
}

// FileInfoType Kind of entry.
type FileInfoType string

// FileMetadata Target path and optional mode and ownership of an uploaded file.
type FileMetadata struct {
	// Group Group name to own the file; `null` as if absent.
	Group *string `json:"group,omitempty"`

	// Mode Permission bits as octal digits in a decimal number; defaults to `644`.
	Mode *int `json:"mode,omitempty"`

	// Owner User name to own the file; `null` (what upstream clients send) as if absent.
	Owner *string `json:"owner,omitempty"`

	// Path Where to write the file.
	Path string `json:"path"`
}

// FileWatchEvent One event of `watchFiles` (extension). `create`: an entry appeared at `path` (created,
// or moved there); `write`: the file at `path` was written to or its metadata changed;
// `remove`: the entry at `path` is gone (deleted, or moved away). The kernel reports
// moves as a `remove` of the old path and a `create` of the new one.
type FileWatchEvent struct {
	// Path Absolute path of the entry that changed (`create`, `write`, `remove`); the watched directory (`ready`).
	Path *string `json:"path,omitempty"`

	// Timestamp When the event was produced, in milliseconds since the Unix epoch.
	Timestamp *int64 `json:"timestamp,omitempty"`

	// Type Kind of event.
	Type FileWatchEventType `json:"type"`
}

// FileWatchEventType Kind of event.
type FileWatchEventType string

// IsolationCapabilities What the isolator of the sandbox can do.
type IsolationCapabilities struct {
	// Available Whether isolated sessions can be created.
	Available bool `json:"available"`

	// CommitSupported Whether session changes can be committed.
	CommitSupported bool `json:"commit_supported"`

	// DiffSupported Whether session changes can be listed.
	DiffSupported bool `json:"diff_supported"`

	// Isolator Isolator name (upstream uses `bubblewrap`); absent when there is none.
	Isolator *string `json:"isolator,omitempty"`

	// Message Why isolation is unavailable.
	Message *string `json:"message,omitempty"`

	// SetprivAvailable Whether sessions can switch user with setpriv.
	SetprivAvailable bool `json:"setpriv_available"`

	// UsernsAvailable Whether sessions can use a user namespace.
	UsernsAvailable bool `json:"userns_available"`

	// Version Isolator version; absent when there is none.
	Version *string `json:"version,omitempty"`
}

// Metrics Resource usage of the sandbox at one moment.
type Metrics struct {
	// CpuCount CPUs available to the sandbox (may be fractional under a CPU quota).
	CpuCount float64 `json:"cpu_count"`

	// CpuUsedPct CPU usage in percent.
	CpuUsedPct float64 `json:"cpu_used_pct"`

	// MemTotalMib Memory available, in MiB (the sandbox's memory limit when it has one).
	MemTotalMib float64 `json:"mem_total_mib"`

	// MemUsedMib Memory in use, in MiB.
	MemUsedMib float64 `json:"mem_used_mib"`

	// Timestamp Sampling time in milliseconds since the Unix epoch.
	Timestamp int64 `json:"timestamp"`
}

// Permission Mode and ownership to apply to a path.
type Permission struct {
	// Group Group name to own the path. `null` is the same as leaving it out.
	Group *string `json:"group,omitempty"`

	// Mode Permission bits as octal digits in a decimal number (`755`, `644`, `600`).
	Mode *int `json:"mode,omitempty"`

	// Owner User name to own the path. `null` is the same as leaving it out (ownership unchanged); the official upstream clients send `null` for an unset owner.
	Owner *string `json:"owner,omitempty"`
}

// PermissionMap Permission settings keyed by absolute path.
type PermissionMap map[string]Permission

// PtySession A terminal session.
type PtySession struct {
	// Cols Current width.
	Cols int `json:"cols"`

	// Command Program and arguments being run.
	Command []string `json:"command"`

	// CreatedAt Start time.
	CreatedAt time.Time `json:"created_at"`

	// ExitCode Exit status once the program has ended (128 + signal number if killed by a signal); null or absent while running.
	ExitCode *int `json:"exit_code,omitempty"`

	// Id Id of the session.
	Id string `json:"id"`

	// Pid Process id of the program.
	Pid int `json:"pid"`

	// Rows Current height.
	Rows int `json:"rows"`

	// Running Whether the program is still running.
	Running bool `json:"running"`
}

// RenameFileItem One move.
type RenameFileItem struct {
	// Dest New path.
	Dest string `json:"dest"`

	// Src Current path.
	Src string `json:"src"`
}

// ReplaceFileContentItem Text substitution for one file.
type ReplaceFileContentItem struct {
	// New Replacement text (may be empty).
	New string `json:"new"`

	// Old Text to find (not empty).
	Old string `json:"old"`
}

// ReplaceFileContentResult Outcome for one file.
type ReplaceFileContentResult struct {
	// ReplacedCount Number of occurrences replaced (0 if `old` was not found).
	ReplacedCount int `json:"replacedCount"`
}

// ResizePtyRequest New terminal size.
type ResizePtyRequest struct {
	// Cols Width in character cells.
	Cols int `json:"cols"`

	// Rows Height in character cells.
	Rows int `json:"rows"`
}

// RunCodeRequest Code to execute.
type RunCodeRequest struct {
	// Code Source code.
	Code string `json:"code"`

	// Context Which context a `runCode` call uses: `id` selects an existing context, `language`
	// alone selects that language's default context. A full `CodeContext` is accepted.
	Context *CodeContextSelector `json:"context,omitempty"`
}

// RunCommandRequest Command to run; exactly one of `command` (shell text) and `argv` (no shell).
type RunCommandRequest struct {
	// Argv Executable and literal arguments, run without a shell (nothing is expanded). A bare
	// `argv[0]` is looked up in the command's `PATH`, a relative one against `cwd`; it must
	// not be empty and no argument may contain NUL. An executable that cannot be started
	// ends the command with exit code 127. Upstream OpenSandbox's newer clients send it.
	Argv *[]string `json:"argv,omitempty"`

	// Background Detach the command and return as soon as it has started.
	Background *bool `json:"background,omitempty"`

	// Command Shell command line, run with `bash -c`.
	Command *string `json:"command,omitempty"`

	// Cwd Working directory (`~` and environment variables are expanded); must exist.
	Cwd *string `json:"cwd,omitempty"`

	// Envs Extra environment variables for the command.
	Envs *map[string]string `json:"envs,omitempty"`

	// Gid Run with this group id; requires `uid`.
	Gid *int32 `json:"gid,omitempty"`

	// Stdin Give the command a stdin pipe fed by `writeCommandStdin` and closed by
	// `closeCommandStdin` (extension). When false, stdin is `/dev/null`.
	Stdin *bool `json:"stdin,omitempty"`

	// Timeout Kill the command after this many milliseconds; 0 or omitted means no limit.
	Timeout *int64 `json:"timeout,omitempty"`

	// Uid Run as this user id.
	Uid *int32 `json:"uid,omitempty"`
}

// RunInSessionRequest Command to run in a shell session.
type RunInSessionRequest struct {
	// Command Shell command line.
	Command string `json:"command"`

	// Cwd Working directory for this command (the session's own is used otherwise).
	Cwd *string `json:"cwd,omitempty"`

	// Timeout Kill the command after this many milliseconds; 0 or omitted means no limit.
	Timeout *int64 `json:"timeout,omitempty"`
}

// ServerStreamEvent One event of an execution stream. Which fields are set depends on `type`:
//
// | `type` | meaning and fields |
// |---|---|
// | `init` | first event; `text` = id of the execution (command id, session id or context id) |
// | `stdout`, `stderr` | `text` = one line of output without its line terminator (an empty line is sent as `"\n"`); with `partial: true`, output that does not end a line (see `partial`) |
// | `result` | `results` = rich result of a code cell by MIME type, plain text under `text` |
// | `execution_count` | `execution_count` = the kernel's cell counter |
// | `status` | `text` = kernel status information |
// | `error` | `error` = what failed; for shell commands `ename` is `CommandExecError` and `evalue` the exit status |
// | `execution_complete` | successful end; `execution_time` = duration in ms |
// | `ping` | keep-alive (every few seconds), `text` = `pong`; ignore it |
//
// Every event may carry `timestamp`. Events are independent JSON objects; clients must
// ignore fields they do not know.
type ServerStreamEvent struct {
	// Error Failure reported by an `error` event.
	Error *ExecutionError `json:"error,omitempty"`

	// ExecutionCount Kernel cell counter (`execution_count`).
	ExecutionCount *int `json:"execution_count,omitempty"`

	// ExecutionTime Duration of the execution in milliseconds (`execution_complete`).
	ExecutionTime *int64 `json:"execution_time,omitempty"`

	// Partial Extension of this implementation (`stdout`, `stderr`): `true` when `text` does not end
	// a line, so a client must not add a line terminator after it; the next event of the same
	// stream continues the line. execd sends the start of a line that has waited 50 ms for
	// its end (a prompt, a `\r` progress bar) and a line longer than 65,536 characters in
	// pieces of that size, every piece but the last flagged. Absent means `false`. Clients
	// that ignore the field (upstream's) show each piece as a line of its own.
	Partial *bool `json:"partial,omitempty"`

	// Results Result data by MIME type (`result` events), plain text under `text`, e.g.
	// `{"text": "42", "text/html": "<b>42</b>"}`.
	Results *map[string]interface{} `json:"results,omitempty"`

	// Text Text payload (`init`, `stdout`, `stderr`, `status`, `ping`).
	Text *string `json:"text,omitempty"`

	// Timestamp When the event was produced, in milliseconds since the Unix epoch.
	Timestamp *int64 `json:"timestamp,omitempty"`

	// Type Kind of event.
	Type ServerStreamEventType `json:"type"`
}

// ServerStreamEventType Kind of event.
type ServerStreamEventType string

// UploadFilesForm Multipart form of `uploadFile`: `metadata` and `file` parts, repeated once per file
// and paired by position.
type UploadFilesForm struct {
	// File One content part per file, in the same order as `metadata`.
	File []openapi_types.File `json:"file"`

	// Metadata One JSON part per file.
	Metadata []FileMetadata `json:"metadata"`
}

// CommandId defines model for CommandId.
type CommandId = string

// IdentityGid defines model for IdentityGid.
type IdentityGid = int64

// IdentityUid defines model for IdentityUid.
type IdentityUid = int64

// IsolatedRunId defines model for IsolatedRunId.
type IsolatedRunId = string

// IsolatedSessionId defines model for IsolatedSessionId.
type IsolatedSessionId = string

// PathList defines model for PathList.
type PathList = []string

// ProxyPath defines model for ProxyPath.
type ProxyPath = string

// ProxyPort defines model for ProxyPort.
type ProxyPort = int

// PtyId defines model for PtyId.
type PtyId = string

// SessionId defines model for SessionId.
type SessionId = string

// BadGateway Body of every error the daemon itself produces.
type BadGateway = ErrorResponse

// BadRequest Body of every error the daemon itself produces.
type BadRequest = ErrorResponse

// Conflict Body of every error the daemon itself produces.
type Conflict = ErrorResponse

// InternalError Body of every error the daemon itself produces.
type InternalError = ErrorResponse

// IsolationUnavailable Body of every error the daemon itself produces.
type IsolationUnavailable = ErrorResponse

// NotFound Body of every error the daemon itself produces.
type NotFound = ErrorResponse

// PayloadTooLarge Body of every error the daemon itself produces.
type PayloadTooLarge = ErrorResponse

// RangeNotSatisfiable Body of every error the daemon itself produces.
type RangeNotSatisfiable = ErrorResponse

// TooManyWatches Body of every error the daemon itself produces.
type TooManyWatches = ErrorResponse

// Unauthorized Body of every error the daemon itself produces.
type Unauthorized = ErrorResponse

// InterruptCodeParams defines parameters for InterruptCode.
type InterruptCodeParams struct {
	// Id Id of the context.
	Id string `form:"id" json:"id"`
}

// DeleteContextsByLanguageParams defines parameters for DeleteContextsByLanguage.
type DeleteContextsByLanguageParams struct {
	// Language Language whose contexts are deleted.
	Language string `form:"language" json:"language"`
}

// ListContextsParams defines parameters for ListContexts.
type ListContextsParams struct {
	// Language Only list contexts of this language. Omit it to list all contexts (upstream's
	// specification marks it required, its implementation does not).
	Language *string `form:"language,omitempty" json:"language,omitempty"`
}

// InterruptCommandParams defines parameters for InterruptCommand.
type InterruptCommandParams struct {
	// Id Id of the command (the `text` of its `init` event).
	Id string `form:"id" json:"id"`
}

// FollowCommandOutputParams defines parameters for FollowCommandOutput.
type FollowCommandOutputParams struct {
	// Cursor Byte offset in the command's output to start from (`EXECD-COMMANDS-TAIL-CURSOR` of a `getBackgroundCommandLogs` answer); omit to start from the beginning.
	Cursor *int64 `form:"cursor,omitempty" json:"cursor,omitempty"`
}

// GetBackgroundCommandLogsParams defines parameters for GetBackgroundCommandLogs.
type GetBackgroundCommandLogsParams struct {
	// Cursor Value of `EXECD-COMMANDS-TAIL-CURSOR` from the previous call; omit to read from the start.
	Cursor *int64 `form:"cursor,omitempty" json:"cursor,omitempty"`
}

// ListCommandsParams defines parameters for ListCommands.
type ListCommandsParams struct {
	// Running Only commands that are still running.
	Running *bool `form:"running,omitempty" json:"running,omitempty"`
}

// RemoveDirsParams defines parameters for RemoveDirs.
type RemoveDirsParams struct {
	// Path A path; repeat the parameter for several, e.g. `?path=/a&path=/b`.
	Path PathList `form:"path" json:"path"`
}

// ListDirectoryParams defines parameters for ListDirectory.
type ListDirectoryParams struct {
	// Path Directory to list.
	Path string `form:"path" json:"path"`

	// Depth How many levels to descend.
	Depth *int32 `form:"depth,omitempty" json:"depth,omitempty"`
}

// RemoveFilesParams defines parameters for RemoveFiles.
type RemoveFilesParams struct {
	// Path A path; repeat the parameter for several, e.g. `?path=/a&path=/b`.
	Path PathList `form:"path" json:"path"`
}

// DownloadFileParams defines parameters for DownloadFile.
type DownloadFileParams struct {
	// Path File to read.
	Path string `form:"path" json:"path"`

	// Offset First line to return (1-based), for line-based reading.
	Offset *int `form:"offset,omitempty" json:"offset,omitempty"`

	// Limit Number of lines to return, for line-based reading.
	Limit *int `form:"limit,omitempty" json:"limit,omitempty"`

	// Range Byte range to return (RFC 9110), e.g. `bytes=0-1023`.
	Range *string `json:"Range,omitempty"`
}

// GetFilesInfoParams defines parameters for GetFilesInfo.
type GetFilesInfoParams struct {
	// Path A path; repeat the parameter for several, e.g. `?path=/a&path=/b`.
	Path PathList `form:"path" json:"path"`
}

// RenameFilesJSONBody defines parameters for RenameFiles.
type RenameFilesJSONBody = []RenameFileItem

// ReplaceContentJSONBody defines parameters for ReplaceContent.
type ReplaceContentJSONBody map[string]ReplaceFileContentItem

// ReplaceContentParams defines parameters for ReplaceContent.
type ReplaceContentParams struct {
	// Verbose Return per-file replacement counts.
	Verbose *bool `form:"verbose,omitempty" json:"verbose,omitempty"`
}

// SearchFilesParams defines parameters for SearchFiles.
type SearchFilesParams struct {
	// Path Directory to search.
	Path string `form:"path" json:"path"`

	// Pattern Glob matched against file names, e.g. `*.py`; `**` matches everything.
	Pattern *string `form:"pattern,omitempty" json:"pattern,omitempty"`
}

// WatchFilesParams defines parameters for WatchFiles.
type WatchFilesParams struct {
	// Path Directory to watch (absolute, or relative to the daemon's directory).
	Path string `form:"path" json:"path"`

	// Recursive Also report changes in subdirectories.
	Recursive *bool `form:"recursive,omitempty" json:"recursive,omitempty"`
}

// IdentityRemoveDirsParams defines parameters for IdentityRemoveDirs.
type IdentityRemoveDirsParams struct {
	// Path A path; repeat the parameter for several, e.g. `?path=/a&path=/b`.
	Path PathList `form:"path" json:"path"`
}

// IdentityListDirectoryParams defines parameters for IdentityListDirectory.
type IdentityListDirectoryParams struct {
	// Path Directory to list.
	Path string `form:"path" json:"path"`

	// Depth How many levels to descend.
	Depth *int32 `form:"depth,omitempty" json:"depth,omitempty"`
}

// IdentityRemoveFilesParams defines parameters for IdentityRemoveFiles.
type IdentityRemoveFilesParams struct {
	// Path A path; repeat the parameter for several, e.g. `?path=/a&path=/b`.
	Path PathList `form:"path" json:"path"`
}

// IdentityDownloadFileParams defines parameters for IdentityDownloadFile.
type IdentityDownloadFileParams struct {
	// Path File to read.
	Path string `form:"path" json:"path"`

	// Offset First line to return (1-based), for line-based reading.
	Offset *int `form:"offset,omitempty" json:"offset,omitempty"`

	// Limit Number of lines to return, for line-based reading.
	Limit *int `form:"limit,omitempty" json:"limit,omitempty"`

	// Range Byte range to return (RFC 9110), e.g. `bytes=0-1023`.
	Range *string `json:"Range,omitempty"`
}

// IdentityGetFilesInfoParams defines parameters for IdentityGetFilesInfo.
type IdentityGetFilesInfoParams struct {
	// Path A path; repeat the parameter for several, e.g. `?path=/a&path=/b`.
	Path PathList `form:"path" json:"path"`
}

// IdentityRenameFilesJSONBody defines parameters for IdentityRenameFiles.
type IdentityRenameFilesJSONBody = []RenameFileItem

// IdentityReplaceContentJSONBody defines parameters for IdentityReplaceContent.
type IdentityReplaceContentJSONBody map[string]ReplaceFileContentItem

// IdentityReplaceContentParams defines parameters for IdentityReplaceContent.
type IdentityReplaceContentParams struct {
	// Verbose Return per-file replacement counts.
	Verbose *bool `form:"verbose,omitempty" json:"verbose,omitempty"`
}

// IdentitySearchFilesParams defines parameters for IdentitySearchFiles.
type IdentitySearchFilesParams struct {
	// Path Directory to search.
	Path string `form:"path" json:"path"`

	// Pattern Glob matched against file names, e.g. `*.py`; `**` matches everything.
	Pattern *string `form:"pattern,omitempty" json:"pattern,omitempty"`
}

// RunCodeJSONRequestBody defines body for RunCode for application/json ContentType.
type RunCodeJSONRequestBody = RunCodeRequest

// CreateCodeContextJSONRequestBody defines body for CreateCodeContext for application/json ContentType.
type CreateCodeContextJSONRequestBody = CodeContextRequest

// RunCommandJSONRequestBody defines body for RunCommand for application/json ContentType.
type RunCommandJSONRequestBody = RunCommandRequest

// MakeDirsJSONRequestBody defines body for MakeDirs for application/json ContentType.
type MakeDirsJSONRequestBody = PermissionMap

// RenameFilesJSONRequestBody defines body for RenameFiles for application/json ContentType.
type RenameFilesJSONRequestBody = RenameFilesJSONBody

// ChmodFilesJSONRequestBody defines body for ChmodFiles for application/json ContentType.
type ChmodFilesJSONRequestBody = PermissionMap

// ReplaceContentJSONRequestBody defines body for ReplaceContent for application/json ContentType.
type ReplaceContentJSONRequestBody ReplaceContentJSONBody

// UploadFileMultipartRequestBody defines body for UploadFile for multipart/form-data ContentType.
type UploadFileMultipartRequestBody = UploadFilesForm

// ClaimSandboxJSONRequestBody defines body for ClaimSandbox for application/json ContentType.
type ClaimSandboxJSONRequestBody = ClaimRequest

// CreatePtyJSONRequestBody defines body for CreatePty for application/json ContentType.
type CreatePtyJSONRequestBody = CreatePtyRequest

// ResizePtyJSONRequestBody defines body for ResizePty for application/json ContentType.
type ResizePtyJSONRequestBody = ResizePtyRequest

// CreateSessionJSONRequestBody defines body for CreateSession for application/json ContentType.
type CreateSessionJSONRequestBody = CreateSessionRequest

// RunInSessionJSONRequestBody defines body for RunInSession for application/json ContentType.
type RunInSessionJSONRequestBody = RunInSessionRequest

// IdentityMakeDirsJSONRequestBody defines body for IdentityMakeDirs for application/json ContentType.
type IdentityMakeDirsJSONRequestBody = PermissionMap

// IdentityRenameFilesJSONRequestBody defines body for IdentityRenameFiles for application/json ContentType.
type IdentityRenameFilesJSONRequestBody = IdentityRenameFilesJSONBody

// IdentityChmodFilesJSONRequestBody defines body for IdentityChmodFiles for application/json ContentType.
type IdentityChmodFilesJSONRequestBody = PermissionMap

// IdentityReplaceContentJSONRequestBody defines body for IdentityReplaceContent for application/json ContentType.
type IdentityReplaceContentJSONRequestBody IdentityReplaceContentJSONBody

// IdentityUploadFileMultipartRequestBody defines body for IdentityUploadFile for multipart/form-data ContentType.
type IdentityUploadFileMultipartRequestBody = UploadFilesForm

// RequestEditorFn is the function signature for the RequestEditor callback function
type RequestEditorFn func(ctx context.Context, req *http.Request) error

// Doer performs HTTP requests.
//
// The standard http.Client implements this interface.
type HttpRequestDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// Client which conforms to the OpenAPI3 specification for this service.
type Client struct {
	// The endpoint of the server conforming to this interface, with scheme,
	// https://api.deepmap.com for example. This can contain a path relative
	// to the server, such as https://api.deepmap.com/dev-test, and all the
	// paths in the swagger spec will be appended to the server.
	Server string

	// Doer for performing requests, typically a *http.Client with any
	// customized settings, such as certificate chains.
	Client HttpRequestDoer

	// A list of callbacks for modifying requests which are generated before sending over
	// the network.
	RequestEditors []RequestEditorFn
}

// ClientOption allows setting custom parameters during construction
type ClientOption func(*Client) error

// Creates a new Client, with reasonable defaults
func NewClient(server string, opts ...ClientOption) (*Client, error) {
	// create a client with sane default values
	client := Client{
		Server: server,
	}
	// mutate client and add all optional params
	for _, o := range opts {
		if err := o(&client); err != nil {
			return nil, err
		}
	}
	// ensure the server URL always has a trailing slash
	if !strings.HasSuffix(client.Server, "/") {
		client.Server += "/"
	}
	// create httpClient, if not already present
	if client.Client == nil {
		client.Client = &http.Client{}
	}
	return &client, nil
}

// WithHTTPClient allows overriding the default Doer, which is
// automatically created using http.Client. This is useful for tests.
func WithHTTPClient(doer HttpRequestDoer) ClientOption {
	return func(c *Client) error {
		c.Client = doer
		return nil
	}
}

// WithRequestEditorFn allows setting up a callback function, which will be
// called right before sending the request. This can be used to mutate the request.
func WithRequestEditorFn(fn RequestEditorFn) ClientOption {
	return func(c *Client) error {
		c.RequestEditors = append(c.RequestEditors, fn)
		return nil
	}
}

// The interface specification for the client above.
type ClientInterface interface {

	// InterruptCode Interrupt running code
	//
	// Interrupts the execution currently running in a context (like Ctrl-C in a notebook).
	//
	// Corresponds with DELETE /code (the `InterruptCode` operationId).
	InterruptCode(ctx context.Context, params *InterruptCodeParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RunCodeWithBody Run code
	//
	// Executes `code` and streams its output (see "Output streams"). With `context.id` the
	// code runs in that context; with only `context.language` it runs in that language's
	// default context (created on first use); without `context` it runs as a shell command.
	//
	// Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
	// `result`, `execution_count`, `status`, `ping`, ending with exactly one of
	// `execution_complete` or `error` (clients of upstream daemons should tolerate both).
	// `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
	// A context runs one execution at a time; concurrent calls wait their turn in arrival
	// order. `409` means the context's kernel died: delete the context and create a new one.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /code (the `RunCode` operationId).
	RunCodeWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RunCode Run code
	//
	// Executes `code` and streams its output (see "Output streams"). With `context.id` the
	// code runs in that context; with only `context.language` it runs in that language's
	// default context (created on first use); without `context` it runs as a shell command.
	//
	// Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
	// `result`, `execution_count`, `status`, `ping`, ending with exactly one of
	// `execution_complete` or `error` (clients of upstream daemons should tolerate both).
	// `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
	// A context runs one execution at a time; concurrent calls wait their turn in arrival
	// order. `409` means the context's kernel died: delete the context and create a new one.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /code (the `RunCode` operationId).
	RunCode(ctx context.Context, body RunCodeJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateCodeContextWithBody Create a code context
	//
	// Starts a new kernel session for a language and returns its id. Variables, imports and
	// definitions persist across `runCode` calls in the same context. Available languages
	// depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
	// `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /code/context (the `CreateCodeContext` operationId).
	CreateCodeContextWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateCodeContext Create a code context
	//
	// Starts a new kernel session for a language and returns its id. Variables, imports and
	// definitions persist across `runCode` calls in the same context. Available languages
	// depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
	// `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /code/context (the `CreateCodeContext` operationId).
	CreateCodeContext(ctx context.Context, body CreateCodeContextJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// DeleteContextsByLanguage Delete all code contexts of a language
	//
	// Shuts down every context of the given language and frees its kernel.
	//
	// Corresponds with DELETE /code/contexts (the `DeleteContextsByLanguage` operationId).
	DeleteContextsByLanguage(ctx context.Context, params *DeleteContextsByLanguageParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ListContexts List code contexts
	//
	// Lists existing contexts, all of them or those of one language.
	//
	// Corresponds with GET /code/contexts (the `ListContexts` operationId).
	ListContexts(ctx context.Context, params *ListContextsParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// DeleteContext Delete a code context
	//
	// Shuts down the context's kernel session and forgets the context.
	//
	// Corresponds with DELETE /code/contexts/{context_id} (the `DeleteContext` operationId).
	DeleteContext(ctx context.Context, contextId string, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetContext Get a code context
	//
	// Returns one context; `404` (`CONTEXT_NOT_FOUND`) when it does not exist.
	//
	// Corresponds with GET /code/contexts/{context_id} (the `GetContext` operationId).
	GetContext(ctx context.Context, contextId string, reqEditors ...RequestEditorFn) (*http.Response, error)

	// InterruptCommand Interrupt a command
	//
	// Sends SIGTERM to the command's process group and SIGKILL if it is still alive a few
	// seconds later. The command's stream then ends with an `error` event.
	//
	// Corresponds with DELETE /command (the `InterruptCommand` operationId).
	InterruptCommand(ctx context.Context, params *InterruptCommandParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RunCommandWithBody Run a shell command
	//
	// Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
	// and streams its output (see "Output streams").
	//
	// Foreground (default): `init` (its `text` is the command id), then `stdout` and
	// `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
	// exactly one of `execution_complete` (exit status 0) or `error` (`ename`
	// `CommandExecError`, `evalue` the exit status as a decimal string). The process is
	// killed when `timeout` expires; its `error` event then carries `timed_out: true`
	// (extension) and a traceback line saying so.
	//
	// Background (`background: true`): `init` then `execution_complete` immediately; the
	// process keeps running. Follow it with `getCommandStatus` and
	// `getBackgroundCommandLogs`.
	//
	// With `stdin: true` (extension) the process reads its standard input from a pipe fed
	// by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
	// `/dev/null`.
	//
	// A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /command (the `RunCommand` operationId).
	RunCommandWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RunCommand Run a shell command
	//
	// Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
	// and streams its output (see "Output streams").
	//
	// Foreground (default): `init` (its `text` is the command id), then `stdout` and
	// `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
	// exactly one of `execution_complete` (exit status 0) or `error` (`ename`
	// `CommandExecError`, `evalue` the exit status as a decimal string). The process is
	// killed when `timeout` expires; its `error` event then carries `timed_out: true`
	// (extension) and a traceback line saying so.
	//
	// Background (`background: true`): `init` then `execution_complete` immediately; the
	// process keeps running. Follow it with `getCommandStatus` and
	// `getBackgroundCommandLogs`.
	//
	// With `stdin: true` (extension) the process reads its standard input from a pipe fed
	// by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
	// `/dev/null`.
	//
	// A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /command (the `RunCommand` operationId).
	RunCommand(ctx context.Context, body RunCommandJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetCommandStatus Get a command's status
	//
	// Reports whether a command (foreground or background) is still running and how it ended.
	//
	// Corresponds with GET /command/status/{id} (the `GetCommandStatus` operationId).
	GetCommandStatus(ctx context.Context, id CommandId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// FollowCommandOutput Follow a background command's output as events
	//
	// Streams the output of a background command as an execution stream (see "Output
	// streams"): `init` (its `text` is the command id), then its `stdout` and `stderr` output
	// from `cursor` on (the same byte offset as `getBackgroundCommandLogs`; omit it to start
	// from the beginning), split into lines as for a foreground command (`partial` pieces
	// included), `ping` keep-alives while it is quiet, and once the command has ended and its
	// output has been sent, exactly one of `execution_complete` (exit status 0) or `error`
	// (`CommandExecError` with the exit status, `timed_out` when it hit its timeout). For a
	// command that has already ended the stream replays what its log still holds and ends.
	//
	// A client that reads slower than the command writes never slows the command down: the
	// stream reads from the command's log (the last 8 MiB), so output dropped from the log
	// before the client got to it is skipped. Disconnecting ends the stream, not the command.
	// `409` (`CONFLICT`): the command runs in the foreground (its output is in its own stream).
	//
	// Corresponds with GET /command/{id}/events (the `FollowCommandOutput` operationId).
	FollowCommandOutput(ctx context.Context, id CommandId, params *FollowCommandOutputParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetBackgroundCommandLogs Read a background command's output
	//
	// Returns the combined stdout and stderr of a background command as plain text, from
	// `cursor` (or from the start) up to what has been written so far. The response header
	// `EXECD-COMMANDS-TAIL-CURSOR` holds the cursor to pass on the next call to receive only
	// newer output. Treat the cursor as opaque: this daemon (like upstream's implementation)
	// uses a byte offset, while upstream's specification speaks of lines.
	//
	// Corresponds with GET /command/{id}/logs (the `GetBackgroundCommandLogs` operationId).
	GetBackgroundCommandLogs(ctx context.Context, id CommandId, params *GetBackgroundCommandLogsParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CloseCommandStdin Close a command's stdin
	//
	// Closes the command's standard input, so that it reads end-of-file. Closing an already
	// closed stdin, or that of a finished command, is a no-op. `404` (`COMMAND_NOT_FOUND`):
	// unknown command; `409` (`CONFLICT`): it was not started with `stdin: true`.
	//
	// Corresponds with DELETE /command/{id}/stdin (the `CloseCommandStdin` operationId).
	CloseCommandStdin(ctx context.Context, id CommandId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// WriteCommandStdinWithBody Write to a command's stdin
	//
	// Appends the request body, byte for byte, to the standard input of a command started
	// with `stdin: true`. Writes are delivered in the order the daemon receives them. Returns
	// once the bytes have been handed to the pipe.
	//
	// `404` (`COMMAND_NOT_FOUND`): unknown command. `409` (`CONFLICT`): the command has
	// finished, its stdin has been closed, or it was not started with `stdin: true`.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /command/{id}/stdin (the `WriteCommandStdin` operationId).
	WriteCommandStdinWithBody(ctx context.Context, id CommandId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ListCommands List commands
	//
	// Lists the commands this daemon knows, foreground and background, oldest first: those
	// running and those that ended within the last hour (at most 1,000 are kept). With
	// `running=true` only the running ones.
	//
	// Corresponds with GET /commands (the `ListCommands` operationId).
	ListCommands(ctx context.Context, params *ListCommandsParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RemoveDirs Delete directories
	//
	// Deletes each directory with everything in it (like `rm -rf`).
	//
	// Corresponds with DELETE /directories (the `RemoveDirs` operationId).
	RemoveDirs(ctx context.Context, params *RemoveDirsParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// MakeDirsWithBody Create directories
	//
	// Creates each directory in the body, with missing parents (like `mkdir -p`), and applies
	// its mode and ownership. Existing directories are not an error.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /directories (the `MakeDirs` operationId).
	MakeDirsWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// MakeDirs Create directories
	//
	// Creates each directory in the body, with missing parents (like `mkdir -p`), and applies
	// its mode and ownership. Existing directories are not an error.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /directories (the `MakeDirs` operationId).
	MakeDirs(ctx context.Context, body MakeDirsJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ListDirectory List a directory
	//
	// Lists the entries below `path`, down to `depth` levels (`1`: direct children only);
	// `path` itself is not included. Within each directory entries come in lexical order of
	// their names, each directory's descendants right after it. Symbolic links are reported
	// as `type: symlink` and never followed; if `path` itself is a symbolic link the request
	// yields `400`.
	//
	// Like `searchFiles`, the array is sent while the walk runs; a connection that ends before
	// the closing `]` means the listing was interrupted.
	//
	// Corresponds with GET /directories/list (the `ListDirectory` operationId).
	ListDirectory(ctx context.Context, params *ListDirectoryParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RemoveFiles Delete files
	//
	// Deletes the given files. Directories are not removed here; use `removeDirs`.
	//
	// Corresponds with DELETE /files (the `RemoveFiles` operationId).
	RemoveFiles(ctx context.Context, params *RemoveFilesParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// DownloadFile Download a file
	//
	// Returns a file's content.
	//
	// - Whole file: `200`, `application/octet-stream`, with `Content-Disposition: attachment`
	//   (non-ASCII names encoded per RFC 5987) and `Content-Length`.
	// - Byte range: send a single-range `Range: bytes=first-last` header (also
	//   `bytes=first-` and `bytes=-suffix`) to get `206` with `Content-Range`. A range
	//   outside the file yields `416` with `Content-Range: bytes */{size}`. A header with
	//   several ranges is ignored (whole file, `200`).
	// - Lines: `offset` (1-based first line) and/or `limit` (line count) return those lines
	//   as `text/plain`, as upstream does: each without its terminator (`\n` or `\r\n`),
	//   joined by `\n`, with no newline after the last. They cannot be combined with `Range`
	//   (`400`).
	//
	// Corresponds with GET /files/download (the `DownloadFile` operationId).
	DownloadFile(ctx context.Context, params *DownloadFileParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetFilesInfo Get file metadata
	//
	// Returns the metadata of each requested path, keyed by the path as given. Fails with
	// `404` (`FILE_NOT_FOUND`) if any path does not exist.
	//
	// Corresponds with GET /files/info (the `GetFilesInfo` operationId).
	GetFilesInfo(ctx context.Context, params *GetFilesInfoParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RenameFilesWithBody Move or rename files
	//
	// Moves each `src` to `dest`, in order. The destination's parent directory must exist.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /files/mv (the `RenameFiles` operationId).
	RenameFilesWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RenameFiles Move or rename files
	//
	// Moves each `src` to `dest`, in order. The destination's parent directory must exist.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /files/mv (the `RenameFiles` operationId).
	RenameFiles(ctx context.Context, body RenameFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ChmodFilesWithBody Change mode and ownership of files
	//
	// Applies a mode and optionally an owner and group to each path in the body.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /files/permissions (the `ChmodFiles` operationId).
	ChmodFilesWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ChmodFiles Change mode and ownership of files
	//
	// Applies a mode and optionally an owner and group to each path in the body.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /files/permissions (the `ChmodFiles` operationId).
	ChmodFiles(ctx context.Context, body ChmodFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ReplaceContentWithBody Replace text in files
	//
	// In each file named in the body, replaces every occurrence of `old` by `new`, keeping
	// the file's mode. Without `verbose` the response body is empty; with `verbose=true` it
	// reports how many occurrences were replaced per file.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /files/replace (the `ReplaceContent` operationId).
	ReplaceContentWithBody(ctx context.Context, params *ReplaceContentParams, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ReplaceContent Replace text in files
	//
	// In each file named in the body, replaces every occurrence of `old` by `new`, keeping
	// the file's mode. Without `verbose` the response body is empty; with `verbose=true` it
	// reports how many occurrences were replaced per file.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /files/replace (the `ReplaceContent` operationId).
	ReplaceContent(ctx context.Context, params *ReplaceContentParams, body ReplaceContentJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// SearchFiles Find files by glob
	//
	// Walks the directory tree below `path` and returns the files (not directories) whose
	// name matches `pattern`.
	//
	// The array is sent while the walk runs (chunked), so an answer starts at once and a big
	// tree is never held in memory; errors about `path` itself come before it as usual. A
	// connection that ends before the closing `]` means the walk was interrupted: the answer
	// is incomplete, not empty.
	//
	// Corresponds with GET /files/search (the `SearchFiles` operationId).
	SearchFiles(ctx context.Context, params *SearchFilesParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// UploadFileWithBody Upload files
	//
	// Writes one or more files. The multipart body holds, for each file, a `metadata` part
	// (a JSON `FileMetadata`, content type `application/json`) and a `file` part (the
	// content). The n-th `metadata` part describes the n-th `file` part; unequal counts yield
	// `400`. `metadata` parts are accepted both as plain fields and as file parts (SDKs send
	// them as file parts). Missing parent directories are created; existing files are
	// overwritten. Each file is fully written and synced before the response is sent.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /files/upload (the `UploadFile` operationId).
	UploadFileWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// WatchFiles Watch a directory for changes
	//
	// Streams changes below the directory `path` as `FileWatchEvent` objects, written as for
	// execution streams (one JSON object per line followed by an empty line; see "Output
	// streams"): first `ready` once the watch is in place (changes before it are not
	// reported), then `create`, `write` and `remove` events naming the changed path, and
	// `ping` every few seconds while nothing changes. With `recursive=true` (default)
	// subdirectories are watched too, including ones created later. Each event says what the
	// daemon found when it looked at the path: an entry created and removed again within a
	// few milliseconds may go unreported, and entries created in a new subdirectory before
	// its watch is in place are not reported one by one.
	//
	// The stream runs until the client disconnects, which ends the watch. A client that
	// reads slower than changes happen gets at most 10,000 queued events; beyond that they
	// are dropped and one `overflow` event says so. A daemon holds at most 64 watches at a
	// time: one more is refused with `503` (`SERVICE_UNAVAILABLE`). `path` must be an
	// existing directory: `404` (`FILE_NOT_FOUND`) otherwise, `400` (`INVALID_FILE`) for a
	// file.
	//
	// Corresponds with GET /files/watch (the `WatchFiles` operationId).
	WatchFiles(ctx context.Context, params *WatchFilesParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ClaimSandboxWithBody Hand a pooled sandbox over to its tenant (server-to-execd)
	//
	// Called once by the lifecycle server when it serves a create request from a warm pool:
	// the sandbox was started ahead of time with a token of its pool, and is now handed to
	// the request. Authorized by the token execd holds now (the pool's). On success execd
	// accepts only `token` from then on (the pool's token is refused with `401`), and every
	// command, session, PTY, code context and file worker started afterwards gets the
	// sandbox's environment with `unset` removed and `env` added. The new token and
	// environment survive a restart of execd inside the sandbox. A second claim answers
	// `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
	// processes' environments but `env`; the token never does.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /internal/claim (the `ClaimSandbox` operationId).
	ClaimSandboxWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ClaimSandbox Hand a pooled sandbox over to its tenant (server-to-execd)
	//
	// Called once by the lifecycle server when it serves a create request from a warm pool:
	// the sandbox was started ahead of time with a token of its pool, and is now handed to
	// the request. Authorized by the token execd holds now (the pool's). On success execd
	// accepts only `token` from then on (the pool's token is refused with `401`), and every
	// command, session, PTY, code context and file worker started afterwards gets the
	// sandbox's environment with `unset` removed and `env` added. The new token and
	// environment survive a restart of execd inside the sandbox. A second claim answers
	// `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
	// processes' environments but `env`; the token never does.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /internal/claim (the `ClaimSandbox` operationId).
	ClaimSandbox(ctx context.Context, body ClaimSandboxJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetMetrics Get resource usage
	//
	// Returns current CPU and memory figures of the sandbox.
	//
	// Corresponds with GET /metrics (the `GetMetrics` operationId).
	GetMetrics(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// WatchMetrics Stream resource usage
	//
	// Streams a `Metrics` object about once per second until the client disconnects. Each
	// object is one JSON line terminated by a newline (upstream writes no empty line in
	// between); clients should also accept empty lines and `data:`-prefixed lines.
	//
	// Corresponds with GET /metrics/watch (the `WatchMetrics` operationId).
	WatchMetrics(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// Ping Check that the daemon is up
	//
	// Answers `200` with an empty body once the daemon serves requests. SDKs poll it after
	// creating a sandbox to learn when the sandbox is usable. Like every other operation it
	// requires `X-EXECD-ACCESS-TOKEN`, so a `200` also proves the token is right.
	//
	// Corresponds with GET /ping (the `Ping` operationId).
	Ping(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ListPtys List terminals
	//
	// Lists all terminal sessions, running and exited, oldest first.
	//
	// Corresponds with GET /pty (the `ListPtys` operationId).
	ListPtys(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreatePtyWithBody Start a terminal
	//
	// Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
	// The process starts immediately; output produced before a client attaches is kept for
	// replay. `TERM` defaults to `xterm-256color` unless set in `env`.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /pty (the `CreatePty` operationId).
	CreatePtyWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreatePty Start a terminal
	//
	// Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
	// The process starts immediately; output produced before a client attaches is kept for
	// replay. `TERM` defaults to `xterm-256color` unless set in `env`.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /pty (the `CreatePty` operationId).
	CreatePty(ctx context.Context, body CreatePtyJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// DeletePty Kill and remove a terminal
	//
	// Hangs up the terminal (SIGHUP to its process group, SIGKILL shortly after if still
	// alive), closes attached WebSockets and forgets the session.
	//
	// Corresponds with DELETE /pty/{id} (the `DeletePty` operationId).
	DeletePty(ctx context.Context, id PtyId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetPty Get a terminal
	//
	// Returns one terminal session. An exited session stays listed, with its `exit_code`, until deleted.
	//
	// Corresponds with GET /pty/{id} (the `GetPty` operationId).
	GetPty(ctx context.Context, id PtyId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ResizePtyWithBody Resize a terminal
	//
	// Sets the terminal size (the process receives SIGWINCH). Same effect as a `resize`
	// message on the WebSocket. `409` when the process has exited.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /pty/{id}/resize (the `ResizePty` operationId).
	ResizePtyWithBody(ctx context.Context, id PtyId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ResizePty Resize a terminal
	//
	// Sets the terminal size (the process receives SIGWINCH). Same effect as a `resize`
	// message on the WebSocket. `409` when the process has exited.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /pty/{id}/resize (the `ResizePty` operationId).
	ResizePty(ctx context.Context, id PtyId, body ResizePtyJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateSessionWithBody Create a shell session
	//
	// Creates a shell session backed by one long-lived shell (bash, else sh): its working
	// directory, variables (exported or not), functions, aliases and background jobs carry
	// over from one `runInSession` call to the next. The body is optional; `{}` and an empty
	// body mean defaults.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /session (the `CreateSession` operationId).
	CreateSessionWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateSession Create a shell session
	//
	// Creates a shell session backed by one long-lived shell (bash, else sh): its working
	// directory, variables (exported or not), functions, aliases and background jobs carry
	// over from one `runInSession` call to the next. The body is optional; `{}` and an empty
	// body mean defaults.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /session (the `CreateSession` operationId).
	CreateSession(ctx context.Context, body CreateSessionJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// DeleteSession Delete a shell session
	//
	// Ends the session, stopping a command it is running. Unknown ids yield `404` (`SESSION_NOT_FOUND`).
	//
	// Corresponds with DELETE /session/{sessionId} (the `DeleteSession` operationId).
	DeleteSession(ctx context.Context, sessionId SessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RunInSessionWithBody Run a command in a shell session
	//
	// Runs `command` in the session and streams its output (see "Output streams"): `init`
	// (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
	// `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
	// the exit status). A session runs one command at a time; concurrent calls wait their turn
	// in arrival order (`init` is sent at once, output follows when the run starts) and
	// `timeout` counts from the start of the run. A timeout or a client that disconnects
	// interrupts the running command, not the session.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /session/{sessionId}/run (the `RunInSession` operationId).
	RunInSessionWithBody(ctx context.Context, sessionId SessionId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RunInSession Run a command in a shell session
	//
	// Runs `command` in the session and streams its output (see "Output streams"): `init`
	// (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
	// `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
	// the exit status). A session runs one command at a time; concurrent calls wait their turn
	// in arrival order (`init` is sent at once, output follows when the run starts) and
	// `timeout` counts from the start of the run. A timeout or a client that disconnects
	// interrupts the running command, not the session.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /session/{sessionId}/run (the `RunInSession` operationId).
	RunInSession(ctx context.Context, sessionId SessionId, body RunInSessionJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityRemoveDirs Delete directories as a given user
	//
	// `removeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `removeDirs`.
	//
	// Corresponds with DELETE /v1/filesystem/{uid}/{gid}/directories (the `IdentityRemoveDirs` operationId).
	IdentityRemoveDirs(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityRemoveDirsParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityMakeDirsWithBody Create directories as a given user
	//
	// `makeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `makeDirs`.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/directories (the `IdentityMakeDirs` operationId).
	IdentityMakeDirsWithBody(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityMakeDirs Create directories as a given user
	//
	// `makeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `makeDirs`.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/directories (the `IdentityMakeDirs` operationId).
	IdentityMakeDirs(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityMakeDirsJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityListDirectory List a directory as a given user
	//
	// `listDirectory` performed with the credentials of user id `uid` and group id `gid` instead of
	// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
	// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `listDirectory`.
	//
	// Corresponds with GET /v1/filesystem/{uid}/{gid}/directories/list (the `IdentityListDirectory` operationId).
	IdentityListDirectory(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityListDirectoryParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityRemoveFiles Delete files as a given user
	//
	// `removeFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `removeFiles`.
	//
	// Corresponds with DELETE /v1/filesystem/{uid}/{gid}/files (the `IdentityRemoveFiles` operationId).
	IdentityRemoveFiles(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityRemoveFilesParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityDownloadFile Download a file as a given user
	//
	// `downloadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `downloadFile`.
	//
	// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/download (the `IdentityDownloadFile` operationId).
	IdentityDownloadFile(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityDownloadFileParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityGetFilesInfo Get file metadata as a given user
	//
	// `getFilesInfo` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `getFilesInfo`.
	//
	// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/info (the `IdentityGetFilesInfo` operationId).
	IdentityGetFilesInfo(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityGetFilesInfoParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityRenameFilesWithBody Move or rename files as a given user
	//
	// `renameFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `renameFiles`.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/mv (the `IdentityRenameFiles` operationId).
	IdentityRenameFilesWithBody(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityRenameFiles Move or rename files as a given user
	//
	// `renameFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `renameFiles`.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/mv (the `IdentityRenameFiles` operationId).
	IdentityRenameFiles(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityRenameFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityChmodFilesWithBody Change mode and ownership of files as a given user
	//
	// `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `chmodFiles`.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/permissions (the `IdentityChmodFiles` operationId).
	IdentityChmodFilesWithBody(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityChmodFiles Change mode and ownership of files as a given user
	//
	// `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `chmodFiles`.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/permissions (the `IdentityChmodFiles` operationId).
	IdentityChmodFiles(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityChmodFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityReplaceContentWithBody Replace text in files as a given user
	//
	// `replaceContent` performed with the credentials of user id `uid` and group id `gid` instead of
	// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
	// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `replaceContent`.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/replace (the `IdentityReplaceContent` operationId).
	IdentityReplaceContentWithBody(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityReplaceContentParams, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityReplaceContent Replace text in files as a given user
	//
	// `replaceContent` performed with the credentials of user id `uid` and group id `gid` instead of
	// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
	// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `replaceContent`.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/replace (the `IdentityReplaceContent` operationId).
	IdentityReplaceContent(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityReplaceContentParams, body IdentityReplaceContentJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentitySearchFiles Find files by glob as a given user
	//
	// `searchFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `searchFiles`.
	//
	// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/search (the `IdentitySearchFiles` operationId).
	IdentitySearchFiles(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentitySearchFilesParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IdentityUploadFileWithBody Upload files as a given user
	//
	// `uploadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `uploadFile`.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/upload (the `IdentityUploadFile` operationId).
	IdentityUploadFileWithBody(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedCapabilities What namespace isolation this sandbox offers
	//
	// Always `200`. This daemon answers `available: false` with the reason in `message`: see
	// the IsolatedExecution tag.
	//
	// Corresponds with GET /v1/isolated/capabilities (the `IsolatedCapabilities` operationId).
	IsolatedCapabilities(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateIsolatedSession Create an isolated shell session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with POST /v1/isolated/session (the `CreateIsolatedSession` operationId).
	CreateIsolatedSession(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// DeleteIsolatedSession Delete an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with DELETE /v1/isolated/session/{sessionId} (the `DeleteIsolatedSession` operationId).
	DeleteIsolatedSession(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetIsolatedSession Get an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId} (the `GetIsolatedSession` operationId).
	GetIsolatedSession(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedSessionCommit Commit an isolated session's changes
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/commit (the `IsolatedSessionCommit` operationId).
	IsolatedSessionCommit(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedSessionDiff Changes made in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/diff (the `IsolatedSessionDiff` operationId).
	IsolatedSessionDiff(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedRemoveDirs Delete directories in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with DELETE /v1/isolated/session/{sessionId}/directories (the `IsolatedRemoveDirs` operationId).
	IsolatedRemoveDirs(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedMakeDirs Create directories in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/directories (the `IsolatedMakeDirs` operationId).
	IsolatedMakeDirs(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedListDirectory List a directory in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/directories/list (the `IsolatedListDirectory` operationId).
	IsolatedListDirectory(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedRemoveFiles Delete files in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with DELETE /v1/isolated/session/{sessionId}/files (the `IsolatedRemoveFiles` operationId).
	IsolatedRemoveFiles(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedDownloadFile Download a file from an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/files/download (the `IsolatedDownloadFile` operationId).
	IsolatedDownloadFile(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedGetFilesInfo File metadata in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/files/info (the `IsolatedGetFilesInfo` operationId).
	IsolatedGetFilesInfo(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedRenameFiles Move files in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/files/mv (the `IsolatedRenameFiles` operationId).
	IsolatedRenameFiles(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedChmodFiles Change modes in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/files/permissions (the `IsolatedChmodFiles` operationId).
	IsolatedChmodFiles(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedReplaceContent Replace text in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/files/replace (the `IsolatedReplaceContent` operationId).
	IsolatedReplaceContent(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedSearchFiles Find files in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/files/search (the `IsolatedSearchFiles` operationId).
	IsolatedSearchFiles(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// IsolatedUploadFile Upload files into an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/files/upload (the `IsolatedUploadFile` operationId).
	IsolatedUploadFile(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RunInIsolatedSession Run code in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/run (the `RunInIsolatedSession` operationId).
	RunInIsolatedSession(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetIsolatedRunStatus Status of a background run
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/runs/{runId} (the `GetIsolatedRunStatus` operationId).
	GetIsolatedRunStatus(ctx context.Context, sessionId IsolatedSessionId, runId IsolatedRunId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetIsolatedRunLogs Logs of a background run
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/runs/{runId}/logs (the `GetIsolatedRunLogs` operationId).
	GetIsolatedRunLogs(ctx context.Context, sessionId IsolatedSessionId, runId IsolatedRunId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ListIsolatedSessions List isolated sessions
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Corresponds with GET /v1/isolated/sessions (the `ListIsolatedSessions` operationId).
	ListIsolatedSessions(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)
}

// InterruptCode Interrupt running code
//
// Interrupts the execution currently running in a context (like Ctrl-C in a notebook).
//
// Corresponds with DELETE /code (the `InterruptCode` operationId).
func (c *Client) InterruptCode(ctx context.Context, params *InterruptCodeParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewInterruptCodeRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RunCodeWithBody Run code
//
// Executes `code` and streams its output (see "Output streams"). With `context.id` the
// code runs in that context; with only `context.language` it runs in that language's
// default context (created on first use); without `context` it runs as a shell command.
//
// Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
// `result`, `execution_count`, `status`, `ping`, ending with exactly one of
// `execution_complete` or `error` (clients of upstream daemons should tolerate both).
// `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
// A context runs one execution at a time; concurrent calls wait their turn in arrival
// order. `409` means the context's kernel died: delete the context and create a new one.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /code (the `RunCode` operationId).
func (c *Client) RunCodeWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRunCodeRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RunCode Run code
//
// Executes `code` and streams its output (see "Output streams"). With `context.id` the
// code runs in that context; with only `context.language` it runs in that language's
// default context (created on first use); without `context` it runs as a shell command.
//
// Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
// `result`, `execution_count`, `status`, `ping`, ending with exactly one of
// `execution_complete` or `error` (clients of upstream daemons should tolerate both).
// `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
// A context runs one execution at a time; concurrent calls wait their turn in arrival
// order. `409` means the context's kernel died: delete the context and create a new one.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /code (the `RunCode` operationId).
func (c *Client) RunCode(ctx context.Context, body RunCodeJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRunCodeRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateCodeContextWithBody Create a code context
//
// Starts a new kernel session for a language and returns its id. Variables, imports and
// definitions persist across `runCode` calls in the same context. Available languages
// depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
// `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /code/context (the `CreateCodeContext` operationId).
func (c *Client) CreateCodeContextWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateCodeContextRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateCodeContext Create a code context
//
// Starts a new kernel session for a language and returns its id. Variables, imports and
// definitions persist across `runCode` calls in the same context. Available languages
// depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
// `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /code/context (the `CreateCodeContext` operationId).
func (c *Client) CreateCodeContext(ctx context.Context, body CreateCodeContextJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateCodeContextRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// DeleteContextsByLanguage Delete all code contexts of a language
//
// Shuts down every context of the given language and frees its kernel.
//
// Corresponds with DELETE /code/contexts (the `DeleteContextsByLanguage` operationId).
func (c *Client) DeleteContextsByLanguage(ctx context.Context, params *DeleteContextsByLanguageParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDeleteContextsByLanguageRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ListContexts List code contexts
//
// Lists existing contexts, all of them or those of one language.
//
// Corresponds with GET /code/contexts (the `ListContexts` operationId).
func (c *Client) ListContexts(ctx context.Context, params *ListContextsParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewListContextsRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// DeleteContext Delete a code context
//
// Shuts down the context's kernel session and forgets the context.
//
// Corresponds with DELETE /code/contexts/{context_id} (the `DeleteContext` operationId).
func (c *Client) DeleteContext(ctx context.Context, contextId string, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDeleteContextRequest(c.Server, contextId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetContext Get a code context
//
// Returns one context; `404` (`CONTEXT_NOT_FOUND`) when it does not exist.
//
// Corresponds with GET /code/contexts/{context_id} (the `GetContext` operationId).
func (c *Client) GetContext(ctx context.Context, contextId string, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetContextRequest(c.Server, contextId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// InterruptCommand Interrupt a command
//
// Sends SIGTERM to the command's process group and SIGKILL if it is still alive a few
// seconds later. The command's stream then ends with an `error` event.
//
// Corresponds with DELETE /command (the `InterruptCommand` operationId).
func (c *Client) InterruptCommand(ctx context.Context, params *InterruptCommandParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewInterruptCommandRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RunCommandWithBody Run a shell command
//
// Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
// and streams its output (see "Output streams").
//
// Foreground (default): `init` (its `text` is the command id), then `stdout` and
// `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
// exactly one of `execution_complete` (exit status 0) or `error` (`ename`
// `CommandExecError`, `evalue` the exit status as a decimal string). The process is
// killed when `timeout` expires; its `error` event then carries `timed_out: true`
// (extension) and a traceback line saying so.
//
// Background (`background: true`): `init` then `execution_complete` immediately; the
// process keeps running. Follow it with `getCommandStatus` and
// `getBackgroundCommandLogs`.
//
// With `stdin: true` (extension) the process reads its standard input from a pipe fed
// by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
// `/dev/null`.
//
// A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /command (the `RunCommand` operationId).
func (c *Client) RunCommandWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRunCommandRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RunCommand Run a shell command
//
// Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
// and streams its output (see "Output streams").
//
// Foreground (default): `init` (its `text` is the command id), then `stdout` and
// `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
// exactly one of `execution_complete` (exit status 0) or `error` (`ename`
// `CommandExecError`, `evalue` the exit status as a decimal string). The process is
// killed when `timeout` expires; its `error` event then carries `timed_out: true`
// (extension) and a traceback line saying so.
//
// Background (`background: true`): `init` then `execution_complete` immediately; the
// process keeps running. Follow it with `getCommandStatus` and
// `getBackgroundCommandLogs`.
//
// With `stdin: true` (extension) the process reads its standard input from a pipe fed
// by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
// `/dev/null`.
//
// A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /command (the `RunCommand` operationId).
func (c *Client) RunCommand(ctx context.Context, body RunCommandJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRunCommandRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetCommandStatus Get a command's status
//
// Reports whether a command (foreground or background) is still running and how it ended.
//
// Corresponds with GET /command/status/{id} (the `GetCommandStatus` operationId).
func (c *Client) GetCommandStatus(ctx context.Context, id CommandId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetCommandStatusRequest(c.Server, id)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// FollowCommandOutput Follow a background command's output as events
//
// Streams the output of a background command as an execution stream (see "Output
// streams"): `init` (its `text` is the command id), then its `stdout` and `stderr` output
// from `cursor` on (the same byte offset as `getBackgroundCommandLogs`; omit it to start
// from the beginning), split into lines as for a foreground command (`partial` pieces
// included), `ping` keep-alives while it is quiet, and once the command has ended and its
// output has been sent, exactly one of `execution_complete` (exit status 0) or `error`
// (`CommandExecError` with the exit status, `timed_out` when it hit its timeout). For a
// command that has already ended the stream replays what its log still holds and ends.
//
// A client that reads slower than the command writes never slows the command down: the
// stream reads from the command's log (the last 8 MiB), so output dropped from the log
// before the client got to it is skipped. Disconnecting ends the stream, not the command.
// `409` (`CONFLICT`): the command runs in the foreground (its output is in its own stream).
//
// Corresponds with GET /command/{id}/events (the `FollowCommandOutput` operationId).
func (c *Client) FollowCommandOutput(ctx context.Context, id CommandId, params *FollowCommandOutputParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewFollowCommandOutputRequest(c.Server, id, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetBackgroundCommandLogs Read a background command's output
//
// Returns the combined stdout and stderr of a background command as plain text, from
// `cursor` (or from the start) up to what has been written so far. The response header
// `EXECD-COMMANDS-TAIL-CURSOR` holds the cursor to pass on the next call to receive only
// newer output. Treat the cursor as opaque: this daemon (like upstream's implementation)
// uses a byte offset, while upstream's specification speaks of lines.
//
// Corresponds with GET /command/{id}/logs (the `GetBackgroundCommandLogs` operationId).
func (c *Client) GetBackgroundCommandLogs(ctx context.Context, id CommandId, params *GetBackgroundCommandLogsParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetBackgroundCommandLogsRequest(c.Server, id, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CloseCommandStdin Close a command's stdin
//
// Closes the command's standard input, so that it reads end-of-file. Closing an already
// closed stdin, or that of a finished command, is a no-op. `404` (`COMMAND_NOT_FOUND`):
// unknown command; `409` (`CONFLICT`): it was not started with `stdin: true`.
//
// Corresponds with DELETE /command/{id}/stdin (the `CloseCommandStdin` operationId).
func (c *Client) CloseCommandStdin(ctx context.Context, id CommandId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCloseCommandStdinRequest(c.Server, id)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// WriteCommandStdinWithBody Write to a command's stdin
//
// Appends the request body, byte for byte, to the standard input of a command started
// with `stdin: true`. Writes are delivered in the order the daemon receives them. Returns
// once the bytes have been handed to the pipe.
//
// `404` (`COMMAND_NOT_FOUND`): unknown command. `409` (`CONFLICT`): the command has
// finished, its stdin has been closed, or it was not started with `stdin: true`.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /command/{id}/stdin (the `WriteCommandStdin` operationId).
func (c *Client) WriteCommandStdinWithBody(ctx context.Context, id CommandId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewWriteCommandStdinRequestWithBody(c.Server, id, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ListCommands List commands
//
// Lists the commands this daemon knows, foreground and background, oldest first: those
// running and those that ended within the last hour (at most 1,000 are kept). With
// `running=true` only the running ones.
//
// Corresponds with GET /commands (the `ListCommands` operationId).
func (c *Client) ListCommands(ctx context.Context, params *ListCommandsParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewListCommandsRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RemoveDirs Delete directories
//
// Deletes each directory with everything in it (like `rm -rf`).
//
// Corresponds with DELETE /directories (the `RemoveDirs` operationId).
func (c *Client) RemoveDirs(ctx context.Context, params *RemoveDirsParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRemoveDirsRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// MakeDirsWithBody Create directories
//
// Creates each directory in the body, with missing parents (like `mkdir -p`), and applies
// its mode and ownership. Existing directories are not an error.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /directories (the `MakeDirs` operationId).
func (c *Client) MakeDirsWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewMakeDirsRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// MakeDirs Create directories
//
// Creates each directory in the body, with missing parents (like `mkdir -p`), and applies
// its mode and ownership. Existing directories are not an error.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /directories (the `MakeDirs` operationId).
func (c *Client) MakeDirs(ctx context.Context, body MakeDirsJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewMakeDirsRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ListDirectory List a directory
//
// Lists the entries below `path`, down to `depth` levels (`1`: direct children only);
// `path` itself is not included. Within each directory entries come in lexical order of
// their names, each directory's descendants right after it. Symbolic links are reported
// as `type: symlink` and never followed; if `path` itself is a symbolic link the request
// yields `400`.
//
// Like `searchFiles`, the array is sent while the walk runs; a connection that ends before
// the closing `]` means the listing was interrupted.
//
// Corresponds with GET /directories/list (the `ListDirectory` operationId).
func (c *Client) ListDirectory(ctx context.Context, params *ListDirectoryParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewListDirectoryRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RemoveFiles Delete files
//
// Deletes the given files. Directories are not removed here; use `removeDirs`.
//
// Corresponds with DELETE /files (the `RemoveFiles` operationId).
func (c *Client) RemoveFiles(ctx context.Context, params *RemoveFilesParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRemoveFilesRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// DownloadFile Download a file
//
// Returns a file's content.
//
//   - Whole file: `200`, `application/octet-stream`, with `Content-Disposition: attachment`
//     (non-ASCII names encoded per RFC 5987) and `Content-Length`.
//   - Byte range: send a single-range `Range: bytes=first-last` header (also
//     `bytes=first-` and `bytes=-suffix`) to get `206` with `Content-Range`. A range
//     outside the file yields `416` with `Content-Range: bytes */{size}`. A header with
//     several ranges is ignored (whole file, `200`).
//   - Lines: `offset` (1-based first line) and/or `limit` (line count) return those lines
//     as `text/plain`, as upstream does: each without its terminator (`\n` or `\r\n`),
//     joined by `\n`, with no newline after the last. They cannot be combined with `Range`
//     (`400`).
//
// Corresponds with GET /files/download (the `DownloadFile` operationId).
func (c *Client) DownloadFile(ctx context.Context, params *DownloadFileParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDownloadFileRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetFilesInfo Get file metadata
//
// Returns the metadata of each requested path, keyed by the path as given. Fails with
// `404` (`FILE_NOT_FOUND`) if any path does not exist.
//
// Corresponds with GET /files/info (the `GetFilesInfo` operationId).
func (c *Client) GetFilesInfo(ctx context.Context, params *GetFilesInfoParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetFilesInfoRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RenameFilesWithBody Move or rename files
//
// Moves each `src` to `dest`, in order. The destination's parent directory must exist.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /files/mv (the `RenameFiles` operationId).
func (c *Client) RenameFilesWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRenameFilesRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RenameFiles Move or rename files
//
// Moves each `src` to `dest`, in order. The destination's parent directory must exist.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /files/mv (the `RenameFiles` operationId).
func (c *Client) RenameFiles(ctx context.Context, body RenameFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRenameFilesRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ChmodFilesWithBody Change mode and ownership of files
//
// Applies a mode and optionally an owner and group to each path in the body.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /files/permissions (the `ChmodFiles` operationId).
func (c *Client) ChmodFilesWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewChmodFilesRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ChmodFiles Change mode and ownership of files
//
// Applies a mode and optionally an owner and group to each path in the body.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /files/permissions (the `ChmodFiles` operationId).
func (c *Client) ChmodFiles(ctx context.Context, body ChmodFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewChmodFilesRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ReplaceContentWithBody Replace text in files
//
// In each file named in the body, replaces every occurrence of `old` by `new`, keeping
// the file's mode. Without `verbose` the response body is empty; with `verbose=true` it
// reports how many occurrences were replaced per file.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /files/replace (the `ReplaceContent` operationId).
func (c *Client) ReplaceContentWithBody(ctx context.Context, params *ReplaceContentParams, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewReplaceContentRequestWithBody(c.Server, params, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ReplaceContent Replace text in files
//
// In each file named in the body, replaces every occurrence of `old` by `new`, keeping
// the file's mode. Without `verbose` the response body is empty; with `verbose=true` it
// reports how many occurrences were replaced per file.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /files/replace (the `ReplaceContent` operationId).
func (c *Client) ReplaceContent(ctx context.Context, params *ReplaceContentParams, body ReplaceContentJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewReplaceContentRequest(c.Server, params, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// SearchFiles Find files by glob
//
// Walks the directory tree below `path` and returns the files (not directories) whose
// name matches `pattern`.
//
// The array is sent while the walk runs (chunked), so an answer starts at once and a big
// tree is never held in memory; errors about `path` itself come before it as usual. A
// connection that ends before the closing `]` means the walk was interrupted: the answer
// is incomplete, not empty.
//
// Corresponds with GET /files/search (the `SearchFiles` operationId).
func (c *Client) SearchFiles(ctx context.Context, params *SearchFilesParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewSearchFilesRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// UploadFileWithBody Upload files
//
// Writes one or more files. The multipart body holds, for each file, a `metadata` part
// (a JSON `FileMetadata`, content type `application/json`) and a `file` part (the
// content). The n-th `metadata` part describes the n-th `file` part; unequal counts yield
// `400`. `metadata` parts are accepted both as plain fields and as file parts (SDKs send
// them as file parts). Missing parent directories are created; existing files are
// overwritten. Each file is fully written and synced before the response is sent.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /files/upload (the `UploadFile` operationId).
func (c *Client) UploadFileWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewUploadFileRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// WatchFiles Watch a directory for changes
//
// Streams changes below the directory `path` as `FileWatchEvent` objects, written as for
// execution streams (one JSON object per line followed by an empty line; see "Output
// streams"): first `ready` once the watch is in place (changes before it are not
// reported), then `create`, `write` and `remove` events naming the changed path, and
// `ping` every few seconds while nothing changes. With `recursive=true` (default)
// subdirectories are watched too, including ones created later. Each event says what the
// daemon found when it looked at the path: an entry created and removed again within a
// few milliseconds may go unreported, and entries created in a new subdirectory before
// its watch is in place are not reported one by one.
//
// The stream runs until the client disconnects, which ends the watch. A client that
// reads slower than changes happen gets at most 10,000 queued events; beyond that they
// are dropped and one `overflow` event says so. A daemon holds at most 64 watches at a
// time: one more is refused with `503` (`SERVICE_UNAVAILABLE`). `path` must be an
// existing directory: `404` (`FILE_NOT_FOUND`) otherwise, `400` (`INVALID_FILE`) for a
// file.
//
// Corresponds with GET /files/watch (the `WatchFiles` operationId).
func (c *Client) WatchFiles(ctx context.Context, params *WatchFilesParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewWatchFilesRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ClaimSandboxWithBody Hand a pooled sandbox over to its tenant (server-to-execd)
//
// Called once by the lifecycle server when it serves a create request from a warm pool:
// the sandbox was started ahead of time with a token of its pool, and is now handed to
// the request. Authorized by the token execd holds now (the pool's). On success execd
// accepts only `token` from then on (the pool's token is refused with `401`), and every
// command, session, PTY, code context and file worker started afterwards gets the
// sandbox's environment with `unset` removed and `env` added. The new token and
// environment survive a restart of execd inside the sandbox. A second claim answers
// `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
// processes' environments but `env`; the token never does.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /internal/claim (the `ClaimSandbox` operationId).
func (c *Client) ClaimSandboxWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewClaimSandboxRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ClaimSandbox Hand a pooled sandbox over to its tenant (server-to-execd)
//
// Called once by the lifecycle server when it serves a create request from a warm pool:
// the sandbox was started ahead of time with a token of its pool, and is now handed to
// the request. Authorized by the token execd holds now (the pool's). On success execd
// accepts only `token` from then on (the pool's token is refused with `401`), and every
// command, session, PTY, code context and file worker started afterwards gets the
// sandbox's environment with `unset` removed and `env` added. The new token and
// environment survive a restart of execd inside the sandbox. A second claim answers
// `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
// processes' environments but `env`; the token never does.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /internal/claim (the `ClaimSandbox` operationId).
func (c *Client) ClaimSandbox(ctx context.Context, body ClaimSandboxJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewClaimSandboxRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetMetrics Get resource usage
//
// Returns current CPU and memory figures of the sandbox.
//
// Corresponds with GET /metrics (the `GetMetrics` operationId).
func (c *Client) GetMetrics(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetMetricsRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// WatchMetrics Stream resource usage
//
// Streams a `Metrics` object about once per second until the client disconnects. Each
// object is one JSON line terminated by a newline (upstream writes no empty line in
// between); clients should also accept empty lines and `data:`-prefixed lines.
//
// Corresponds with GET /metrics/watch (the `WatchMetrics` operationId).
func (c *Client) WatchMetrics(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewWatchMetricsRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// Ping Check that the daemon is up
//
// Answers `200` with an empty body once the daemon serves requests. SDKs poll it after
// creating a sandbox to learn when the sandbox is usable. Like every other operation it
// requires `X-EXECD-ACCESS-TOKEN`, so a `200` also proves the token is right.
//
// Corresponds with GET /ping (the `Ping` operationId).
func (c *Client) Ping(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewPingRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ListPtys List terminals
//
// Lists all terminal sessions, running and exited, oldest first.
//
// Corresponds with GET /pty (the `ListPtys` operationId).
func (c *Client) ListPtys(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewListPtysRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreatePtyWithBody Start a terminal
//
// Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
// The process starts immediately; output produced before a client attaches is kept for
// replay. `TERM` defaults to `xterm-256color` unless set in `env`.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /pty (the `CreatePty` operationId).
func (c *Client) CreatePtyWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreatePtyRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreatePty Start a terminal
//
// Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
// The process starts immediately; output produced before a client attaches is kept for
// replay. `TERM` defaults to `xterm-256color` unless set in `env`.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /pty (the `CreatePty` operationId).
func (c *Client) CreatePty(ctx context.Context, body CreatePtyJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreatePtyRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// DeletePty Kill and remove a terminal
//
// Hangs up the terminal (SIGHUP to its process group, SIGKILL shortly after if still
// alive), closes attached WebSockets and forgets the session.
//
// Corresponds with DELETE /pty/{id} (the `DeletePty` operationId).
func (c *Client) DeletePty(ctx context.Context, id PtyId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDeletePtyRequest(c.Server, id)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetPty Get a terminal
//
// Returns one terminal session. An exited session stays listed, with its `exit_code`, until deleted.
//
// Corresponds with GET /pty/{id} (the `GetPty` operationId).
func (c *Client) GetPty(ctx context.Context, id PtyId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetPtyRequest(c.Server, id)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ResizePtyWithBody Resize a terminal
//
// Sets the terminal size (the process receives SIGWINCH). Same effect as a `resize`
// message on the WebSocket. `409` when the process has exited.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /pty/{id}/resize (the `ResizePty` operationId).
func (c *Client) ResizePtyWithBody(ctx context.Context, id PtyId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewResizePtyRequestWithBody(c.Server, id, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ResizePty Resize a terminal
//
// Sets the terminal size (the process receives SIGWINCH). Same effect as a `resize`
// message on the WebSocket. `409` when the process has exited.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /pty/{id}/resize (the `ResizePty` operationId).
func (c *Client) ResizePty(ctx context.Context, id PtyId, body ResizePtyJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewResizePtyRequest(c.Server, id, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateSessionWithBody Create a shell session
//
// Creates a shell session backed by one long-lived shell (bash, else sh): its working
// directory, variables (exported or not), functions, aliases and background jobs carry
// over from one `runInSession` call to the next. The body is optional; `{}` and an empty
// body mean defaults.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /session (the `CreateSession` operationId).
func (c *Client) CreateSessionWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateSessionRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateSession Create a shell session
//
// Creates a shell session backed by one long-lived shell (bash, else sh): its working
// directory, variables (exported or not), functions, aliases and background jobs carry
// over from one `runInSession` call to the next. The body is optional; `{}` and an empty
// body mean defaults.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /session (the `CreateSession` operationId).
func (c *Client) CreateSession(ctx context.Context, body CreateSessionJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateSessionRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// DeleteSession Delete a shell session
//
// Ends the session, stopping a command it is running. Unknown ids yield `404` (`SESSION_NOT_FOUND`).
//
// Corresponds with DELETE /session/{sessionId} (the `DeleteSession` operationId).
func (c *Client) DeleteSession(ctx context.Context, sessionId SessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDeleteSessionRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RunInSessionWithBody Run a command in a shell session
//
// Runs `command` in the session and streams its output (see "Output streams"): `init`
// (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
// `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
// the exit status). A session runs one command at a time; concurrent calls wait their turn
// in arrival order (`init` is sent at once, output follows when the run starts) and
// `timeout` counts from the start of the run. A timeout or a client that disconnects
// interrupts the running command, not the session.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /session/{sessionId}/run (the `RunInSession` operationId).
func (c *Client) RunInSessionWithBody(ctx context.Context, sessionId SessionId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRunInSessionRequestWithBody(c.Server, sessionId, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RunInSession Run a command in a shell session
//
// Runs `command` in the session and streams its output (see "Output streams"): `init`
// (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
// `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
// the exit status). A session runs one command at a time; concurrent calls wait their turn
// in arrival order (`init` is sent at once, output follows when the run starts) and
// `timeout` counts from the start of the run. A timeout or a client that disconnects
// interrupts the running command, not the session.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /session/{sessionId}/run (the `RunInSession` operationId).
func (c *Client) RunInSession(ctx context.Context, sessionId SessionId, body RunInSessionJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRunInSessionRequest(c.Server, sessionId, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityRemoveDirs Delete directories as a given user
//
// `removeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `removeDirs`.
//
// Corresponds with DELETE /v1/filesystem/{uid}/{gid}/directories (the `IdentityRemoveDirs` operationId).
func (c *Client) IdentityRemoveDirs(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityRemoveDirsParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityRemoveDirsRequest(c.Server, uid, gid, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityMakeDirsWithBody Create directories as a given user
//
// `makeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `makeDirs`.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/directories (the `IdentityMakeDirs` operationId).
func (c *Client) IdentityMakeDirsWithBody(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityMakeDirsRequestWithBody(c.Server, uid, gid, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityMakeDirs Create directories as a given user
//
// `makeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `makeDirs`.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/directories (the `IdentityMakeDirs` operationId).
func (c *Client) IdentityMakeDirs(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityMakeDirsJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityMakeDirsRequest(c.Server, uid, gid, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityListDirectory List a directory as a given user
//
// `listDirectory` performed with the credentials of user id `uid` and group id `gid` instead of
// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `listDirectory`.
//
// Corresponds with GET /v1/filesystem/{uid}/{gid}/directories/list (the `IdentityListDirectory` operationId).
func (c *Client) IdentityListDirectory(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityListDirectoryParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityListDirectoryRequest(c.Server, uid, gid, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityRemoveFiles Delete files as a given user
//
// `removeFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `removeFiles`.
//
// Corresponds with DELETE /v1/filesystem/{uid}/{gid}/files (the `IdentityRemoveFiles` operationId).
func (c *Client) IdentityRemoveFiles(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityRemoveFilesParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityRemoveFilesRequest(c.Server, uid, gid, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityDownloadFile Download a file as a given user
//
// `downloadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `downloadFile`.
//
// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/download (the `IdentityDownloadFile` operationId).
func (c *Client) IdentityDownloadFile(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityDownloadFileParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityDownloadFileRequest(c.Server, uid, gid, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityGetFilesInfo Get file metadata as a given user
//
// `getFilesInfo` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `getFilesInfo`.
//
// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/info (the `IdentityGetFilesInfo` operationId).
func (c *Client) IdentityGetFilesInfo(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityGetFilesInfoParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityGetFilesInfoRequest(c.Server, uid, gid, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityRenameFilesWithBody Move or rename files as a given user
//
// `renameFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `renameFiles`.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/mv (the `IdentityRenameFiles` operationId).
func (c *Client) IdentityRenameFilesWithBody(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityRenameFilesRequestWithBody(c.Server, uid, gid, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityRenameFiles Move or rename files as a given user
//
// `renameFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `renameFiles`.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/mv (the `IdentityRenameFiles` operationId).
func (c *Client) IdentityRenameFiles(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityRenameFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityRenameFilesRequest(c.Server, uid, gid, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityChmodFilesWithBody Change mode and ownership of files as a given user
//
// `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `chmodFiles`.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/permissions (the `IdentityChmodFiles` operationId).
func (c *Client) IdentityChmodFilesWithBody(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityChmodFilesRequestWithBody(c.Server, uid, gid, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityChmodFiles Change mode and ownership of files as a given user
//
// `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `chmodFiles`.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/permissions (the `IdentityChmodFiles` operationId).
func (c *Client) IdentityChmodFiles(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityChmodFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityChmodFilesRequest(c.Server, uid, gid, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityReplaceContentWithBody Replace text in files as a given user
//
// `replaceContent` performed with the credentials of user id `uid` and group id `gid` instead of
// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `replaceContent`.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/replace (the `IdentityReplaceContent` operationId).
func (c *Client) IdentityReplaceContentWithBody(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityReplaceContentParams, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityReplaceContentRequestWithBody(c.Server, uid, gid, params, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityReplaceContent Replace text in files as a given user
//
// `replaceContent` performed with the credentials of user id `uid` and group id `gid` instead of
// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `replaceContent`.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/replace (the `IdentityReplaceContent` operationId).
func (c *Client) IdentityReplaceContent(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityReplaceContentParams, body IdentityReplaceContentJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityReplaceContentRequest(c.Server, uid, gid, params, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentitySearchFiles Find files by glob as a given user
//
// `searchFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `searchFiles`.
//
// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/search (the `IdentitySearchFiles` operationId).
func (c *Client) IdentitySearchFiles(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentitySearchFilesParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentitySearchFilesRequest(c.Server, uid, gid, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IdentityUploadFileWithBody Upload files as a given user
//
// `uploadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `uploadFile`.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/upload (the `IdentityUploadFile` operationId).
func (c *Client) IdentityUploadFileWithBody(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIdentityUploadFileRequestWithBody(c.Server, uid, gid, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedCapabilities What namespace isolation this sandbox offers
//
// Always `200`. This daemon answers `available: false` with the reason in `message`: see
// the IsolatedExecution tag.
//
// Corresponds with GET /v1/isolated/capabilities (the `IsolatedCapabilities` operationId).
func (c *Client) IsolatedCapabilities(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedCapabilitiesRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateIsolatedSession Create an isolated shell session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with POST /v1/isolated/session (the `CreateIsolatedSession` operationId).
func (c *Client) CreateIsolatedSession(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateIsolatedSessionRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// DeleteIsolatedSession Delete an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with DELETE /v1/isolated/session/{sessionId} (the `DeleteIsolatedSession` operationId).
func (c *Client) DeleteIsolatedSession(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDeleteIsolatedSessionRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetIsolatedSession Get an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with GET /v1/isolated/session/{sessionId} (the `GetIsolatedSession` operationId).
func (c *Client) GetIsolatedSession(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetIsolatedSessionRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedSessionCommit Commit an isolated session's changes
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/commit (the `IsolatedSessionCommit` operationId).
func (c *Client) IsolatedSessionCommit(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedSessionCommitRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedSessionDiff Changes made in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/diff (the `IsolatedSessionDiff` operationId).
func (c *Client) IsolatedSessionDiff(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedSessionDiffRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedRemoveDirs Delete directories in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with DELETE /v1/isolated/session/{sessionId}/directories (the `IsolatedRemoveDirs` operationId).
func (c *Client) IsolatedRemoveDirs(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedRemoveDirsRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedMakeDirs Create directories in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/directories (the `IsolatedMakeDirs` operationId).
func (c *Client) IsolatedMakeDirs(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedMakeDirsRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedListDirectory List a directory in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/directories/list (the `IsolatedListDirectory` operationId).
func (c *Client) IsolatedListDirectory(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedListDirectoryRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedRemoveFiles Delete files in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with DELETE /v1/isolated/session/{sessionId}/files (the `IsolatedRemoveFiles` operationId).
func (c *Client) IsolatedRemoveFiles(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedRemoveFilesRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedDownloadFile Download a file from an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/files/download (the `IsolatedDownloadFile` operationId).
func (c *Client) IsolatedDownloadFile(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedDownloadFileRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedGetFilesInfo File metadata in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/files/info (the `IsolatedGetFilesInfo` operationId).
func (c *Client) IsolatedGetFilesInfo(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedGetFilesInfoRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedRenameFiles Move files in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/files/mv (the `IsolatedRenameFiles` operationId).
func (c *Client) IsolatedRenameFiles(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedRenameFilesRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedChmodFiles Change modes in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/files/permissions (the `IsolatedChmodFiles` operationId).
func (c *Client) IsolatedChmodFiles(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedChmodFilesRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedReplaceContent Replace text in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/files/replace (the `IsolatedReplaceContent` operationId).
func (c *Client) IsolatedReplaceContent(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedReplaceContentRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedSearchFiles Find files in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/files/search (the `IsolatedSearchFiles` operationId).
func (c *Client) IsolatedSearchFiles(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedSearchFilesRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// IsolatedUploadFile Upload files into an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/files/upload (the `IsolatedUploadFile` operationId).
func (c *Client) IsolatedUploadFile(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewIsolatedUploadFileRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RunInIsolatedSession Run code in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/run (the `RunInIsolatedSession` operationId).
func (c *Client) RunInIsolatedSession(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRunInIsolatedSessionRequest(c.Server, sessionId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetIsolatedRunStatus Status of a background run
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/runs/{runId} (the `GetIsolatedRunStatus` operationId).
func (c *Client) GetIsolatedRunStatus(ctx context.Context, sessionId IsolatedSessionId, runId IsolatedRunId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetIsolatedRunStatusRequest(c.Server, sessionId, runId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetIsolatedRunLogs Logs of a background run
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/runs/{runId}/logs (the `GetIsolatedRunLogs` operationId).
func (c *Client) GetIsolatedRunLogs(ctx context.Context, sessionId IsolatedSessionId, runId IsolatedRunId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetIsolatedRunLogsRequest(c.Server, sessionId, runId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ListIsolatedSessions List isolated sessions
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Corresponds with GET /v1/isolated/sessions (the `ListIsolatedSessions` operationId).
func (c *Client) ListIsolatedSessions(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewListIsolatedSessionsRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// NewInterruptCodeRequest constructs an http.Request for the InterruptCode method
func NewInterruptCodeRequest(server string, params *InterruptCodeParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/code")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "id", params.Id, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
			return nil, err
		} else {
			for _, qp := range strings.Split(queryFrag, "&") {
				rawQueryFragments = append(rawQueryFragments, qp)
			}
		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewRunCodeRequest calls the generic RunCode builder with application/json body
func NewRunCodeRequest(server string, body RunCodeJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewRunCodeRequestWithBody(server, "application/json", bodyReader)
}

// NewRunCodeRequestWithBody constructs an http.Request for the RunCode method, with any body, and a specified content type
func NewRunCodeRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/code")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewCreateCodeContextRequest calls the generic CreateCodeContext builder with application/json body
func NewCreateCodeContextRequest(server string, body CreateCodeContextJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewCreateCodeContextRequestWithBody(server, "application/json", bodyReader)
}

// NewCreateCodeContextRequestWithBody constructs an http.Request for the CreateCodeContext method, with any body, and a specified content type
func NewCreateCodeContextRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/code/context")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewDeleteContextsByLanguageRequest constructs an http.Request for the DeleteContextsByLanguage method
func NewDeleteContextsByLanguageRequest(server string, params *DeleteContextsByLanguageParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/code/contexts")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "language", params.Language, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
			return nil, err
		} else {
			for _, qp := range strings.Split(queryFrag, "&") {
				rawQueryFragments = append(rawQueryFragments, qp)
			}
		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewListContextsRequest constructs an http.Request for the ListContexts method
func NewListContextsRequest(server string, params *ListContextsParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/code/contexts")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Language != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "language", *params.Language, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewDeleteContextRequest constructs an http.Request for the DeleteContext method
func NewDeleteContextRequest(server string, contextId string) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "context_id", contextId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/code/contexts/%s", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetContextRequest constructs an http.Request for the GetContext method
func NewGetContextRequest(server string, contextId string) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "context_id", contextId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/code/contexts/%s", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewInterruptCommandRequest constructs an http.Request for the InterruptCommand method
func NewInterruptCommandRequest(server string, params *InterruptCommandParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/command")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "id", params.Id, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
			return nil, err
		} else {
			for _, qp := range strings.Split(queryFrag, "&") {
				rawQueryFragments = append(rawQueryFragments, qp)
			}
		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewRunCommandRequest calls the generic RunCommand builder with application/json body
func NewRunCommandRequest(server string, body RunCommandJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewRunCommandRequestWithBody(server, "application/json", bodyReader)
}

// NewRunCommandRequestWithBody constructs an http.Request for the RunCommand method, with any body, and a specified content type
func NewRunCommandRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/command")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewGetCommandStatusRequest constructs an http.Request for the GetCommandStatus method
func NewGetCommandStatusRequest(server string, id CommandId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "id", id, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/command/status/%s", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewFollowCommandOutputRequest constructs an http.Request for the FollowCommandOutput method
func NewFollowCommandOutputRequest(server string, id CommandId, params *FollowCommandOutputParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "id", id, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/command/%s/events", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Cursor != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "cursor", *params.Cursor, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: "int64"}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetBackgroundCommandLogsRequest constructs an http.Request for the GetBackgroundCommandLogs method
func NewGetBackgroundCommandLogsRequest(server string, id CommandId, params *GetBackgroundCommandLogsParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "id", id, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/command/%s/logs", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Cursor != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "cursor", *params.Cursor, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: "int64"}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewCloseCommandStdinRequest constructs an http.Request for the CloseCommandStdin method
func NewCloseCommandStdinRequest(server string, id CommandId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "id", id, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/command/%s/stdin", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewWriteCommandStdinRequestWithBody constructs an http.Request for the WriteCommandStdin method, with any body, and a specified content type
func NewWriteCommandStdinRequestWithBody(server string, id CommandId, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "id", id, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/command/%s/stdin", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewListCommandsRequest constructs an http.Request for the ListCommands method
func NewListCommandsRequest(server string, params *ListCommandsParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/commands")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Running != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "running", *params.Running, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "boolean", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewRemoveDirsRequest constructs an http.Request for the RemoveDirs method
func NewRemoveDirsRequest(server string, params *RemoveDirsParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/directories")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Path != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "array", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewMakeDirsRequest calls the generic MakeDirs builder with application/json body
func NewMakeDirsRequest(server string, body MakeDirsJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewMakeDirsRequestWithBody(server, "application/json", bodyReader)
}

// NewMakeDirsRequestWithBody constructs an http.Request for the MakeDirs method, with any body, and a specified content type
func NewMakeDirsRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/directories")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewListDirectoryRequest constructs an http.Request for the ListDirectory method
func NewListDirectoryRequest(server string, params *ListDirectoryParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/directories/list")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
			return nil, err
		} else {
			for _, qp := range strings.Split(queryFrag, "&") {
				rawQueryFragments = append(rawQueryFragments, qp)
			}
		}

		if params.Depth != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "depth", *params.Depth, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: "int32"}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewRemoveFilesRequest constructs an http.Request for the RemoveFiles method
func NewRemoveFilesRequest(server string, params *RemoveFilesParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/files")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Path != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "array", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewDownloadFileRequest constructs an http.Request for the DownloadFile method
func NewDownloadFileRequest(server string, params *DownloadFileParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/files/download")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
			return nil, err
		} else {
			for _, qp := range strings.Split(queryFrag, "&") {
				rawQueryFragments = append(rawQueryFragments, qp)
			}
		}

		if params.Offset != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "offset", *params.Offset, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if params.Limit != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "limit", *params.Limit, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	if params != nil {

		if params.Range != nil {
			var headerParam0 string

			headerParam0, err = runtime.StyleParamWithOptions("simple", false, "Range", *params.Range, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationHeader, Type: "string", Format: ""})
			if err != nil {
				return nil, err
			}

			req.Header.Set("Range", headerParam0)
		}

	}

	return req, nil
}

// NewGetFilesInfoRequest constructs an http.Request for the GetFilesInfo method
func NewGetFilesInfoRequest(server string, params *GetFilesInfoParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/files/info")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Path != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "array", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewRenameFilesRequest calls the generic RenameFiles builder with application/json body
func NewRenameFilesRequest(server string, body RenameFilesJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewRenameFilesRequestWithBody(server, "application/json", bodyReader)
}

// NewRenameFilesRequestWithBody constructs an http.Request for the RenameFiles method, with any body, and a specified content type
func NewRenameFilesRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/files/mv")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewChmodFilesRequest calls the generic ChmodFiles builder with application/json body
func NewChmodFilesRequest(server string, body ChmodFilesJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewChmodFilesRequestWithBody(server, "application/json", bodyReader)
}

// NewChmodFilesRequestWithBody constructs an http.Request for the ChmodFiles method, with any body, and a specified content type
func NewChmodFilesRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/files/permissions")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewReplaceContentRequest calls the generic ReplaceContent builder with application/json body
func NewReplaceContentRequest(server string, params *ReplaceContentParams, body ReplaceContentJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewReplaceContentRequestWithBody(server, params, "application/json", bodyReader)
}

// NewReplaceContentRequestWithBody constructs an http.Request for the ReplaceContent method, with any body, and a specified content type
func NewReplaceContentRequestWithBody(server string, params *ReplaceContentParams, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/files/replace")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Verbose != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "verbose", *params.Verbose, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "boolean", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewSearchFilesRequest constructs an http.Request for the SearchFiles method
func NewSearchFilesRequest(server string, params *SearchFilesParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/files/search")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
			return nil, err
		} else {
			for _, qp := range strings.Split(queryFrag, "&") {
				rawQueryFragments = append(rawQueryFragments, qp)
			}
		}

		if params.Pattern != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "pattern", *params.Pattern, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewUploadFileRequestWithBody constructs an http.Request for the UploadFile method, with any body, and a specified content type
func NewUploadFileRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/files/upload")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewWatchFilesRequest constructs an http.Request for the WatchFiles method
func NewWatchFilesRequest(server string, params *WatchFilesParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/files/watch")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
			return nil, err
		} else {
			for _, qp := range strings.Split(queryFrag, "&") {
				rawQueryFragments = append(rawQueryFragments, qp)
			}
		}

		if params.Recursive != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "recursive", *params.Recursive, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "boolean", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewClaimSandboxRequest calls the generic ClaimSandbox builder with application/json body
func NewClaimSandboxRequest(server string, body ClaimSandboxJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewClaimSandboxRequestWithBody(server, "application/json", bodyReader)
}

// NewClaimSandboxRequestWithBody constructs an http.Request for the ClaimSandbox method, with any body, and a specified content type
func NewClaimSandboxRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/internal/claim")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewGetMetricsRequest constructs an http.Request for the GetMetrics method
func NewGetMetricsRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/metrics")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewWatchMetricsRequest constructs an http.Request for the WatchMetrics method
func NewWatchMetricsRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/metrics/watch")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewPingRequest constructs an http.Request for the Ping method
func NewPingRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/ping")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewListPtysRequest constructs an http.Request for the ListPtys method
func NewListPtysRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/pty")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewCreatePtyRequest calls the generic CreatePty builder with application/json body
func NewCreatePtyRequest(server string, body CreatePtyJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewCreatePtyRequestWithBody(server, "application/json", bodyReader)
}

// NewCreatePtyRequestWithBody constructs an http.Request for the CreatePty method, with any body, and a specified content type
func NewCreatePtyRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/pty")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewDeletePtyRequest constructs an http.Request for the DeletePty method
func NewDeletePtyRequest(server string, id PtyId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "id", id, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/pty/%s", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetPtyRequest constructs an http.Request for the GetPty method
func NewGetPtyRequest(server string, id PtyId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "id", id, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/pty/%s", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewResizePtyRequest calls the generic ResizePty builder with application/json body
func NewResizePtyRequest(server string, id PtyId, body ResizePtyJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewResizePtyRequestWithBody(server, id, "application/json", bodyReader)
}

// NewResizePtyRequestWithBody constructs an http.Request for the ResizePty method, with any body, and a specified content type
func NewResizePtyRequestWithBody(server string, id PtyId, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "id", id, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/pty/%s/resize", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewCreateSessionRequest calls the generic CreateSession builder with application/json body
func NewCreateSessionRequest(server string, body CreateSessionJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewCreateSessionRequestWithBody(server, "application/json", bodyReader)
}

// NewCreateSessionRequestWithBody constructs an http.Request for the CreateSession method, with any body, and a specified content type
func NewCreateSessionRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/session")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewDeleteSessionRequest constructs an http.Request for the DeleteSession method
func NewDeleteSessionRequest(server string, sessionId SessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/session/%s", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewRunInSessionRequest calls the generic RunInSession builder with application/json body
func NewRunInSessionRequest(server string, sessionId SessionId, body RunInSessionJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewRunInSessionRequestWithBody(server, sessionId, "application/json", bodyReader)
}

// NewRunInSessionRequestWithBody constructs an http.Request for the RunInSession method, with any body, and a specified content type
func NewRunInSessionRequestWithBody(server string, sessionId SessionId, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/session/%s/run", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewIdentityRemoveDirsRequest constructs an http.Request for the IdentityRemoveDirs method
func NewIdentityRemoveDirsRequest(server string, uid IdentityUid, gid IdentityGid, params *IdentityRemoveDirsParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/directories", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Path != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "array", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIdentityMakeDirsRequest calls the generic IdentityMakeDirs builder with application/json body
func NewIdentityMakeDirsRequest(server string, uid IdentityUid, gid IdentityGid, body IdentityMakeDirsJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewIdentityMakeDirsRequestWithBody(server, uid, gid, "application/json", bodyReader)
}

// NewIdentityMakeDirsRequestWithBody constructs an http.Request for the IdentityMakeDirs method, with any body, and a specified content type
func NewIdentityMakeDirsRequestWithBody(server string, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/directories", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewIdentityListDirectoryRequest constructs an http.Request for the IdentityListDirectory method
func NewIdentityListDirectoryRequest(server string, uid IdentityUid, gid IdentityGid, params *IdentityListDirectoryParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/directories/list", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
			return nil, err
		} else {
			for _, qp := range strings.Split(queryFrag, "&") {
				rawQueryFragments = append(rawQueryFragments, qp)
			}
		}

		if params.Depth != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "depth", *params.Depth, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: "int32"}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIdentityRemoveFilesRequest constructs an http.Request for the IdentityRemoveFiles method
func NewIdentityRemoveFilesRequest(server string, uid IdentityUid, gid IdentityGid, params *IdentityRemoveFilesParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/files", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Path != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "array", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIdentityDownloadFileRequest constructs an http.Request for the IdentityDownloadFile method
func NewIdentityDownloadFileRequest(server string, uid IdentityUid, gid IdentityGid, params *IdentityDownloadFileParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/files/download", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
			return nil, err
		} else {
			for _, qp := range strings.Split(queryFrag, "&") {
				rawQueryFragments = append(rawQueryFragments, qp)
			}
		}

		if params.Offset != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "offset", *params.Offset, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if params.Limit != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "limit", *params.Limit, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	if params != nil {

		if params.Range != nil {
			var headerParam0 string

			headerParam0, err = runtime.StyleParamWithOptions("simple", false, "Range", *params.Range, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationHeader, Type: "string", Format: ""})
			if err != nil {
				return nil, err
			}

			req.Header.Set("Range", headerParam0)
		}

	}

	return req, nil
}

// NewIdentityGetFilesInfoRequest constructs an http.Request for the IdentityGetFilesInfo method
func NewIdentityGetFilesInfoRequest(server string, uid IdentityUid, gid IdentityGid, params *IdentityGetFilesInfoParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/files/info", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Path != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "array", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIdentityRenameFilesRequest calls the generic IdentityRenameFiles builder with application/json body
func NewIdentityRenameFilesRequest(server string, uid IdentityUid, gid IdentityGid, body IdentityRenameFilesJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewIdentityRenameFilesRequestWithBody(server, uid, gid, "application/json", bodyReader)
}

// NewIdentityRenameFilesRequestWithBody constructs an http.Request for the IdentityRenameFiles method, with any body, and a specified content type
func NewIdentityRenameFilesRequestWithBody(server string, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/files/mv", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewIdentityChmodFilesRequest calls the generic IdentityChmodFiles builder with application/json body
func NewIdentityChmodFilesRequest(server string, uid IdentityUid, gid IdentityGid, body IdentityChmodFilesJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewIdentityChmodFilesRequestWithBody(server, uid, gid, "application/json", bodyReader)
}

// NewIdentityChmodFilesRequestWithBody constructs an http.Request for the IdentityChmodFiles method, with any body, and a specified content type
func NewIdentityChmodFilesRequestWithBody(server string, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/files/permissions", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewIdentityReplaceContentRequest calls the generic IdentityReplaceContent builder with application/json body
func NewIdentityReplaceContentRequest(server string, uid IdentityUid, gid IdentityGid, params *IdentityReplaceContentParams, body IdentityReplaceContentJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewIdentityReplaceContentRequestWithBody(server, uid, gid, params, "application/json", bodyReader)
}

// NewIdentityReplaceContentRequestWithBody constructs an http.Request for the IdentityReplaceContent method, with any body, and a specified content type
func NewIdentityReplaceContentRequestWithBody(server string, uid IdentityUid, gid IdentityGid, params *IdentityReplaceContentParams, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/files/replace", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if params.Verbose != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "verbose", *params.Verbose, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "boolean", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewIdentitySearchFilesRequest constructs an http.Request for the IdentitySearchFiles method
func NewIdentitySearchFilesRequest(server string, uid IdentityUid, gid IdentityGid, params *IdentitySearchFilesParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/files/search", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	if params != nil {
		// queryValues collects non-styled parameters (passthrough, JSON)
		// that are safe to round-trip through url.Values.Encode().
		queryValues := queryURL.Query()
		// rawQueryFragments collects pre-encoded query fragments from
		// styled parameters, preserving literal commas as delimiters
		// per the OpenAPI spec (e.g. "color=blue,black,brown").
		var rawQueryFragments []string

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "path", params.Path, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
			return nil, err
		} else {
			for _, qp := range strings.Split(queryFrag, "&") {
				rawQueryFragments = append(rawQueryFragments, qp)
			}
		}

		if params.Pattern != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "pattern", *params.Pattern, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if encoded := queryValues.Encode(); encoded != "" {
			rawQueryFragments = append(rawQueryFragments, encoded)
		}
		queryURL.RawQuery = strings.Join(rawQueryFragments, "&")
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIdentityUploadFileRequestWithBody constructs an http.Request for the IdentityUploadFile method, with any body, and a specified content type
func NewIdentityUploadFileRequestWithBody(server string, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "uid", uid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "gid", gid, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: "int64"})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/filesystem/%s/%s/files/upload", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewIsolatedCapabilitiesRequest constructs an http.Request for the IsolatedCapabilities method
func NewIsolatedCapabilitiesRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/capabilities")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewCreateIsolatedSessionRequest constructs an http.Request for the CreateIsolatedSession method
func NewCreateIsolatedSessionRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewDeleteIsolatedSessionRequest constructs an http.Request for the DeleteIsolatedSession method
func NewDeleteIsolatedSessionRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetIsolatedSessionRequest constructs an http.Request for the GetIsolatedSession method
func NewGetIsolatedSessionRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedSessionCommitRequest constructs an http.Request for the IsolatedSessionCommit method
func NewIsolatedSessionCommitRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/commit", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedSessionDiffRequest constructs an http.Request for the IsolatedSessionDiff method
func NewIsolatedSessionDiffRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/diff", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedRemoveDirsRequest constructs an http.Request for the IsolatedRemoveDirs method
func NewIsolatedRemoveDirsRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/directories", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedMakeDirsRequest constructs an http.Request for the IsolatedMakeDirs method
func NewIsolatedMakeDirsRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/directories", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedListDirectoryRequest constructs an http.Request for the IsolatedListDirectory method
func NewIsolatedListDirectoryRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/directories/list", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedRemoveFilesRequest constructs an http.Request for the IsolatedRemoveFiles method
func NewIsolatedRemoveFilesRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/files", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedDownloadFileRequest constructs an http.Request for the IsolatedDownloadFile method
func NewIsolatedDownloadFileRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/files/download", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedGetFilesInfoRequest constructs an http.Request for the IsolatedGetFilesInfo method
func NewIsolatedGetFilesInfoRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/files/info", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedRenameFilesRequest constructs an http.Request for the IsolatedRenameFiles method
func NewIsolatedRenameFilesRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/files/mv", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedChmodFilesRequest constructs an http.Request for the IsolatedChmodFiles method
func NewIsolatedChmodFilesRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/files/permissions", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedReplaceContentRequest constructs an http.Request for the IsolatedReplaceContent method
func NewIsolatedReplaceContentRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/files/replace", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedSearchFilesRequest constructs an http.Request for the IsolatedSearchFiles method
func NewIsolatedSearchFilesRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/files/search", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewIsolatedUploadFileRequest constructs an http.Request for the IsolatedUploadFile method
func NewIsolatedUploadFileRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/files/upload", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewRunInIsolatedSessionRequest constructs an http.Request for the RunInIsolatedSession method
func NewRunInIsolatedSessionRequest(server string, sessionId IsolatedSessionId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/run", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetIsolatedRunStatusRequest constructs an http.Request for the GetIsolatedRunStatus method
func NewGetIsolatedRunStatusRequest(server string, sessionId IsolatedSessionId, runId IsolatedRunId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "runId", runId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/runs/%s", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetIsolatedRunLogsRequest constructs an http.Request for the GetIsolatedRunLogs method
func NewGetIsolatedRunLogsRequest(server string, sessionId IsolatedSessionId, runId IsolatedRunId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sessionId", sessionId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "runId", runId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/session/%s/runs/%s/logs", pathParam0, pathParam1)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewListIsolatedSessionsRequest constructs an http.Request for the ListIsolatedSessions method
func NewListIsolatedSessionsRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/v1/isolated/sessions")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

func (c *Client) applyEditors(ctx context.Context, req *http.Request, additionalEditors []RequestEditorFn) error {
	for _, r := range c.RequestEditors {
		if err := r(ctx, req); err != nil {
			return err
		}
	}
	for _, r := range additionalEditors {
		if err := r(ctx, req); err != nil {
			return err
		}
	}
	return nil
}

// ClientWithResponses builds on ClientInterface to offer response payloads
type ClientWithResponses struct {
	ClientInterface
}

// NewClientWithResponses creates a new ClientWithResponses, which wraps
// Client with return type handling
func NewClientWithResponses(server string, opts ...ClientOption) (*ClientWithResponses, error) {
	client, err := NewClient(server, opts...)
	if err != nil {
		return nil, err
	}
	return &ClientWithResponses{client}, nil
}

// WithBaseURL overrides the baseURL.
func WithBaseURL(baseURL string) ClientOption {
	return func(c *Client) error {
		newBaseURL, err := url.Parse(baseURL)
		if err != nil {
			return err
		}
		c.Server = newBaseURL.String()
		return nil
	}
}

// ClientWithResponsesInterface is the interface specification for the client with responses above.
type ClientWithResponsesInterface interface {

	// InterruptCodeWithResponse Interrupt running code
	//
	// Interrupts the execution currently running in a context (like Ctrl-C in a notebook).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /code (the `InterruptCode` operationId).
	InterruptCodeWithResponse(ctx context.Context, params *InterruptCodeParams, reqEditors ...RequestEditorFn) (*InterruptCodeResult, error)

	// RunCodeWithBodyWithResponse Run code
	//
	// Executes `code` and streams its output (see "Output streams"). With `context.id` the
	// code runs in that context; with only `context.language` it runs in that language's
	// default context (created on first use); without `context` it runs as a shell command.
	//
	// Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
	// `result`, `execution_count`, `status`, `ping`, ending with exactly one of
	// `execution_complete` or `error` (clients of upstream daemons should tolerate both).
	// `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
	// A context runs one execution at a time; concurrent calls wait their turn in arrival
	// order. `409` means the context's kernel died: delete the context and create a new one.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /code (the `RunCode` operationId).
	RunCodeWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*RunCodeResult, error)

	// RunCodeWithResponse Run code
	//
	// Executes `code` and streams its output (see "Output streams"). With `context.id` the
	// code runs in that context; with only `context.language` it runs in that language's
	// default context (created on first use); without `context` it runs as a shell command.
	//
	// Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
	// `result`, `execution_count`, `status`, `ping`, ending with exactly one of
	// `execution_complete` or `error` (clients of upstream daemons should tolerate both).
	// `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
	// A context runs one execution at a time; concurrent calls wait their turn in arrival
	// order. `409` means the context's kernel died: delete the context and create a new one.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /code (the `RunCode` operationId).
	RunCodeWithResponse(ctx context.Context, body RunCodeJSONRequestBody, reqEditors ...RequestEditorFn) (*RunCodeResult, error)

	// CreateCodeContextWithBodyWithResponse Create a code context
	//
	// Starts a new kernel session for a language and returns its id. Variables, imports and
	// definitions persist across `runCode` calls in the same context. Available languages
	// depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
	// `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /code/context (the `CreateCodeContext` operationId).
	CreateCodeContextWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreateCodeContextResult, error)

	// CreateCodeContextWithResponse Create a code context
	//
	// Starts a new kernel session for a language and returns its id. Variables, imports and
	// definitions persist across `runCode` calls in the same context. Available languages
	// depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
	// `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /code/context (the `CreateCodeContext` operationId).
	CreateCodeContextWithResponse(ctx context.Context, body CreateCodeContextJSONRequestBody, reqEditors ...RequestEditorFn) (*CreateCodeContextResult, error)

	// DeleteContextsByLanguageWithResponse Delete all code contexts of a language
	//
	// Shuts down every context of the given language and frees its kernel.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /code/contexts (the `DeleteContextsByLanguage` operationId).
	DeleteContextsByLanguageWithResponse(ctx context.Context, params *DeleteContextsByLanguageParams, reqEditors ...RequestEditorFn) (*DeleteContextsByLanguageResult, error)

	// ListContextsWithResponse List code contexts
	//
	// Lists existing contexts, all of them or those of one language.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /code/contexts (the `ListContexts` operationId).
	ListContextsWithResponse(ctx context.Context, params *ListContextsParams, reqEditors ...RequestEditorFn) (*ListContextsResult, error)

	// DeleteContextWithResponse Delete a code context
	//
	// Shuts down the context's kernel session and forgets the context.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /code/contexts/{context_id} (the `DeleteContext` operationId).
	DeleteContextWithResponse(ctx context.Context, contextId string, reqEditors ...RequestEditorFn) (*DeleteContextResult, error)

	// GetContextWithResponse Get a code context
	//
	// Returns one context; `404` (`CONTEXT_NOT_FOUND`) when it does not exist.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /code/contexts/{context_id} (the `GetContext` operationId).
	GetContextWithResponse(ctx context.Context, contextId string, reqEditors ...RequestEditorFn) (*GetContextResult, error)

	// InterruptCommandWithResponse Interrupt a command
	//
	// Sends SIGTERM to the command's process group and SIGKILL if it is still alive a few
	// seconds later. The command's stream then ends with an `error` event.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /command (the `InterruptCommand` operationId).
	InterruptCommandWithResponse(ctx context.Context, params *InterruptCommandParams, reqEditors ...RequestEditorFn) (*InterruptCommandResult, error)

	// RunCommandWithBodyWithResponse Run a shell command
	//
	// Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
	// and streams its output (see "Output streams").
	//
	// Foreground (default): `init` (its `text` is the command id), then `stdout` and
	// `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
	// exactly one of `execution_complete` (exit status 0) or `error` (`ename`
	// `CommandExecError`, `evalue` the exit status as a decimal string). The process is
	// killed when `timeout` expires; its `error` event then carries `timed_out: true`
	// (extension) and a traceback line saying so.
	//
	// Background (`background: true`): `init` then `execution_complete` immediately; the
	// process keeps running. Follow it with `getCommandStatus` and
	// `getBackgroundCommandLogs`.
	//
	// With `stdin: true` (extension) the process reads its standard input from a pipe fed
	// by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
	// `/dev/null`.
	//
	// A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /command (the `RunCommand` operationId).
	RunCommandWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*RunCommandResult, error)

	// RunCommandWithResponse Run a shell command
	//
	// Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
	// and streams its output (see "Output streams").
	//
	// Foreground (default): `init` (its `text` is the command id), then `stdout` and
	// `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
	// exactly one of `execution_complete` (exit status 0) or `error` (`ename`
	// `CommandExecError`, `evalue` the exit status as a decimal string). The process is
	// killed when `timeout` expires; its `error` event then carries `timed_out: true`
	// (extension) and a traceback line saying so.
	//
	// Background (`background: true`): `init` then `execution_complete` immediately; the
	// process keeps running. Follow it with `getCommandStatus` and
	// `getBackgroundCommandLogs`.
	//
	// With `stdin: true` (extension) the process reads its standard input from a pipe fed
	// by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
	// `/dev/null`.
	//
	// A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /command (the `RunCommand` operationId).
	RunCommandWithResponse(ctx context.Context, body RunCommandJSONRequestBody, reqEditors ...RequestEditorFn) (*RunCommandResult, error)

	// GetCommandStatusWithResponse Get a command's status
	//
	// Reports whether a command (foreground or background) is still running and how it ended.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /command/status/{id} (the `GetCommandStatus` operationId).
	GetCommandStatusWithResponse(ctx context.Context, id CommandId, reqEditors ...RequestEditorFn) (*GetCommandStatusResult, error)

	// FollowCommandOutputWithResponse Follow a background command's output as events
	//
	// Streams the output of a background command as an execution stream (see "Output
	// streams"): `init` (its `text` is the command id), then its `stdout` and `stderr` output
	// from `cursor` on (the same byte offset as `getBackgroundCommandLogs`; omit it to start
	// from the beginning), split into lines as for a foreground command (`partial` pieces
	// included), `ping` keep-alives while it is quiet, and once the command has ended and its
	// output has been sent, exactly one of `execution_complete` (exit status 0) or `error`
	// (`CommandExecError` with the exit status, `timed_out` when it hit its timeout). For a
	// command that has already ended the stream replays what its log still holds and ends.
	//
	// A client that reads slower than the command writes never slows the command down: the
	// stream reads from the command's log (the last 8 MiB), so output dropped from the log
	// before the client got to it is skipped. Disconnecting ends the stream, not the command.
	// `409` (`CONFLICT`): the command runs in the foreground (its output is in its own stream).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /command/{id}/events (the `FollowCommandOutput` operationId).
	FollowCommandOutputWithResponse(ctx context.Context, id CommandId, params *FollowCommandOutputParams, reqEditors ...RequestEditorFn) (*FollowCommandOutputResult, error)

	// GetBackgroundCommandLogsWithResponse Read a background command's output
	//
	// Returns the combined stdout and stderr of a background command as plain text, from
	// `cursor` (or from the start) up to what has been written so far. The response header
	// `EXECD-COMMANDS-TAIL-CURSOR` holds the cursor to pass on the next call to receive only
	// newer output. Treat the cursor as opaque: this daemon (like upstream's implementation)
	// uses a byte offset, while upstream's specification speaks of lines.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /command/{id}/logs (the `GetBackgroundCommandLogs` operationId).
	GetBackgroundCommandLogsWithResponse(ctx context.Context, id CommandId, params *GetBackgroundCommandLogsParams, reqEditors ...RequestEditorFn) (*GetBackgroundCommandLogsResult, error)

	// CloseCommandStdinWithResponse Close a command's stdin
	//
	// Closes the command's standard input, so that it reads end-of-file. Closing an already
	// closed stdin, or that of a finished command, is a no-op. `404` (`COMMAND_NOT_FOUND`):
	// unknown command; `409` (`CONFLICT`): it was not started with `stdin: true`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /command/{id}/stdin (the `CloseCommandStdin` operationId).
	CloseCommandStdinWithResponse(ctx context.Context, id CommandId, reqEditors ...RequestEditorFn) (*CloseCommandStdinResult, error)

	// WriteCommandStdinWithBodyWithResponse Write to a command's stdin
	//
	// Appends the request body, byte for byte, to the standard input of a command started
	// with `stdin: true`. Writes are delivered in the order the daemon receives them. Returns
	// once the bytes have been handed to the pipe.
	//
	// `404` (`COMMAND_NOT_FOUND`): unknown command. `409` (`CONFLICT`): the command has
	// finished, its stdin has been closed, or it was not started with `stdin: true`.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /command/{id}/stdin (the `WriteCommandStdin` operationId).
	WriteCommandStdinWithBodyWithResponse(ctx context.Context, id CommandId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*WriteCommandStdinResult, error)

	// ListCommandsWithResponse List commands
	//
	// Lists the commands this daemon knows, foreground and background, oldest first: those
	// running and those that ended within the last hour (at most 1,000 are kept). With
	// `running=true` only the running ones.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /commands (the `ListCommands` operationId).
	ListCommandsWithResponse(ctx context.Context, params *ListCommandsParams, reqEditors ...RequestEditorFn) (*ListCommandsResult, error)

	// RemoveDirsWithResponse Delete directories
	//
	// Deletes each directory with everything in it (like `rm -rf`).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /directories (the `RemoveDirs` operationId).
	RemoveDirsWithResponse(ctx context.Context, params *RemoveDirsParams, reqEditors ...RequestEditorFn) (*RemoveDirsResult, error)

	// MakeDirsWithBodyWithResponse Create directories
	//
	// Creates each directory in the body, with missing parents (like `mkdir -p`), and applies
	// its mode and ownership. Existing directories are not an error.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /directories (the `MakeDirs` operationId).
	MakeDirsWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*MakeDirsResult, error)

	// MakeDirsWithResponse Create directories
	//
	// Creates each directory in the body, with missing parents (like `mkdir -p`), and applies
	// its mode and ownership. Existing directories are not an error.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /directories (the `MakeDirs` operationId).
	MakeDirsWithResponse(ctx context.Context, body MakeDirsJSONRequestBody, reqEditors ...RequestEditorFn) (*MakeDirsResult, error)

	// ListDirectoryWithResponse List a directory
	//
	// Lists the entries below `path`, down to `depth` levels (`1`: direct children only);
	// `path` itself is not included. Within each directory entries come in lexical order of
	// their names, each directory's descendants right after it. Symbolic links are reported
	// as `type: symlink` and never followed; if `path` itself is a symbolic link the request
	// yields `400`.
	//
	// Like `searchFiles`, the array is sent while the walk runs; a connection that ends before
	// the closing `]` means the listing was interrupted.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /directories/list (the `ListDirectory` operationId).
	ListDirectoryWithResponse(ctx context.Context, params *ListDirectoryParams, reqEditors ...RequestEditorFn) (*ListDirectoryResult, error)

	// RemoveFilesWithResponse Delete files
	//
	// Deletes the given files. Directories are not removed here; use `removeDirs`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /files (the `RemoveFiles` operationId).
	RemoveFilesWithResponse(ctx context.Context, params *RemoveFilesParams, reqEditors ...RequestEditorFn) (*RemoveFilesResult, error)

	// DownloadFileWithResponse Download a file
	//
	// Returns a file's content.
	//
	// - Whole file: `200`, `application/octet-stream`, with `Content-Disposition: attachment`
	//   (non-ASCII names encoded per RFC 5987) and `Content-Length`.
	// - Byte range: send a single-range `Range: bytes=first-last` header (also
	//   `bytes=first-` and `bytes=-suffix`) to get `206` with `Content-Range`. A range
	//   outside the file yields `416` with `Content-Range: bytes */{size}`. A header with
	//   several ranges is ignored (whole file, `200`).
	// - Lines: `offset` (1-based first line) and/or `limit` (line count) return those lines
	//   as `text/plain`, as upstream does: each without its terminator (`\n` or `\r\n`),
	//   joined by `\n`, with no newline after the last. They cannot be combined with `Range`
	//   (`400`).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /files/download (the `DownloadFile` operationId).
	DownloadFileWithResponse(ctx context.Context, params *DownloadFileParams, reqEditors ...RequestEditorFn) (*DownloadFileResult, error)

	// GetFilesInfoWithResponse Get file metadata
	//
	// Returns the metadata of each requested path, keyed by the path as given. Fails with
	// `404` (`FILE_NOT_FOUND`) if any path does not exist.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /files/info (the `GetFilesInfo` operationId).
	GetFilesInfoWithResponse(ctx context.Context, params *GetFilesInfoParams, reqEditors ...RequestEditorFn) (*GetFilesInfoResult, error)

	// RenameFilesWithBodyWithResponse Move or rename files
	//
	// Moves each `src` to `dest`, in order. The destination's parent directory must exist.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /files/mv (the `RenameFiles` operationId).
	RenameFilesWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*RenameFilesResult, error)

	// RenameFilesWithResponse Move or rename files
	//
	// Moves each `src` to `dest`, in order. The destination's parent directory must exist.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /files/mv (the `RenameFiles` operationId).
	RenameFilesWithResponse(ctx context.Context, body RenameFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*RenameFilesResult, error)

	// ChmodFilesWithBodyWithResponse Change mode and ownership of files
	//
	// Applies a mode and optionally an owner and group to each path in the body.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /files/permissions (the `ChmodFiles` operationId).
	ChmodFilesWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*ChmodFilesResult, error)

	// ChmodFilesWithResponse Change mode and ownership of files
	//
	// Applies a mode and optionally an owner and group to each path in the body.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /files/permissions (the `ChmodFiles` operationId).
	ChmodFilesWithResponse(ctx context.Context, body ChmodFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*ChmodFilesResult, error)

	// ReplaceContentWithBodyWithResponse Replace text in files
	//
	// In each file named in the body, replaces every occurrence of `old` by `new`, keeping
	// the file's mode. Without `verbose` the response body is empty; with `verbose=true` it
	// reports how many occurrences were replaced per file.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /files/replace (the `ReplaceContent` operationId).
	ReplaceContentWithBodyWithResponse(ctx context.Context, params *ReplaceContentParams, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*ReplaceContentResult, error)

	// ReplaceContentWithResponse Replace text in files
	//
	// In each file named in the body, replaces every occurrence of `old` by `new`, keeping
	// the file's mode. Without `verbose` the response body is empty; with `verbose=true` it
	// reports how many occurrences were replaced per file.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /files/replace (the `ReplaceContent` operationId).
	ReplaceContentWithResponse(ctx context.Context, params *ReplaceContentParams, body ReplaceContentJSONRequestBody, reqEditors ...RequestEditorFn) (*ReplaceContentResult, error)

	// SearchFilesWithResponse Find files by glob
	//
	// Walks the directory tree below `path` and returns the files (not directories) whose
	// name matches `pattern`.
	//
	// The array is sent while the walk runs (chunked), so an answer starts at once and a big
	// tree is never held in memory; errors about `path` itself come before it as usual. A
	// connection that ends before the closing `]` means the walk was interrupted: the answer
	// is incomplete, not empty.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /files/search (the `SearchFiles` operationId).
	SearchFilesWithResponse(ctx context.Context, params *SearchFilesParams, reqEditors ...RequestEditorFn) (*SearchFilesResult, error)

	// UploadFileWithBodyWithResponse Upload files
	//
	// Writes one or more files. The multipart body holds, for each file, a `metadata` part
	// (a JSON `FileMetadata`, content type `application/json`) and a `file` part (the
	// content). The n-th `metadata` part describes the n-th `file` part; unequal counts yield
	// `400`. `metadata` parts are accepted both as plain fields and as file parts (SDKs send
	// them as file parts). Missing parent directories are created; existing files are
	// overwritten. Each file is fully written and synced before the response is sent.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /files/upload (the `UploadFile` operationId).
	UploadFileWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*UploadFileResult, error)

	// WatchFilesWithResponse Watch a directory for changes
	//
	// Streams changes below the directory `path` as `FileWatchEvent` objects, written as for
	// execution streams (one JSON object per line followed by an empty line; see "Output
	// streams"): first `ready` once the watch is in place (changes before it are not
	// reported), then `create`, `write` and `remove` events naming the changed path, and
	// `ping` every few seconds while nothing changes. With `recursive=true` (default)
	// subdirectories are watched too, including ones created later. Each event says what the
	// daemon found when it looked at the path: an entry created and removed again within a
	// few milliseconds may go unreported, and entries created in a new subdirectory before
	// its watch is in place are not reported one by one.
	//
	// The stream runs until the client disconnects, which ends the watch. A client that
	// reads slower than changes happen gets at most 10,000 queued events; beyond that they
	// are dropped and one `overflow` event says so. A daemon holds at most 64 watches at a
	// time: one more is refused with `503` (`SERVICE_UNAVAILABLE`). `path` must be an
	// existing directory: `404` (`FILE_NOT_FOUND`) otherwise, `400` (`INVALID_FILE`) for a
	// file.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /files/watch (the `WatchFiles` operationId).
	WatchFilesWithResponse(ctx context.Context, params *WatchFilesParams, reqEditors ...RequestEditorFn) (*WatchFilesResult, error)

	// ClaimSandboxWithBodyWithResponse Hand a pooled sandbox over to its tenant (server-to-execd)
	//
	// Called once by the lifecycle server when it serves a create request from a warm pool:
	// the sandbox was started ahead of time with a token of its pool, and is now handed to
	// the request. Authorized by the token execd holds now (the pool's). On success execd
	// accepts only `token` from then on (the pool's token is refused with `401`), and every
	// command, session, PTY, code context and file worker started afterwards gets the
	// sandbox's environment with `unset` removed and `env` added. The new token and
	// environment survive a restart of execd inside the sandbox. A second claim answers
	// `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
	// processes' environments but `env`; the token never does.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /internal/claim (the `ClaimSandbox` operationId).
	ClaimSandboxWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*ClaimSandboxResult, error)

	// ClaimSandboxWithResponse Hand a pooled sandbox over to its tenant (server-to-execd)
	//
	// Called once by the lifecycle server when it serves a create request from a warm pool:
	// the sandbox was started ahead of time with a token of its pool, and is now handed to
	// the request. Authorized by the token execd holds now (the pool's). On success execd
	// accepts only `token` from then on (the pool's token is refused with `401`), and every
	// command, session, PTY, code context and file worker started afterwards gets the
	// sandbox's environment with `unset` removed and `env` added. The new token and
	// environment survive a restart of execd inside the sandbox. A second claim answers
	// `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
	// processes' environments but `env`; the token never does.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /internal/claim (the `ClaimSandbox` operationId).
	ClaimSandboxWithResponse(ctx context.Context, body ClaimSandboxJSONRequestBody, reqEditors ...RequestEditorFn) (*ClaimSandboxResult, error)

	// GetMetricsWithResponse Get resource usage
	//
	// Returns current CPU and memory figures of the sandbox.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /metrics (the `GetMetrics` operationId).
	GetMetricsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*GetMetricsResult, error)

	// WatchMetricsWithResponse Stream resource usage
	//
	// Streams a `Metrics` object about once per second until the client disconnects. Each
	// object is one JSON line terminated by a newline (upstream writes no empty line in
	// between); clients should also accept empty lines and `data:`-prefixed lines.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /metrics/watch (the `WatchMetrics` operationId).
	WatchMetricsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*WatchMetricsResult, error)

	// PingWithResponse Check that the daemon is up
	//
	// Answers `200` with an empty body once the daemon serves requests. SDKs poll it after
	// creating a sandbox to learn when the sandbox is usable. Like every other operation it
	// requires `X-EXECD-ACCESS-TOKEN`, so a `200` also proves the token is right.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /ping (the `Ping` operationId).
	PingWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*PingResult, error)

	// ListPtysWithResponse List terminals
	//
	// Lists all terminal sessions, running and exited, oldest first.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /pty (the `ListPtys` operationId).
	ListPtysWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*ListPtysResult, error)

	// CreatePtyWithBodyWithResponse Start a terminal
	//
	// Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
	// The process starts immediately; output produced before a client attaches is kept for
	// replay. `TERM` defaults to `xterm-256color` unless set in `env`.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /pty (the `CreatePty` operationId).
	CreatePtyWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreatePtyResult, error)

	// CreatePtyWithResponse Start a terminal
	//
	// Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
	// The process starts immediately; output produced before a client attaches is kept for
	// replay. `TERM` defaults to `xterm-256color` unless set in `env`.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /pty (the `CreatePty` operationId).
	CreatePtyWithResponse(ctx context.Context, body CreatePtyJSONRequestBody, reqEditors ...RequestEditorFn) (*CreatePtyResult, error)

	// DeletePtyWithResponse Kill and remove a terminal
	//
	// Hangs up the terminal (SIGHUP to its process group, SIGKILL shortly after if still
	// alive), closes attached WebSockets and forgets the session.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /pty/{id} (the `DeletePty` operationId).
	DeletePtyWithResponse(ctx context.Context, id PtyId, reqEditors ...RequestEditorFn) (*DeletePtyResult, error)

	// GetPtyWithResponse Get a terminal
	//
	// Returns one terminal session. An exited session stays listed, with its `exit_code`, until deleted.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /pty/{id} (the `GetPty` operationId).
	GetPtyWithResponse(ctx context.Context, id PtyId, reqEditors ...RequestEditorFn) (*GetPtyResult, error)

	// ResizePtyWithBodyWithResponse Resize a terminal
	//
	// Sets the terminal size (the process receives SIGWINCH). Same effect as a `resize`
	// message on the WebSocket. `409` when the process has exited.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /pty/{id}/resize (the `ResizePty` operationId).
	ResizePtyWithBodyWithResponse(ctx context.Context, id PtyId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*ResizePtyResult, error)

	// ResizePtyWithResponse Resize a terminal
	//
	// Sets the terminal size (the process receives SIGWINCH). Same effect as a `resize`
	// message on the WebSocket. `409` when the process has exited.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /pty/{id}/resize (the `ResizePty` operationId).
	ResizePtyWithResponse(ctx context.Context, id PtyId, body ResizePtyJSONRequestBody, reqEditors ...RequestEditorFn) (*ResizePtyResult, error)

	// CreateSessionWithBodyWithResponse Create a shell session
	//
	// Creates a shell session backed by one long-lived shell (bash, else sh): its working
	// directory, variables (exported or not), functions, aliases and background jobs carry
	// over from one `runInSession` call to the next. The body is optional; `{}` and an empty
	// body mean defaults.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /session (the `CreateSession` operationId).
	CreateSessionWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreateSessionResult, error)

	// CreateSessionWithResponse Create a shell session
	//
	// Creates a shell session backed by one long-lived shell (bash, else sh): its working
	// directory, variables (exported or not), functions, aliases and background jobs carry
	// over from one `runInSession` call to the next. The body is optional; `{}` and an empty
	// body mean defaults.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /session (the `CreateSession` operationId).
	CreateSessionWithResponse(ctx context.Context, body CreateSessionJSONRequestBody, reqEditors ...RequestEditorFn) (*CreateSessionResult, error)

	// DeleteSessionWithResponse Delete a shell session
	//
	// Ends the session, stopping a command it is running. Unknown ids yield `404` (`SESSION_NOT_FOUND`).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /session/{sessionId} (the `DeleteSession` operationId).
	DeleteSessionWithResponse(ctx context.Context, sessionId SessionId, reqEditors ...RequestEditorFn) (*DeleteSessionResult, error)

	// RunInSessionWithBodyWithResponse Run a command in a shell session
	//
	// Runs `command` in the session and streams its output (see "Output streams"): `init`
	// (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
	// `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
	// the exit status). A session runs one command at a time; concurrent calls wait their turn
	// in arrival order (`init` is sent at once, output follows when the run starts) and
	// `timeout` counts from the start of the run. A timeout or a client that disconnects
	// interrupts the running command, not the session.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /session/{sessionId}/run (the `RunInSession` operationId).
	RunInSessionWithBodyWithResponse(ctx context.Context, sessionId SessionId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*RunInSessionResult, error)

	// RunInSessionWithResponse Run a command in a shell session
	//
	// Runs `command` in the session and streams its output (see "Output streams"): `init`
	// (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
	// `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
	// the exit status). A session runs one command at a time; concurrent calls wait their turn
	// in arrival order (`init` is sent at once, output follows when the run starts) and
	// `timeout` counts from the start of the run. A timeout or a client that disconnects
	// interrupts the running command, not the session.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /session/{sessionId}/run (the `RunInSession` operationId).
	RunInSessionWithResponse(ctx context.Context, sessionId SessionId, body RunInSessionJSONRequestBody, reqEditors ...RequestEditorFn) (*RunInSessionResult, error)

	// IdentityRemoveDirsWithResponse Delete directories as a given user
	//
	// `removeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `removeDirs`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /v1/filesystem/{uid}/{gid}/directories (the `IdentityRemoveDirs` operationId).
	IdentityRemoveDirsWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityRemoveDirsParams, reqEditors ...RequestEditorFn) (*IdentityRemoveDirsResult, error)

	// IdentityMakeDirsWithBodyWithResponse Create directories as a given user
	//
	// `makeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `makeDirs`.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/directories (the `IdentityMakeDirs` operationId).
	IdentityMakeDirsWithBodyWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*IdentityMakeDirsResult, error)

	// IdentityMakeDirsWithResponse Create directories as a given user
	//
	// `makeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `makeDirs`.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/directories (the `IdentityMakeDirs` operationId).
	IdentityMakeDirsWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityMakeDirsJSONRequestBody, reqEditors ...RequestEditorFn) (*IdentityMakeDirsResult, error)

	// IdentityListDirectoryWithResponse List a directory as a given user
	//
	// `listDirectory` performed with the credentials of user id `uid` and group id `gid` instead of
	// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
	// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `listDirectory`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/filesystem/{uid}/{gid}/directories/list (the `IdentityListDirectory` operationId).
	IdentityListDirectoryWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityListDirectoryParams, reqEditors ...RequestEditorFn) (*IdentityListDirectoryResult, error)

	// IdentityRemoveFilesWithResponse Delete files as a given user
	//
	// `removeFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `removeFiles`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /v1/filesystem/{uid}/{gid}/files (the `IdentityRemoveFiles` operationId).
	IdentityRemoveFilesWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityRemoveFilesParams, reqEditors ...RequestEditorFn) (*IdentityRemoveFilesResult, error)

	// IdentityDownloadFileWithResponse Download a file as a given user
	//
	// `downloadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `downloadFile`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/download (the `IdentityDownloadFile` operationId).
	IdentityDownloadFileWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityDownloadFileParams, reqEditors ...RequestEditorFn) (*IdentityDownloadFileResult, error)

	// IdentityGetFilesInfoWithResponse Get file metadata as a given user
	//
	// `getFilesInfo` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `getFilesInfo`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/info (the `IdentityGetFilesInfo` operationId).
	IdentityGetFilesInfoWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityGetFilesInfoParams, reqEditors ...RequestEditorFn) (*IdentityGetFilesInfoResult, error)

	// IdentityRenameFilesWithBodyWithResponse Move or rename files as a given user
	//
	// `renameFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `renameFiles`.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/mv (the `IdentityRenameFiles` operationId).
	IdentityRenameFilesWithBodyWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*IdentityRenameFilesResult, error)

	// IdentityRenameFilesWithResponse Move or rename files as a given user
	//
	// `renameFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `renameFiles`.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/mv (the `IdentityRenameFiles` operationId).
	IdentityRenameFilesWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityRenameFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*IdentityRenameFilesResult, error)

	// IdentityChmodFilesWithBodyWithResponse Change mode and ownership of files as a given user
	//
	// `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `chmodFiles`.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/permissions (the `IdentityChmodFiles` operationId).
	IdentityChmodFilesWithBodyWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*IdentityChmodFilesResult, error)

	// IdentityChmodFilesWithResponse Change mode and ownership of files as a given user
	//
	// `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `chmodFiles`.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/permissions (the `IdentityChmodFiles` operationId).
	IdentityChmodFilesWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityChmodFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*IdentityChmodFilesResult, error)

	// IdentityReplaceContentWithBodyWithResponse Replace text in files as a given user
	//
	// `replaceContent` performed with the credentials of user id `uid` and group id `gid` instead of
	// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
	// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `replaceContent`.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/replace (the `IdentityReplaceContent` operationId).
	IdentityReplaceContentWithBodyWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityReplaceContentParams, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*IdentityReplaceContentResult, error)

	// IdentityReplaceContentWithResponse Replace text in files as a given user
	//
	// `replaceContent` performed with the credentials of user id `uid` and group id `gid` instead of
	// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
	// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `replaceContent`.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/replace (the `IdentityReplaceContent` operationId).
	IdentityReplaceContentWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityReplaceContentParams, body IdentityReplaceContentJSONRequestBody, reqEditors ...RequestEditorFn) (*IdentityReplaceContentResult, error)

	// IdentitySearchFilesWithResponse Find files by glob as a given user
	//
	// `searchFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `searchFiles`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/search (the `IdentitySearchFiles` operationId).
	IdentitySearchFilesWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentitySearchFilesParams, reqEditors ...RequestEditorFn) (*IdentitySearchFilesResult, error)

	// IdentityUploadFileWithBodyWithResponse Upload files as a given user
	//
	// `uploadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
	// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
	// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
	// denied`). Same parameters, body and answers as `uploadFile`.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/upload (the `IdentityUploadFile` operationId).
	IdentityUploadFileWithBodyWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*IdentityUploadFileResult, error)

	// IsolatedCapabilitiesWithResponse What namespace isolation this sandbox offers
	//
	// Always `200`. This daemon answers `available: false` with the reason in `message`: see
	// the IsolatedExecution tag.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/isolated/capabilities (the `IsolatedCapabilities` operationId).
	IsolatedCapabilitiesWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*IsolatedCapabilitiesResult, error)

	// CreateIsolatedSessionWithResponse Create an isolated shell session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/isolated/session (the `CreateIsolatedSession` operationId).
	CreateIsolatedSessionWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*CreateIsolatedSessionResult, error)

	// DeleteIsolatedSessionWithResponse Delete an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /v1/isolated/session/{sessionId} (the `DeleteIsolatedSession` operationId).
	DeleteIsolatedSessionWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*DeleteIsolatedSessionResult, error)

	// GetIsolatedSessionWithResponse Get an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId} (the `GetIsolatedSession` operationId).
	GetIsolatedSessionWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*GetIsolatedSessionResult, error)

	// IsolatedSessionCommitWithResponse Commit an isolated session's changes
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/commit (the `IsolatedSessionCommit` operationId).
	IsolatedSessionCommitWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedSessionCommitResult, error)

	// IsolatedSessionDiffWithResponse Changes made in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/diff (the `IsolatedSessionDiff` operationId).
	IsolatedSessionDiffWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedSessionDiffResult, error)

	// IsolatedRemoveDirsWithResponse Delete directories in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /v1/isolated/session/{sessionId}/directories (the `IsolatedRemoveDirs` operationId).
	IsolatedRemoveDirsWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedRemoveDirsResult, error)

	// IsolatedMakeDirsWithResponse Create directories in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/directories (the `IsolatedMakeDirs` operationId).
	IsolatedMakeDirsWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedMakeDirsResult, error)

	// IsolatedListDirectoryWithResponse List a directory in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/directories/list (the `IsolatedListDirectory` operationId).
	IsolatedListDirectoryWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedListDirectoryResult, error)

	// IsolatedRemoveFilesWithResponse Delete files in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /v1/isolated/session/{sessionId}/files (the `IsolatedRemoveFiles` operationId).
	IsolatedRemoveFilesWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedRemoveFilesResult, error)

	// IsolatedDownloadFileWithResponse Download a file from an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/files/download (the `IsolatedDownloadFile` operationId).
	IsolatedDownloadFileWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedDownloadFileResult, error)

	// IsolatedGetFilesInfoWithResponse File metadata in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/files/info (the `IsolatedGetFilesInfo` operationId).
	IsolatedGetFilesInfoWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedGetFilesInfoResult, error)

	// IsolatedRenameFilesWithResponse Move files in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/files/mv (the `IsolatedRenameFiles` operationId).
	IsolatedRenameFilesWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedRenameFilesResult, error)

	// IsolatedChmodFilesWithResponse Change modes in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/files/permissions (the `IsolatedChmodFiles` operationId).
	IsolatedChmodFilesWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedChmodFilesResult, error)

	// IsolatedReplaceContentWithResponse Replace text in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/files/replace (the `IsolatedReplaceContent` operationId).
	IsolatedReplaceContentWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedReplaceContentResult, error)

	// IsolatedSearchFilesWithResponse Find files in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/files/search (the `IsolatedSearchFiles` operationId).
	IsolatedSearchFilesWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedSearchFilesResult, error)

	// IsolatedUploadFileWithResponse Upload files into an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/files/upload (the `IsolatedUploadFile` operationId).
	IsolatedUploadFileWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedUploadFileResult, error)

	// RunInIsolatedSessionWithResponse Run code in an isolated session
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /v1/isolated/session/{sessionId}/run (the `RunInIsolatedSession` operationId).
	RunInIsolatedSessionWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*RunInIsolatedSessionResult, error)

	// GetIsolatedRunStatusWithResponse Status of a background run
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/runs/{runId} (the `GetIsolatedRunStatus` operationId).
	GetIsolatedRunStatusWithResponse(ctx context.Context, sessionId IsolatedSessionId, runId IsolatedRunId, reqEditors ...RequestEditorFn) (*GetIsolatedRunStatusResult, error)

	// GetIsolatedRunLogsWithResponse Logs of a background run
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/isolated/session/{sessionId}/runs/{runId}/logs (the `GetIsolatedRunLogs` operationId).
	GetIsolatedRunLogsWithResponse(ctx context.Context, sessionId IsolatedSessionId, runId IsolatedRunId, reqEditors ...RequestEditorFn) (*GetIsolatedRunLogsResult, error)

	// ListIsolatedSessionsWithResponse List isolated sessions
	//
	// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /v1/isolated/sessions (the `ListIsolatedSessions` operationId).
	ListIsolatedSessionsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*ListIsolatedSessionsResult, error)
}

// InterruptCodeResult200Headers the declared response headers of an HTTP 200 response for InterruptCode
type InterruptCodeResult200Headers struct {
	XRequestID *string
}

// InterruptCodeResult400Headers the declared response headers of an HTTP 400 response for InterruptCode
type InterruptCodeResult400Headers struct {
	XRequestID *string
}

// InterruptCodeResult401Headers the declared response headers of an HTTP 401 response for InterruptCode
type InterruptCodeResult401Headers struct {
	XRequestID *string
}

// InterruptCodeResult404Headers the declared response headers of an HTTP 404 response for InterruptCode
type InterruptCodeResult404Headers struct {
	XRequestID *string
}

// InterruptCodeResult500Headers the declared response headers of an HTTP 500 response for InterruptCode
type InterruptCodeResult500Headers struct {
	XRequestID *string
}

type InterruptCodeResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *InterruptCodeResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *InterruptCodeResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *InterruptCodeResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *InterruptCodeResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *InterruptCodeResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r InterruptCodeResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r InterruptCodeResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r InterruptCodeResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r InterruptCodeResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r InterruptCodeResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r InterruptCodeResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r InterruptCodeResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r InterruptCodeResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// RunCodeResult200Headers the declared response headers of an HTTP 200 response for RunCode
type RunCodeResult200Headers struct {
	CacheControl    *string
	XAccelBuffering *string
	XRequestID      *string
}

// RunCodeResult400Headers the declared response headers of an HTTP 400 response for RunCode
type RunCodeResult400Headers struct {
	XRequestID *string
}

// RunCodeResult401Headers the declared response headers of an HTTP 401 response for RunCode
type RunCodeResult401Headers struct {
	XRequestID *string
}

// RunCodeResult404Headers the declared response headers of an HTTP 404 response for RunCode
type RunCodeResult404Headers struct {
	XRequestID *string
}

// RunCodeResult409Headers the declared response headers of an HTTP 409 response for RunCode
type RunCodeResult409Headers struct {
	XRequestID *string
}

// RunCodeResult500Headers the declared response headers of an HTTP 500 response for RunCode
type RunCodeResult500Headers struct {
	XRequestID *string
}

type RunCodeResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *RunCodeResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *RunCodeResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *RunCodeResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *RunCodeResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *RunCodeResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *RunCodeResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r RunCodeResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r RunCodeResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r RunCodeResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r RunCodeResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r RunCodeResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r RunCodeResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r RunCodeResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r RunCodeResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r RunCodeResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// CreateCodeContextResult200Headers the declared response headers of an HTTP 200 response for CreateCodeContext
type CreateCodeContextResult200Headers struct {
	XRequestID *string
}

// CreateCodeContextResult400Headers the declared response headers of an HTTP 400 response for CreateCodeContext
type CreateCodeContextResult400Headers struct {
	XRequestID *string
}

// CreateCodeContextResult401Headers the declared response headers of an HTTP 401 response for CreateCodeContext
type CreateCodeContextResult401Headers struct {
	XRequestID *string
}

// CreateCodeContextResult500Headers the declared response headers of an HTTP 500 response for CreateCodeContext
type CreateCodeContextResult500Headers struct {
	XRequestID *string
}

type CreateCodeContextResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *CodeContext
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *CreateCodeContextResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *CreateCodeContextResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *CreateCodeContextResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *CreateCodeContextResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r CreateCodeContextResult) GetJSON200() *CodeContext {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r CreateCodeContextResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r CreateCodeContextResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r CreateCodeContextResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r CreateCodeContextResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r CreateCodeContextResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r CreateCodeContextResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r CreateCodeContextResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// DeleteContextsByLanguageResult200Headers the declared response headers of an HTTP 200 response for DeleteContextsByLanguage
type DeleteContextsByLanguageResult200Headers struct {
	XRequestID *string
}

// DeleteContextsByLanguageResult400Headers the declared response headers of an HTTP 400 response for DeleteContextsByLanguage
type DeleteContextsByLanguageResult400Headers struct {
	XRequestID *string
}

// DeleteContextsByLanguageResult401Headers the declared response headers of an HTTP 401 response for DeleteContextsByLanguage
type DeleteContextsByLanguageResult401Headers struct {
	XRequestID *string
}

// DeleteContextsByLanguageResult500Headers the declared response headers of an HTTP 500 response for DeleteContextsByLanguage
type DeleteContextsByLanguageResult500Headers struct {
	XRequestID *string
}

type DeleteContextsByLanguageResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *DeleteContextsByLanguageResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *DeleteContextsByLanguageResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *DeleteContextsByLanguageResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *DeleteContextsByLanguageResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r DeleteContextsByLanguageResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r DeleteContextsByLanguageResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r DeleteContextsByLanguageResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r DeleteContextsByLanguageResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r DeleteContextsByLanguageResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r DeleteContextsByLanguageResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r DeleteContextsByLanguageResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ListContextsResult200Headers the declared response headers of an HTTP 200 response for ListContexts
type ListContextsResult200Headers struct {
	XRequestID *string
}

// ListContextsResult400Headers the declared response headers of an HTTP 400 response for ListContexts
type ListContextsResult400Headers struct {
	XRequestID *string
}

// ListContextsResult401Headers the declared response headers of an HTTP 401 response for ListContexts
type ListContextsResult401Headers struct {
	XRequestID *string
}

// ListContextsResult500Headers the declared response headers of an HTTP 500 response for ListContexts
type ListContextsResult500Headers struct {
	XRequestID *string
}

type ListContextsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *[]CodeContext
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *ListContextsResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ListContextsResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ListContextsResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ListContextsResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r ListContextsResult) GetJSON200() *[]CodeContext {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ListContextsResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ListContextsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ListContextsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ListContextsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ListContextsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ListContextsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ListContextsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// DeleteContextResult200Headers the declared response headers of an HTTP 200 response for DeleteContext
type DeleteContextResult200Headers struct {
	XRequestID *string
}

// DeleteContextResult400Headers the declared response headers of an HTTP 400 response for DeleteContext
type DeleteContextResult400Headers struct {
	XRequestID *string
}

// DeleteContextResult401Headers the declared response headers of an HTTP 401 response for DeleteContext
type DeleteContextResult401Headers struct {
	XRequestID *string
}

// DeleteContextResult404Headers the declared response headers of an HTTP 404 response for DeleteContext
type DeleteContextResult404Headers struct {
	XRequestID *string
}

// DeleteContextResult500Headers the declared response headers of an HTTP 500 response for DeleteContext
type DeleteContextResult500Headers struct {
	XRequestID *string
}

type DeleteContextResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *DeleteContextResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *DeleteContextResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *DeleteContextResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *DeleteContextResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *DeleteContextResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r DeleteContextResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r DeleteContextResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r DeleteContextResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r DeleteContextResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r DeleteContextResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r DeleteContextResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r DeleteContextResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r DeleteContextResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetContextResult200Headers the declared response headers of an HTTP 200 response for GetContext
type GetContextResult200Headers struct {
	XRequestID *string
}

// GetContextResult400Headers the declared response headers of an HTTP 400 response for GetContext
type GetContextResult400Headers struct {
	XRequestID *string
}

// GetContextResult401Headers the declared response headers of an HTTP 401 response for GetContext
type GetContextResult401Headers struct {
	XRequestID *string
}

// GetContextResult404Headers the declared response headers of an HTTP 404 response for GetContext
type GetContextResult404Headers struct {
	XRequestID *string
}

// GetContextResult500Headers the declared response headers of an HTTP 500 response for GetContext
type GetContextResult500Headers struct {
	XRequestID *string
}

type GetContextResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *CodeContext
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetContextResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *GetContextResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetContextResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *GetContextResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetContextResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetContextResult) GetJSON200() *CodeContext {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r GetContextResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetContextResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetContextResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetContextResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetContextResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetContextResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetContextResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetContextResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// InterruptCommandResult200Headers the declared response headers of an HTTP 200 response for InterruptCommand
type InterruptCommandResult200Headers struct {
	XRequestID *string
}

// InterruptCommandResult400Headers the declared response headers of an HTTP 400 response for InterruptCommand
type InterruptCommandResult400Headers struct {
	XRequestID *string
}

// InterruptCommandResult401Headers the declared response headers of an HTTP 401 response for InterruptCommand
type InterruptCommandResult401Headers struct {
	XRequestID *string
}

// InterruptCommandResult404Headers the declared response headers of an HTTP 404 response for InterruptCommand
type InterruptCommandResult404Headers struct {
	XRequestID *string
}

// InterruptCommandResult500Headers the declared response headers of an HTTP 500 response for InterruptCommand
type InterruptCommandResult500Headers struct {
	XRequestID *string
}

type InterruptCommandResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *InterruptCommandResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *InterruptCommandResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *InterruptCommandResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *InterruptCommandResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *InterruptCommandResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r InterruptCommandResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r InterruptCommandResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r InterruptCommandResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r InterruptCommandResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r InterruptCommandResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r InterruptCommandResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r InterruptCommandResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r InterruptCommandResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// RunCommandResult200Headers the declared response headers of an HTTP 200 response for RunCommand
type RunCommandResult200Headers struct {
	CacheControl    *string
	XAccelBuffering *string
	XRequestID      *string
}

// RunCommandResult400Headers the declared response headers of an HTTP 400 response for RunCommand
type RunCommandResult400Headers struct {
	XRequestID *string
}

// RunCommandResult401Headers the declared response headers of an HTTP 401 response for RunCommand
type RunCommandResult401Headers struct {
	XRequestID *string
}

// RunCommandResult404Headers the declared response headers of an HTTP 404 response for RunCommand
type RunCommandResult404Headers struct {
	XRequestID *string
}

// RunCommandResult500Headers the declared response headers of an HTTP 500 response for RunCommand
type RunCommandResult500Headers struct {
	XRequestID *string
}

type RunCommandResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *RunCommandResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *RunCommandResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *RunCommandResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *RunCommandResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *RunCommandResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r RunCommandResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r RunCommandResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r RunCommandResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r RunCommandResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r RunCommandResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r RunCommandResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r RunCommandResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r RunCommandResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetCommandStatusResult200Headers the declared response headers of an HTTP 200 response for GetCommandStatus
type GetCommandStatusResult200Headers struct {
	XRequestID *string
}

// GetCommandStatusResult400Headers the declared response headers of an HTTP 400 response for GetCommandStatus
type GetCommandStatusResult400Headers struct {
	XRequestID *string
}

// GetCommandStatusResult401Headers the declared response headers of an HTTP 401 response for GetCommandStatus
type GetCommandStatusResult401Headers struct {
	XRequestID *string
}

// GetCommandStatusResult404Headers the declared response headers of an HTTP 404 response for GetCommandStatus
type GetCommandStatusResult404Headers struct {
	XRequestID *string
}

// GetCommandStatusResult500Headers the declared response headers of an HTTP 500 response for GetCommandStatus
type GetCommandStatusResult500Headers struct {
	XRequestID *string
}

type GetCommandStatusResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *CommandStatusResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetCommandStatusResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *GetCommandStatusResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetCommandStatusResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *GetCommandStatusResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetCommandStatusResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetCommandStatusResult) GetJSON200() *CommandStatusResponse {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r GetCommandStatusResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetCommandStatusResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetCommandStatusResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetCommandStatusResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetCommandStatusResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetCommandStatusResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetCommandStatusResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetCommandStatusResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// FollowCommandOutputResult200Headers the declared response headers of an HTTP 200 response for FollowCommandOutput
type FollowCommandOutputResult200Headers struct {
	CacheControl    *string
	XAccelBuffering *string
	XRequestID      *string
}

// FollowCommandOutputResult400Headers the declared response headers of an HTTP 400 response for FollowCommandOutput
type FollowCommandOutputResult400Headers struct {
	XRequestID *string
}

// FollowCommandOutputResult401Headers the declared response headers of an HTTP 401 response for FollowCommandOutput
type FollowCommandOutputResult401Headers struct {
	XRequestID *string
}

// FollowCommandOutputResult404Headers the declared response headers of an HTTP 404 response for FollowCommandOutput
type FollowCommandOutputResult404Headers struct {
	XRequestID *string
}

// FollowCommandOutputResult409Headers the declared response headers of an HTTP 409 response for FollowCommandOutput
type FollowCommandOutputResult409Headers struct {
	XRequestID *string
}

// FollowCommandOutputResult500Headers the declared response headers of an HTTP 500 response for FollowCommandOutput
type FollowCommandOutputResult500Headers struct {
	XRequestID *string
}

type FollowCommandOutputResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *FollowCommandOutputResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *FollowCommandOutputResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *FollowCommandOutputResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *FollowCommandOutputResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *FollowCommandOutputResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *FollowCommandOutputResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r FollowCommandOutputResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r FollowCommandOutputResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r FollowCommandOutputResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r FollowCommandOutputResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r FollowCommandOutputResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r FollowCommandOutputResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r FollowCommandOutputResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r FollowCommandOutputResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r FollowCommandOutputResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetBackgroundCommandLogsResult200Headers the declared response headers of an HTTP 200 response for GetBackgroundCommandLogs
type GetBackgroundCommandLogsResult200Headers struct {
	EXECDCOMMANDSTAILCURSOR *int64
	XRequestID              *string
}

// GetBackgroundCommandLogsResult400Headers the declared response headers of an HTTP 400 response for GetBackgroundCommandLogs
type GetBackgroundCommandLogsResult400Headers struct {
	XRequestID *string
}

// GetBackgroundCommandLogsResult401Headers the declared response headers of an HTTP 401 response for GetBackgroundCommandLogs
type GetBackgroundCommandLogsResult401Headers struct {
	XRequestID *string
}

// GetBackgroundCommandLogsResult404Headers the declared response headers of an HTTP 404 response for GetBackgroundCommandLogs
type GetBackgroundCommandLogsResult404Headers struct {
	XRequestID *string
}

// GetBackgroundCommandLogsResult500Headers the declared response headers of an HTTP 500 response for GetBackgroundCommandLogs
type GetBackgroundCommandLogsResult500Headers struct {
	XRequestID *string
}

type GetBackgroundCommandLogsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetBackgroundCommandLogsResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *GetBackgroundCommandLogsResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetBackgroundCommandLogsResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *GetBackgroundCommandLogsResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetBackgroundCommandLogsResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r GetBackgroundCommandLogsResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetBackgroundCommandLogsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetBackgroundCommandLogsResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetBackgroundCommandLogsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetBackgroundCommandLogsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetBackgroundCommandLogsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetBackgroundCommandLogsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetBackgroundCommandLogsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// CloseCommandStdinResult204Headers the declared response headers of an HTTP 204 response for CloseCommandStdin
type CloseCommandStdinResult204Headers struct {
	XRequestID *string
}

// CloseCommandStdinResult400Headers the declared response headers of an HTTP 400 response for CloseCommandStdin
type CloseCommandStdinResult400Headers struct {
	XRequestID *string
}

// CloseCommandStdinResult401Headers the declared response headers of an HTTP 401 response for CloseCommandStdin
type CloseCommandStdinResult401Headers struct {
	XRequestID *string
}

// CloseCommandStdinResult404Headers the declared response headers of an HTTP 404 response for CloseCommandStdin
type CloseCommandStdinResult404Headers struct {
	XRequestID *string
}

// CloseCommandStdinResult409Headers the declared response headers of an HTTP 409 response for CloseCommandStdin
type CloseCommandStdinResult409Headers struct {
	XRequestID *string
}

// CloseCommandStdinResult500Headers the declared response headers of an HTTP 500 response for CloseCommandStdin
type CloseCommandStdinResult500Headers struct {
	XRequestID *string
}

type CloseCommandStdinResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers204 the parsed response headers for an HTTP 204 response
	Headers204 *CloseCommandStdinResult204Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *CloseCommandStdinResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *CloseCommandStdinResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *CloseCommandStdinResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *CloseCommandStdinResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *CloseCommandStdinResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r CloseCommandStdinResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r CloseCommandStdinResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r CloseCommandStdinResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r CloseCommandStdinResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r CloseCommandStdinResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r CloseCommandStdinResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r CloseCommandStdinResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r CloseCommandStdinResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r CloseCommandStdinResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// WriteCommandStdinResult204Headers the declared response headers of an HTTP 204 response for WriteCommandStdin
type WriteCommandStdinResult204Headers struct {
	XRequestID *string
}

// WriteCommandStdinResult400Headers the declared response headers of an HTTP 400 response for WriteCommandStdin
type WriteCommandStdinResult400Headers struct {
	XRequestID *string
}

// WriteCommandStdinResult401Headers the declared response headers of an HTTP 401 response for WriteCommandStdin
type WriteCommandStdinResult401Headers struct {
	XRequestID *string
}

// WriteCommandStdinResult404Headers the declared response headers of an HTTP 404 response for WriteCommandStdin
type WriteCommandStdinResult404Headers struct {
	XRequestID *string
}

// WriteCommandStdinResult409Headers the declared response headers of an HTTP 409 response for WriteCommandStdin
type WriteCommandStdinResult409Headers struct {
	XRequestID *string
}

// WriteCommandStdinResult413Headers the declared response headers of an HTTP 413 response for WriteCommandStdin
type WriteCommandStdinResult413Headers struct {
	XRequestID *string
}

// WriteCommandStdinResult500Headers the declared response headers of an HTTP 500 response for WriteCommandStdin
type WriteCommandStdinResult500Headers struct {
	XRequestID *string
}

type WriteCommandStdinResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON413 the response for an HTTP 413 `application/json` response
	JSON413 *PayloadTooLarge
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers204 the parsed response headers for an HTTP 204 response
	Headers204 *WriteCommandStdinResult204Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *WriteCommandStdinResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *WriteCommandStdinResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *WriteCommandStdinResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *WriteCommandStdinResult409Headers
	// Headers413 the parsed response headers for an HTTP 413 response
	Headers413 *WriteCommandStdinResult413Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *WriteCommandStdinResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r WriteCommandStdinResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r WriteCommandStdinResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r WriteCommandStdinResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r WriteCommandStdinResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON413 returns the response for an HTTP 413 `application/json` response
func (r WriteCommandStdinResult) GetJSON413() *PayloadTooLarge {
	return r.JSON413
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r WriteCommandStdinResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r WriteCommandStdinResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r WriteCommandStdinResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r WriteCommandStdinResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r WriteCommandStdinResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ListCommandsResult200Headers the declared response headers of an HTTP 200 response for ListCommands
type ListCommandsResult200Headers struct {
	XRequestID *string
}

// ListCommandsResult400Headers the declared response headers of an HTTP 400 response for ListCommands
type ListCommandsResult400Headers struct {
	XRequestID *string
}

// ListCommandsResult401Headers the declared response headers of an HTTP 401 response for ListCommands
type ListCommandsResult401Headers struct {
	XRequestID *string
}

// ListCommandsResult500Headers the declared response headers of an HTTP 500 response for ListCommands
type ListCommandsResult500Headers struct {
	XRequestID *string
}

type ListCommandsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *[]CommandStatusResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *ListCommandsResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ListCommandsResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ListCommandsResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ListCommandsResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r ListCommandsResult) GetJSON200() *[]CommandStatusResponse {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ListCommandsResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ListCommandsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ListCommandsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ListCommandsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ListCommandsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ListCommandsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ListCommandsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// RemoveDirsResult200Headers the declared response headers of an HTTP 200 response for RemoveDirs
type RemoveDirsResult200Headers struct {
	XRequestID *string
}

// RemoveDirsResult400Headers the declared response headers of an HTTP 400 response for RemoveDirs
type RemoveDirsResult400Headers struct {
	XRequestID *string
}

// RemoveDirsResult401Headers the declared response headers of an HTTP 401 response for RemoveDirs
type RemoveDirsResult401Headers struct {
	XRequestID *string
}

// RemoveDirsResult500Headers the declared response headers of an HTTP 500 response for RemoveDirs
type RemoveDirsResult500Headers struct {
	XRequestID *string
}

type RemoveDirsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *RemoveDirsResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *RemoveDirsResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *RemoveDirsResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *RemoveDirsResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r RemoveDirsResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r RemoveDirsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r RemoveDirsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r RemoveDirsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r RemoveDirsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r RemoveDirsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r RemoveDirsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// MakeDirsResult200Headers the declared response headers of an HTTP 200 response for MakeDirs
type MakeDirsResult200Headers struct {
	XRequestID *string
}

// MakeDirsResult400Headers the declared response headers of an HTTP 400 response for MakeDirs
type MakeDirsResult400Headers struct {
	XRequestID *string
}

// MakeDirsResult401Headers the declared response headers of an HTTP 401 response for MakeDirs
type MakeDirsResult401Headers struct {
	XRequestID *string
}

// MakeDirsResult500Headers the declared response headers of an HTTP 500 response for MakeDirs
type MakeDirsResult500Headers struct {
	XRequestID *string
}

type MakeDirsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *MakeDirsResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *MakeDirsResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *MakeDirsResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *MakeDirsResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r MakeDirsResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r MakeDirsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r MakeDirsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r MakeDirsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r MakeDirsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r MakeDirsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r MakeDirsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ListDirectoryResult200Headers the declared response headers of an HTTP 200 response for ListDirectory
type ListDirectoryResult200Headers struct {
	XRequestID *string
}

// ListDirectoryResult400Headers the declared response headers of an HTTP 400 response for ListDirectory
type ListDirectoryResult400Headers struct {
	XRequestID *string
}

// ListDirectoryResult401Headers the declared response headers of an HTTP 401 response for ListDirectory
type ListDirectoryResult401Headers struct {
	XRequestID *string
}

// ListDirectoryResult404Headers the declared response headers of an HTTP 404 response for ListDirectory
type ListDirectoryResult404Headers struct {
	XRequestID *string
}

// ListDirectoryResult500Headers the declared response headers of an HTTP 500 response for ListDirectory
type ListDirectoryResult500Headers struct {
	XRequestID *string
}

type ListDirectoryResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *[]FileInfo
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *ListDirectoryResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ListDirectoryResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ListDirectoryResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *ListDirectoryResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ListDirectoryResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r ListDirectoryResult) GetJSON200() *[]FileInfo {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ListDirectoryResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ListDirectoryResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r ListDirectoryResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ListDirectoryResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ListDirectoryResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ListDirectoryResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ListDirectoryResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ListDirectoryResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// RemoveFilesResult200Headers the declared response headers of an HTTP 200 response for RemoveFiles
type RemoveFilesResult200Headers struct {
	XRequestID *string
}

// RemoveFilesResult400Headers the declared response headers of an HTTP 400 response for RemoveFiles
type RemoveFilesResult400Headers struct {
	XRequestID *string
}

// RemoveFilesResult401Headers the declared response headers of an HTTP 401 response for RemoveFiles
type RemoveFilesResult401Headers struct {
	XRequestID *string
}

// RemoveFilesResult404Headers the declared response headers of an HTTP 404 response for RemoveFiles
type RemoveFilesResult404Headers struct {
	XRequestID *string
}

// RemoveFilesResult500Headers the declared response headers of an HTTP 500 response for RemoveFiles
type RemoveFilesResult500Headers struct {
	XRequestID *string
}

type RemoveFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *RemoveFilesResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *RemoveFilesResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *RemoveFilesResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *RemoveFilesResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *RemoveFilesResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r RemoveFilesResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r RemoveFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r RemoveFilesResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r RemoveFilesResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r RemoveFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r RemoveFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r RemoveFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r RemoveFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// DownloadFileResult200Headers the declared response headers of an HTTP 200 response for DownloadFile
type DownloadFileResult200Headers struct {
	AcceptRanges       *string
	ContentDisposition *string
	ContentLength      *int
	XRequestID         *string
}

// DownloadFileResult206Headers the declared response headers of an HTTP 206 response for DownloadFile
type DownloadFileResult206Headers struct {
	ContentLength *int
	ContentRange  *string
	XRequestID    *string
}

// DownloadFileResult400Headers the declared response headers of an HTTP 400 response for DownloadFile
type DownloadFileResult400Headers struct {
	XRequestID *string
}

// DownloadFileResult401Headers the declared response headers of an HTTP 401 response for DownloadFile
type DownloadFileResult401Headers struct {
	XRequestID *string
}

// DownloadFileResult404Headers the declared response headers of an HTTP 404 response for DownloadFile
type DownloadFileResult404Headers struct {
	XRequestID *string
}

// DownloadFileResult416Headers the declared response headers of an HTTP 416 response for DownloadFile
type DownloadFileResult416Headers struct {
	ContentRange *string
	XRequestID   *string
}

// DownloadFileResult500Headers the declared response headers of an HTTP 500 response for DownloadFile
type DownloadFileResult500Headers struct {
	XRequestID *string
}

type DownloadFileResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON416 the response for an HTTP 416 `application/json` response
	JSON416 *RangeNotSatisfiable
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *DownloadFileResult200Headers
	// Headers206 the parsed response headers for an HTTP 206 response
	Headers206 *DownloadFileResult206Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *DownloadFileResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *DownloadFileResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *DownloadFileResult404Headers
	// Headers416 the parsed response headers for an HTTP 416 response
	Headers416 *DownloadFileResult416Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *DownloadFileResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r DownloadFileResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r DownloadFileResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r DownloadFileResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON416 returns the response for an HTTP 416 `application/json` response
func (r DownloadFileResult) GetJSON416() *RangeNotSatisfiable {
	return r.JSON416
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r DownloadFileResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r DownloadFileResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r DownloadFileResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r DownloadFileResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r DownloadFileResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetFilesInfoResult200Headers the declared response headers of an HTTP 200 response for GetFilesInfo
type GetFilesInfoResult200Headers struct {
	XRequestID *string
}

// GetFilesInfoResult400Headers the declared response headers of an HTTP 400 response for GetFilesInfo
type GetFilesInfoResult400Headers struct {
	XRequestID *string
}

// GetFilesInfoResult401Headers the declared response headers of an HTTP 401 response for GetFilesInfo
type GetFilesInfoResult401Headers struct {
	XRequestID *string
}

// GetFilesInfoResult404Headers the declared response headers of an HTTP 404 response for GetFilesInfo
type GetFilesInfoResult404Headers struct {
	XRequestID *string
}

// GetFilesInfoResult500Headers the declared response headers of an HTTP 500 response for GetFilesInfo
type GetFilesInfoResult500Headers struct {
	XRequestID *string
}

type GetFilesInfoResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *map[string]FileInfo
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetFilesInfoResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *GetFilesInfoResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetFilesInfoResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *GetFilesInfoResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetFilesInfoResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetFilesInfoResult) GetJSON200() *map[string]FileInfo {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r GetFilesInfoResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetFilesInfoResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetFilesInfoResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetFilesInfoResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetFilesInfoResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetFilesInfoResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetFilesInfoResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetFilesInfoResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// RenameFilesResult200Headers the declared response headers of an HTTP 200 response for RenameFiles
type RenameFilesResult200Headers struct {
	XRequestID *string
}

// RenameFilesResult400Headers the declared response headers of an HTTP 400 response for RenameFiles
type RenameFilesResult400Headers struct {
	XRequestID *string
}

// RenameFilesResult401Headers the declared response headers of an HTTP 401 response for RenameFiles
type RenameFilesResult401Headers struct {
	XRequestID *string
}

// RenameFilesResult404Headers the declared response headers of an HTTP 404 response for RenameFiles
type RenameFilesResult404Headers struct {
	XRequestID *string
}

// RenameFilesResult500Headers the declared response headers of an HTTP 500 response for RenameFiles
type RenameFilesResult500Headers struct {
	XRequestID *string
}

type RenameFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *RenameFilesResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *RenameFilesResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *RenameFilesResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *RenameFilesResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *RenameFilesResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r RenameFilesResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r RenameFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r RenameFilesResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r RenameFilesResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r RenameFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r RenameFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r RenameFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r RenameFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ChmodFilesResult200Headers the declared response headers of an HTTP 200 response for ChmodFiles
type ChmodFilesResult200Headers struct {
	XRequestID *string
}

// ChmodFilesResult400Headers the declared response headers of an HTTP 400 response for ChmodFiles
type ChmodFilesResult400Headers struct {
	XRequestID *string
}

// ChmodFilesResult401Headers the declared response headers of an HTTP 401 response for ChmodFiles
type ChmodFilesResult401Headers struct {
	XRequestID *string
}

// ChmodFilesResult404Headers the declared response headers of an HTTP 404 response for ChmodFiles
type ChmodFilesResult404Headers struct {
	XRequestID *string
}

// ChmodFilesResult500Headers the declared response headers of an HTTP 500 response for ChmodFiles
type ChmodFilesResult500Headers struct {
	XRequestID *string
}

type ChmodFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *ChmodFilesResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ChmodFilesResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ChmodFilesResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *ChmodFilesResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ChmodFilesResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ChmodFilesResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ChmodFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r ChmodFilesResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ChmodFilesResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ChmodFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ChmodFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ChmodFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ChmodFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ReplaceContentResult200Headers the declared response headers of an HTTP 200 response for ReplaceContent
type ReplaceContentResult200Headers struct {
	XRequestID *string
}

// ReplaceContentResult400Headers the declared response headers of an HTTP 400 response for ReplaceContent
type ReplaceContentResult400Headers struct {
	XRequestID *string
}

// ReplaceContentResult401Headers the declared response headers of an HTTP 401 response for ReplaceContent
type ReplaceContentResult401Headers struct {
	XRequestID *string
}

// ReplaceContentResult404Headers the declared response headers of an HTTP 404 response for ReplaceContent
type ReplaceContentResult404Headers struct {
	XRequestID *string
}

// ReplaceContentResult500Headers the declared response headers of an HTTP 500 response for ReplaceContent
type ReplaceContentResult500Headers struct {
	XRequestID *string
}

type ReplaceContentResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *map[string]ReplaceFileContentResult
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *ReplaceContentResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ReplaceContentResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ReplaceContentResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *ReplaceContentResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ReplaceContentResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r ReplaceContentResult) GetJSON200() *map[string]ReplaceFileContentResult {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ReplaceContentResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ReplaceContentResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r ReplaceContentResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ReplaceContentResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ReplaceContentResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ReplaceContentResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ReplaceContentResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ReplaceContentResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// SearchFilesResult200Headers the declared response headers of an HTTP 200 response for SearchFiles
type SearchFilesResult200Headers struct {
	XRequestID *string
}

// SearchFilesResult400Headers the declared response headers of an HTTP 400 response for SearchFiles
type SearchFilesResult400Headers struct {
	XRequestID *string
}

// SearchFilesResult401Headers the declared response headers of an HTTP 401 response for SearchFiles
type SearchFilesResult401Headers struct {
	XRequestID *string
}

// SearchFilesResult404Headers the declared response headers of an HTTP 404 response for SearchFiles
type SearchFilesResult404Headers struct {
	XRequestID *string
}

// SearchFilesResult500Headers the declared response headers of an HTTP 500 response for SearchFiles
type SearchFilesResult500Headers struct {
	XRequestID *string
}

type SearchFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *[]FileInfo
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *SearchFilesResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *SearchFilesResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *SearchFilesResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *SearchFilesResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *SearchFilesResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r SearchFilesResult) GetJSON200() *[]FileInfo {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r SearchFilesResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r SearchFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r SearchFilesResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r SearchFilesResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r SearchFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r SearchFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r SearchFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r SearchFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// UploadFileResult200Headers the declared response headers of an HTTP 200 response for UploadFile
type UploadFileResult200Headers struct {
	XRequestID *string
}

// UploadFileResult400Headers the declared response headers of an HTTP 400 response for UploadFile
type UploadFileResult400Headers struct {
	XRequestID *string
}

// UploadFileResult401Headers the declared response headers of an HTTP 401 response for UploadFile
type UploadFileResult401Headers struct {
	XRequestID *string
}

// UploadFileResult413Headers the declared response headers of an HTTP 413 response for UploadFile
type UploadFileResult413Headers struct {
	XRequestID *string
}

// UploadFileResult500Headers the declared response headers of an HTTP 500 response for UploadFile
type UploadFileResult500Headers struct {
	XRequestID *string
}

type UploadFileResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON413 the response for an HTTP 413 `application/json` response
	JSON413 *PayloadTooLarge
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *UploadFileResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *UploadFileResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *UploadFileResult401Headers
	// Headers413 the parsed response headers for an HTTP 413 response
	Headers413 *UploadFileResult413Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *UploadFileResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r UploadFileResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r UploadFileResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON413 returns the response for an HTTP 413 `application/json` response
func (r UploadFileResult) GetJSON413() *PayloadTooLarge {
	return r.JSON413
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r UploadFileResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r UploadFileResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r UploadFileResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r UploadFileResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r UploadFileResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// WatchFilesResult200Headers the declared response headers of an HTTP 200 response for WatchFiles
type WatchFilesResult200Headers struct {
	XRequestID *string
}

// WatchFilesResult400Headers the declared response headers of an HTTP 400 response for WatchFiles
type WatchFilesResult400Headers struct {
	XRequestID *string
}

// WatchFilesResult401Headers the declared response headers of an HTTP 401 response for WatchFiles
type WatchFilesResult401Headers struct {
	XRequestID *string
}

// WatchFilesResult404Headers the declared response headers of an HTTP 404 response for WatchFiles
type WatchFilesResult404Headers struct {
	XRequestID *string
}

// WatchFilesResult500Headers the declared response headers of an HTTP 500 response for WatchFiles
type WatchFilesResult500Headers struct {
	XRequestID *string
}

// WatchFilesResult503Headers the declared response headers of an HTTP 503 response for WatchFiles
type WatchFilesResult503Headers struct {
	XRequestID *string
}

type WatchFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *TooManyWatches
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *WatchFilesResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *WatchFilesResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *WatchFilesResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *WatchFilesResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *WatchFilesResult500Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *WatchFilesResult503Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r WatchFilesResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r WatchFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r WatchFilesResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r WatchFilesResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r WatchFilesResult) GetJSON503() *TooManyWatches {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r WatchFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r WatchFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r WatchFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r WatchFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ClaimSandboxResult204Headers the declared response headers of an HTTP 204 response for ClaimSandbox
type ClaimSandboxResult204Headers struct {
	XRequestID *string
}

// ClaimSandboxResult400Headers the declared response headers of an HTTP 400 response for ClaimSandbox
type ClaimSandboxResult400Headers struct {
	XRequestID *string
}

// ClaimSandboxResult401Headers the declared response headers of an HTTP 401 response for ClaimSandbox
type ClaimSandboxResult401Headers struct {
	XRequestID *string
}

// ClaimSandboxResult409Headers the declared response headers of an HTTP 409 response for ClaimSandbox
type ClaimSandboxResult409Headers struct {
	XRequestID *string
}

// ClaimSandboxResult500Headers the declared response headers of an HTTP 500 response for ClaimSandbox
type ClaimSandboxResult500Headers struct {
	XRequestID *string
}

type ClaimSandboxResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers204 the parsed response headers for an HTTP 204 response
	Headers204 *ClaimSandboxResult204Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ClaimSandboxResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ClaimSandboxResult401Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *ClaimSandboxResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ClaimSandboxResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ClaimSandboxResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ClaimSandboxResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r ClaimSandboxResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ClaimSandboxResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ClaimSandboxResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ClaimSandboxResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ClaimSandboxResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ClaimSandboxResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetMetricsResult200Headers the declared response headers of an HTTP 200 response for GetMetrics
type GetMetricsResult200Headers struct {
	XRequestID *string
}

// GetMetricsResult401Headers the declared response headers of an HTTP 401 response for GetMetrics
type GetMetricsResult401Headers struct {
	XRequestID *string
}

// GetMetricsResult500Headers the declared response headers of an HTTP 500 response for GetMetrics
type GetMetricsResult500Headers struct {
	XRequestID *string
}

type GetMetricsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *Metrics
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetMetricsResult200Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetMetricsResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetMetricsResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetMetricsResult) GetJSON200() *Metrics {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetMetricsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetMetricsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetMetricsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetMetricsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetMetricsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetMetricsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// WatchMetricsResult200Headers the declared response headers of an HTTP 200 response for WatchMetrics
type WatchMetricsResult200Headers struct {
	XRequestID *string
}

// WatchMetricsResult401Headers the declared response headers of an HTTP 401 response for WatchMetrics
type WatchMetricsResult401Headers struct {
	XRequestID *string
}

// WatchMetricsResult500Headers the declared response headers of an HTTP 500 response for WatchMetrics
type WatchMetricsResult500Headers struct {
	XRequestID *string
}

type WatchMetricsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *WatchMetricsResult200Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *WatchMetricsResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *WatchMetricsResult500Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r WatchMetricsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r WatchMetricsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r WatchMetricsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r WatchMetricsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r WatchMetricsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r WatchMetricsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// PingResult200Headers the declared response headers of an HTTP 200 response for Ping
type PingResult200Headers struct {
	XRequestID *string
}

// PingResult401Headers the declared response headers of an HTTP 401 response for Ping
type PingResult401Headers struct {
	XRequestID *string
}

type PingResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *PingResult200Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *PingResult401Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r PingResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetBody returns the raw response body bytes
func (r PingResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r PingResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r PingResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r PingResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ListPtysResult200Headers the declared response headers of an HTTP 200 response for ListPtys
type ListPtysResult200Headers struct {
	XRequestID *string
}

// ListPtysResult401Headers the declared response headers of an HTTP 401 response for ListPtys
type ListPtysResult401Headers struct {
	XRequestID *string
}

// ListPtysResult500Headers the declared response headers of an HTTP 500 response for ListPtys
type ListPtysResult500Headers struct {
	XRequestID *string
}

type ListPtysResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *[]PtySession
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *ListPtysResult200Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ListPtysResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ListPtysResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r ListPtysResult) GetJSON200() *[]PtySession {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ListPtysResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ListPtysResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ListPtysResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ListPtysResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ListPtysResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ListPtysResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// CreatePtyResult201Headers the declared response headers of an HTTP 201 response for CreatePty
type CreatePtyResult201Headers struct {
	XRequestID *string
}

// CreatePtyResult400Headers the declared response headers of an HTTP 400 response for CreatePty
type CreatePtyResult400Headers struct {
	XRequestID *string
}

// CreatePtyResult401Headers the declared response headers of an HTTP 401 response for CreatePty
type CreatePtyResult401Headers struct {
	XRequestID *string
}

// CreatePtyResult404Headers the declared response headers of an HTTP 404 response for CreatePty
type CreatePtyResult404Headers struct {
	XRequestID *string
}

// CreatePtyResult500Headers the declared response headers of an HTTP 500 response for CreatePty
type CreatePtyResult500Headers struct {
	XRequestID *string
}

type CreatePtyResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON201 the response for an HTTP 201 `application/json` response
	JSON201 *PtySession
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers201 the parsed response headers for an HTTP 201 response
	Headers201 *CreatePtyResult201Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *CreatePtyResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *CreatePtyResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *CreatePtyResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *CreatePtyResult500Headers
}

// GetJSON201 returns the response for an HTTP 201 `application/json` response
func (r CreatePtyResult) GetJSON201() *PtySession {
	return r.JSON201
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r CreatePtyResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r CreatePtyResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r CreatePtyResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r CreatePtyResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r CreatePtyResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r CreatePtyResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r CreatePtyResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r CreatePtyResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// DeletePtyResult204Headers the declared response headers of an HTTP 204 response for DeletePty
type DeletePtyResult204Headers struct {
	XRequestID *string
}

// DeletePtyResult401Headers the declared response headers of an HTTP 401 response for DeletePty
type DeletePtyResult401Headers struct {
	XRequestID *string
}

// DeletePtyResult404Headers the declared response headers of an HTTP 404 response for DeletePty
type DeletePtyResult404Headers struct {
	XRequestID *string
}

// DeletePtyResult500Headers the declared response headers of an HTTP 500 response for DeletePty
type DeletePtyResult500Headers struct {
	XRequestID *string
}

type DeletePtyResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers204 the parsed response headers for an HTTP 204 response
	Headers204 *DeletePtyResult204Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *DeletePtyResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *DeletePtyResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *DeletePtyResult500Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r DeletePtyResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r DeletePtyResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r DeletePtyResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r DeletePtyResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r DeletePtyResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r DeletePtyResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r DeletePtyResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetPtyResult200Headers the declared response headers of an HTTP 200 response for GetPty
type GetPtyResult200Headers struct {
	XRequestID *string
}

// GetPtyResult401Headers the declared response headers of an HTTP 401 response for GetPty
type GetPtyResult401Headers struct {
	XRequestID *string
}

// GetPtyResult404Headers the declared response headers of an HTTP 404 response for GetPty
type GetPtyResult404Headers struct {
	XRequestID *string
}

// GetPtyResult500Headers the declared response headers of an HTTP 500 response for GetPty
type GetPtyResult500Headers struct {
	XRequestID *string
}

type GetPtyResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *PtySession
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetPtyResult200Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetPtyResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *GetPtyResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetPtyResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetPtyResult) GetJSON200() *PtySession {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetPtyResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetPtyResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetPtyResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetPtyResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetPtyResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetPtyResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetPtyResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ResizePtyResult204Headers the declared response headers of an HTTP 204 response for ResizePty
type ResizePtyResult204Headers struct {
	XRequestID *string
}

// ResizePtyResult400Headers the declared response headers of an HTTP 400 response for ResizePty
type ResizePtyResult400Headers struct {
	XRequestID *string
}

// ResizePtyResult401Headers the declared response headers of an HTTP 401 response for ResizePty
type ResizePtyResult401Headers struct {
	XRequestID *string
}

// ResizePtyResult404Headers the declared response headers of an HTTP 404 response for ResizePty
type ResizePtyResult404Headers struct {
	XRequestID *string
}

// ResizePtyResult409Headers the declared response headers of an HTTP 409 response for ResizePty
type ResizePtyResult409Headers struct {
	XRequestID *string
}

// ResizePtyResult500Headers the declared response headers of an HTTP 500 response for ResizePty
type ResizePtyResult500Headers struct {
	XRequestID *string
}

type ResizePtyResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers204 the parsed response headers for an HTTP 204 response
	Headers204 *ResizePtyResult204Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ResizePtyResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ResizePtyResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *ResizePtyResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *ResizePtyResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ResizePtyResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ResizePtyResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ResizePtyResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r ResizePtyResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r ResizePtyResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ResizePtyResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ResizePtyResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ResizePtyResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ResizePtyResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ResizePtyResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// CreateSessionResult200Headers the declared response headers of an HTTP 200 response for CreateSession
type CreateSessionResult200Headers struct {
	XRequestID *string
}

// CreateSessionResult400Headers the declared response headers of an HTTP 400 response for CreateSession
type CreateSessionResult400Headers struct {
	XRequestID *string
}

// CreateSessionResult401Headers the declared response headers of an HTTP 401 response for CreateSession
type CreateSessionResult401Headers struct {
	XRequestID *string
}

// CreateSessionResult404Headers the declared response headers of an HTTP 404 response for CreateSession
type CreateSessionResult404Headers struct {
	XRequestID *string
}

// CreateSessionResult500Headers the declared response headers of an HTTP 500 response for CreateSession
type CreateSessionResult500Headers struct {
	XRequestID *string
}

type CreateSessionResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *CreateSessionResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *CreateSessionResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *CreateSessionResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *CreateSessionResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *CreateSessionResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *CreateSessionResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r CreateSessionResult) GetJSON200() *CreateSessionResponse {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r CreateSessionResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r CreateSessionResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r CreateSessionResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r CreateSessionResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r CreateSessionResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r CreateSessionResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r CreateSessionResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r CreateSessionResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// DeleteSessionResult200Headers the declared response headers of an HTTP 200 response for DeleteSession
type DeleteSessionResult200Headers struct {
	XRequestID *string
}

// DeleteSessionResult400Headers the declared response headers of an HTTP 400 response for DeleteSession
type DeleteSessionResult400Headers struct {
	XRequestID *string
}

// DeleteSessionResult401Headers the declared response headers of an HTTP 401 response for DeleteSession
type DeleteSessionResult401Headers struct {
	XRequestID *string
}

// DeleteSessionResult404Headers the declared response headers of an HTTP 404 response for DeleteSession
type DeleteSessionResult404Headers struct {
	XRequestID *string
}

// DeleteSessionResult500Headers the declared response headers of an HTTP 500 response for DeleteSession
type DeleteSessionResult500Headers struct {
	XRequestID *string
}

type DeleteSessionResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *DeleteSessionResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *DeleteSessionResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *DeleteSessionResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *DeleteSessionResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *DeleteSessionResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r DeleteSessionResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r DeleteSessionResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r DeleteSessionResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r DeleteSessionResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r DeleteSessionResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r DeleteSessionResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r DeleteSessionResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r DeleteSessionResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// RunInSessionResult200Headers the declared response headers of an HTTP 200 response for RunInSession
type RunInSessionResult200Headers struct {
	CacheControl    *string
	XAccelBuffering *string
	XRequestID      *string
}

// RunInSessionResult400Headers the declared response headers of an HTTP 400 response for RunInSession
type RunInSessionResult400Headers struct {
	XRequestID *string
}

// RunInSessionResult401Headers the declared response headers of an HTTP 401 response for RunInSession
type RunInSessionResult401Headers struct {
	XRequestID *string
}

// RunInSessionResult404Headers the declared response headers of an HTTP 404 response for RunInSession
type RunInSessionResult404Headers struct {
	XRequestID *string
}

// RunInSessionResult409Headers the declared response headers of an HTTP 409 response for RunInSession
type RunInSessionResult409Headers struct {
	XRequestID *string
}

// RunInSessionResult500Headers the declared response headers of an HTTP 500 response for RunInSession
type RunInSessionResult500Headers struct {
	XRequestID *string
}

type RunInSessionResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *RunInSessionResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *RunInSessionResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *RunInSessionResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *RunInSessionResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *RunInSessionResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *RunInSessionResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r RunInSessionResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r RunInSessionResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r RunInSessionResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r RunInSessionResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r RunInSessionResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r RunInSessionResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r RunInSessionResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r RunInSessionResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r RunInSessionResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentityRemoveDirsResult200Headers the declared response headers of an HTTP 200 response for IdentityRemoveDirs
type IdentityRemoveDirsResult200Headers struct {
	XRequestID *string
}

// IdentityRemoveDirsResult400Headers the declared response headers of an HTTP 400 response for IdentityRemoveDirs
type IdentityRemoveDirsResult400Headers struct {
	XRequestID *string
}

// IdentityRemoveDirsResult401Headers the declared response headers of an HTTP 401 response for IdentityRemoveDirs
type IdentityRemoveDirsResult401Headers struct {
	XRequestID *string
}

// IdentityRemoveDirsResult500Headers the declared response headers of an HTTP 500 response for IdentityRemoveDirs
type IdentityRemoveDirsResult500Headers struct {
	XRequestID *string
}

type IdentityRemoveDirsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentityRemoveDirsResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentityRemoveDirsResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentityRemoveDirsResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentityRemoveDirsResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentityRemoveDirsResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentityRemoveDirsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentityRemoveDirsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentityRemoveDirsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentityRemoveDirsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentityRemoveDirsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentityRemoveDirsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentityMakeDirsResult200Headers the declared response headers of an HTTP 200 response for IdentityMakeDirs
type IdentityMakeDirsResult200Headers struct {
	XRequestID *string
}

// IdentityMakeDirsResult400Headers the declared response headers of an HTTP 400 response for IdentityMakeDirs
type IdentityMakeDirsResult400Headers struct {
	XRequestID *string
}

// IdentityMakeDirsResult401Headers the declared response headers of an HTTP 401 response for IdentityMakeDirs
type IdentityMakeDirsResult401Headers struct {
	XRequestID *string
}

// IdentityMakeDirsResult500Headers the declared response headers of an HTTP 500 response for IdentityMakeDirs
type IdentityMakeDirsResult500Headers struct {
	XRequestID *string
}

type IdentityMakeDirsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentityMakeDirsResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentityMakeDirsResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentityMakeDirsResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentityMakeDirsResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentityMakeDirsResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentityMakeDirsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentityMakeDirsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentityMakeDirsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentityMakeDirsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentityMakeDirsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentityMakeDirsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentityListDirectoryResult200Headers the declared response headers of an HTTP 200 response for IdentityListDirectory
type IdentityListDirectoryResult200Headers struct {
	XRequestID *string
}

// IdentityListDirectoryResult400Headers the declared response headers of an HTTP 400 response for IdentityListDirectory
type IdentityListDirectoryResult400Headers struct {
	XRequestID *string
}

// IdentityListDirectoryResult401Headers the declared response headers of an HTTP 401 response for IdentityListDirectory
type IdentityListDirectoryResult401Headers struct {
	XRequestID *string
}

// IdentityListDirectoryResult404Headers the declared response headers of an HTTP 404 response for IdentityListDirectory
type IdentityListDirectoryResult404Headers struct {
	XRequestID *string
}

// IdentityListDirectoryResult500Headers the declared response headers of an HTTP 500 response for IdentityListDirectory
type IdentityListDirectoryResult500Headers struct {
	XRequestID *string
}

type IdentityListDirectoryResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *[]FileInfo
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentityListDirectoryResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentityListDirectoryResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentityListDirectoryResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *IdentityListDirectoryResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentityListDirectoryResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r IdentityListDirectoryResult) GetJSON200() *[]FileInfo {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentityListDirectoryResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentityListDirectoryResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r IdentityListDirectoryResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentityListDirectoryResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentityListDirectoryResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentityListDirectoryResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentityListDirectoryResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentityListDirectoryResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentityRemoveFilesResult200Headers the declared response headers of an HTTP 200 response for IdentityRemoveFiles
type IdentityRemoveFilesResult200Headers struct {
	XRequestID *string
}

// IdentityRemoveFilesResult400Headers the declared response headers of an HTTP 400 response for IdentityRemoveFiles
type IdentityRemoveFilesResult400Headers struct {
	XRequestID *string
}

// IdentityRemoveFilesResult401Headers the declared response headers of an HTTP 401 response for IdentityRemoveFiles
type IdentityRemoveFilesResult401Headers struct {
	XRequestID *string
}

// IdentityRemoveFilesResult404Headers the declared response headers of an HTTP 404 response for IdentityRemoveFiles
type IdentityRemoveFilesResult404Headers struct {
	XRequestID *string
}

// IdentityRemoveFilesResult500Headers the declared response headers of an HTTP 500 response for IdentityRemoveFiles
type IdentityRemoveFilesResult500Headers struct {
	XRequestID *string
}

type IdentityRemoveFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentityRemoveFilesResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentityRemoveFilesResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentityRemoveFilesResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *IdentityRemoveFilesResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentityRemoveFilesResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentityRemoveFilesResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentityRemoveFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r IdentityRemoveFilesResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentityRemoveFilesResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentityRemoveFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentityRemoveFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentityRemoveFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentityRemoveFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentityDownloadFileResult200Headers the declared response headers of an HTTP 200 response for IdentityDownloadFile
type IdentityDownloadFileResult200Headers struct {
	AcceptRanges       *string
	ContentDisposition *string
	ContentLength      *int
	XRequestID         *string
}

// IdentityDownloadFileResult206Headers the declared response headers of an HTTP 206 response for IdentityDownloadFile
type IdentityDownloadFileResult206Headers struct {
	ContentLength *int
	ContentRange  *string
	XRequestID    *string
}

// IdentityDownloadFileResult400Headers the declared response headers of an HTTP 400 response for IdentityDownloadFile
type IdentityDownloadFileResult400Headers struct {
	XRequestID *string
}

// IdentityDownloadFileResult401Headers the declared response headers of an HTTP 401 response for IdentityDownloadFile
type IdentityDownloadFileResult401Headers struct {
	XRequestID *string
}

// IdentityDownloadFileResult404Headers the declared response headers of an HTTP 404 response for IdentityDownloadFile
type IdentityDownloadFileResult404Headers struct {
	XRequestID *string
}

// IdentityDownloadFileResult416Headers the declared response headers of an HTTP 416 response for IdentityDownloadFile
type IdentityDownloadFileResult416Headers struct {
	ContentRange *string
	XRequestID   *string
}

// IdentityDownloadFileResult500Headers the declared response headers of an HTTP 500 response for IdentityDownloadFile
type IdentityDownloadFileResult500Headers struct {
	XRequestID *string
}

type IdentityDownloadFileResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON416 the response for an HTTP 416 `application/json` response
	JSON416 *RangeNotSatisfiable
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentityDownloadFileResult200Headers
	// Headers206 the parsed response headers for an HTTP 206 response
	Headers206 *IdentityDownloadFileResult206Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentityDownloadFileResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentityDownloadFileResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *IdentityDownloadFileResult404Headers
	// Headers416 the parsed response headers for an HTTP 416 response
	Headers416 *IdentityDownloadFileResult416Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentityDownloadFileResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentityDownloadFileResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentityDownloadFileResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r IdentityDownloadFileResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON416 returns the response for an HTTP 416 `application/json` response
func (r IdentityDownloadFileResult) GetJSON416() *RangeNotSatisfiable {
	return r.JSON416
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentityDownloadFileResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentityDownloadFileResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentityDownloadFileResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentityDownloadFileResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentityDownloadFileResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentityGetFilesInfoResult200Headers the declared response headers of an HTTP 200 response for IdentityGetFilesInfo
type IdentityGetFilesInfoResult200Headers struct {
	XRequestID *string
}

// IdentityGetFilesInfoResult400Headers the declared response headers of an HTTP 400 response for IdentityGetFilesInfo
type IdentityGetFilesInfoResult400Headers struct {
	XRequestID *string
}

// IdentityGetFilesInfoResult401Headers the declared response headers of an HTTP 401 response for IdentityGetFilesInfo
type IdentityGetFilesInfoResult401Headers struct {
	XRequestID *string
}

// IdentityGetFilesInfoResult404Headers the declared response headers of an HTTP 404 response for IdentityGetFilesInfo
type IdentityGetFilesInfoResult404Headers struct {
	XRequestID *string
}

// IdentityGetFilesInfoResult500Headers the declared response headers of an HTTP 500 response for IdentityGetFilesInfo
type IdentityGetFilesInfoResult500Headers struct {
	XRequestID *string
}

type IdentityGetFilesInfoResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *map[string]FileInfo
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentityGetFilesInfoResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentityGetFilesInfoResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentityGetFilesInfoResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *IdentityGetFilesInfoResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentityGetFilesInfoResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r IdentityGetFilesInfoResult) GetJSON200() *map[string]FileInfo {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentityGetFilesInfoResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentityGetFilesInfoResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r IdentityGetFilesInfoResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentityGetFilesInfoResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentityGetFilesInfoResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentityGetFilesInfoResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentityGetFilesInfoResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentityGetFilesInfoResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentityRenameFilesResult200Headers the declared response headers of an HTTP 200 response for IdentityRenameFiles
type IdentityRenameFilesResult200Headers struct {
	XRequestID *string
}

// IdentityRenameFilesResult400Headers the declared response headers of an HTTP 400 response for IdentityRenameFiles
type IdentityRenameFilesResult400Headers struct {
	XRequestID *string
}

// IdentityRenameFilesResult401Headers the declared response headers of an HTTP 401 response for IdentityRenameFiles
type IdentityRenameFilesResult401Headers struct {
	XRequestID *string
}

// IdentityRenameFilesResult404Headers the declared response headers of an HTTP 404 response for IdentityRenameFiles
type IdentityRenameFilesResult404Headers struct {
	XRequestID *string
}

// IdentityRenameFilesResult500Headers the declared response headers of an HTTP 500 response for IdentityRenameFiles
type IdentityRenameFilesResult500Headers struct {
	XRequestID *string
}

type IdentityRenameFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentityRenameFilesResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentityRenameFilesResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentityRenameFilesResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *IdentityRenameFilesResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentityRenameFilesResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentityRenameFilesResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentityRenameFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r IdentityRenameFilesResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentityRenameFilesResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentityRenameFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentityRenameFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentityRenameFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentityRenameFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentityChmodFilesResult200Headers the declared response headers of an HTTP 200 response for IdentityChmodFiles
type IdentityChmodFilesResult200Headers struct {
	XRequestID *string
}

// IdentityChmodFilesResult400Headers the declared response headers of an HTTP 400 response for IdentityChmodFiles
type IdentityChmodFilesResult400Headers struct {
	XRequestID *string
}

// IdentityChmodFilesResult401Headers the declared response headers of an HTTP 401 response for IdentityChmodFiles
type IdentityChmodFilesResult401Headers struct {
	XRequestID *string
}

// IdentityChmodFilesResult404Headers the declared response headers of an HTTP 404 response for IdentityChmodFiles
type IdentityChmodFilesResult404Headers struct {
	XRequestID *string
}

// IdentityChmodFilesResult500Headers the declared response headers of an HTTP 500 response for IdentityChmodFiles
type IdentityChmodFilesResult500Headers struct {
	XRequestID *string
}

type IdentityChmodFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentityChmodFilesResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentityChmodFilesResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentityChmodFilesResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *IdentityChmodFilesResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentityChmodFilesResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentityChmodFilesResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentityChmodFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r IdentityChmodFilesResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentityChmodFilesResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentityChmodFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentityChmodFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentityChmodFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentityChmodFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentityReplaceContentResult200Headers the declared response headers of an HTTP 200 response for IdentityReplaceContent
type IdentityReplaceContentResult200Headers struct {
	XRequestID *string
}

// IdentityReplaceContentResult400Headers the declared response headers of an HTTP 400 response for IdentityReplaceContent
type IdentityReplaceContentResult400Headers struct {
	XRequestID *string
}

// IdentityReplaceContentResult401Headers the declared response headers of an HTTP 401 response for IdentityReplaceContent
type IdentityReplaceContentResult401Headers struct {
	XRequestID *string
}

// IdentityReplaceContentResult404Headers the declared response headers of an HTTP 404 response for IdentityReplaceContent
type IdentityReplaceContentResult404Headers struct {
	XRequestID *string
}

// IdentityReplaceContentResult500Headers the declared response headers of an HTTP 500 response for IdentityReplaceContent
type IdentityReplaceContentResult500Headers struct {
	XRequestID *string
}

type IdentityReplaceContentResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *map[string]ReplaceFileContentResult
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentityReplaceContentResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentityReplaceContentResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentityReplaceContentResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *IdentityReplaceContentResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentityReplaceContentResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r IdentityReplaceContentResult) GetJSON200() *map[string]ReplaceFileContentResult {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentityReplaceContentResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentityReplaceContentResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r IdentityReplaceContentResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentityReplaceContentResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentityReplaceContentResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentityReplaceContentResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentityReplaceContentResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentityReplaceContentResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentitySearchFilesResult200Headers the declared response headers of an HTTP 200 response for IdentitySearchFiles
type IdentitySearchFilesResult200Headers struct {
	XRequestID *string
}

// IdentitySearchFilesResult400Headers the declared response headers of an HTTP 400 response for IdentitySearchFiles
type IdentitySearchFilesResult400Headers struct {
	XRequestID *string
}

// IdentitySearchFilesResult401Headers the declared response headers of an HTTP 401 response for IdentitySearchFiles
type IdentitySearchFilesResult401Headers struct {
	XRequestID *string
}

// IdentitySearchFilesResult404Headers the declared response headers of an HTTP 404 response for IdentitySearchFiles
type IdentitySearchFilesResult404Headers struct {
	XRequestID *string
}

// IdentitySearchFilesResult500Headers the declared response headers of an HTTP 500 response for IdentitySearchFiles
type IdentitySearchFilesResult500Headers struct {
	XRequestID *string
}

type IdentitySearchFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *[]FileInfo
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentitySearchFilesResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentitySearchFilesResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentitySearchFilesResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *IdentitySearchFilesResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentitySearchFilesResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r IdentitySearchFilesResult) GetJSON200() *[]FileInfo {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentitySearchFilesResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentitySearchFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r IdentitySearchFilesResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentitySearchFilesResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentitySearchFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentitySearchFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentitySearchFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentitySearchFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IdentityUploadFileResult200Headers the declared response headers of an HTTP 200 response for IdentityUploadFile
type IdentityUploadFileResult200Headers struct {
	XRequestID *string
}

// IdentityUploadFileResult400Headers the declared response headers of an HTTP 400 response for IdentityUploadFile
type IdentityUploadFileResult400Headers struct {
	XRequestID *string
}

// IdentityUploadFileResult401Headers the declared response headers of an HTTP 401 response for IdentityUploadFile
type IdentityUploadFileResult401Headers struct {
	XRequestID *string
}

// IdentityUploadFileResult413Headers the declared response headers of an HTTP 413 response for IdentityUploadFile
type IdentityUploadFileResult413Headers struct {
	XRequestID *string
}

// IdentityUploadFileResult500Headers the declared response headers of an HTTP 500 response for IdentityUploadFile
type IdentityUploadFileResult500Headers struct {
	XRequestID *string
}

type IdentityUploadFileResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON413 the response for an HTTP 413 `application/json` response
	JSON413 *PayloadTooLarge
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IdentityUploadFileResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *IdentityUploadFileResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IdentityUploadFileResult401Headers
	// Headers413 the parsed response headers for an HTTP 413 response
	Headers413 *IdentityUploadFileResult413Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *IdentityUploadFileResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r IdentityUploadFileResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IdentityUploadFileResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON413 returns the response for an HTTP 413 `application/json` response
func (r IdentityUploadFileResult) GetJSON413() *PayloadTooLarge {
	return r.JSON413
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r IdentityUploadFileResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r IdentityUploadFileResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IdentityUploadFileResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IdentityUploadFileResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IdentityUploadFileResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedCapabilitiesResult200Headers the declared response headers of an HTTP 200 response for IsolatedCapabilities
type IsolatedCapabilitiesResult200Headers struct {
	XRequestID *string
}

// IsolatedCapabilitiesResult401Headers the declared response headers of an HTTP 401 response for IsolatedCapabilities
type IsolatedCapabilitiesResult401Headers struct {
	XRequestID *string
}

type IsolatedCapabilitiesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *IsolationCapabilities
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *IsolatedCapabilitiesResult200Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedCapabilitiesResult401Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r IsolatedCapabilitiesResult) GetJSON200() *IsolationCapabilities {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedCapabilitiesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetBody returns the raw response body bytes
func (r IsolatedCapabilitiesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedCapabilitiesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedCapabilitiesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedCapabilitiesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// CreateIsolatedSessionResult401Headers the declared response headers of an HTTP 401 response for CreateIsolatedSession
type CreateIsolatedSessionResult401Headers struct {
	XRequestID *string
}

// CreateIsolatedSessionResult503Headers the declared response headers of an HTTP 503 response for CreateIsolatedSession
type CreateIsolatedSessionResult503Headers struct {
	XRequestID *string
}

type CreateIsolatedSessionResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *CreateIsolatedSessionResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *CreateIsolatedSessionResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r CreateIsolatedSessionResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r CreateIsolatedSessionResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r CreateIsolatedSessionResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r CreateIsolatedSessionResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r CreateIsolatedSessionResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r CreateIsolatedSessionResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// DeleteIsolatedSessionResult401Headers the declared response headers of an HTTP 401 response for DeleteIsolatedSession
type DeleteIsolatedSessionResult401Headers struct {
	XRequestID *string
}

// DeleteIsolatedSessionResult503Headers the declared response headers of an HTTP 503 response for DeleteIsolatedSession
type DeleteIsolatedSessionResult503Headers struct {
	XRequestID *string
}

type DeleteIsolatedSessionResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *DeleteIsolatedSessionResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *DeleteIsolatedSessionResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r DeleteIsolatedSessionResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r DeleteIsolatedSessionResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r DeleteIsolatedSessionResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r DeleteIsolatedSessionResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r DeleteIsolatedSessionResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r DeleteIsolatedSessionResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetIsolatedSessionResult401Headers the declared response headers of an HTTP 401 response for GetIsolatedSession
type GetIsolatedSessionResult401Headers struct {
	XRequestID *string
}

// GetIsolatedSessionResult503Headers the declared response headers of an HTTP 503 response for GetIsolatedSession
type GetIsolatedSessionResult503Headers struct {
	XRequestID *string
}

type GetIsolatedSessionResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetIsolatedSessionResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *GetIsolatedSessionResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetIsolatedSessionResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r GetIsolatedSessionResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r GetIsolatedSessionResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetIsolatedSessionResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetIsolatedSessionResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetIsolatedSessionResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedSessionCommitResult401Headers the declared response headers of an HTTP 401 response for IsolatedSessionCommit
type IsolatedSessionCommitResult401Headers struct {
	XRequestID *string
}

// IsolatedSessionCommitResult503Headers the declared response headers of an HTTP 503 response for IsolatedSessionCommit
type IsolatedSessionCommitResult503Headers struct {
	XRequestID *string
}

type IsolatedSessionCommitResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedSessionCommitResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedSessionCommitResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedSessionCommitResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedSessionCommitResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedSessionCommitResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedSessionCommitResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedSessionCommitResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedSessionCommitResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedSessionDiffResult401Headers the declared response headers of an HTTP 401 response for IsolatedSessionDiff
type IsolatedSessionDiffResult401Headers struct {
	XRequestID *string
}

// IsolatedSessionDiffResult503Headers the declared response headers of an HTTP 503 response for IsolatedSessionDiff
type IsolatedSessionDiffResult503Headers struct {
	XRequestID *string
}

type IsolatedSessionDiffResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedSessionDiffResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedSessionDiffResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedSessionDiffResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedSessionDiffResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedSessionDiffResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedSessionDiffResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedSessionDiffResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedSessionDiffResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedRemoveDirsResult401Headers the declared response headers of an HTTP 401 response for IsolatedRemoveDirs
type IsolatedRemoveDirsResult401Headers struct {
	XRequestID *string
}

// IsolatedRemoveDirsResult503Headers the declared response headers of an HTTP 503 response for IsolatedRemoveDirs
type IsolatedRemoveDirsResult503Headers struct {
	XRequestID *string
}

type IsolatedRemoveDirsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedRemoveDirsResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedRemoveDirsResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedRemoveDirsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedRemoveDirsResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedRemoveDirsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedRemoveDirsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedRemoveDirsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedRemoveDirsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedMakeDirsResult401Headers the declared response headers of an HTTP 401 response for IsolatedMakeDirs
type IsolatedMakeDirsResult401Headers struct {
	XRequestID *string
}

// IsolatedMakeDirsResult503Headers the declared response headers of an HTTP 503 response for IsolatedMakeDirs
type IsolatedMakeDirsResult503Headers struct {
	XRequestID *string
}

type IsolatedMakeDirsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedMakeDirsResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedMakeDirsResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedMakeDirsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedMakeDirsResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedMakeDirsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedMakeDirsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedMakeDirsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedMakeDirsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedListDirectoryResult401Headers the declared response headers of an HTTP 401 response for IsolatedListDirectory
type IsolatedListDirectoryResult401Headers struct {
	XRequestID *string
}

// IsolatedListDirectoryResult503Headers the declared response headers of an HTTP 503 response for IsolatedListDirectory
type IsolatedListDirectoryResult503Headers struct {
	XRequestID *string
}

type IsolatedListDirectoryResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedListDirectoryResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedListDirectoryResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedListDirectoryResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedListDirectoryResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedListDirectoryResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedListDirectoryResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedListDirectoryResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedListDirectoryResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedRemoveFilesResult401Headers the declared response headers of an HTTP 401 response for IsolatedRemoveFiles
type IsolatedRemoveFilesResult401Headers struct {
	XRequestID *string
}

// IsolatedRemoveFilesResult503Headers the declared response headers of an HTTP 503 response for IsolatedRemoveFiles
type IsolatedRemoveFilesResult503Headers struct {
	XRequestID *string
}

type IsolatedRemoveFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedRemoveFilesResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedRemoveFilesResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedRemoveFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedRemoveFilesResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedRemoveFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedRemoveFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedRemoveFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedRemoveFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedDownloadFileResult401Headers the declared response headers of an HTTP 401 response for IsolatedDownloadFile
type IsolatedDownloadFileResult401Headers struct {
	XRequestID *string
}

// IsolatedDownloadFileResult503Headers the declared response headers of an HTTP 503 response for IsolatedDownloadFile
type IsolatedDownloadFileResult503Headers struct {
	XRequestID *string
}

type IsolatedDownloadFileResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedDownloadFileResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedDownloadFileResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedDownloadFileResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedDownloadFileResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedDownloadFileResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedDownloadFileResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedDownloadFileResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedDownloadFileResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedGetFilesInfoResult401Headers the declared response headers of an HTTP 401 response for IsolatedGetFilesInfo
type IsolatedGetFilesInfoResult401Headers struct {
	XRequestID *string
}

// IsolatedGetFilesInfoResult503Headers the declared response headers of an HTTP 503 response for IsolatedGetFilesInfo
type IsolatedGetFilesInfoResult503Headers struct {
	XRequestID *string
}

type IsolatedGetFilesInfoResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedGetFilesInfoResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedGetFilesInfoResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedGetFilesInfoResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedGetFilesInfoResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedGetFilesInfoResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedGetFilesInfoResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedGetFilesInfoResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedGetFilesInfoResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedRenameFilesResult401Headers the declared response headers of an HTTP 401 response for IsolatedRenameFiles
type IsolatedRenameFilesResult401Headers struct {
	XRequestID *string
}

// IsolatedRenameFilesResult503Headers the declared response headers of an HTTP 503 response for IsolatedRenameFiles
type IsolatedRenameFilesResult503Headers struct {
	XRequestID *string
}

type IsolatedRenameFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedRenameFilesResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedRenameFilesResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedRenameFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedRenameFilesResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedRenameFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedRenameFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedRenameFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedRenameFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedChmodFilesResult401Headers the declared response headers of an HTTP 401 response for IsolatedChmodFiles
type IsolatedChmodFilesResult401Headers struct {
	XRequestID *string
}

// IsolatedChmodFilesResult503Headers the declared response headers of an HTTP 503 response for IsolatedChmodFiles
type IsolatedChmodFilesResult503Headers struct {
	XRequestID *string
}

type IsolatedChmodFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedChmodFilesResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedChmodFilesResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedChmodFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedChmodFilesResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedChmodFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedChmodFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedChmodFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedChmodFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedReplaceContentResult401Headers the declared response headers of an HTTP 401 response for IsolatedReplaceContent
type IsolatedReplaceContentResult401Headers struct {
	XRequestID *string
}

// IsolatedReplaceContentResult503Headers the declared response headers of an HTTP 503 response for IsolatedReplaceContent
type IsolatedReplaceContentResult503Headers struct {
	XRequestID *string
}

type IsolatedReplaceContentResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedReplaceContentResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedReplaceContentResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedReplaceContentResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedReplaceContentResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedReplaceContentResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedReplaceContentResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedReplaceContentResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedReplaceContentResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedSearchFilesResult401Headers the declared response headers of an HTTP 401 response for IsolatedSearchFiles
type IsolatedSearchFilesResult401Headers struct {
	XRequestID *string
}

// IsolatedSearchFilesResult503Headers the declared response headers of an HTTP 503 response for IsolatedSearchFiles
type IsolatedSearchFilesResult503Headers struct {
	XRequestID *string
}

type IsolatedSearchFilesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedSearchFilesResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedSearchFilesResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedSearchFilesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedSearchFilesResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedSearchFilesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedSearchFilesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedSearchFilesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedSearchFilesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// IsolatedUploadFileResult401Headers the declared response headers of an HTTP 401 response for IsolatedUploadFile
type IsolatedUploadFileResult401Headers struct {
	XRequestID *string
}

// IsolatedUploadFileResult503Headers the declared response headers of an HTTP 503 response for IsolatedUploadFile
type IsolatedUploadFileResult503Headers struct {
	XRequestID *string
}

type IsolatedUploadFileResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *IsolatedUploadFileResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *IsolatedUploadFileResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r IsolatedUploadFileResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r IsolatedUploadFileResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r IsolatedUploadFileResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r IsolatedUploadFileResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r IsolatedUploadFileResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r IsolatedUploadFileResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// RunInIsolatedSessionResult401Headers the declared response headers of an HTTP 401 response for RunInIsolatedSession
type RunInIsolatedSessionResult401Headers struct {
	XRequestID *string
}

// RunInIsolatedSessionResult503Headers the declared response headers of an HTTP 503 response for RunInIsolatedSession
type RunInIsolatedSessionResult503Headers struct {
	XRequestID *string
}

type RunInIsolatedSessionResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *RunInIsolatedSessionResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *RunInIsolatedSessionResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r RunInIsolatedSessionResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r RunInIsolatedSessionResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r RunInIsolatedSessionResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r RunInIsolatedSessionResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r RunInIsolatedSessionResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r RunInIsolatedSessionResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetIsolatedRunStatusResult401Headers the declared response headers of an HTTP 401 response for GetIsolatedRunStatus
type GetIsolatedRunStatusResult401Headers struct {
	XRequestID *string
}

// GetIsolatedRunStatusResult503Headers the declared response headers of an HTTP 503 response for GetIsolatedRunStatus
type GetIsolatedRunStatusResult503Headers struct {
	XRequestID *string
}

type GetIsolatedRunStatusResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetIsolatedRunStatusResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *GetIsolatedRunStatusResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetIsolatedRunStatusResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r GetIsolatedRunStatusResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r GetIsolatedRunStatusResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetIsolatedRunStatusResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetIsolatedRunStatusResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetIsolatedRunStatusResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetIsolatedRunLogsResult401Headers the declared response headers of an HTTP 401 response for GetIsolatedRunLogs
type GetIsolatedRunLogsResult401Headers struct {
	XRequestID *string
}

// GetIsolatedRunLogsResult503Headers the declared response headers of an HTTP 503 response for GetIsolatedRunLogs
type GetIsolatedRunLogsResult503Headers struct {
	XRequestID *string
}

type GetIsolatedRunLogsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetIsolatedRunLogsResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *GetIsolatedRunLogsResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetIsolatedRunLogsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r GetIsolatedRunLogsResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r GetIsolatedRunLogsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetIsolatedRunLogsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetIsolatedRunLogsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetIsolatedRunLogsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ListIsolatedSessionsResult401Headers the declared response headers of an HTTP 401 response for ListIsolatedSessions
type ListIsolatedSessionsResult401Headers struct {
	XRequestID *string
}

// ListIsolatedSessionsResult503Headers the declared response headers of an HTTP 503 response for ListIsolatedSessions
type ListIsolatedSessionsResult503Headers struct {
	XRequestID *string
}

type ListIsolatedSessionsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON503 the response for an HTTP 503 `application/json` response
	JSON503 *IsolationUnavailable
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ListIsolatedSessionsResult401Headers
	// Headers503 the parsed response headers for an HTTP 503 response
	Headers503 *ListIsolatedSessionsResult503Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ListIsolatedSessionsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON503 returns the response for an HTTP 503 `application/json` response
func (r ListIsolatedSessionsResult) GetJSON503() *IsolationUnavailable {
	return r.JSON503
}

// GetBody returns the raw response body bytes
func (r ListIsolatedSessionsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ListIsolatedSessionsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ListIsolatedSessionsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ListIsolatedSessionsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// InterruptCodeWithResponse Interrupt running code
//
// Interrupts the execution currently running in a context (like Ctrl-C in a notebook).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /code (the `InterruptCode` operationId).
func (c *ClientWithResponses) InterruptCodeWithResponse(ctx context.Context, params *InterruptCodeParams, reqEditors ...RequestEditorFn) (*InterruptCodeResult, error) {
	rsp, err := c.InterruptCode(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseInterruptCodeResult(rsp)
}

// RunCodeWithBodyWithResponse Run code
//
// Executes `code` and streams its output (see "Output streams"). With `context.id` the
// code runs in that context; with only `context.language` it runs in that language's
// default context (created on first use); without `context` it runs as a shell command.
//
// Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
// `result`, `execution_count`, `status`, `ping`, ending with exactly one of
// `execution_complete` or `error` (clients of upstream daemons should tolerate both).
// `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
// A context runs one execution at a time; concurrent calls wait their turn in arrival
// order. `409` means the context's kernel died: delete the context and create a new one.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /code (the `RunCode` operationId).
func (c *ClientWithResponses) RunCodeWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*RunCodeResult, error) {
	rsp, err := c.RunCodeWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRunCodeResult(rsp)
}

// RunCodeWithResponse Run code
//
// Executes `code` and streams its output (see "Output streams"). With `context.id` the
// code runs in that context; with only `context.language` it runs in that language's
// default context (created on first use); without `context` it runs as a shell command.
//
// Event sequence: `init` (its `text` is the context id), then any of `stdout`, `stderr`,
// `result`, `execution_count`, `status`, `ping`, ending with exactly one of
// `execution_complete` or `error` (clients of upstream daemons should tolerate both).
// `result` carries both `execute_result` and `display_data` outputs (plots, HTML, …).
// A context runs one execution at a time; concurrent calls wait their turn in arrival
// order. `409` means the context's kernel died: delete the context and create a new one.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /code (the `RunCode` operationId).
func (c *ClientWithResponses) RunCodeWithResponse(ctx context.Context, body RunCodeJSONRequestBody, reqEditors ...RequestEditorFn) (*RunCodeResult, error) {
	rsp, err := c.RunCode(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRunCodeResult(rsp)
}

// CreateCodeContextWithBodyWithResponse Create a code context
//
// Starts a new kernel session for a language and returns its id. Variables, imports and
// definitions persist across `runCode` calls in the same context. Available languages
// depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
// `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /code/context (the `CreateCodeContext` operationId).
func (c *ClientWithResponses) CreateCodeContextWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreateCodeContextResult, error) {
	rsp, err := c.CreateCodeContextWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateCodeContextResult(rsp)
}

// CreateCodeContextWithResponse Create a code context
//
// Starts a new kernel session for a language and returns its id. Variables, imports and
// definitions persist across `runCode` calls in the same context. Available languages
// depend on the kernels installed in the sandbox image (typically `python`, `javascript`,
// `typescript`, `java`, `go`, `bash`); an unknown one yields `400`.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /code/context (the `CreateCodeContext` operationId).
func (c *ClientWithResponses) CreateCodeContextWithResponse(ctx context.Context, body CreateCodeContextJSONRequestBody, reqEditors ...RequestEditorFn) (*CreateCodeContextResult, error) {
	rsp, err := c.CreateCodeContext(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateCodeContextResult(rsp)
}

// DeleteContextsByLanguageWithResponse Delete all code contexts of a language
//
// Shuts down every context of the given language and frees its kernel.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /code/contexts (the `DeleteContextsByLanguage` operationId).
func (c *ClientWithResponses) DeleteContextsByLanguageWithResponse(ctx context.Context, params *DeleteContextsByLanguageParams, reqEditors ...RequestEditorFn) (*DeleteContextsByLanguageResult, error) {
	rsp, err := c.DeleteContextsByLanguage(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDeleteContextsByLanguageResult(rsp)
}

// ListContextsWithResponse List code contexts
//
// Lists existing contexts, all of them or those of one language.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /code/contexts (the `ListContexts` operationId).
func (c *ClientWithResponses) ListContextsWithResponse(ctx context.Context, params *ListContextsParams, reqEditors ...RequestEditorFn) (*ListContextsResult, error) {
	rsp, err := c.ListContexts(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseListContextsResult(rsp)
}

// DeleteContextWithResponse Delete a code context
//
// Shuts down the context's kernel session and forgets the context.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /code/contexts/{context_id} (the `DeleteContext` operationId).
func (c *ClientWithResponses) DeleteContextWithResponse(ctx context.Context, contextId string, reqEditors ...RequestEditorFn) (*DeleteContextResult, error) {
	rsp, err := c.DeleteContext(ctx, contextId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDeleteContextResult(rsp)
}

// GetContextWithResponse Get a code context
//
// Returns one context; `404` (`CONTEXT_NOT_FOUND`) when it does not exist.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /code/contexts/{context_id} (the `GetContext` operationId).
func (c *ClientWithResponses) GetContextWithResponse(ctx context.Context, contextId string, reqEditors ...RequestEditorFn) (*GetContextResult, error) {
	rsp, err := c.GetContext(ctx, contextId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetContextResult(rsp)
}

// InterruptCommandWithResponse Interrupt a command
//
// Sends SIGTERM to the command's process group and SIGKILL if it is still alive a few
// seconds later. The command's stream then ends with an `error` event.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /command (the `InterruptCommand` operationId).
func (c *ClientWithResponses) InterruptCommandWithResponse(ctx context.Context, params *InterruptCommandParams, reqEditors ...RequestEditorFn) (*InterruptCommandResult, error) {
	rsp, err := c.InterruptCommand(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseInterruptCommandResult(rsp)
}

// RunCommandWithBodyWithResponse Run a shell command
//
// Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
// and streams its output (see "Output streams").
//
// Foreground (default): `init` (its `text` is the command id), then `stdout` and
// `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
// exactly one of `execution_complete` (exit status 0) or `error` (`ename`
// `CommandExecError`, `evalue` the exit status as a decimal string). The process is
// killed when `timeout` expires; its `error` event then carries `timed_out: true`
// (extension) and a traceback line saying so.
//
// Background (`background: true`): `init` then `execution_complete` immediately; the
// process keeps running. Follow it with `getCommandStatus` and
// `getBackgroundCommandLogs`.
//
// With `stdin: true` (extension) the process reads its standard input from a pipe fed
// by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
// `/dev/null`.
//
// A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /command (the `RunCommand` operationId).
func (c *ClientWithResponses) RunCommandWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*RunCommandResult, error) {
	rsp, err := c.RunCommandWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRunCommandResult(rsp)
}

// RunCommandWithResponse Run a shell command
//
// Runs `command` with `bash -c` (`sh -c` when bash is missing) in its own process group
// and streams its output (see "Output streams").
//
// Foreground (default): `init` (its `text` is the command id), then `stdout` and
// `stderr` events (one per line, in the order produced), `ping` keep-alives, and finally
// exactly one of `execution_complete` (exit status 0) or `error` (`ename`
// `CommandExecError`, `evalue` the exit status as a decimal string). The process is
// killed when `timeout` expires; its `error` event then carries `timed_out: true`
// (extension) and a traceback line saying so.
//
// Background (`background: true`): `init` then `execution_complete` immediately; the
// process keeps running. Follow it with `getCommandStatus` and
// `getBackgroundCommandLogs`.
//
// With `stdin: true` (extension) the process reads its standard input from a pipe fed
// by `writeCommandStdin` and closed by `closeCommandStdin`; otherwise stdin is
// `/dev/null`.
//
// A `cwd` that does not exist yields `404` (`FILE_NOT_FOUND`) before anything runs.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /command (the `RunCommand` operationId).
func (c *ClientWithResponses) RunCommandWithResponse(ctx context.Context, body RunCommandJSONRequestBody, reqEditors ...RequestEditorFn) (*RunCommandResult, error) {
	rsp, err := c.RunCommand(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRunCommandResult(rsp)
}

// GetCommandStatusWithResponse Get a command's status
//
// Reports whether a command (foreground or background) is still running and how it ended.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /command/status/{id} (the `GetCommandStatus` operationId).
func (c *ClientWithResponses) GetCommandStatusWithResponse(ctx context.Context, id CommandId, reqEditors ...RequestEditorFn) (*GetCommandStatusResult, error) {
	rsp, err := c.GetCommandStatus(ctx, id, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetCommandStatusResult(rsp)
}

// FollowCommandOutputWithResponse Follow a background command's output as events
//
// Streams the output of a background command as an execution stream (see "Output
// streams"): `init` (its `text` is the command id), then its `stdout` and `stderr` output
// from `cursor` on (the same byte offset as `getBackgroundCommandLogs`; omit it to start
// from the beginning), split into lines as for a foreground command (`partial` pieces
// included), `ping` keep-alives while it is quiet, and once the command has ended and its
// output has been sent, exactly one of `execution_complete` (exit status 0) or `error`
// (`CommandExecError` with the exit status, `timed_out` when it hit its timeout). For a
// command that has already ended the stream replays what its log still holds and ends.
//
// A client that reads slower than the command writes never slows the command down: the
// stream reads from the command's log (the last 8 MiB), so output dropped from the log
// before the client got to it is skipped. Disconnecting ends the stream, not the command.
// `409` (`CONFLICT`): the command runs in the foreground (its output is in its own stream).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /command/{id}/events (the `FollowCommandOutput` operationId).
func (c *ClientWithResponses) FollowCommandOutputWithResponse(ctx context.Context, id CommandId, params *FollowCommandOutputParams, reqEditors ...RequestEditorFn) (*FollowCommandOutputResult, error) {
	rsp, err := c.FollowCommandOutput(ctx, id, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseFollowCommandOutputResult(rsp)
}

// GetBackgroundCommandLogsWithResponse Read a background command's output
//
// Returns the combined stdout and stderr of a background command as plain text, from
// `cursor` (or from the start) up to what has been written so far. The response header
// `EXECD-COMMANDS-TAIL-CURSOR` holds the cursor to pass on the next call to receive only
// newer output. Treat the cursor as opaque: this daemon (like upstream's implementation)
// uses a byte offset, while upstream's specification speaks of lines.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /command/{id}/logs (the `GetBackgroundCommandLogs` operationId).
func (c *ClientWithResponses) GetBackgroundCommandLogsWithResponse(ctx context.Context, id CommandId, params *GetBackgroundCommandLogsParams, reqEditors ...RequestEditorFn) (*GetBackgroundCommandLogsResult, error) {
	rsp, err := c.GetBackgroundCommandLogs(ctx, id, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetBackgroundCommandLogsResult(rsp)
}

// CloseCommandStdinWithResponse Close a command's stdin
//
// Closes the command's standard input, so that it reads end-of-file. Closing an already
// closed stdin, or that of a finished command, is a no-op. `404` (`COMMAND_NOT_FOUND`):
// unknown command; `409` (`CONFLICT`): it was not started with `stdin: true`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /command/{id}/stdin (the `CloseCommandStdin` operationId).
func (c *ClientWithResponses) CloseCommandStdinWithResponse(ctx context.Context, id CommandId, reqEditors ...RequestEditorFn) (*CloseCommandStdinResult, error) {
	rsp, err := c.CloseCommandStdin(ctx, id, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCloseCommandStdinResult(rsp)
}

// WriteCommandStdinWithBodyWithResponse Write to a command's stdin
//
// Appends the request body, byte for byte, to the standard input of a command started
// with `stdin: true`. Writes are delivered in the order the daemon receives them. Returns
// once the bytes have been handed to the pipe.
//
// `404` (`COMMAND_NOT_FOUND`): unknown command. `409` (`CONFLICT`): the command has
// finished, its stdin has been closed, or it was not started with `stdin: true`.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /command/{id}/stdin (the `WriteCommandStdin` operationId).
func (c *ClientWithResponses) WriteCommandStdinWithBodyWithResponse(ctx context.Context, id CommandId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*WriteCommandStdinResult, error) {
	rsp, err := c.WriteCommandStdinWithBody(ctx, id, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseWriteCommandStdinResult(rsp)
}

// ListCommandsWithResponse List commands
//
// Lists the commands this daemon knows, foreground and background, oldest first: those
// running and those that ended within the last hour (at most 1,000 are kept). With
// `running=true` only the running ones.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /commands (the `ListCommands` operationId).
func (c *ClientWithResponses) ListCommandsWithResponse(ctx context.Context, params *ListCommandsParams, reqEditors ...RequestEditorFn) (*ListCommandsResult, error) {
	rsp, err := c.ListCommands(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseListCommandsResult(rsp)
}

// RemoveDirsWithResponse Delete directories
//
// Deletes each directory with everything in it (like `rm -rf`).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /directories (the `RemoveDirs` operationId).
func (c *ClientWithResponses) RemoveDirsWithResponse(ctx context.Context, params *RemoveDirsParams, reqEditors ...RequestEditorFn) (*RemoveDirsResult, error) {
	rsp, err := c.RemoveDirs(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRemoveDirsResult(rsp)
}

// MakeDirsWithBodyWithResponse Create directories
//
// Creates each directory in the body, with missing parents (like `mkdir -p`), and applies
// its mode and ownership. Existing directories are not an error.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /directories (the `MakeDirs` operationId).
func (c *ClientWithResponses) MakeDirsWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*MakeDirsResult, error) {
	rsp, err := c.MakeDirsWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseMakeDirsResult(rsp)
}

// MakeDirsWithResponse Create directories
//
// Creates each directory in the body, with missing parents (like `mkdir -p`), and applies
// its mode and ownership. Existing directories are not an error.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /directories (the `MakeDirs` operationId).
func (c *ClientWithResponses) MakeDirsWithResponse(ctx context.Context, body MakeDirsJSONRequestBody, reqEditors ...RequestEditorFn) (*MakeDirsResult, error) {
	rsp, err := c.MakeDirs(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseMakeDirsResult(rsp)
}

// ListDirectoryWithResponse List a directory
//
// Lists the entries below `path`, down to `depth` levels (`1`: direct children only);
// `path` itself is not included. Within each directory entries come in lexical order of
// their names, each directory's descendants right after it. Symbolic links are reported
// as `type: symlink` and never followed; if `path` itself is a symbolic link the request
// yields `400`.
//
// Like `searchFiles`, the array is sent while the walk runs; a connection that ends before
// the closing `]` means the listing was interrupted.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /directories/list (the `ListDirectory` operationId).
func (c *ClientWithResponses) ListDirectoryWithResponse(ctx context.Context, params *ListDirectoryParams, reqEditors ...RequestEditorFn) (*ListDirectoryResult, error) {
	rsp, err := c.ListDirectory(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseListDirectoryResult(rsp)
}

// RemoveFilesWithResponse Delete files
//
// Deletes the given files. Directories are not removed here; use `removeDirs`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /files (the `RemoveFiles` operationId).
func (c *ClientWithResponses) RemoveFilesWithResponse(ctx context.Context, params *RemoveFilesParams, reqEditors ...RequestEditorFn) (*RemoveFilesResult, error) {
	rsp, err := c.RemoveFiles(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRemoveFilesResult(rsp)
}

// DownloadFileWithResponse Download a file
//
// Returns a file's content.
//
//   - Whole file: `200`, `application/octet-stream`, with `Content-Disposition: attachment`
//     (non-ASCII names encoded per RFC 5987) and `Content-Length`.
//   - Byte range: send a single-range `Range: bytes=first-last` header (also
//     `bytes=first-` and `bytes=-suffix`) to get `206` with `Content-Range`. A range
//     outside the file yields `416` with `Content-Range: bytes */{size}`. A header with
//     several ranges is ignored (whole file, `200`).
//   - Lines: `offset` (1-based first line) and/or `limit` (line count) return those lines
//     as `text/plain`, as upstream does: each without its terminator (`\n` or `\r\n`),
//     joined by `\n`, with no newline after the last. They cannot be combined with `Range`
//     (`400`).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /files/download (the `DownloadFile` operationId).
func (c *ClientWithResponses) DownloadFileWithResponse(ctx context.Context, params *DownloadFileParams, reqEditors ...RequestEditorFn) (*DownloadFileResult, error) {
	rsp, err := c.DownloadFile(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDownloadFileResult(rsp)
}

// GetFilesInfoWithResponse Get file metadata
//
// Returns the metadata of each requested path, keyed by the path as given. Fails with
// `404` (`FILE_NOT_FOUND`) if any path does not exist.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /files/info (the `GetFilesInfo` operationId).
func (c *ClientWithResponses) GetFilesInfoWithResponse(ctx context.Context, params *GetFilesInfoParams, reqEditors ...RequestEditorFn) (*GetFilesInfoResult, error) {
	rsp, err := c.GetFilesInfo(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetFilesInfoResult(rsp)
}

// RenameFilesWithBodyWithResponse Move or rename files
//
// Moves each `src` to `dest`, in order. The destination's parent directory must exist.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /files/mv (the `RenameFiles` operationId).
func (c *ClientWithResponses) RenameFilesWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*RenameFilesResult, error) {
	rsp, err := c.RenameFilesWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRenameFilesResult(rsp)
}

// RenameFilesWithResponse Move or rename files
//
// Moves each `src` to `dest`, in order. The destination's parent directory must exist.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /files/mv (the `RenameFiles` operationId).
func (c *ClientWithResponses) RenameFilesWithResponse(ctx context.Context, body RenameFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*RenameFilesResult, error) {
	rsp, err := c.RenameFiles(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRenameFilesResult(rsp)
}

// ChmodFilesWithBodyWithResponse Change mode and ownership of files
//
// Applies a mode and optionally an owner and group to each path in the body.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /files/permissions (the `ChmodFiles` operationId).
func (c *ClientWithResponses) ChmodFilesWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*ChmodFilesResult, error) {
	rsp, err := c.ChmodFilesWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseChmodFilesResult(rsp)
}

// ChmodFilesWithResponse Change mode and ownership of files
//
// Applies a mode and optionally an owner and group to each path in the body.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /files/permissions (the `ChmodFiles` operationId).
func (c *ClientWithResponses) ChmodFilesWithResponse(ctx context.Context, body ChmodFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*ChmodFilesResult, error) {
	rsp, err := c.ChmodFiles(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseChmodFilesResult(rsp)
}

// ReplaceContentWithBodyWithResponse Replace text in files
//
// In each file named in the body, replaces every occurrence of `old` by `new`, keeping
// the file's mode. Without `verbose` the response body is empty; with `verbose=true` it
// reports how many occurrences were replaced per file.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /files/replace (the `ReplaceContent` operationId).
func (c *ClientWithResponses) ReplaceContentWithBodyWithResponse(ctx context.Context, params *ReplaceContentParams, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*ReplaceContentResult, error) {
	rsp, err := c.ReplaceContentWithBody(ctx, params, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseReplaceContentResult(rsp)
}

// ReplaceContentWithResponse Replace text in files
//
// In each file named in the body, replaces every occurrence of `old` by `new`, keeping
// the file's mode. Without `verbose` the response body is empty; with `verbose=true` it
// reports how many occurrences were replaced per file.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /files/replace (the `ReplaceContent` operationId).
func (c *ClientWithResponses) ReplaceContentWithResponse(ctx context.Context, params *ReplaceContentParams, body ReplaceContentJSONRequestBody, reqEditors ...RequestEditorFn) (*ReplaceContentResult, error) {
	rsp, err := c.ReplaceContent(ctx, params, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseReplaceContentResult(rsp)
}

// SearchFilesWithResponse Find files by glob
//
// Walks the directory tree below `path` and returns the files (not directories) whose
// name matches `pattern`.
//
// The array is sent while the walk runs (chunked), so an answer starts at once and a big
// tree is never held in memory; errors about `path` itself come before it as usual. A
// connection that ends before the closing `]` means the walk was interrupted: the answer
// is incomplete, not empty.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /files/search (the `SearchFiles` operationId).
func (c *ClientWithResponses) SearchFilesWithResponse(ctx context.Context, params *SearchFilesParams, reqEditors ...RequestEditorFn) (*SearchFilesResult, error) {
	rsp, err := c.SearchFiles(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseSearchFilesResult(rsp)
}

// UploadFileWithBodyWithResponse Upload files
//
// Writes one or more files. The multipart body holds, for each file, a `metadata` part
// (a JSON `FileMetadata`, content type `application/json`) and a `file` part (the
// content). The n-th `metadata` part describes the n-th `file` part; unequal counts yield
// `400`. `metadata` parts are accepted both as plain fields and as file parts (SDKs send
// them as file parts). Missing parent directories are created; existing files are
// overwritten. Each file is fully written and synced before the response is sent.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /files/upload (the `UploadFile` operationId).
func (c *ClientWithResponses) UploadFileWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*UploadFileResult, error) {
	rsp, err := c.UploadFileWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseUploadFileResult(rsp)
}

// WatchFilesWithResponse Watch a directory for changes
//
// Streams changes below the directory `path` as `FileWatchEvent` objects, written as for
// execution streams (one JSON object per line followed by an empty line; see "Output
// streams"): first `ready` once the watch is in place (changes before it are not
// reported), then `create`, `write` and `remove` events naming the changed path, and
// `ping` every few seconds while nothing changes. With `recursive=true` (default)
// subdirectories are watched too, including ones created later. Each event says what the
// daemon found when it looked at the path: an entry created and removed again within a
// few milliseconds may go unreported, and entries created in a new subdirectory before
// its watch is in place are not reported one by one.
//
// The stream runs until the client disconnects, which ends the watch. A client that
// reads slower than changes happen gets at most 10,000 queued events; beyond that they
// are dropped and one `overflow` event says so. A daemon holds at most 64 watches at a
// time: one more is refused with `503` (`SERVICE_UNAVAILABLE`). `path` must be an
// existing directory: `404` (`FILE_NOT_FOUND`) otherwise, `400` (`INVALID_FILE`) for a
// file.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /files/watch (the `WatchFiles` operationId).
func (c *ClientWithResponses) WatchFilesWithResponse(ctx context.Context, params *WatchFilesParams, reqEditors ...RequestEditorFn) (*WatchFilesResult, error) {
	rsp, err := c.WatchFiles(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseWatchFilesResult(rsp)
}

// ClaimSandboxWithBodyWithResponse Hand a pooled sandbox over to its tenant (server-to-execd)
//
// Called once by the lifecycle server when it serves a create request from a warm pool:
// the sandbox was started ahead of time with a token of its pool, and is now handed to
// the request. Authorized by the token execd holds now (the pool's). On success execd
// accepts only `token` from then on (the pool's token is refused with `401`), and every
// command, session, PTY, code context and file worker started afterwards gets the
// sandbox's environment with `unset` removed and `env` added. The new token and
// environment survive a restart of execd inside the sandbox. A second claim answers
// `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
// processes' environments but `env`; the token never does.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /internal/claim (the `ClaimSandbox` operationId).
func (c *ClientWithResponses) ClaimSandboxWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*ClaimSandboxResult, error) {
	rsp, err := c.ClaimSandboxWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseClaimSandboxResult(rsp)
}

// ClaimSandboxWithResponse Hand a pooled sandbox over to its tenant (server-to-execd)
//
// Called once by the lifecycle server when it serves a create request from a warm pool:
// the sandbox was started ahead of time with a token of its pool, and is now handed to
// the request. Authorized by the token execd holds now (the pool's). On success execd
// accepts only `token` from then on (the pool's token is refused with `401`), and every
// command, session, PTY, code context and file worker started afterwards gets the
// sandbox's environment with `unset` removed and `env` added. The new token and
// environment survive a restart of execd inside the sandbox. A second claim answers
// `409` (`CONFLICT`): a sandbox is claimed at most once. Nothing reaches the sandbox's
// processes' environments but `env`; the token never does.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /internal/claim (the `ClaimSandbox` operationId).
func (c *ClientWithResponses) ClaimSandboxWithResponse(ctx context.Context, body ClaimSandboxJSONRequestBody, reqEditors ...RequestEditorFn) (*ClaimSandboxResult, error) {
	rsp, err := c.ClaimSandbox(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseClaimSandboxResult(rsp)
}

// GetMetricsWithResponse Get resource usage
//
// Returns current CPU and memory figures of the sandbox.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /metrics (the `GetMetrics` operationId).
func (c *ClientWithResponses) GetMetricsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*GetMetricsResult, error) {
	rsp, err := c.GetMetrics(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetMetricsResult(rsp)
}

// WatchMetricsWithResponse Stream resource usage
//
// Streams a `Metrics` object about once per second until the client disconnects. Each
// object is one JSON line terminated by a newline (upstream writes no empty line in
// between); clients should also accept empty lines and `data:`-prefixed lines.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /metrics/watch (the `WatchMetrics` operationId).
func (c *ClientWithResponses) WatchMetricsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*WatchMetricsResult, error) {
	rsp, err := c.WatchMetrics(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseWatchMetricsResult(rsp)
}

// PingWithResponse Check that the daemon is up
//
// Answers `200` with an empty body once the daemon serves requests. SDKs poll it after
// creating a sandbox to learn when the sandbox is usable. Like every other operation it
// requires `X-EXECD-ACCESS-TOKEN`, so a `200` also proves the token is right.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /ping (the `Ping` operationId).
func (c *ClientWithResponses) PingWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*PingResult, error) {
	rsp, err := c.Ping(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParsePingResult(rsp)
}

// ListPtysWithResponse List terminals
//
// Lists all terminal sessions, running and exited, oldest first.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /pty (the `ListPtys` operationId).
func (c *ClientWithResponses) ListPtysWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*ListPtysResult, error) {
	rsp, err := c.ListPtys(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseListPtysResult(rsp)
}

// CreatePtyWithBodyWithResponse Start a terminal
//
// Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
// The process starts immediately; output produced before a client attaches is kept for
// replay. `TERM` defaults to `xterm-256color` unless set in `env`.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /pty (the `CreatePty` operationId).
func (c *ClientWithResponses) CreatePtyWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreatePtyResult, error) {
	rsp, err := c.CreatePtyWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreatePtyResult(rsp)
}

// CreatePtyWithResponse Start a terminal
//
// Starts `command` on a new pseudo-terminal of `cols` x `rows` and returns the session.
// The process starts immediately; output produced before a client attaches is kept for
// replay. `TERM` defaults to `xterm-256color` unless set in `env`.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /pty (the `CreatePty` operationId).
func (c *ClientWithResponses) CreatePtyWithResponse(ctx context.Context, body CreatePtyJSONRequestBody, reqEditors ...RequestEditorFn) (*CreatePtyResult, error) {
	rsp, err := c.CreatePty(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreatePtyResult(rsp)
}

// DeletePtyWithResponse Kill and remove a terminal
//
// Hangs up the terminal (SIGHUP to its process group, SIGKILL shortly after if still
// alive), closes attached WebSockets and forgets the session.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /pty/{id} (the `DeletePty` operationId).
func (c *ClientWithResponses) DeletePtyWithResponse(ctx context.Context, id PtyId, reqEditors ...RequestEditorFn) (*DeletePtyResult, error) {
	rsp, err := c.DeletePty(ctx, id, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDeletePtyResult(rsp)
}

// GetPtyWithResponse Get a terminal
//
// Returns one terminal session. An exited session stays listed, with its `exit_code`, until deleted.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /pty/{id} (the `GetPty` operationId).
func (c *ClientWithResponses) GetPtyWithResponse(ctx context.Context, id PtyId, reqEditors ...RequestEditorFn) (*GetPtyResult, error) {
	rsp, err := c.GetPty(ctx, id, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetPtyResult(rsp)
}

// ResizePtyWithBodyWithResponse Resize a terminal
//
// Sets the terminal size (the process receives SIGWINCH). Same effect as a `resize`
// message on the WebSocket. `409` when the process has exited.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /pty/{id}/resize (the `ResizePty` operationId).
func (c *ClientWithResponses) ResizePtyWithBodyWithResponse(ctx context.Context, id PtyId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*ResizePtyResult, error) {
	rsp, err := c.ResizePtyWithBody(ctx, id, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseResizePtyResult(rsp)
}

// ResizePtyWithResponse Resize a terminal
//
// Sets the terminal size (the process receives SIGWINCH). Same effect as a `resize`
// message on the WebSocket. `409` when the process has exited.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /pty/{id}/resize (the `ResizePty` operationId).
func (c *ClientWithResponses) ResizePtyWithResponse(ctx context.Context, id PtyId, body ResizePtyJSONRequestBody, reqEditors ...RequestEditorFn) (*ResizePtyResult, error) {
	rsp, err := c.ResizePty(ctx, id, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseResizePtyResult(rsp)
}

// CreateSessionWithBodyWithResponse Create a shell session
//
// Creates a shell session backed by one long-lived shell (bash, else sh): its working
// directory, variables (exported or not), functions, aliases and background jobs carry
// over from one `runInSession` call to the next. The body is optional; `{}` and an empty
// body mean defaults.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /session (the `CreateSession` operationId).
func (c *ClientWithResponses) CreateSessionWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreateSessionResult, error) {
	rsp, err := c.CreateSessionWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateSessionResult(rsp)
}

// CreateSessionWithResponse Create a shell session
//
// Creates a shell session backed by one long-lived shell (bash, else sh): its working
// directory, variables (exported or not), functions, aliases and background jobs carry
// over from one `runInSession` call to the next. The body is optional; `{}` and an empty
// body mean defaults.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /session (the `CreateSession` operationId).
func (c *ClientWithResponses) CreateSessionWithResponse(ctx context.Context, body CreateSessionJSONRequestBody, reqEditors ...RequestEditorFn) (*CreateSessionResult, error) {
	rsp, err := c.CreateSession(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateSessionResult(rsp)
}

// DeleteSessionWithResponse Delete a shell session
//
// Ends the session, stopping a command it is running. Unknown ids yield `404` (`SESSION_NOT_FOUND`).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /session/{sessionId} (the `DeleteSession` operationId).
func (c *ClientWithResponses) DeleteSessionWithResponse(ctx context.Context, sessionId SessionId, reqEditors ...RequestEditorFn) (*DeleteSessionResult, error) {
	rsp, err := c.DeleteSession(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDeleteSessionResult(rsp)
}

// RunInSessionWithBodyWithResponse Run a command in a shell session
//
// Runs `command` in the session and streams its output (see "Output streams"): `init`
// (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
// `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
// the exit status). A session runs one command at a time; concurrent calls wait their turn
// in arrival order (`init` is sent at once, output follows when the run starts) and
// `timeout` counts from the start of the run. A timeout or a client that disconnects
// interrupts the running command, not the session.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /session/{sessionId}/run (the `RunInSession` operationId).
func (c *ClientWithResponses) RunInSessionWithBodyWithResponse(ctx context.Context, sessionId SessionId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*RunInSessionResult, error) {
	rsp, err := c.RunInSessionWithBody(ctx, sessionId, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRunInSessionResult(rsp)
}

// RunInSessionWithResponse Run a command in a shell session
//
// Runs `command` in the session and streams its output (see "Output streams"): `init`
// (its `text` is the session id), `stdout`/`stderr` lines, `ping`, then exactly one of
// `execution_complete` (exit status 0) or `error` (`ename` `CommandExecError`, `evalue`
// the exit status). A session runs one command at a time; concurrent calls wait their turn
// in arrival order (`init` is sent at once, output follows when the run starts) and
// `timeout` counts from the start of the run. A timeout or a client that disconnects
// interrupts the running command, not the session.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /session/{sessionId}/run (the `RunInSession` operationId).
func (c *ClientWithResponses) RunInSessionWithResponse(ctx context.Context, sessionId SessionId, body RunInSessionJSONRequestBody, reqEditors ...RequestEditorFn) (*RunInSessionResult, error) {
	rsp, err := c.RunInSession(ctx, sessionId, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRunInSessionResult(rsp)
}

// IdentityRemoveDirsWithResponse Delete directories as a given user
//
// `removeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `removeDirs`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /v1/filesystem/{uid}/{gid}/directories (the `IdentityRemoveDirs` operationId).
func (c *ClientWithResponses) IdentityRemoveDirsWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityRemoveDirsParams, reqEditors ...RequestEditorFn) (*IdentityRemoveDirsResult, error) {
	rsp, err := c.IdentityRemoveDirs(ctx, uid, gid, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityRemoveDirsResult(rsp)
}

// IdentityMakeDirsWithBodyWithResponse Create directories as a given user
//
// `makeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `makeDirs`.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/directories (the `IdentityMakeDirs` operationId).
func (c *ClientWithResponses) IdentityMakeDirsWithBodyWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*IdentityMakeDirsResult, error) {
	rsp, err := c.IdentityMakeDirsWithBody(ctx, uid, gid, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityMakeDirsResult(rsp)
}

// IdentityMakeDirsWithResponse Create directories as a given user
//
// `makeDirs` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `makeDirs`.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/directories (the `IdentityMakeDirs` operationId).
func (c *ClientWithResponses) IdentityMakeDirsWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityMakeDirsJSONRequestBody, reqEditors ...RequestEditorFn) (*IdentityMakeDirsResult, error) {
	rsp, err := c.IdentityMakeDirs(ctx, uid, gid, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityMakeDirsResult(rsp)
}

// IdentityListDirectoryWithResponse List a directory as a given user
//
// `listDirectory` performed with the credentials of user id `uid` and group id `gid` instead of
// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `listDirectory`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/filesystem/{uid}/{gid}/directories/list (the `IdentityListDirectory` operationId).
func (c *ClientWithResponses) IdentityListDirectoryWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityListDirectoryParams, reqEditors ...RequestEditorFn) (*IdentityListDirectoryResult, error) {
	rsp, err := c.IdentityListDirectory(ctx, uid, gid, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityListDirectoryResult(rsp)
}

// IdentityRemoveFilesWithResponse Delete files as a given user
//
// `removeFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `removeFiles`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /v1/filesystem/{uid}/{gid}/files (the `IdentityRemoveFiles` operationId).
func (c *ClientWithResponses) IdentityRemoveFilesWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityRemoveFilesParams, reqEditors ...RequestEditorFn) (*IdentityRemoveFilesResult, error) {
	rsp, err := c.IdentityRemoveFiles(ctx, uid, gid, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityRemoveFilesResult(rsp)
}

// IdentityDownloadFileWithResponse Download a file as a given user
//
// `downloadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `downloadFile`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/download (the `IdentityDownloadFile` operationId).
func (c *ClientWithResponses) IdentityDownloadFileWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityDownloadFileParams, reqEditors ...RequestEditorFn) (*IdentityDownloadFileResult, error) {
	rsp, err := c.IdentityDownloadFile(ctx, uid, gid, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityDownloadFileResult(rsp)
}

// IdentityGetFilesInfoWithResponse Get file metadata as a given user
//
// `getFilesInfo` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `getFilesInfo`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/info (the `IdentityGetFilesInfo` operationId).
func (c *ClientWithResponses) IdentityGetFilesInfoWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityGetFilesInfoParams, reqEditors ...RequestEditorFn) (*IdentityGetFilesInfoResult, error) {
	rsp, err := c.IdentityGetFilesInfo(ctx, uid, gid, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityGetFilesInfoResult(rsp)
}

// IdentityRenameFilesWithBodyWithResponse Move or rename files as a given user
//
// `renameFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `renameFiles`.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/mv (the `IdentityRenameFiles` operationId).
func (c *ClientWithResponses) IdentityRenameFilesWithBodyWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*IdentityRenameFilesResult, error) {
	rsp, err := c.IdentityRenameFilesWithBody(ctx, uid, gid, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityRenameFilesResult(rsp)
}

// IdentityRenameFilesWithResponse Move or rename files as a given user
//
// `renameFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `renameFiles`.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/mv (the `IdentityRenameFiles` operationId).
func (c *ClientWithResponses) IdentityRenameFilesWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityRenameFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*IdentityRenameFilesResult, error) {
	rsp, err := c.IdentityRenameFiles(ctx, uid, gid, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityRenameFilesResult(rsp)
}

// IdentityChmodFilesWithBodyWithResponse Change mode and ownership of files as a given user
//
// `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `chmodFiles`.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/permissions (the `IdentityChmodFiles` operationId).
func (c *ClientWithResponses) IdentityChmodFilesWithBodyWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*IdentityChmodFilesResult, error) {
	rsp, err := c.IdentityChmodFilesWithBody(ctx, uid, gid, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityChmodFilesResult(rsp)
}

// IdentityChmodFilesWithResponse Change mode and ownership of files as a given user
//
// `chmodFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `chmodFiles`.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/permissions (the `IdentityChmodFiles` operationId).
func (c *ClientWithResponses) IdentityChmodFilesWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, body IdentityChmodFilesJSONRequestBody, reqEditors ...RequestEditorFn) (*IdentityChmodFilesResult, error) {
	rsp, err := c.IdentityChmodFiles(ctx, uid, gid, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityChmodFilesResult(rsp)
}

// IdentityReplaceContentWithBodyWithResponse Replace text in files as a given user
//
// `replaceContent` performed with the credentials of user id `uid` and group id `gid` instead of
// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `replaceContent`.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/replace (the `IdentityReplaceContent` operationId).
func (c *ClientWithResponses) IdentityReplaceContentWithBodyWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityReplaceContentParams, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*IdentityReplaceContentResult, error) {
	rsp, err := c.IdentityReplaceContentWithBody(ctx, uid, gid, params, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityReplaceContentResult(rsp)
}

// IdentityReplaceContentWithResponse Replace text in files as a given user
//
// `replaceContent` performed with the credentials of user id `uid` and group id `gid` instead of
// the daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access,
// so a path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `replaceContent`.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/replace (the `IdentityReplaceContent` operationId).
func (c *ClientWithResponses) IdentityReplaceContentWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentityReplaceContentParams, body IdentityReplaceContentJSONRequestBody, reqEditors ...RequestEditorFn) (*IdentityReplaceContentResult, error) {
	rsp, err := c.IdentityReplaceContent(ctx, uid, gid, params, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityReplaceContentResult(rsp)
}

// IdentitySearchFilesWithResponse Find files by glob as a given user
//
// `searchFiles` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `searchFiles`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/filesystem/{uid}/{gid}/files/search (the `IdentitySearchFiles` operationId).
func (c *ClientWithResponses) IdentitySearchFilesWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, params *IdentitySearchFilesParams, reqEditors ...RequestEditorFn) (*IdentitySearchFilesResult, error) {
	rsp, err := c.IdentitySearchFiles(ctx, uid, gid, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentitySearchFilesResult(rsp)
}

// IdentityUploadFileWithBodyWithResponse Upload files as a given user
//
// `uploadFile` performed with the credentials of user id `uid` and group id `gid` instead of the
// daemon's (see "Filesystem identity" on the Filesystem tag): the kernel checks every access, so a
// path that identity may not read, write or traverse fails with `RUNTIME_ERROR` (`Permission
// denied`). Same parameters, body and answers as `uploadFile`.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/filesystem/{uid}/{gid}/files/upload (the `IdentityUploadFile` operationId).
func (c *ClientWithResponses) IdentityUploadFileWithBodyWithResponse(ctx context.Context, uid IdentityUid, gid IdentityGid, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*IdentityUploadFileResult, error) {
	rsp, err := c.IdentityUploadFileWithBody(ctx, uid, gid, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIdentityUploadFileResult(rsp)
}

// IsolatedCapabilitiesWithResponse What namespace isolation this sandbox offers
//
// Always `200`. This daemon answers `available: false` with the reason in `message`: see
// the IsolatedExecution tag.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/isolated/capabilities (the `IsolatedCapabilities` operationId).
func (c *ClientWithResponses) IsolatedCapabilitiesWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*IsolatedCapabilitiesResult, error) {
	rsp, err := c.IsolatedCapabilities(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedCapabilitiesResult(rsp)
}

// CreateIsolatedSessionWithResponse Create an isolated shell session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/isolated/session (the `CreateIsolatedSession` operationId).
func (c *ClientWithResponses) CreateIsolatedSessionWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*CreateIsolatedSessionResult, error) {
	rsp, err := c.CreateIsolatedSession(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateIsolatedSessionResult(rsp)
}

// DeleteIsolatedSessionWithResponse Delete an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /v1/isolated/session/{sessionId} (the `DeleteIsolatedSession` operationId).
func (c *ClientWithResponses) DeleteIsolatedSessionWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*DeleteIsolatedSessionResult, error) {
	rsp, err := c.DeleteIsolatedSession(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDeleteIsolatedSessionResult(rsp)
}

// GetIsolatedSessionWithResponse Get an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/isolated/session/{sessionId} (the `GetIsolatedSession` operationId).
func (c *ClientWithResponses) GetIsolatedSessionWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*GetIsolatedSessionResult, error) {
	rsp, err := c.GetIsolatedSession(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetIsolatedSessionResult(rsp)
}

// IsolatedSessionCommitWithResponse Commit an isolated session's changes
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/commit (the `IsolatedSessionCommit` operationId).
func (c *ClientWithResponses) IsolatedSessionCommitWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedSessionCommitResult, error) {
	rsp, err := c.IsolatedSessionCommit(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedSessionCommitResult(rsp)
}

// IsolatedSessionDiffWithResponse Changes made in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/diff (the `IsolatedSessionDiff` operationId).
func (c *ClientWithResponses) IsolatedSessionDiffWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedSessionDiffResult, error) {
	rsp, err := c.IsolatedSessionDiff(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedSessionDiffResult(rsp)
}

// IsolatedRemoveDirsWithResponse Delete directories in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /v1/isolated/session/{sessionId}/directories (the `IsolatedRemoveDirs` operationId).
func (c *ClientWithResponses) IsolatedRemoveDirsWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedRemoveDirsResult, error) {
	rsp, err := c.IsolatedRemoveDirs(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedRemoveDirsResult(rsp)
}

// IsolatedMakeDirsWithResponse Create directories in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/directories (the `IsolatedMakeDirs` operationId).
func (c *ClientWithResponses) IsolatedMakeDirsWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedMakeDirsResult, error) {
	rsp, err := c.IsolatedMakeDirs(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedMakeDirsResult(rsp)
}

// IsolatedListDirectoryWithResponse List a directory in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/directories/list (the `IsolatedListDirectory` operationId).
func (c *ClientWithResponses) IsolatedListDirectoryWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedListDirectoryResult, error) {
	rsp, err := c.IsolatedListDirectory(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedListDirectoryResult(rsp)
}

// IsolatedRemoveFilesWithResponse Delete files in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /v1/isolated/session/{sessionId}/files (the `IsolatedRemoveFiles` operationId).
func (c *ClientWithResponses) IsolatedRemoveFilesWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedRemoveFilesResult, error) {
	rsp, err := c.IsolatedRemoveFiles(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedRemoveFilesResult(rsp)
}

// IsolatedDownloadFileWithResponse Download a file from an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/files/download (the `IsolatedDownloadFile` operationId).
func (c *ClientWithResponses) IsolatedDownloadFileWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedDownloadFileResult, error) {
	rsp, err := c.IsolatedDownloadFile(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedDownloadFileResult(rsp)
}

// IsolatedGetFilesInfoWithResponse File metadata in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/files/info (the `IsolatedGetFilesInfo` operationId).
func (c *ClientWithResponses) IsolatedGetFilesInfoWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedGetFilesInfoResult, error) {
	rsp, err := c.IsolatedGetFilesInfo(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedGetFilesInfoResult(rsp)
}

// IsolatedRenameFilesWithResponse Move files in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/files/mv (the `IsolatedRenameFiles` operationId).
func (c *ClientWithResponses) IsolatedRenameFilesWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedRenameFilesResult, error) {
	rsp, err := c.IsolatedRenameFiles(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedRenameFilesResult(rsp)
}

// IsolatedChmodFilesWithResponse Change modes in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/files/permissions (the `IsolatedChmodFiles` operationId).
func (c *ClientWithResponses) IsolatedChmodFilesWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedChmodFilesResult, error) {
	rsp, err := c.IsolatedChmodFiles(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedChmodFilesResult(rsp)
}

// IsolatedReplaceContentWithResponse Replace text in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/files/replace (the `IsolatedReplaceContent` operationId).
func (c *ClientWithResponses) IsolatedReplaceContentWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedReplaceContentResult, error) {
	rsp, err := c.IsolatedReplaceContent(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedReplaceContentResult(rsp)
}

// IsolatedSearchFilesWithResponse Find files in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/files/search (the `IsolatedSearchFiles` operationId).
func (c *ClientWithResponses) IsolatedSearchFilesWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedSearchFilesResult, error) {
	rsp, err := c.IsolatedSearchFiles(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedSearchFilesResult(rsp)
}

// IsolatedUploadFileWithResponse Upload files into an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/files/upload (the `IsolatedUploadFile` operationId).
func (c *ClientWithResponses) IsolatedUploadFileWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*IsolatedUploadFileResult, error) {
	rsp, err := c.IsolatedUploadFile(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseIsolatedUploadFileResult(rsp)
}

// RunInIsolatedSessionWithResponse Run code in an isolated session
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /v1/isolated/session/{sessionId}/run (the `RunInIsolatedSession` operationId).
func (c *ClientWithResponses) RunInIsolatedSessionWithResponse(ctx context.Context, sessionId IsolatedSessionId, reqEditors ...RequestEditorFn) (*RunInIsolatedSessionResult, error) {
	rsp, err := c.RunInIsolatedSession(ctx, sessionId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRunInIsolatedSessionResult(rsp)
}

// GetIsolatedRunStatusWithResponse Status of a background run
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/runs/{runId} (the `GetIsolatedRunStatus` operationId).
func (c *ClientWithResponses) GetIsolatedRunStatusWithResponse(ctx context.Context, sessionId IsolatedSessionId, runId IsolatedRunId, reqEditors ...RequestEditorFn) (*GetIsolatedRunStatusResult, error) {
	rsp, err := c.GetIsolatedRunStatus(ctx, sessionId, runId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetIsolatedRunStatusResult(rsp)
}

// GetIsolatedRunLogsWithResponse Logs of a background run
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/isolated/session/{sessionId}/runs/{runId}/logs (the `GetIsolatedRunLogs` operationId).
func (c *ClientWithResponses) GetIsolatedRunLogsWithResponse(ctx context.Context, sessionId IsolatedSessionId, runId IsolatedRunId, reqEditors ...RequestEditorFn) (*GetIsolatedRunLogsResult, error) {
	rsp, err := c.GetIsolatedRunLogs(ctx, sessionId, runId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetIsolatedRunLogsResult(rsp)
}

// ListIsolatedSessionsWithResponse List isolated sessions
//
// Answers `503` `SERVICE_UNAVAILABLE` (see the IsolatedExecution tag).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /v1/isolated/sessions (the `ListIsolatedSessions` operationId).
func (c *ClientWithResponses) ListIsolatedSessionsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*ListIsolatedSessionsResult, error) {
	rsp, err := c.ListIsolatedSessions(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseListIsolatedSessionsResult(rsp)
}

// ParseInterruptCodeResult parses an HTTP response from a InterruptCodeWithResponse call
func ParseInterruptCodeResult(rsp *http.Response) (*InterruptCodeResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &InterruptCodeResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers InterruptCodeResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers InterruptCodeResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers InterruptCodeResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers InterruptCodeResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers InterruptCodeResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseRunCodeResult parses an HTTP response from a RunCodeWithResponse call
func ParseRunCodeResult(rsp *http.Response) (*RunCodeResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &RunCodeResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Conflict
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers RunCodeResult200Headers
		if values := rsp.Header.Values("Cache-Control"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Cache-Control", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.CacheControl = &value
		}
		if values := rsp.Header.Values("X-Accel-Buffering"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Accel-Buffering", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XAccelBuffering = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers RunCodeResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers RunCodeResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers RunCodeResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers RunCodeResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers RunCodeResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseCreateCodeContextResult parses an HTTP response from a CreateCodeContextWithResponse call
func ParseCreateCodeContextResult(rsp *http.Response) (*CreateCodeContextResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &CreateCodeContextResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest CodeContext
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers CreateCodeContextResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers CreateCodeContextResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers CreateCodeContextResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers CreateCodeContextResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseDeleteContextsByLanguageResult parses an HTTP response from a DeleteContextsByLanguageWithResponse call
func ParseDeleteContextsByLanguageResult(rsp *http.Response) (*DeleteContextsByLanguageResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &DeleteContextsByLanguageResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers DeleteContextsByLanguageResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers DeleteContextsByLanguageResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers DeleteContextsByLanguageResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers DeleteContextsByLanguageResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseListContextsResult parses an HTTP response from a ListContextsWithResponse call
func ParseListContextsResult(rsp *http.Response) (*ListContextsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ListContextsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest []CodeContext
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers ListContextsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers ListContextsResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ListContextsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers ListContextsResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseDeleteContextResult parses an HTTP response from a DeleteContextWithResponse call
func ParseDeleteContextResult(rsp *http.Response) (*DeleteContextResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &DeleteContextResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers DeleteContextResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers DeleteContextResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers DeleteContextResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers DeleteContextResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers DeleteContextResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseGetContextResult parses an HTTP response from a GetContextWithResponse call
func ParseGetContextResult(rsp *http.Response) (*GetContextResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetContextResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest CodeContext
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers GetContextResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers GetContextResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers GetContextResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers GetContextResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers GetContextResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseInterruptCommandResult parses an HTTP response from a InterruptCommandWithResponse call
func ParseInterruptCommandResult(rsp *http.Response) (*InterruptCommandResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &InterruptCommandResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers InterruptCommandResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers InterruptCommandResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers InterruptCommandResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers InterruptCommandResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers InterruptCommandResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseRunCommandResult parses an HTTP response from a RunCommandWithResponse call
func ParseRunCommandResult(rsp *http.Response) (*RunCommandResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &RunCommandResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers RunCommandResult200Headers
		if values := rsp.Header.Values("Cache-Control"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Cache-Control", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.CacheControl = &value
		}
		if values := rsp.Header.Values("X-Accel-Buffering"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Accel-Buffering", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XAccelBuffering = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers RunCommandResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers RunCommandResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers RunCommandResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers RunCommandResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseGetCommandStatusResult parses an HTTP response from a GetCommandStatusWithResponse call
func ParseGetCommandStatusResult(rsp *http.Response) (*GetCommandStatusResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetCommandStatusResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest CommandStatusResponse
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers GetCommandStatusResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers GetCommandStatusResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers GetCommandStatusResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers GetCommandStatusResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers GetCommandStatusResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseFollowCommandOutputResult parses an HTTP response from a FollowCommandOutputWithResponse call
func ParseFollowCommandOutputResult(rsp *http.Response) (*FollowCommandOutputResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &FollowCommandOutputResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Conflict
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers FollowCommandOutputResult200Headers
		if values := rsp.Header.Values("Cache-Control"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Cache-Control", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.CacheControl = &value
		}
		if values := rsp.Header.Values("X-Accel-Buffering"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Accel-Buffering", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XAccelBuffering = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers FollowCommandOutputResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers FollowCommandOutputResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers FollowCommandOutputResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers FollowCommandOutputResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers FollowCommandOutputResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseGetBackgroundCommandLogsResult parses an HTTP response from a GetBackgroundCommandLogsWithResponse call
func ParseGetBackgroundCommandLogsResult(rsp *http.Response) (*GetBackgroundCommandLogsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetBackgroundCommandLogsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers GetBackgroundCommandLogsResult200Headers
		if values := rsp.Header.Values("EXECD-COMMANDS-TAIL-CURSOR"); len(values) > 0 {
			var value int64
			if err := runtime.BindStyledParameterWithOptions("simple", "EXECD-COMMANDS-TAIL-CURSOR", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "integer", Format: "int64"}); err != nil {
				return nil, err
			}
			headers.EXECDCOMMANDSTAILCURSOR = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers GetBackgroundCommandLogsResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers GetBackgroundCommandLogsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers GetBackgroundCommandLogsResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers GetBackgroundCommandLogsResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseCloseCommandStdinResult parses an HTTP response from a CloseCommandStdinWithResponse call
func ParseCloseCommandStdinResult(rsp *http.Response) (*CloseCommandStdinResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &CloseCommandStdinResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 204:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Conflict
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 204:
		var headers CloseCommandStdinResult204Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers204 = &headers
	case rsp.StatusCode == 400:
		var headers CloseCommandStdinResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers CloseCommandStdinResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers CloseCommandStdinResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers CloseCommandStdinResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers CloseCommandStdinResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseWriteCommandStdinResult parses an HTTP response from a WriteCommandStdinWithResponse call
func ParseWriteCommandStdinResult(rsp *http.Response) (*WriteCommandStdinResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &WriteCommandStdinResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 204:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Conflict
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 413:
		var dest PayloadTooLarge
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON413 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 204:
		var headers WriteCommandStdinResult204Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers204 = &headers
	case rsp.StatusCode == 400:
		var headers WriteCommandStdinResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers WriteCommandStdinResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers WriteCommandStdinResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers WriteCommandStdinResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 413:
		var headers WriteCommandStdinResult413Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers413 = &headers
	case rsp.StatusCode == 500:
		var headers WriteCommandStdinResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseListCommandsResult parses an HTTP response from a ListCommandsWithResponse call
func ParseListCommandsResult(rsp *http.Response) (*ListCommandsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ListCommandsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest []CommandStatusResponse
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers ListCommandsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers ListCommandsResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ListCommandsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers ListCommandsResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseRemoveDirsResult parses an HTTP response from a RemoveDirsWithResponse call
func ParseRemoveDirsResult(rsp *http.Response) (*RemoveDirsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &RemoveDirsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers RemoveDirsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers RemoveDirsResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers RemoveDirsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers RemoveDirsResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseMakeDirsResult parses an HTTP response from a MakeDirsWithResponse call
func ParseMakeDirsResult(rsp *http.Response) (*MakeDirsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &MakeDirsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers MakeDirsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers MakeDirsResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers MakeDirsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers MakeDirsResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseListDirectoryResult parses an HTTP response from a ListDirectoryWithResponse call
func ParseListDirectoryResult(rsp *http.Response) (*ListDirectoryResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ListDirectoryResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest []FileInfo
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers ListDirectoryResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers ListDirectoryResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ListDirectoryResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers ListDirectoryResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers ListDirectoryResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseRemoveFilesResult parses an HTTP response from a RemoveFilesWithResponse call
func ParseRemoveFilesResult(rsp *http.Response) (*RemoveFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &RemoveFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers RemoveFilesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers RemoveFilesResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers RemoveFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers RemoveFilesResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers RemoveFilesResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseDownloadFileResult parses an HTTP response from a DownloadFileWithResponse call
func ParseDownloadFileResult(rsp *http.Response) (*DownloadFileResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &DownloadFileResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 416:
		var dest RangeNotSatisfiable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON416 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers DownloadFileResult200Headers
		if values := rsp.Header.Values("Accept-Ranges"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Accept-Ranges", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.AcceptRanges = &value
		}
		if values := rsp.Header.Values("Content-Disposition"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Content-Disposition", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.ContentDisposition = &value
		}
		if values := rsp.Header.Values("Content-Length"); len(values) > 0 {
			var value int
			if err := runtime.BindStyledParameterWithOptions("simple", "Content-Length", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "integer", Format: ""}); err != nil {
				return nil, err
			}
			headers.ContentLength = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 206:
		var headers DownloadFileResult206Headers
		if values := rsp.Header.Values("Content-Length"); len(values) > 0 {
			var value int
			if err := runtime.BindStyledParameterWithOptions("simple", "Content-Length", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "integer", Format: ""}); err != nil {
				return nil, err
			}
			headers.ContentLength = &value
		}
		if values := rsp.Header.Values("Content-Range"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Content-Range", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.ContentRange = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers206 = &headers
	case rsp.StatusCode == 400:
		var headers DownloadFileResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers DownloadFileResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers DownloadFileResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 416:
		var headers DownloadFileResult416Headers
		if values := rsp.Header.Values("Content-Range"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Content-Range", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.ContentRange = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers416 = &headers
	case rsp.StatusCode == 500:
		var headers DownloadFileResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseGetFilesInfoResult parses an HTTP response from a GetFilesInfoWithResponse call
func ParseGetFilesInfoResult(rsp *http.Response) (*GetFilesInfoResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetFilesInfoResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest map[string]FileInfo
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers GetFilesInfoResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers GetFilesInfoResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers GetFilesInfoResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers GetFilesInfoResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers GetFilesInfoResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseRenameFilesResult parses an HTTP response from a RenameFilesWithResponse call
func ParseRenameFilesResult(rsp *http.Response) (*RenameFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &RenameFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers RenameFilesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers RenameFilesResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers RenameFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers RenameFilesResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers RenameFilesResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseChmodFilesResult parses an HTTP response from a ChmodFilesWithResponse call
func ParseChmodFilesResult(rsp *http.Response) (*ChmodFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ChmodFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers ChmodFilesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers ChmodFilesResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ChmodFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers ChmodFilesResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers ChmodFilesResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseReplaceContentResult parses an HTTP response from a ReplaceContentWithResponse call
func ParseReplaceContentResult(rsp *http.Response) (*ReplaceContentResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ReplaceContentResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest map[string]ReplaceFileContentResult
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers ReplaceContentResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers ReplaceContentResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ReplaceContentResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers ReplaceContentResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers ReplaceContentResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseSearchFilesResult parses an HTTP response from a SearchFilesWithResponse call
func ParseSearchFilesResult(rsp *http.Response) (*SearchFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &SearchFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest []FileInfo
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers SearchFilesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers SearchFilesResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers SearchFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers SearchFilesResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers SearchFilesResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseUploadFileResult parses an HTTP response from a UploadFileWithResponse call
func ParseUploadFileResult(rsp *http.Response) (*UploadFileResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &UploadFileResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 413:
		var dest PayloadTooLarge
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON413 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers UploadFileResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers UploadFileResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers UploadFileResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 413:
		var headers UploadFileResult413Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers413 = &headers
	case rsp.StatusCode == 500:
		var headers UploadFileResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseWatchFilesResult parses an HTTP response from a WatchFilesWithResponse call
func ParseWatchFilesResult(rsp *http.Response) (*WatchFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &WatchFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest TooManyWatches
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers WatchFilesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers WatchFilesResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers WatchFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers WatchFilesResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers WatchFilesResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	case rsp.StatusCode == 503:
		var headers WatchFilesResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseClaimSandboxResult parses an HTTP response from a ClaimSandboxWithResponse call
func ParseClaimSandboxResult(rsp *http.Response) (*ClaimSandboxResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ClaimSandboxResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 204:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Conflict
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 204:
		var headers ClaimSandboxResult204Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers204 = &headers
	case rsp.StatusCode == 400:
		var headers ClaimSandboxResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ClaimSandboxResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 409:
		var headers ClaimSandboxResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers ClaimSandboxResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseGetMetricsResult parses an HTTP response from a GetMetricsWithResponse call
func ParseGetMetricsResult(rsp *http.Response) (*GetMetricsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetMetricsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest Metrics
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers GetMetricsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 401:
		var headers GetMetricsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers GetMetricsResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseWatchMetricsResult parses an HTTP response from a WatchMetricsWithResponse call
func ParseWatchMetricsResult(rsp *http.Response) (*WatchMetricsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &WatchMetricsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers WatchMetricsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 401:
		var headers WatchMetricsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers WatchMetricsResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParsePingResult parses an HTTP response from a PingWithResponse call
func ParsePingResult(rsp *http.Response) (*PingResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &PingResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers PingResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 401:
		var headers PingResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	}

	return response, nil
}

// ParseListPtysResult parses an HTTP response from a ListPtysWithResponse call
func ParseListPtysResult(rsp *http.Response) (*ListPtysResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ListPtysResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest []PtySession
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers ListPtysResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 401:
		var headers ListPtysResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers ListPtysResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseCreatePtyResult parses an HTTP response from a CreatePtyWithResponse call
func ParseCreatePtyResult(rsp *http.Response) (*CreatePtyResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &CreatePtyResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 201:
		var dest PtySession
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON201 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 201:
		var headers CreatePtyResult201Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers201 = &headers
	case rsp.StatusCode == 400:
		var headers CreatePtyResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers CreatePtyResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers CreatePtyResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers CreatePtyResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseDeletePtyResult parses an HTTP response from a DeletePtyWithResponse call
func ParseDeletePtyResult(rsp *http.Response) (*DeletePtyResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &DeletePtyResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 204:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 204:
		var headers DeletePtyResult204Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers204 = &headers
	case rsp.StatusCode == 401:
		var headers DeletePtyResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers DeletePtyResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers DeletePtyResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseGetPtyResult parses an HTTP response from a GetPtyWithResponse call
func ParseGetPtyResult(rsp *http.Response) (*GetPtyResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetPtyResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest PtySession
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers GetPtyResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 401:
		var headers GetPtyResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers GetPtyResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers GetPtyResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseResizePtyResult parses an HTTP response from a ResizePtyWithResponse call
func ParseResizePtyResult(rsp *http.Response) (*ResizePtyResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ResizePtyResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 204:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Conflict
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 204:
		var headers ResizePtyResult204Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers204 = &headers
	case rsp.StatusCode == 400:
		var headers ResizePtyResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ResizePtyResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers ResizePtyResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers ResizePtyResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers ResizePtyResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseCreateSessionResult parses an HTTP response from a CreateSessionWithResponse call
func ParseCreateSessionResult(rsp *http.Response) (*CreateSessionResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &CreateSessionResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest CreateSessionResponse
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers CreateSessionResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers CreateSessionResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers CreateSessionResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers CreateSessionResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers CreateSessionResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseDeleteSessionResult parses an HTTP response from a DeleteSessionWithResponse call
func ParseDeleteSessionResult(rsp *http.Response) (*DeleteSessionResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &DeleteSessionResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers DeleteSessionResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers DeleteSessionResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers DeleteSessionResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers DeleteSessionResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers DeleteSessionResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseRunInSessionResult parses an HTTP response from a RunInSessionWithResponse call
func ParseRunInSessionResult(rsp *http.Response) (*RunInSessionResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &RunInSessionResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Conflict
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers RunInSessionResult200Headers
		if values := rsp.Header.Values("Cache-Control"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Cache-Control", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.CacheControl = &value
		}
		if values := rsp.Header.Values("X-Accel-Buffering"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Accel-Buffering", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XAccelBuffering = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers RunInSessionResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers RunInSessionResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers RunInSessionResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers RunInSessionResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers RunInSessionResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentityRemoveDirsResult parses an HTTP response from a IdentityRemoveDirsWithResponse call
func ParseIdentityRemoveDirsResult(rsp *http.Response) (*IdentityRemoveDirsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentityRemoveDirsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentityRemoveDirsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers IdentityRemoveDirsResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentityRemoveDirsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers IdentityRemoveDirsResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentityMakeDirsResult parses an HTTP response from a IdentityMakeDirsWithResponse call
func ParseIdentityMakeDirsResult(rsp *http.Response) (*IdentityMakeDirsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentityMakeDirsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentityMakeDirsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers IdentityMakeDirsResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentityMakeDirsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers IdentityMakeDirsResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentityListDirectoryResult parses an HTTP response from a IdentityListDirectoryWithResponse call
func ParseIdentityListDirectoryResult(rsp *http.Response) (*IdentityListDirectoryResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentityListDirectoryResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest []FileInfo
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentityListDirectoryResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers IdentityListDirectoryResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentityListDirectoryResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers IdentityListDirectoryResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers IdentityListDirectoryResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentityRemoveFilesResult parses an HTTP response from a IdentityRemoveFilesWithResponse call
func ParseIdentityRemoveFilesResult(rsp *http.Response) (*IdentityRemoveFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentityRemoveFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentityRemoveFilesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers IdentityRemoveFilesResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentityRemoveFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers IdentityRemoveFilesResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers IdentityRemoveFilesResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentityDownloadFileResult parses an HTTP response from a IdentityDownloadFileWithResponse call
func ParseIdentityDownloadFileResult(rsp *http.Response) (*IdentityDownloadFileResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentityDownloadFileResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 416:
		var dest RangeNotSatisfiable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON416 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentityDownloadFileResult200Headers
		if values := rsp.Header.Values("Accept-Ranges"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Accept-Ranges", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.AcceptRanges = &value
		}
		if values := rsp.Header.Values("Content-Disposition"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Content-Disposition", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.ContentDisposition = &value
		}
		if values := rsp.Header.Values("Content-Length"); len(values) > 0 {
			var value int
			if err := runtime.BindStyledParameterWithOptions("simple", "Content-Length", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "integer", Format: ""}); err != nil {
				return nil, err
			}
			headers.ContentLength = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 206:
		var headers IdentityDownloadFileResult206Headers
		if values := rsp.Header.Values("Content-Length"); len(values) > 0 {
			var value int
			if err := runtime.BindStyledParameterWithOptions("simple", "Content-Length", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "integer", Format: ""}); err != nil {
				return nil, err
			}
			headers.ContentLength = &value
		}
		if values := rsp.Header.Values("Content-Range"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Content-Range", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.ContentRange = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers206 = &headers
	case rsp.StatusCode == 400:
		var headers IdentityDownloadFileResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentityDownloadFileResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers IdentityDownloadFileResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 416:
		var headers IdentityDownloadFileResult416Headers
		if values := rsp.Header.Values("Content-Range"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Content-Range", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.ContentRange = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers416 = &headers
	case rsp.StatusCode == 500:
		var headers IdentityDownloadFileResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentityGetFilesInfoResult parses an HTTP response from a IdentityGetFilesInfoWithResponse call
func ParseIdentityGetFilesInfoResult(rsp *http.Response) (*IdentityGetFilesInfoResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentityGetFilesInfoResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest map[string]FileInfo
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentityGetFilesInfoResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers IdentityGetFilesInfoResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentityGetFilesInfoResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers IdentityGetFilesInfoResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers IdentityGetFilesInfoResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentityRenameFilesResult parses an HTTP response from a IdentityRenameFilesWithResponse call
func ParseIdentityRenameFilesResult(rsp *http.Response) (*IdentityRenameFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentityRenameFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentityRenameFilesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers IdentityRenameFilesResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentityRenameFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers IdentityRenameFilesResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers IdentityRenameFilesResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentityChmodFilesResult parses an HTTP response from a IdentityChmodFilesWithResponse call
func ParseIdentityChmodFilesResult(rsp *http.Response) (*IdentityChmodFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentityChmodFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentityChmodFilesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers IdentityChmodFilesResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentityChmodFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers IdentityChmodFilesResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers IdentityChmodFilesResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentityReplaceContentResult parses an HTTP response from a IdentityReplaceContentWithResponse call
func ParseIdentityReplaceContentResult(rsp *http.Response) (*IdentityReplaceContentResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentityReplaceContentResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest map[string]ReplaceFileContentResult
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentityReplaceContentResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers IdentityReplaceContentResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentityReplaceContentResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers IdentityReplaceContentResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers IdentityReplaceContentResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentitySearchFilesResult parses an HTTP response from a IdentitySearchFilesWithResponse call
func ParseIdentitySearchFilesResult(rsp *http.Response) (*IdentitySearchFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentitySearchFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest []FileInfo
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest NotFound
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentitySearchFilesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers IdentitySearchFilesResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentitySearchFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers IdentitySearchFilesResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers IdentitySearchFilesResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIdentityUploadFileResult parses an HTTP response from a IdentityUploadFileWithResponse call
func ParseIdentityUploadFileResult(rsp *http.Response) (*IdentityUploadFileResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IdentityUploadFileResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest BadRequest
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 413:
		var dest PayloadTooLarge
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON413 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IdentityUploadFileResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers IdentityUploadFileResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers IdentityUploadFileResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 413:
		var headers IdentityUploadFileResult413Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers413 = &headers
	case rsp.StatusCode == 500:
		var headers IdentityUploadFileResult500Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers500 = &headers
	}

	return response, nil
}

// ParseIsolatedCapabilitiesResult parses an HTTP response from a IsolatedCapabilitiesWithResponse call
func ParseIsolatedCapabilitiesResult(rsp *http.Response) (*IsolatedCapabilitiesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedCapabilitiesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest IsolationCapabilities
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers IsolatedCapabilitiesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 401:
		var headers IsolatedCapabilitiesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	}

	return response, nil
}

// ParseCreateIsolatedSessionResult parses an HTTP response from a CreateIsolatedSessionWithResponse call
func ParseCreateIsolatedSessionResult(rsp *http.Response) (*CreateIsolatedSessionResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &CreateIsolatedSessionResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 201:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers CreateIsolatedSessionResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers CreateIsolatedSessionResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseDeleteIsolatedSessionResult parses an HTTP response from a DeleteIsolatedSessionWithResponse call
func ParseDeleteIsolatedSessionResult(rsp *http.Response) (*DeleteIsolatedSessionResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &DeleteIsolatedSessionResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers DeleteIsolatedSessionResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers DeleteIsolatedSessionResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseGetIsolatedSessionResult parses an HTTP response from a GetIsolatedSessionWithResponse call
func ParseGetIsolatedSessionResult(rsp *http.Response) (*GetIsolatedSessionResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetIsolatedSessionResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers GetIsolatedSessionResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers GetIsolatedSessionResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedSessionCommitResult parses an HTTP response from a IsolatedSessionCommitWithResponse call
func ParseIsolatedSessionCommitResult(rsp *http.Response) (*IsolatedSessionCommitResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedSessionCommitResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedSessionCommitResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedSessionCommitResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedSessionDiffResult parses an HTTP response from a IsolatedSessionDiffWithResponse call
func ParseIsolatedSessionDiffResult(rsp *http.Response) (*IsolatedSessionDiffResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedSessionDiffResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedSessionDiffResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedSessionDiffResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedRemoveDirsResult parses an HTTP response from a IsolatedRemoveDirsWithResponse call
func ParseIsolatedRemoveDirsResult(rsp *http.Response) (*IsolatedRemoveDirsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedRemoveDirsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedRemoveDirsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedRemoveDirsResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedMakeDirsResult parses an HTTP response from a IsolatedMakeDirsWithResponse call
func ParseIsolatedMakeDirsResult(rsp *http.Response) (*IsolatedMakeDirsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedMakeDirsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedMakeDirsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedMakeDirsResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedListDirectoryResult parses an HTTP response from a IsolatedListDirectoryWithResponse call
func ParseIsolatedListDirectoryResult(rsp *http.Response) (*IsolatedListDirectoryResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedListDirectoryResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedListDirectoryResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedListDirectoryResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedRemoveFilesResult parses an HTTP response from a IsolatedRemoveFilesWithResponse call
func ParseIsolatedRemoveFilesResult(rsp *http.Response) (*IsolatedRemoveFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedRemoveFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedRemoveFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedRemoveFilesResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedDownloadFileResult parses an HTTP response from a IsolatedDownloadFileWithResponse call
func ParseIsolatedDownloadFileResult(rsp *http.Response) (*IsolatedDownloadFileResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedDownloadFileResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedDownloadFileResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedDownloadFileResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedGetFilesInfoResult parses an HTTP response from a IsolatedGetFilesInfoWithResponse call
func ParseIsolatedGetFilesInfoResult(rsp *http.Response) (*IsolatedGetFilesInfoResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedGetFilesInfoResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedGetFilesInfoResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedGetFilesInfoResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedRenameFilesResult parses an HTTP response from a IsolatedRenameFilesWithResponse call
func ParseIsolatedRenameFilesResult(rsp *http.Response) (*IsolatedRenameFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedRenameFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedRenameFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedRenameFilesResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedChmodFilesResult parses an HTTP response from a IsolatedChmodFilesWithResponse call
func ParseIsolatedChmodFilesResult(rsp *http.Response) (*IsolatedChmodFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedChmodFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedChmodFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedChmodFilesResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedReplaceContentResult parses an HTTP response from a IsolatedReplaceContentWithResponse call
func ParseIsolatedReplaceContentResult(rsp *http.Response) (*IsolatedReplaceContentResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedReplaceContentResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedReplaceContentResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedReplaceContentResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedSearchFilesResult parses an HTTP response from a IsolatedSearchFilesWithResponse call
func ParseIsolatedSearchFilesResult(rsp *http.Response) (*IsolatedSearchFilesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedSearchFilesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedSearchFilesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedSearchFilesResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseIsolatedUploadFileResult parses an HTTP response from a IsolatedUploadFileWithResponse call
func ParseIsolatedUploadFileResult(rsp *http.Response) (*IsolatedUploadFileResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &IsolatedUploadFileResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers IsolatedUploadFileResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers IsolatedUploadFileResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseRunInIsolatedSessionResult parses an HTTP response from a RunInIsolatedSessionWithResponse call
func ParseRunInIsolatedSessionResult(rsp *http.Response) (*RunInIsolatedSessionResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &RunInIsolatedSessionResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers RunInIsolatedSessionResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers RunInIsolatedSessionResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseGetIsolatedRunStatusResult parses an HTTP response from a GetIsolatedRunStatusWithResponse call
func ParseGetIsolatedRunStatusResult(rsp *http.Response) (*GetIsolatedRunStatusResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetIsolatedRunStatusResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers GetIsolatedRunStatusResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers GetIsolatedRunStatusResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseGetIsolatedRunLogsResult parses an HTTP response from a GetIsolatedRunLogsWithResponse call
func ParseGetIsolatedRunLogsResult(rsp *http.Response) (*GetIsolatedRunLogsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetIsolatedRunLogsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers GetIsolatedRunLogsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers GetIsolatedRunLogsResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}

// ParseListIsolatedSessionsResult parses an HTTP response from a ListIsolatedSessionsWithResponse call
func ParseListIsolatedSessionsResult(rsp *http.Response) (*ListIsolatedSessionsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ListIsolatedSessionsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 200:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Unauthorized
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 503:
		var dest IsolationUnavailable
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON503 = &dest

	}

	switch {
	case rsp.StatusCode == 401:
		var headers ListIsolatedSessionsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 503:
		var headers ListIsolatedSessionsResult503Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers503 = &headers
	}

	return response, nil
}
