// Code generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/go.ts, oapi-codegen v2.8.2). DO NOT EDIT.

// Package lifecycle holds the models and the low-level HTTP client of specs/sandbox-lifecycle.yml.
// Most users want the hand-written layer in the parent package (opensandbox) instead.
package lifecycle

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
)

// Defines values for DiagnosticContentResponseDelivery.
const (
	Inline DiagnosticContentResponseDelivery = "inline"
	Url    DiagnosticContentResponseDelivery = "url"
)

// Valid indicates whether the value is a known member of the DiagnosticContentResponseDelivery enum.
func (e DiagnosticContentResponseDelivery) Valid() bool {
	switch e {
	case Inline:
		return true
	case Url:
		return true
	default:
		return false
	}
}

// Defines values for DiagnosticContentResponseKind.
const (
	Events DiagnosticContentResponseKind = "events"
	Logs   DiagnosticContentResponseKind = "logs"
)

// Valid indicates whether the value is a known member of the DiagnosticContentResponseKind enum.
func (e DiagnosticContentResponseKind) Valid() bool {
	switch e {
	case Events:
		return true
	case Logs:
		return true
	default:
		return false
	}
}

// Defines values for HealthResponseStatus.
const (
	Healthy HealthResponseStatus = "healthy"
)

// Valid indicates whether the value is a known member of the HealthResponseStatus enum.
func (e HealthResponseStatus) Valid() bool {
	switch e {
	case Healthy:
		return true
	default:
		return false
	}
}

// Defines values for KnownSandboxState.
const (
	KnownSandboxStateFailed     KnownSandboxState = "Failed"
	KnownSandboxStatePaused     KnownSandboxState = "Paused"
	KnownSandboxStatePausing    KnownSandboxState = "Pausing"
	KnownSandboxStatePending    KnownSandboxState = "Pending"
	KnownSandboxStateResuming   KnownSandboxState = "Resuming"
	KnownSandboxStateRunning    KnownSandboxState = "Running"
	KnownSandboxStateStopping   KnownSandboxState = "Stopping"
	KnownSandboxStateTerminated KnownSandboxState = "Terminated"
)

// Valid indicates whether the value is a known member of the KnownSandboxState enum.
func (e KnownSandboxState) Valid() bool {
	switch e {
	case KnownSandboxStateFailed:
		return true
	case KnownSandboxStatePaused:
		return true
	case KnownSandboxStatePausing:
		return true
	case KnownSandboxStatePending:
		return true
	case KnownSandboxStateResuming:
		return true
	case KnownSandboxStateRunning:
		return true
	case KnownSandboxStateStopping:
		return true
	case KnownSandboxStateTerminated:
		return true
	default:
		return false
	}
}

// Defines values for KnownSnapshotState.
const (
	KnownSnapshotStateCreating KnownSnapshotState = "Creating"
	KnownSnapshotStateDeleting KnownSnapshotState = "Deleting"
	KnownSnapshotStateFailed   KnownSnapshotState = "Failed"
	KnownSnapshotStateReady    KnownSnapshotState = "Ready"
)

// Valid indicates whether the value is a known member of the KnownSnapshotState enum.
func (e KnownSnapshotState) Valid() bool {
	switch e {
	case KnownSnapshotStateCreating:
		return true
	case KnownSnapshotStateDeleting:
		return true
	case KnownSnapshotStateFailed:
		return true
	case KnownSnapshotStateReady:
		return true
	default:
		return false
	}
}

// Defines values for NetworkPolicyDefaultAction.
const (
	NetworkPolicyDefaultActionAllow NetworkPolicyDefaultAction = "allow"
	NetworkPolicyDefaultActionDeny  NetworkPolicyDefaultAction = "deny"
)

// Valid indicates whether the value is a known member of the NetworkPolicyDefaultAction enum.
func (e NetworkPolicyDefaultAction) Valid() bool {
	switch e {
	case NetworkPolicyDefaultActionAllow:
		return true
	case NetworkPolicyDefaultActionDeny:
		return true
	default:
		return false
	}
}

// Defines values for NetworkRuleAction.
const (
	NetworkRuleActionAllow NetworkRuleAction = "allow"
	NetworkRuleActionDeny  NetworkRuleAction = "deny"
)

// Valid indicates whether the value is a known member of the NetworkRuleAction enum.
func (e NetworkRuleAction) Valid() bool {
	switch e {
	case NetworkRuleActionAllow:
		return true
	case NetworkRuleActionDeny:
		return true
	default:
		return false
	}
}

// Defines values for OssfsVolumeSourceVersion.
const (
	N10 OssfsVolumeSourceVersion = "1.0"
	N20 OssfsVolumeSourceVersion = "2.0"
)

// Valid indicates whether the value is a known member of the OssfsVolumeSourceVersion enum.
func (e OssfsVolumeSourceVersion) Valid() bool {
	switch e {
	case N10:
		return true
	case N20:
		return true
	default:
		return false
	}
}

// Defines values for PlatformSpecArch.
const (
	Amd64 PlatformSpecArch = "amd64"
	Arm64 PlatformSpecArch = "arm64"
)

// Valid indicates whether the value is a known member of the PlatformSpecArch enum.
func (e PlatformSpecArch) Valid() bool {
	switch e {
	case Amd64:
		return true
	case Arm64:
		return true
	default:
		return false
	}
}

// Defines values for PlatformSpecOs.
const (
	Linux   PlatformSpecOs = "linux"
	Windows PlatformSpecOs = "windows"
)

// Valid indicates whether the value is a known member of the PlatformSpecOs enum.
func (e PlatformSpecOs) Valid() bool {
	switch e {
	case Linux:
		return true
	case Windows:
		return true
	default:
		return false
	}
}

// CreateSandboxRequest What to start. Cross-field rules the schema cannot express are listed on the
// `createSandbox` operation; the server enforces them. Unknown top-level properties are
// ignored so that newer clients keep working.
type CreateSandboxRequest struct {
	// CredentialProxy Opt-in to the credential-injecting egress proxy (transparent TLS interception with a
	// per-sandbox CA that is installed into the sandbox). Requires `networkPolicy`.
	CredentialProxy *CredentialProxyConfig `json:"credentialProxy,omitempty"`

	// Entrypoint Main process of the sandbox as `[executable, arg, ...]`; the sandbox lives as long as
	// it runs. Required with `image`. Optional with `snapshotId`, where it defaults to the
	// entrypoint of the sandbox the snapshot was taken from. SDKs usually send
	// `[tail, -f, /dev/null]`.
	Entrypoint *[]string `json:"entrypoint,omitempty"`

	// Env Environment variables of the sandbox's processes.
	Env *map[string]string `json:"env,omitempty"`

	// Extensions Provider-specific or experimental settings, passed through opaquely by SDKs.
	// Known keys: `access.renew.extend.seconds` (`"300"`..`"86400"`: extend the expiry on
	// every proxied access), `poolRef` (the warm pool to serve the sandbox from, see `listPools`).
	Extensions *map[string]string `json:"extensions,omitempty"`

	// Image Container image to start the sandbox from.
	Image *ImageSpec `json:"image,omitempty"`

	// Metadata Free labels for filtering and bookkeeping (`name` is conventionally a display
	// name). Keys starting with `opensandbox.io/` are reserved and rejected. Servers that
	// store metadata as Kubernetes labels also require label-compatible keys and values
	// (values at most 63 characters of `[A-Za-z0-9._-]`, starting and ending
	// alphanumeric).
	Metadata *map[string]string `json:"metadata,omitempty"`

	// NetworkPolicy Outbound traffic policy, enforced outside the sandbox (by address: DNS answers of
	// allowed names open their addresses; everything else is dropped). Rules are checked in
	// order and the first match wins; without a match `defaultAction` applies. An empty object
	// allows everything until rules are added at run time through the egress API (the endpoint
	// of port 18080, `specs/egress-api.yaml`). Runtimes that cannot enforce it refuse it
	// (`400 NOT_SUPPORTED`).
	NetworkPolicy *NetworkPolicy `json:"networkPolicy,omitempty"`

	// Platform Operating system and CPU architecture the sandbox must run on. When omitted, the runtime
	// picks its default. When given and the runtime cannot honour it, creation fails.
	Platform *PlatformSpec `json:"platform,omitempty"`

	// ResourceLimits Resource caps by resource name, values in Kubernetes quantity notation. Recognised
	// names: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or
	// `all`), `disk` (what the sandbox may write to its own filesystem, volumes not
	// included, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`
	// or `disk` and refuses values above its maxima (`400`).
	ResourceLimits *ResourceLimits `json:"resourceLimits,omitempty"`

	// SecureAccess Require per-sandbox access credentials on endpoints (Kubernetes gateway only);
	// the headers to send are then returned by `getSandboxEndpoint`.
	SecureAccess *bool `json:"secureAccess,omitempty"`

	// SnapshotId Start from this snapshot instead of an image. Exclusive with `image`.
	SnapshotId *string `json:"snapshotId,omitempty"`

	// Timeout Lifetime in seconds, at least 60; the sandbox is deleted automatically when it runs
	// out (see `expiresAt`, `renewSandboxExpiration`). Omitted or null: no expiry, the
	// sandbox lives until deleted. The server may cap the value: this implementation answers
	// a value (or a renewal) beyond its maximum with `400` and code `TIMEOUT_TOO_LONG`, the
	// message naming the maximum.
	Timeout *int `json:"timeout,omitempty"`

	// Volumes Storage mounts.
	Volumes *[]Volume `json:"volumes,omitempty"`
}

// CreateSandboxResponse The sandbox just accepted. Unlike `Sandbox` it does not repeat `image`/`snapshotId`.
type CreateSandboxResponse struct {
	// CreatedAt Creation time.
	CreatedAt time.Time `json:"createdAt"`

	// Entrypoint Main process in effect.
	Entrypoint []string `json:"entrypoint"`

	// ExpiresAt When the sandbox will be deleted automatically; absent when it has no expiry.
	ExpiresAt *time.Time `json:"expiresAt,omitempty"`

	// Id Id of the new sandbox.
	Id string `json:"id"`

	// Metadata Metadata as stored.
	Metadata *map[string]string `json:"metadata,omitempty"`

	// Platform Operating system and CPU architecture the sandbox must run on. When omitted, the runtime
	// picks its default. When given and the runtime cannot honour it, creation fails.
	Platform *PlatformSpec `json:"platform,omitempty"`

	// Status Current state of a sandbox and why it is in it.
	Status SandboxStatus `json:"status"`
}

// CreateSnapshotRequest Optional settings of a new snapshot.
type CreateSnapshotRequest struct {
	// Name Human-readable name.
	Name *string `json:"name,omitempty"`
}

// CredentialProxyConfig Opt-in to the credential-injecting egress proxy (transparent TLS interception with a
// per-sandbox CA that is installed into the sandbox). Requires `networkPolicy`.
type CredentialProxyConfig struct {
	// Enabled Turn the credential proxy on.
	Enabled *bool `json:"enabled,omitempty"`
}

// DiagnosticContentResponse Descriptor of diagnostic text (upstream's Diagnostics API). With `delivery: inline` it
// carries `content` and no `contentUrl`/`expiresAt`; with `delivery: url` it carries
// `contentUrl` and `expiresAt` and no `content`. This server always answers inline.
type DiagnosticContentResponse struct {
	// Content The text, when `delivery` is `inline`.
	Content *string `json:"content,omitempty"`

	// ContentLength Size of the text in bytes (UTF-8), when known.
	ContentLength *int `json:"contentLength,omitempty"`

	// ContentType Media type of the text.
	ContentType string `json:"contentType"`

	// ContentUrl Where to download the text, when `delivery` is `url`.
	ContentUrl *string `json:"contentUrl,omitempty"`

	// Delivery How the text is delivered.
	Delivery DiagnosticContentResponseDelivery `json:"delivery"`

	// ExpiresAt Until when `contentUrl` works, when `delivery` is `url`.
	ExpiresAt *time.Time `json:"expiresAt,omitempty"`

	// Kind Which operation answered.
	Kind DiagnosticContentResponseKind `json:"kind"`

	// SandboxId Id of the sandbox.
	SandboxId string `json:"sandboxId"`

	// Scope The scope the text covers, as asked.
	Scope string `json:"scope"`

	// Truncated Whether the server cut the text to its size limits.
	Truncated bool `json:"truncated"`

	// Warnings Why the text may be incomplete (retention, a sandbox whose output is gone).
	Warnings *[]string `json:"warnings,omitempty"`
}

// DiagnosticContentResponseDelivery How the text is delivered.
type DiagnosticContentResponseDelivery string

// DiagnosticContentResponseKind Which operation answered.
type DiagnosticContentResponseKind string

// Endpoint Where and how to reach a port of a sandbox.
type Endpoint struct {
	// Endpoint `host[:port][/path]`, without scheme; prefix it with `http://`, `https://`, `ws://`
	// or `wss://` as appropriate and append the request path.
	Endpoint string `json:"endpoint"`

	// Headers Headers the client must add to every request sent to `endpoint`.
	Headers *map[string]string `json:"headers,omitempty"`
}

// ErrorResponse Body of every error the server itself produces.
type ErrorResponse struct {
	// Code Stable machine-readable error code; branch on this, not on `message`. Clients must
	// treat codes they do not know as opaque. Examples: `INVALID_REQUEST`,
	// `MISSING_API_KEY`, `INVALID_API_KEY`, `INVALID_METADATA_FORMAT`,
	// `SANDBOX_NOT_FOUND`, `SANDBOX_NOT_RUNNING`, `SANDBOX_NOT_PAUSED`, `TIMEOUT_TOO_LONG`,
	// `SNAPSHOT_NOT_FOUND`, `SNAPSHOT_NOT_READY`, `PAYLOAD_TOO_LARGE`, `INTERNAL_ERROR`.
	// Upstream servers also send namespaced codes such as `DOCKER::SANDBOX_NOT_FOUND`.
	Code string `json:"code"`

	// Message Explanation for humans; wording may change.
	Message string `json:"message"`
}

// HealthResponse Liveness report, with the guarantees this server gives its clients.
type HealthResponse struct {
	// RunningMeansReady `true`: a sandbox is reported `Running` only once its execd answers (until then it
	// stays `Pending` with reason `EXECD_STARTING`), so the first request to execd after
	// `Running` needs no retry; clients may skip waiting for execd's `/ping`. Absent or
	// `false` (upstream servers): `Running` may come before execd listens, and clients
	// wait for `/ping` themselves. A `Running` sandbox whose reason is `EXECD_RESTARTING`
	// is the exception either way: its execd is being restarted.
	RunningMeansReady *bool `json:"runningMeansReady,omitempty"`

	// Status Always `healthy` when the server answers.
	Status HealthResponseStatus `json:"status"`
}

// HealthResponseStatus Always `healthy` when the server answers.
type HealthResponseStatus string

// HostVolumeSource Bind mount of a directory (or file) of the machine running the sandbox. Only paths under
// the server's configured allow-list are accepted.
type HostVolumeSource struct {
	// Path Absolute host path (`/...`, or a drive such as `C:\` on Windows hosts).
	Path string `json:"path"`
}

// ImageRegistryAuth Credentials for pulling from a private registry. Never returned by the server.
type ImageRegistryAuth struct {
	// Password Registry password or access token.
	Password string `json:"password"`

	// Username Registry user name.
	Username string `json:"username"`
}

// ImageSpec Container image to start the sandbox from.
type ImageSpec struct {
	// Auth Credentials for pulling from a private registry. Never returned by the server.
	Auth *ImageRegistryAuth `json:"auth,omitempty"`

	// Uri Image reference as understood by the container runtime.
	Uri string `json:"uri"`
}

// KnownSandboxState The sandbox states this project defines (see `SandboxState`).
type KnownSandboxState string

// KnownSnapshotState The snapshot states this project defines (see `SnapshotState`).
type KnownSnapshotState string

// ListPoolsResponse The server's warm pools (extension).
type ListPoolsResponse struct {
	Items []PoolState `json:"items"`
}

// ListSandboxesResponse One page of sandboxes.
type ListSandboxesResponse struct {
	Items []Sandbox `json:"items"`

	// Pagination Position of a page within the whole result.
	Pagination PaginationInfo `json:"pagination"`
}

// ListSnapshotsResponse One page of snapshots.
type ListSnapshotsResponse struct {
	Items []Snapshot `json:"items"`

	// Pagination Position of a page within the whole result.
	Pagination PaginationInfo `json:"pagination"`
}

// MetricsEvent A lifecycle measurement sent by a client SDK. Unknown fields are allowed.
type MetricsEvent struct {
	CreateDurationMs float64 `json:"createDurationMs"`

	// EventType What is measured, e.g. `sandbox.create`.
	EventType string  `json:"eventType"`
	Image     *string `json:"image,omitempty"`
	SandboxId *string `json:"sandboxId,omitempty"`
	Success   bool    `json:"success"`
}

// NetworkPolicy Outbound traffic policy, enforced outside the sandbox (by address: DNS answers of
// allowed names open their addresses; everything else is dropped). Rules are checked in
// order and the first match wins; without a match `defaultAction` applies. An empty object
// allows everything until rules are added at run time through the egress API (the endpoint
// of port 18080, `specs/egress-api.yaml`). Runtimes that cannot enforce it refuse it
// (`400 NOT_SUPPORTED`).
type NetworkPolicy struct {
	// DefaultAction Action when no rule matches. Defaults to `deny`.
	DefaultAction *NetworkPolicyDefaultAction `json:"defaultAction,omitempty"`

	// Egress Ordered rules.
	Egress *[]NetworkRule `json:"egress,omitempty"`
}

// NetworkPolicyDefaultAction Action when no rule matches. Defaults to `deny`.
type NetworkPolicyDefaultAction string

// NetworkRule One egress rule.
type NetworkRule struct {
	// Action What to do with matching traffic.
	Action NetworkRuleAction `json:"action"`

	// Target Domain name (`pypi.org`), wildcard domain (`*.example.com`: every subdomain, not
	// the apex), IPv4 or IPv6 address, or CIDR range (`10.0.0.0/8`, `2001:db8::/32`).
	Target string `json:"target"`
}

// NetworkRuleAction What to do with matching traffic.
type NetworkRuleAction string

// OssfsVolumeSource Alibaba Cloud OSS bucket mounted with ossfs on the host and bound into the sandbox
// (Linux hosts with FUSE only). Use `Volume.subPath` to pick a prefix.
type OssfsVolumeSource struct {
	// AccessKeyId Access key id.
	AccessKeyId string `json:"accessKeyId"`

	// AccessKeySecret Access key secret.
	AccessKeySecret string `json:"accessKeySecret"`

	// Bucket Bucket name.
	Bucket string `json:"bucket"`

	// Endpoint OSS endpoint host, e.g. `oss-cn-hangzhou.aliyuncs.com`.
	Endpoint string `json:"endpoint"`

	// Options Extra ossfs mount options, each without leading dashes.
	Options *[]string `json:"options,omitempty"`

	// Version Major version of ossfs to mount with.
	Version *OssfsVolumeSourceVersion `json:"version,omitempty"`
}

// OssfsVolumeSourceVersion Major version of ossfs to mount with.
type OssfsVolumeSourceVersion string

// PaginationInfo Position of a page within the whole result.
type PaginationInfo struct {
	// HasNextPage Whether a further page exists.
	HasNextPage bool `json:"hasNextPage"`

	// Page This page's number.
	Page int `json:"page"`

	// PageSize Page size used.
	PageSize int `json:"pageSize"`

	// TotalItems Number of items matching the filters, over all pages.
	TotalItems int `json:"totalItems"`

	// TotalPages Number of pages.
	TotalPages int `json:"totalPages"`
}

// PatchSandboxMetadataRequest JSON Merge Patch of the metadata map: string values set keys, `null` removes them,
// absent keys stay.
type PatchSandboxMetadataRequest map[string]*string

// PlatformSpec Operating system and CPU architecture the sandbox must run on. When omitted, the runtime
// picks its default. When given and the runtime cannot honour it, creation fails.
type PlatformSpec struct {
	// Arch Target CPU architecture.
	Arch PlatformSpecArch `json:"arch"`

	// Os Target operating system.
	Os PlatformSpecOs `json:"os"`
}

// PlatformSpecArch Target CPU architecture.
type PlatformSpecArch string

// PlatformSpecOs Target operating system.
type PlatformSpecOs string

// PoolState One warm pool as the config declares it and as it is now.
type PoolState struct {
	Entrypoint []string `json:"entrypoint"`

	// Idle Sandboxes ready to serve a request now.
	Idle int `json:"idle"`

	// Image Image every sandbox of the pool runs.
	Image string `json:"image"`

	// LastError The last failure of a refill (e.g. the image cannot be pulled), until a refill
	// succeeds again. Refills are retried with a growing delay, at most once a minute.
	LastError *struct {
		At      time.Time `json:"at"`
		Message string    `json:"message"`

		// Reason A sandbox status reason (docs/ERRORS.md), e.g. `IMAGE_PULL_FAILED`.
		Reason string `json:"reason"`
	} `json:"lastError,omitempty"`

	// MaxIdleSeconds An idle sandbox older than this is replaced (0 keeps them).
	MaxIdleSeconds int `json:"maxIdleSeconds"`

	// MaxStarting At most this many of the pool's sandboxes are started at once.
	MaxStarting int `json:"maxStarting"`

	// Name The pool's name (`extensions.poolRef` selects it).
	Name string `json:"name"`

	// ResourceLimits Resource caps by resource name, values in Kubernetes quantity notation. Recognised
	// names: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or
	// `all`), `disk` (what the sandbox may write to its own filesystem, volumes not
	// included, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`
	// or `disk` and refuses values above its maxima (`400`).
	ResourceLimits ResourceLimits `json:"resourceLimits"`

	// RuntimeClass The runtime class the pool's sandboxes run under, when it names one.
	RuntimeClass *string `json:"runtimeClass,omitempty"`

	// Served Create requests this pool served since the server started.
	Served int `json:"served"`

	// Size Idle sandboxes the pool keeps; idle and starting together never exceed it.
	Size int `json:"size"`

	// Starting Sandboxes being started (pulling, starting, waiting for execd).
	Starting int `json:"starting"`
}

// PvcVolumeSource A named volume managed by the platform: a Docker named volume, or a Kubernetes
// PersistentVolumeClaim. It can be created on demand.
type PvcVolumeSource struct {
	// AccessModes Access modes of a created claim; defaults to `[ReadWriteOnce]`. Ignored by Docker.
	AccessModes *[]string `json:"accessModes,omitempty"`

	// ClaimName Volume (or claim) name; a DNS label.
	ClaimName string `json:"claimName"`

	// CreateIfNotExists Create the volume when it does not exist yet; when false a missing volume is an error.
	CreateIfNotExists *bool `json:"createIfNotExists,omitempty"`

	// DeleteOnSandboxTermination Remove the volume when the sandbox is deleted, provided the server created it for
	// this sandbox. Pre-existing volumes are never removed.
	DeleteOnSandboxTermination *bool `json:"deleteOnSandboxTermination,omitempty"`

	// Storage Requested capacity of a created claim, e.g. `10Gi`. Ignored by Docker.
	Storage *string `json:"storage,omitempty"`

	// StorageClass Kubernetes storage class for a created claim; null means the cluster default. Ignored by Docker.
	StorageClass *string `json:"storageClass,omitempty"`
}

// RenewSandboxExpirationRequest New expiry time.
type RenewSandboxExpirationRequest struct {
	// ExpiresAt New absolute expiry (RFC 3339), in the future.
	ExpiresAt time.Time `json:"expiresAt"`
}

// RenewSandboxExpirationResponse Expiry now in force.
type RenewSandboxExpirationResponse struct {
	// ExpiresAt Absolute expiry (RFC 3339).
	ExpiresAt time.Time `json:"expiresAt"`
}

// ResourceLimits Resource caps by resource name, values in Kubernetes quantity notation. Recognised
// names: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or
// `all`), `disk` (what the sandbox may write to its own filesystem, volumes not
// included, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`
// or `disk` and refuses values above its maxima (`400`).
type ResourceLimits map[string]string

// Sandbox Full description of a sandbox.
type Sandbox struct {
	// CreatedAt Creation time.
	CreatedAt time.Time `json:"createdAt"`

	// Entrypoint Main process of the sandbox.
	Entrypoint []string `json:"entrypoint"`

	// ExpiresAt When the sandbox will be deleted automatically; absent when it has no expiry.
	ExpiresAt *time.Time `json:"expiresAt,omitempty"`

	// Id Id of the sandbox.
	Id string `json:"id"`

	// Image Container image to start the sandbox from.
	Image *ImageSpec `json:"image,omitempty"`

	// Metadata Current metadata.
	Metadata *map[string]string `json:"metadata,omitempty"`

	// Platform Operating system and CPU architecture the sandbox must run on. When omitted, the runtime
	// picks its default. When given and the runtime cannot honour it, creation fails.
	Platform *PlatformSpec `json:"platform,omitempty"`

	// SnapshotId Snapshot the sandbox was started from (instead of `image`).
	SnapshotId *string `json:"snapshotId,omitempty"`

	// Status Current state of a sandbox and why it is in it.
	Status SandboxStatus `json:"status"`
}

// SandboxState Lifecycle state of a sandbox. Known values:
// - `Pending`: being provisioned.
// - `Running`: up and serving.
// - `Pausing`: pause in progress.
// - `Paused`: suspended, state kept.
// - `Resuming`: resume in progress.
// - `Stopping`: termination in progress.
// - `Terminated`: terminated.
// - `Failed`: unrecoverable error.
//
// Transitions: Pending → Running; Running → Pausing → Paused; Paused → Resuming →
// Running; Running or Paused → Stopping → Terminated; Pending, Running, Paused or
// Resuming → Failed.
//
// The set is open: other servers report further values (e.g. `Allocated`), so clients
// must accept any string.
type SandboxState = string

// SandboxStatus Current state of a sandbox and why it is in it.
type SandboxStatus struct {
	// LastTransitionAt When the sandbox entered its current state.
	LastTransitionAt *time.Time `json:"lastTransitionAt,omitempty"`

	// Message Human-readable detail on the state or the failure.
	Message *string `json:"message,omitempty"`

	// Reason Short machine-readable cause of the current state, e.g. `CONTAINER_RUNNING`,
	// `CONTAINER_PAUSED`, `CONTAINER_EXITED`, `PROVISIONING_ERROR`.
	Reason *string `json:"reason,omitempty"`

	// State Lifecycle state of a sandbox. Known values:
	// - `Pending`: being provisioned.
	// - `Running`: up and serving.
	// - `Pausing`: pause in progress.
	// - `Paused`: suspended, state kept.
	// - `Resuming`: resume in progress.
	// - `Stopping`: termination in progress.
	// - `Terminated`: terminated.
	// - `Failed`: unrecoverable error.
	//
	// Transitions: Pending → Running; Running → Pausing → Paused; Paused → Resuming →
	// Running; Running or Paused → Stopping → Terminated; Pending, Running, Paused or
	// Resuming → Failed.
	//
	// The set is open: other servers report further values (e.g. `Allocated`), so clients
	// must accept any string.
	State SandboxState `json:"state"`
}

// Snapshot A captured sandbox filesystem that new sandboxes can be started from.
type Snapshot struct {
	// CreatedAt When the capture was requested.
	CreatedAt time.Time `json:"createdAt"`

	// Id Id of the snapshot; use it as `snapshotId` when creating a sandbox.
	Id string `json:"id"`

	// Name Human-readable name, if one was given.
	Name *string `json:"name,omitempty"`

	// SandboxId Sandbox the snapshot was taken from (which may no longer exist).
	SandboxId string `json:"sandboxId"`

	// Status Current state of a snapshot and why it is in it.
	Status SnapshotStatus `json:"status"`
}

// SnapshotState Lifecycle state of a snapshot. Known values:
// - `Creating`: capture in progress.
// - `Ready`: usable as a sandbox source.
// - `Failed`: capture failed.
// - `Deleting`: removal in progress.
//
// Transitions: Creating → Ready or Failed; Ready → Deleting → (gone). The set is open;
// clients must accept any string.
type SnapshotState = string

// SnapshotStatus Current state of a snapshot and why it is in it.
type SnapshotStatus struct {
	// LastTransitionAt When the snapshot entered its current state.
	LastTransitionAt *time.Time `json:"lastTransitionAt,omitempty"`

	// Message Human-readable detail, e.g. `Snapshot creation accepted.`
	Message *string `json:"message,omitempty"`

	// Reason Short machine-readable cause, e.g. `snapshot_accepted`, `snapshot_runtime_ready`,
	// `snapshot_runtime_failed`, `snapshot_delete_requested`.
	Reason *string `json:"reason,omitempty"`

	// State Lifecycle state of a snapshot. Known values:
	// - `Creating`: capture in progress.
	// - `Ready`: usable as a sandbox source.
	// - `Failed`: capture failed.
	// - `Deleting`: removal in progress.
	//
	// Transitions: Creating → Ready or Failed; Ready → Deleting → (gone). The set is open;
	// clients must accept any string.
	State SnapshotState `json:"state"`
}

// Volume A storage mount. Exactly one of `host`, `pvc` and `ossfs` selects the backend; the other
// fields say where and how it is mounted.
type Volume struct {
	// Host Bind mount of a directory (or file) of the machine running the sandbox. Only paths under
	// the server's configured allow-list are accepted.
	Host *HostVolumeSource `json:"host,omitempty"`

	// MountPath Absolute path inside the sandbox where the volume appears.
	MountPath string `json:"mountPath"`

	// Name Name of the mount, unique within the sandbox; a DNS label.
	Name string `json:"name"`

	// Ossfs Alibaba Cloud OSS bucket mounted with ossfs on the host and bound into the sandbox
	// (Linux hosts with FUSE only). Use `Volume.subPath` to pick a prefix.
	Ossfs *OssfsVolumeSource `json:"ossfs,omitempty"`

	// Pvc A named volume managed by the platform: a Docker named volume, or a Kubernetes
	// PersistentVolumeClaim. It can be created on demand.
	Pvc *PvcVolumeSource `json:"pvc,omitempty"`

	// ReadOnly Mount read-only.
	ReadOnly *bool `json:"readOnly,omitempty"`

	// SubPath Sub-directory of the backend to mount instead of its root: relative, without `..`
	// segments. For `ossfs` it is the bucket prefix.
	SubPath *string `json:"subPath,omitempty"`
}

// Page defines model for Page.
type Page = int

// PageSize defines model for PageSize.
type PageSize = int

// Port defines model for Port.
type Port = int

// ProxyPath defines model for ProxyPath.
type ProxyPath = string

// SandboxId defines model for SandboxId.
type SandboxId = string

// SignedRouteToken defines model for SignedRouteToken.
type SignedRouteToken = string

// SnapshotId defines model for SnapshotId.
type SnapshotId = string

// BadGateway Body of every error the server itself produces.
type BadGateway = ErrorResponse

// BadRequest Body of every error the server itself produces.
type BadRequest = ErrorResponse

// Conflict Body of every error the server itself produces.
type Conflict = ErrorResponse

// Forbidden Body of every error the server itself produces.
type Forbidden = ErrorResponse

// GatewayTimeout Body of every error the server itself produces.
type GatewayTimeout = ErrorResponse

// InternalError Body of every error the server itself produces.
type InternalError = ErrorResponse

// NotFound Body of every error the server itself produces.
type NotFound = ErrorResponse

// NotSupported Body of every error the server itself produces.
type NotSupported = ErrorResponse

// SignedRouteRefused Body of every error the server itself produces.
type SignedRouteRefused = ErrorResponse

// TooManyConnections Body of every error the server itself produces.
type TooManyConnections = ErrorResponse

// TooManySandboxes Body of every error the server itself produces.
type TooManySandboxes = ErrorResponse

// Unauthorized Body of every error the server itself produces.
type Unauthorized = ErrorResponse

// ListSandboxesParams defines parameters for ListSandboxes.
type ListSandboxesParams struct {
	// State Keep only sandboxes in one of these states (case-insensitive). Repeat the
	// parameter for several states, e.g. `?state=Running&state=Paused`. A value that is
	// not a state of this server matches nothing and is not an error (upstream clients
	// send states of other runtimes, such as `Allocated`).
	State *[]string `form:"state,omitempty" json:"state,omitempty"`

	// Metadata Keep only sandboxes whose metadata contains every listed pair. The value is itself
	// a URL-encoded query string of `key=value` pairs joined by `&`, so it must be encoded
	// once more when placed in the URL: filtering on `team=ml` and `env=dev` is sent as
	// `?metadata=team%3Dml%26env%3Ddev`. A value that does not parse as `k=v&k2=v2`
	// yields `400`.
	Metadata *string `form:"metadata,omitempty" json:"metadata,omitempty"`

	// Page 1-based page number.
	Page *Page `form:"page,omitempty" json:"page,omitempty"`

	// PageSize Number of items per page.
	PageSize *PageSize `form:"pageSize,omitempty" json:"pageSize,omitempty"`
}

// GetSandboxDiagnosticEventsParams defines parameters for GetSandboxDiagnosticEvents.
type GetSandboxDiagnosticEventsParams struct {
	// Scope Which diagnostic material to return. Supported here: `lifecycle`, `network`, `all`.
	// `network`: the egress denials of a sandbox with `networkPolicy` (recently refused
	// DNS names, then the totals of dropped packets and refused queries). `all` is
	// everything this server has for the kind. Other scopes upstream names (`runtime`,
	// `process`) are answered `400` `NOT_SUPPORTED`; an unknown scope `400`
	// `INVALID_PARAMETER`.
	Scope string `form:"scope" json:"scope"`
}

// GetSandboxDiagnosticLogsParams defines parameters for GetSandboxDiagnosticLogs.
type GetSandboxDiagnosticLogsParams struct {
	// Scope Which diagnostic material to return. Supported here: `container`, `all`. `all` is
	// everything this server has for the kind. Other scopes upstream names (`runtime`,
	// `network`, `process`) are answered `400` `NOT_SUPPORTED`; an unknown scope `400`
	// `INVALID_PARAMETER`.
	Scope string `form:"scope" json:"scope"`
}

// GetSandboxEndpointParams defines parameters for GetSandboxEndpoint.
type GetSandboxEndpointParams struct {
	// UseServerProxy Return the address of this server's proxy route instead of a direct one.
	UseServerProxy *bool `form:"use_server_proxy,omitempty" json:"use_server_proxy,omitempty"`

	// Expires Expiry of a signed route, as whole seconds since the Unix epoch written in decimal
	// (not milliseconds), at most 20 digits.
	Expires *string `form:"expires,omitempty" json:"expires,omitempty"`
}

// ListSnapshotsParams defines parameters for ListSnapshots.
type ListSnapshotsParams struct {
	// SandboxId Keep only snapshots taken from this sandbox.
	SandboxId *string `form:"sandboxId,omitempty" json:"sandboxId,omitempty"`

	// State Keep only snapshots in one of these states. Repeat the parameter for several
	// states, e.g. `?state=Ready&state=Failed`.
	State *[]string `form:"state,omitempty" json:"state,omitempty"`

	// Name Only snapshots with exactly this name.
	Name *string `form:"name,omitempty" json:"name,omitempty"`

	// Page 1-based page number.
	Page *Page `form:"page,omitempty" json:"page,omitempty"`

	// PageSize Number of items per page.
	PageSize *PageSize `form:"pageSize,omitempty" json:"pageSize,omitempty"`
}

// ReportMetricsEventJSONRequestBody defines body for ReportMetricsEvent for application/json ContentType.
type ReportMetricsEventJSONRequestBody = MetricsEvent

// CreateSandboxJSONRequestBody defines body for CreateSandbox for application/json ContentType.
type CreateSandboxJSONRequestBody = CreateSandboxRequest

// PatchSandboxMetadataJSONRequestBody defines body for PatchSandboxMetadata for application/json ContentType.
type PatchSandboxMetadataJSONRequestBody = PatchSandboxMetadataRequest

// RenewSandboxExpirationJSONRequestBody defines body for RenewSandboxExpiration for application/json ContentType.
type RenewSandboxExpirationJSONRequestBody = RenewSandboxExpirationRequest

// CreateSnapshotJSONRequestBody defines body for CreateSnapshot for application/json ContentType.
type CreateSnapshotJSONRequestBody = CreateSnapshotRequest

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

	// GetHealth Server liveness probe
	//
	// Reports that the lifecycle server process is up and serving requests. Needs no API key.
	// Served both at `/health` (the address upstream uses) and at `/v1/health`.
	//
	// Corresponds with GET /health (the `GetHealth` operationId).
	GetHealth(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ReportMetricsEventWithBody Accept a client-side lifecycle metric
	//
	// Official clients report how long creating a sandbox took, fire-and-forget. The server
	// accepts the event (`204`) so that clients see no errors; it keeps nothing but a log line.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /metrics/events (the `ReportMetricsEvent` operationId).
	ReportMetricsEventWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ReportMetricsEvent Accept a client-side lifecycle metric
	//
	// Official clients report how long creating a sandbox took, fire-and-forget. The server
	// accepts the event (`204`) so that clients see no errors; it keeps nothing but a log line.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /metrics/events (the `ReportMetricsEvent` operationId).
	ReportMetricsEvent(ctx context.Context, body ReportMetricsEventJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ListPools List the warm pools and their state
	//
	// Every pool the server's config declares, with how many sandboxes wait idle in it, how
	// many are being started, its caps and the last error it met while refilling (e.g. an
	// image that cannot be pulled). A create request is served from a pool when its image,
	// entrypoint and resource limits equal the pool's and it asks for nothing the pool does
	// not declare (volumes, a platform, registry credentials, a snapshot, a runtime class
	// other than the pool's); `extensions.poolRef` names a pool explicitly, and may then leave
	// out `image`, `entrypoint` and `resourceLimits`. Pooled sandboxes are not listed by
	// `GET /sandboxes` until they serve a request.
	//
	// Corresponds with GET /pools (the `ListPools` operationId).
	ListPools(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ListSandboxes List sandboxes
	//
	// Returns one page of the sandboxes visible to the caller, newest first.
	// Filters combine with AND; repeated `state` values combine with OR.
	//
	// Corresponds with GET /sandboxes (the `ListSandboxes` operationId).
	ListSandboxes(ctx context.Context, params *ListSandboxesParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateSandboxWithBody Create a sandbox
	//
	// Starts a new sandbox either from a container image (`image`) or from a snapshot
	// (`snapshotId`). The request is accepted with `202`; the body describes the new
	// sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
	// when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
	// follow it.
	//
	// Rules checked by the server in addition to the schema (violations yield `400`):
	// - exactly one of `image` and `snapshotId` is given, except in pool mode
	//   (`extensions.poolRef`, which must name a warm pool of the server) where neither is
	//   required (the pool's image is used) and `snapshotId` is not allowed;
	// - `resourceLimits` is given unless in pool mode;
	// - `timeout` does not exceed the server's configured maximum, and is given when the
	//   server does not allow sandboxes without expiry;
	// - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
	//   the request leaves out gets the server's default;
	// - `credentialProxy.enabled: true` needs `networkPolicy`;
	// - volume names are unique and host paths are under the server's allow-list;
	// - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
	// - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.
	//
	// Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
	// `409`. When the server already runs its maximum number of live sandboxes, `429`
	// (`SANDBOX_LIMIT_REACHED`).
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /sandboxes (the `CreateSandbox` operationId).
	CreateSandboxWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateSandbox Create a sandbox
	//
	// Starts a new sandbox either from a container image (`image`) or from a snapshot
	// (`snapshotId`). The request is accepted with `202`; the body describes the new
	// sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
	// when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
	// follow it.
	//
	// Rules checked by the server in addition to the schema (violations yield `400`):
	// - exactly one of `image` and `snapshotId` is given, except in pool mode
	//   (`extensions.poolRef`, which must name a warm pool of the server) where neither is
	//   required (the pool's image is used) and `snapshotId` is not allowed;
	// - `resourceLimits` is given unless in pool mode;
	// - `timeout` does not exceed the server's configured maximum, and is given when the
	//   server does not allow sandboxes without expiry;
	// - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
	//   the request leaves out gets the server's default;
	// - `credentialProxy.enabled: true` needs `networkPolicy`;
	// - volume names are unique and host paths are under the server's allow-list;
	// - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
	// - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.
	//
	// Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
	// `409`. When the server already runs its maximum number of live sandboxes, `429`
	// (`SANDBOX_LIMIT_REACHED`).
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /sandboxes (the `CreateSandbox` operationId).
	CreateSandbox(ctx context.Context, body CreateSandboxJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// DeleteSandbox Delete a sandbox
	//
	// Terminates the sandbox and releases its resources (volumes the server created with
	// `deleteOnSandboxTermination` included). The sandbox goes through `Stopping` to
	// `Terminated`, or disappears (later reads return `404`).
	//
	// Corresponds with DELETE /sandboxes/{sandboxId} (the `DeleteSandbox` operationId).
	DeleteSandbox(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetSandbox Get a sandbox
	//
	// Returns the full description of one sandbox, including its startup source
	// (`image` or `snapshotId`), which the create response leaves out.
	//
	// Corresponds with GET /sandboxes/{sandboxId} (the `GetSandbox` operationId).
	GetSandbox(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetSandboxDiagnosticEvents Diagnostic event text of a sandbox
	//
	// Best-effort troubleshooting text, returned inline. Scope `lifecycle` (and `all`) lists
	// the sandbox's state transitions as the server recorded them, oldest first, one per
	// line: time, state, reason and message — accepted, image pulled, execd ready, execd
	// stopped and restarted (with osb-init's reason), paused, resumed, failed, deletion
	// requested. The server keeps the last 100 per sandbox; when older ones were dropped,
	// `warnings` says how many. Lines are for people; do not parse them.
	//
	// Corresponds with GET /sandboxes/{sandboxId}/diagnostics/events (the `GetSandboxDiagnosticEvents` operationId).
	GetSandboxDiagnosticEvents(ctx context.Context, sandboxId SandboxId, params *GetSandboxDiagnosticEventsParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetSandboxDiagnosticLogs Diagnostic log text of a sandbox
	//
	// Best-effort troubleshooting text, returned inline (`delivery: inline`,
	// `contentType: text/plain; charset=utf-8`). Scope `container` (and `all`) is what the
	// sandbox's processes wrote to standard output and error, as the runtime kept it (Docker:
	// the container's log, with osb-init's and execd's own lines), each line prefixed with
	// its RFC 3339 time: the last 1000 lines and at most 1 MiB, `truncated: true` when more
	// was there. A sandbox whose runtime no longer has its output (removed after a failure)
	// answers empty content with a `warnings` entry. Lines are for people; do not parse them.
	//
	// Corresponds with GET /sandboxes/{sandboxId}/diagnostics/logs (the `GetSandboxDiagnosticLogs` operationId).
	GetSandboxDiagnosticLogs(ctx context.Context, sandboxId SandboxId, params *GetSandboxDiagnosticLogsParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetSandboxEndpoint Resolve the address of a sandbox port
	//
	// Tells the client where to send traffic meant for `port` inside the sandbox, and which
	// extra headers to send with it. The answer is an address without scheme; the client adds
	// `http://` / `ws://` (or the secure variants) itself.
	//
	// - Default: a direct address of the port (for Docker, a published host port, or the
	//   sandbox daemon's port followed by `/proxy/{port}`).
	// - `use_server_proxy=true`: the address of this server's proxy route,
	//   `{server host}/sandboxes/{sandboxId}/proxy/{port}` (without `/v1`, as upstream). That
	//   route needs the API key, so `headers` then carries `OPEN-SANDBOX-API-KEY` with the
	//   caller's key; clients that forward endpoint headers therefore work unchanged.
	// - `expires`: a signed, time-limited route through this server's proxy (OSEP-0011):
	//   `{server host}/sandboxes/{sandboxId}/signed/{port}/{token}` with no `headers`; it
	//   works without the API key or any other header until `expires` (see the `Proxy` tag),
	//   for this sandbox and port only. `expires` must lie in the future and at most the
	//   server's `[ingress] signed_route_max_seconds` (default 86400) ahead (`400` otherwise).
	//   Cannot be combined with `use_server_proxy=true` (`400`).
	// - Port 18080 of a sandbox created with `networkPolicy`: the egress API
	//   (`specs/egress-api.yaml`), served by this server, never by the sandbox:
	//   `{server host}/sandboxes/{sandboxId}/egress` with `headers` carrying
	//   `OPENSANDBOX-EGRESS-AUTH`, the sandbox's egress token (whatever the other parameters).
	//
	// When a direct address leads to the sandbox daemon (its own port 44772, or its
	// `/proxy/{port}` route), `headers` carries the daemon's `X-EXECD-ACCESS-TOKEN`; the
	// daemon strips that header before relaying to other ports. The port does not have to be
	// listening yet, but a direct address exists only once the sandbox has been started. A
	// request for a `Pending` sandbox waits (up to the server's `endpoint_wait_seconds`, 60 by
	// default) until provisioning ends, as official clients ask for endpoints right after
	// create; if the sandbox then has no address (still `Pending`, or `Failed` before it ever
	// ran) the answer is `409`.
	//
	// Corresponds with GET /sandboxes/{sandboxId}/endpoints/{port} (the `GetSandboxEndpoint` operationId).
	GetSandboxEndpoint(ctx context.Context, sandboxId SandboxId, port Port, params *GetSandboxEndpointParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// PatchSandboxMetadataWithBody Update sandbox metadata
	//
	// Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
	// whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
	// removes it (removing an absent key is not an error), keys not mentioned are left as
	// they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.
	//
	// Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
	// (else `400`). Updates are read-modify-write without version checks, so concurrent
	// patches of the same sandbox can overwrite one another.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with PATCH /sandboxes/{sandboxId}/metadata (the `PatchSandboxMetadata` operationId).
	PatchSandboxMetadataWithBody(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// PatchSandboxMetadata Update sandbox metadata
	//
	// Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
	// whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
	// removes it (removing an absent key is not an error), keys not mentioned are left as
	// they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.
	//
	// Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
	// (else `400`). Updates are read-modify-write without version checks, so concurrent
	// patches of the same sandbox can overwrite one another.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with PATCH /sandboxes/{sandboxId}/metadata (the `PatchSandboxMetadata` operationId).
	PatchSandboxMetadata(ctx context.Context, sandboxId SandboxId, body PatchSandboxMetadataJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// PauseSandbox Pause a sandbox
	//
	// Suspends a `Running` sandbox while keeping its state. The state passes through
	// `Pausing` (possibly skipped) to `Paused`. A sandbox in any other state yields `409`; a
	// server whose runtime cannot pause sandboxes (e.g. Kubernetes) answers `400 NOT_SUPPORTED`.
	//
	// Corresponds with POST /sandboxes/{sandboxId}/pause (the `PauseSandbox` operationId).
	PauseSandbox(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RenewSandboxExpirationWithBody Move a sandbox's expiry time
	//
	// Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
	// created without a timeout (no `expiresAt`) cannot be renewed (`409`).
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /sandboxes/{sandboxId}/renew-expiration (the `RenewSandboxExpiration` operationId).
	RenewSandboxExpirationWithBody(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// RenewSandboxExpiration Move a sandbox's expiry time
	//
	// Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
	// created without a timeout (no `expiresAt`) cannot be renewed (`409`).
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /sandboxes/{sandboxId}/renew-expiration (the `RenewSandboxExpiration` operationId).
	RenewSandboxExpiration(ctx context.Context, sandboxId SandboxId, body RenewSandboxExpirationJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ResumeSandbox Resume a paused sandbox
	//
	// Continues a `Paused` sandbox. The state passes through `Resuming` (possibly skipped)
	// back to `Running`. A sandbox that is not paused yields `409`.
	//
	// Corresponds with POST /sandboxes/{sandboxId}/resume (the `ResumeSandbox` operationId).
	ResumeSandbox(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateSnapshotWithBody Snapshot a sandbox
	//
	// Starts capturing the filesystem of a `Running` or `Paused` sandbox (other states yield
	// `409`). A running sandbox may be frozen briefly during the capture and then keeps
	// running; a paused one stays paused. The snapshot
	// is returned in state `Creating`; poll `GET /snapshots/{snapshotId}` until it is `Ready`
	// or `Failed`. The body is optional.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /sandboxes/{sandboxId}/snapshots (the `CreateSnapshot` operationId).
	CreateSnapshotWithBody(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateSnapshot Snapshot a sandbox
	//
	// Starts capturing the filesystem of a `Running` or `Paused` sandbox (other states yield
	// `409`). A running sandbox may be frozen briefly during the capture and then keeps
	// running; a paused one stays paused. The snapshot
	// is returned in state `Creating`; poll `GET /snapshots/{snapshotId}` until it is `Ready`
	// or `Failed`. The body is optional.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /sandboxes/{sandboxId}/snapshots (the `CreateSnapshot` operationId).
	CreateSnapshot(ctx context.Context, sandboxId SandboxId, body CreateSnapshotJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ListSnapshots List snapshots
	//
	// Returns one page of snapshots, newest first. Snapshots outlive the sandbox they were
	// taken from. Filters combine with AND; repeated `state` values combine with OR.
	//
	// Corresponds with GET /snapshots (the `ListSnapshots` operationId).
	ListSnapshots(ctx context.Context, params *ListSnapshotsParams, reqEditors ...RequestEditorFn) (*http.Response, error)

	// DeleteSnapshot Delete a snapshot
	//
	// Removes a snapshot and the stored image behind it. A snapshot still `Creating`, or one
	// that a sandbox is currently using, cannot be deleted (`409`).
	//
	// Corresponds with DELETE /snapshots/{snapshotId} (the `DeleteSnapshot` operationId).
	DeleteSnapshot(ctx context.Context, snapshotId SnapshotId, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetSnapshot Get a snapshot
	//
	// Returns one snapshot and its current state.
	//
	// Corresponds with GET /snapshots/{snapshotId} (the `GetSnapshot` operationId).
	GetSnapshot(ctx context.Context, snapshotId SnapshotId, reqEditors ...RequestEditorFn) (*http.Response, error)
}

// GetHealth Server liveness probe
//
// Reports that the lifecycle server process is up and serving requests. Needs no API key.
// Served both at `/health` (the address upstream uses) and at `/v1/health`.
//
// Corresponds with GET /health (the `GetHealth` operationId).
func (c *Client) GetHealth(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetHealthRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ReportMetricsEventWithBody Accept a client-side lifecycle metric
//
// Official clients report how long creating a sandbox took, fire-and-forget. The server
// accepts the event (`204`) so that clients see no errors; it keeps nothing but a log line.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /metrics/events (the `ReportMetricsEvent` operationId).
func (c *Client) ReportMetricsEventWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewReportMetricsEventRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ReportMetricsEvent Accept a client-side lifecycle metric
//
// Official clients report how long creating a sandbox took, fire-and-forget. The server
// accepts the event (`204`) so that clients see no errors; it keeps nothing but a log line.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /metrics/events (the `ReportMetricsEvent` operationId).
func (c *Client) ReportMetricsEvent(ctx context.Context, body ReportMetricsEventJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewReportMetricsEventRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ListPools List the warm pools and their state
//
// Every pool the server's config declares, with how many sandboxes wait idle in it, how
// many are being started, its caps and the last error it met while refilling (e.g. an
// image that cannot be pulled). A create request is served from a pool when its image,
// entrypoint and resource limits equal the pool's and it asks for nothing the pool does
// not declare (volumes, a platform, registry credentials, a snapshot, a runtime class
// other than the pool's); `extensions.poolRef` names a pool explicitly, and may then leave
// out `image`, `entrypoint` and `resourceLimits`. Pooled sandboxes are not listed by
// `GET /sandboxes` until they serve a request.
//
// Corresponds with GET /pools (the `ListPools` operationId).
func (c *Client) ListPools(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewListPoolsRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ListSandboxes List sandboxes
//
// Returns one page of the sandboxes visible to the caller, newest first.
// Filters combine with AND; repeated `state` values combine with OR.
//
// Corresponds with GET /sandboxes (the `ListSandboxes` operationId).
func (c *Client) ListSandboxes(ctx context.Context, params *ListSandboxesParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewListSandboxesRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateSandboxWithBody Create a sandbox
//
// Starts a new sandbox either from a container image (`image`) or from a snapshot
// (`snapshotId`). The request is accepted with `202`; the body describes the new
// sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
// when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
// follow it.
//
// Rules checked by the server in addition to the schema (violations yield `400`):
//   - exactly one of `image` and `snapshotId` is given, except in pool mode
//     (`extensions.poolRef`, which must name a warm pool of the server) where neither is
//     required (the pool's image is used) and `snapshotId` is not allowed;
//   - `resourceLimits` is given unless in pool mode;
//   - `timeout` does not exceed the server's configured maximum, and is given when the
//     server does not allow sandboxes without expiry;
//   - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
//     the request leaves out gets the server's default;
//   - `credentialProxy.enabled: true` needs `networkPolicy`;
//   - volume names are unique and host paths are under the server's allow-list;
//   - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
//   - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.
//
// Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
// `409`. When the server already runs its maximum number of live sandboxes, `429`
// (`SANDBOX_LIMIT_REACHED`).
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /sandboxes (the `CreateSandbox` operationId).
func (c *Client) CreateSandboxWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateSandboxRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateSandbox Create a sandbox
//
// Starts a new sandbox either from a container image (`image`) or from a snapshot
// (`snapshotId`). The request is accepted with `202`; the body describes the new
// sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
// when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
// follow it.
//
// Rules checked by the server in addition to the schema (violations yield `400`):
//   - exactly one of `image` and `snapshotId` is given, except in pool mode
//     (`extensions.poolRef`, which must name a warm pool of the server) where neither is
//     required (the pool's image is used) and `snapshotId` is not allowed;
//   - `resourceLimits` is given unless in pool mode;
//   - `timeout` does not exceed the server's configured maximum, and is given when the
//     server does not allow sandboxes without expiry;
//   - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
//     the request leaves out gets the server's default;
//   - `credentialProxy.enabled: true` needs `networkPolicy`;
//   - volume names are unique and host paths are under the server's allow-list;
//   - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
//   - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.
//
// Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
// `409`. When the server already runs its maximum number of live sandboxes, `429`
// (`SANDBOX_LIMIT_REACHED`).
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /sandboxes (the `CreateSandbox` operationId).
func (c *Client) CreateSandbox(ctx context.Context, body CreateSandboxJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateSandboxRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// DeleteSandbox Delete a sandbox
//
// Terminates the sandbox and releases its resources (volumes the server created with
// `deleteOnSandboxTermination` included). The sandbox goes through `Stopping` to
// `Terminated`, or disappears (later reads return `404`).
//
// Corresponds with DELETE /sandboxes/{sandboxId} (the `DeleteSandbox` operationId).
func (c *Client) DeleteSandbox(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDeleteSandboxRequest(c.Server, sandboxId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetSandbox Get a sandbox
//
// Returns the full description of one sandbox, including its startup source
// (`image` or `snapshotId`), which the create response leaves out.
//
// Corresponds with GET /sandboxes/{sandboxId} (the `GetSandbox` operationId).
func (c *Client) GetSandbox(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetSandboxRequest(c.Server, sandboxId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetSandboxDiagnosticEvents Diagnostic event text of a sandbox
//
// Best-effort troubleshooting text, returned inline. Scope `lifecycle` (and `all`) lists
// the sandbox's state transitions as the server recorded them, oldest first, one per
// line: time, state, reason and message — accepted, image pulled, execd ready, execd
// stopped and restarted (with osb-init's reason), paused, resumed, failed, deletion
// requested. The server keeps the last 100 per sandbox; when older ones were dropped,
// `warnings` says how many. Lines are for people; do not parse them.
//
// Corresponds with GET /sandboxes/{sandboxId}/diagnostics/events (the `GetSandboxDiagnosticEvents` operationId).
func (c *Client) GetSandboxDiagnosticEvents(ctx context.Context, sandboxId SandboxId, params *GetSandboxDiagnosticEventsParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetSandboxDiagnosticEventsRequest(c.Server, sandboxId, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetSandboxDiagnosticLogs Diagnostic log text of a sandbox
//
// Best-effort troubleshooting text, returned inline (`delivery: inline`,
// `contentType: text/plain; charset=utf-8`). Scope `container` (and `all`) is what the
// sandbox's processes wrote to standard output and error, as the runtime kept it (Docker:
// the container's log, with osb-init's and execd's own lines), each line prefixed with
// its RFC 3339 time: the last 1000 lines and at most 1 MiB, `truncated: true` when more
// was there. A sandbox whose runtime no longer has its output (removed after a failure)
// answers empty content with a `warnings` entry. Lines are for people; do not parse them.
//
// Corresponds with GET /sandboxes/{sandboxId}/diagnostics/logs (the `GetSandboxDiagnosticLogs` operationId).
func (c *Client) GetSandboxDiagnosticLogs(ctx context.Context, sandboxId SandboxId, params *GetSandboxDiagnosticLogsParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetSandboxDiagnosticLogsRequest(c.Server, sandboxId, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetSandboxEndpoint Resolve the address of a sandbox port
//
// Tells the client where to send traffic meant for `port` inside the sandbox, and which
// extra headers to send with it. The answer is an address without scheme; the client adds
// `http://` / `ws://` (or the secure variants) itself.
//
//   - Default: a direct address of the port (for Docker, a published host port, or the
//     sandbox daemon's port followed by `/proxy/{port}`).
//   - `use_server_proxy=true`: the address of this server's proxy route,
//     `{server host}/sandboxes/{sandboxId}/proxy/{port}` (without `/v1`, as upstream). That
//     route needs the API key, so `headers` then carries `OPEN-SANDBOX-API-KEY` with the
//     caller's key; clients that forward endpoint headers therefore work unchanged.
//   - `expires`: a signed, time-limited route through this server's proxy (OSEP-0011):
//     `{server host}/sandboxes/{sandboxId}/signed/{port}/{token}` with no `headers`; it
//     works without the API key or any other header until `expires` (see the `Proxy` tag),
//     for this sandbox and port only. `expires` must lie in the future and at most the
//     server's `[ingress] signed_route_max_seconds` (default 86400) ahead (`400` otherwise).
//     Cannot be combined with `use_server_proxy=true` (`400`).
//   - Port 18080 of a sandbox created with `networkPolicy`: the egress API
//     (`specs/egress-api.yaml`), served by this server, never by the sandbox:
//     `{server host}/sandboxes/{sandboxId}/egress` with `headers` carrying
//     `OPENSANDBOX-EGRESS-AUTH`, the sandbox's egress token (whatever the other parameters).
//
// When a direct address leads to the sandbox daemon (its own port 44772, or its
// `/proxy/{port}` route), `headers` carries the daemon's `X-EXECD-ACCESS-TOKEN`; the
// daemon strips that header before relaying to other ports. The port does not have to be
// listening yet, but a direct address exists only once the sandbox has been started. A
// request for a `Pending` sandbox waits (up to the server's `endpoint_wait_seconds`, 60 by
// default) until provisioning ends, as official clients ask for endpoints right after
// create; if the sandbox then has no address (still `Pending`, or `Failed` before it ever
// ran) the answer is `409`.
//
// Corresponds with GET /sandboxes/{sandboxId}/endpoints/{port} (the `GetSandboxEndpoint` operationId).
func (c *Client) GetSandboxEndpoint(ctx context.Context, sandboxId SandboxId, port Port, params *GetSandboxEndpointParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetSandboxEndpointRequest(c.Server, sandboxId, port, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// PatchSandboxMetadataWithBody Update sandbox metadata
//
// Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
// whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
// removes it (removing an absent key is not an error), keys not mentioned are left as
// they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.
//
// Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
// (else `400`). Updates are read-modify-write without version checks, so concurrent
// patches of the same sandbox can overwrite one another.
//
// Takes any type of body and a specified content type.
//
// Corresponds with PATCH /sandboxes/{sandboxId}/metadata (the `PatchSandboxMetadata` operationId).
func (c *Client) PatchSandboxMetadataWithBody(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewPatchSandboxMetadataRequestWithBody(c.Server, sandboxId, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// PatchSandboxMetadata Update sandbox metadata
//
// Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
// whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
// removes it (removing an absent key is not an error), keys not mentioned are left as
// they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.
//
// Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
// (else `400`). Updates are read-modify-write without version checks, so concurrent
// patches of the same sandbox can overwrite one another.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with PATCH /sandboxes/{sandboxId}/metadata (the `PatchSandboxMetadata` operationId).
func (c *Client) PatchSandboxMetadata(ctx context.Context, sandboxId SandboxId, body PatchSandboxMetadataJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewPatchSandboxMetadataRequest(c.Server, sandboxId, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// PauseSandbox Pause a sandbox
//
// Suspends a `Running` sandbox while keeping its state. The state passes through
// `Pausing` (possibly skipped) to `Paused`. A sandbox in any other state yields `409`; a
// server whose runtime cannot pause sandboxes (e.g. Kubernetes) answers `400 NOT_SUPPORTED`.
//
// Corresponds with POST /sandboxes/{sandboxId}/pause (the `PauseSandbox` operationId).
func (c *Client) PauseSandbox(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewPauseSandboxRequest(c.Server, sandboxId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RenewSandboxExpirationWithBody Move a sandbox's expiry time
//
// Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
// created without a timeout (no `expiresAt`) cannot be renewed (`409`).
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /sandboxes/{sandboxId}/renew-expiration (the `RenewSandboxExpiration` operationId).
func (c *Client) RenewSandboxExpirationWithBody(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRenewSandboxExpirationRequestWithBody(c.Server, sandboxId, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// RenewSandboxExpiration Move a sandbox's expiry time
//
// Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
// created without a timeout (no `expiresAt`) cannot be renewed (`409`).
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /sandboxes/{sandboxId}/renew-expiration (the `RenewSandboxExpiration` operationId).
func (c *Client) RenewSandboxExpiration(ctx context.Context, sandboxId SandboxId, body RenewSandboxExpirationJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewRenewSandboxExpirationRequest(c.Server, sandboxId, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ResumeSandbox Resume a paused sandbox
//
// Continues a `Paused` sandbox. The state passes through `Resuming` (possibly skipped)
// back to `Running`. A sandbox that is not paused yields `409`.
//
// Corresponds with POST /sandboxes/{sandboxId}/resume (the `ResumeSandbox` operationId).
func (c *Client) ResumeSandbox(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewResumeSandboxRequest(c.Server, sandboxId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateSnapshotWithBody Snapshot a sandbox
//
// Starts capturing the filesystem of a `Running` or `Paused` sandbox (other states yield
// `409`). A running sandbox may be frozen briefly during the capture and then keeps
// running; a paused one stays paused. The snapshot
// is returned in state `Creating`; poll `GET /snapshots/{snapshotId}` until it is `Ready`
// or `Failed`. The body is optional.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /sandboxes/{sandboxId}/snapshots (the `CreateSnapshot` operationId).
func (c *Client) CreateSnapshotWithBody(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateSnapshotRequestWithBody(c.Server, sandboxId, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateSnapshot Snapshot a sandbox
//
// Starts capturing the filesystem of a `Running` or `Paused` sandbox (other states yield
// `409`). A running sandbox may be frozen briefly during the capture and then keeps
// running; a paused one stays paused. The snapshot
// is returned in state `Creating`; poll `GET /snapshots/{snapshotId}` until it is `Ready`
// or `Failed`. The body is optional.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /sandboxes/{sandboxId}/snapshots (the `CreateSnapshot` operationId).
func (c *Client) CreateSnapshot(ctx context.Context, sandboxId SandboxId, body CreateSnapshotJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateSnapshotRequest(c.Server, sandboxId, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ListSnapshots List snapshots
//
// Returns one page of snapshots, newest first. Snapshots outlive the sandbox they were
// taken from. Filters combine with AND; repeated `state` values combine with OR.
//
// Corresponds with GET /snapshots (the `ListSnapshots` operationId).
func (c *Client) ListSnapshots(ctx context.Context, params *ListSnapshotsParams, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewListSnapshotsRequest(c.Server, params)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// DeleteSnapshot Delete a snapshot
//
// Removes a snapshot and the stored image behind it. A snapshot still `Creating`, or one
// that a sandbox is currently using, cannot be deleted (`409`).
//
// Corresponds with DELETE /snapshots/{snapshotId} (the `DeleteSnapshot` operationId).
func (c *Client) DeleteSnapshot(ctx context.Context, snapshotId SnapshotId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDeleteSnapshotRequest(c.Server, snapshotId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetSnapshot Get a snapshot
//
// Returns one snapshot and its current state.
//
// Corresponds with GET /snapshots/{snapshotId} (the `GetSnapshot` operationId).
func (c *Client) GetSnapshot(ctx context.Context, snapshotId SnapshotId, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetSnapshotRequest(c.Server, snapshotId)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// NewGetHealthRequest constructs an http.Request for the GetHealth method
func NewGetHealthRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/health")
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

// NewReportMetricsEventRequest calls the generic ReportMetricsEvent builder with application/json body
func NewReportMetricsEventRequest(server string, body ReportMetricsEventJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewReportMetricsEventRequestWithBody(server, "application/json", bodyReader)
}

// NewReportMetricsEventRequestWithBody constructs an http.Request for the ReportMetricsEvent method, with any body, and a specified content type
func NewReportMetricsEventRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/metrics/events")
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

// NewListPoolsRequest constructs an http.Request for the ListPools method
func NewListPoolsRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/pools")
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

// NewListSandboxesRequest constructs an http.Request for the ListSandboxes method
func NewListSandboxesRequest(server string, params *ListSandboxesParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes")
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

		if params.State != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "state", *params.State, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "array", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if params.Metadata != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "metadata", *params.Metadata, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if params.Page != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "page", *params.Page, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if params.PageSize != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "pageSize", *params.PageSize, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: ""}); err != nil {
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

// NewCreateSandboxRequest calls the generic CreateSandbox builder with application/json body
func NewCreateSandboxRequest(server string, body CreateSandboxJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewCreateSandboxRequestWithBody(server, "application/json", bodyReader)
}

// NewCreateSandboxRequestWithBody constructs an http.Request for the CreateSandbox method, with any body, and a specified content type
func NewCreateSandboxRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes")
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

// NewDeleteSandboxRequest constructs an http.Request for the DeleteSandbox method
func NewDeleteSandboxRequest(server string, sandboxId SandboxId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sandboxId", sandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes/%s", pathParam0)
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

// NewGetSandboxRequest constructs an http.Request for the GetSandbox method
func NewGetSandboxRequest(server string, sandboxId SandboxId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sandboxId", sandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes/%s", pathParam0)
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

// NewGetSandboxDiagnosticEventsRequest constructs an http.Request for the GetSandboxDiagnosticEvents method
func NewGetSandboxDiagnosticEventsRequest(server string, sandboxId SandboxId, params *GetSandboxDiagnosticEventsParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sandboxId", sandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes/%s/diagnostics/events", pathParam0)
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

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "scope", params.Scope, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
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

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetSandboxDiagnosticLogsRequest constructs an http.Request for the GetSandboxDiagnosticLogs method
func NewGetSandboxDiagnosticLogsRequest(server string, sandboxId SandboxId, params *GetSandboxDiagnosticLogsParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sandboxId", sandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes/%s/diagnostics/logs", pathParam0)
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

		if queryFrag, err := runtime.StyleParamWithOptions("form", true, "scope", params.Scope, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
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

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetSandboxEndpointRequest constructs an http.Request for the GetSandboxEndpoint method
func NewGetSandboxEndpointRequest(server string, sandboxId SandboxId, port Port, params *GetSandboxEndpointParams) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sandboxId", sandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	var pathParam1 string

	pathParam1, err = runtime.StyleParamWithOptions("simple", false, "port", port, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "integer", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes/%s/endpoints/%s", pathParam0, pathParam1)
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

		if params.UseServerProxy != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "use_server_proxy", *params.UseServerProxy, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "boolean", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if params.Expires != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "expires", *params.Expires, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
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

// NewPatchSandboxMetadataRequest calls the generic PatchSandboxMetadata builder with application/json body
func NewPatchSandboxMetadataRequest(server string, sandboxId SandboxId, body PatchSandboxMetadataJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewPatchSandboxMetadataRequestWithBody(server, sandboxId, "application/json", bodyReader)
}

// NewPatchSandboxMetadataRequestWithBody constructs an http.Request for the PatchSandboxMetadata method, with any body, and a specified content type
func NewPatchSandboxMetadataRequestWithBody(server string, sandboxId SandboxId, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sandboxId", sandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes/%s/metadata", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPatch, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewPauseSandboxRequest constructs an http.Request for the PauseSandbox method
func NewPauseSandboxRequest(server string, sandboxId SandboxId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sandboxId", sandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes/%s/pause", pathParam0)
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

// NewRenewSandboxExpirationRequest calls the generic RenewSandboxExpiration builder with application/json body
func NewRenewSandboxExpirationRequest(server string, sandboxId SandboxId, body RenewSandboxExpirationJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewRenewSandboxExpirationRequestWithBody(server, sandboxId, "application/json", bodyReader)
}

// NewRenewSandboxExpirationRequestWithBody constructs an http.Request for the RenewSandboxExpiration method, with any body, and a specified content type
func NewRenewSandboxExpirationRequestWithBody(server string, sandboxId SandboxId, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sandboxId", sandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes/%s/renew-expiration", pathParam0)
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

// NewResumeSandboxRequest constructs an http.Request for the ResumeSandbox method
func NewResumeSandboxRequest(server string, sandboxId SandboxId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sandboxId", sandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes/%s/resume", pathParam0)
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

// NewCreateSnapshotRequest calls the generic CreateSnapshot builder with application/json body
func NewCreateSnapshotRequest(server string, sandboxId SandboxId, body CreateSnapshotJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewCreateSnapshotRequestWithBody(server, sandboxId, "application/json", bodyReader)
}

// NewCreateSnapshotRequestWithBody constructs an http.Request for the CreateSnapshot method, with any body, and a specified content type
func NewCreateSnapshotRequestWithBody(server string, sandboxId SandboxId, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "sandboxId", sandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/sandboxes/%s/snapshots", pathParam0)
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

// NewListSnapshotsRequest constructs an http.Request for the ListSnapshots method
func NewListSnapshotsRequest(server string, params *ListSnapshotsParams) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/snapshots")
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

		if params.SandboxId != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "sandboxId", *params.SandboxId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if params.State != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "state", *params.State, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "array", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if params.Name != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "name", *params.Name, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "string", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if params.Page != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "page", *params.Page, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: ""}); err != nil {
				return nil, err
			} else {
				for _, qp := range strings.Split(queryFrag, "&") {
					rawQueryFragments = append(rawQueryFragments, qp)
				}
			}

		}

		if params.PageSize != nil {

			if queryFrag, err := runtime.StyleParamWithOptions("form", true, "pageSize", *params.PageSize, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationQuery, Type: "integer", Format: ""}); err != nil {
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

// NewDeleteSnapshotRequest constructs an http.Request for the DeleteSnapshot method
func NewDeleteSnapshotRequest(server string, snapshotId SnapshotId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "snapshotId", snapshotId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/snapshots/%s", pathParam0)
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

// NewGetSnapshotRequest constructs an http.Request for the GetSnapshot method
func NewGetSnapshotRequest(server string, snapshotId SnapshotId) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "snapshotId", snapshotId, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/snapshots/%s", pathParam0)
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

	// GetHealthWithResponse Server liveness probe
	//
	// Reports that the lifecycle server process is up and serving requests. Needs no API key.
	// Served both at `/health` (the address upstream uses) and at `/v1/health`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /health (the `GetHealth` operationId).
	GetHealthWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*GetHealthResult, error)

	// ReportMetricsEventWithBodyWithResponse Accept a client-side lifecycle metric
	//
	// Official clients report how long creating a sandbox took, fire-and-forget. The server
	// accepts the event (`204`) so that clients see no errors; it keeps nothing but a log line.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /metrics/events (the `ReportMetricsEvent` operationId).
	ReportMetricsEventWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*ReportMetricsEventResult, error)

	// ReportMetricsEventWithResponse Accept a client-side lifecycle metric
	//
	// Official clients report how long creating a sandbox took, fire-and-forget. The server
	// accepts the event (`204`) so that clients see no errors; it keeps nothing but a log line.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /metrics/events (the `ReportMetricsEvent` operationId).
	ReportMetricsEventWithResponse(ctx context.Context, body ReportMetricsEventJSONRequestBody, reqEditors ...RequestEditorFn) (*ReportMetricsEventResult, error)

	// ListPoolsWithResponse List the warm pools and their state
	//
	// Every pool the server's config declares, with how many sandboxes wait idle in it, how
	// many are being started, its caps and the last error it met while refilling (e.g. an
	// image that cannot be pulled). A create request is served from a pool when its image,
	// entrypoint and resource limits equal the pool's and it asks for nothing the pool does
	// not declare (volumes, a platform, registry credentials, a snapshot, a runtime class
	// other than the pool's); `extensions.poolRef` names a pool explicitly, and may then leave
	// out `image`, `entrypoint` and `resourceLimits`. Pooled sandboxes are not listed by
	// `GET /sandboxes` until they serve a request.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /pools (the `ListPools` operationId).
	ListPoolsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*ListPoolsResult, error)

	// ListSandboxesWithResponse List sandboxes
	//
	// Returns one page of the sandboxes visible to the caller, newest first.
	// Filters combine with AND; repeated `state` values combine with OR.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /sandboxes (the `ListSandboxes` operationId).
	ListSandboxesWithResponse(ctx context.Context, params *ListSandboxesParams, reqEditors ...RequestEditorFn) (*ListSandboxesResult, error)

	// CreateSandboxWithBodyWithResponse Create a sandbox
	//
	// Starts a new sandbox either from a container image (`image`) or from a snapshot
	// (`snapshotId`). The request is accepted with `202`; the body describes the new
	// sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
	// when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
	// follow it.
	//
	// Rules checked by the server in addition to the schema (violations yield `400`):
	// - exactly one of `image` and `snapshotId` is given, except in pool mode
	//   (`extensions.poolRef`, which must name a warm pool of the server) where neither is
	//   required (the pool's image is used) and `snapshotId` is not allowed;
	// - `resourceLimits` is given unless in pool mode;
	// - `timeout` does not exceed the server's configured maximum, and is given when the
	//   server does not allow sandboxes without expiry;
	// - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
	//   the request leaves out gets the server's default;
	// - `credentialProxy.enabled: true` needs `networkPolicy`;
	// - volume names are unique and host paths are under the server's allow-list;
	// - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
	// - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.
	//
	// Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
	// `409`. When the server already runs its maximum number of live sandboxes, `429`
	// (`SANDBOX_LIMIT_REACHED`).
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /sandboxes (the `CreateSandbox` operationId).
	CreateSandboxWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreateSandboxResult, error)

	// CreateSandboxWithResponse Create a sandbox
	//
	// Starts a new sandbox either from a container image (`image`) or from a snapshot
	// (`snapshotId`). The request is accepted with `202`; the body describes the new
	// sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
	// when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
	// follow it.
	//
	// Rules checked by the server in addition to the schema (violations yield `400`):
	// - exactly one of `image` and `snapshotId` is given, except in pool mode
	//   (`extensions.poolRef`, which must name a warm pool of the server) where neither is
	//   required (the pool's image is used) and `snapshotId` is not allowed;
	// - `resourceLimits` is given unless in pool mode;
	// - `timeout` does not exceed the server's configured maximum, and is given when the
	//   server does not allow sandboxes without expiry;
	// - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
	//   the request leaves out gets the server's default;
	// - `credentialProxy.enabled: true` needs `networkPolicy`;
	// - volume names are unique and host paths are under the server's allow-list;
	// - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
	// - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.
	//
	// Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
	// `409`. When the server already runs its maximum number of live sandboxes, `429`
	// (`SANDBOX_LIMIT_REACHED`).
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /sandboxes (the `CreateSandbox` operationId).
	CreateSandboxWithResponse(ctx context.Context, body CreateSandboxJSONRequestBody, reqEditors ...RequestEditorFn) (*CreateSandboxResult, error)

	// DeleteSandboxWithResponse Delete a sandbox
	//
	// Terminates the sandbox and releases its resources (volumes the server created with
	// `deleteOnSandboxTermination` included). The sandbox goes through `Stopping` to
	// `Terminated`, or disappears (later reads return `404`).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /sandboxes/{sandboxId} (the `DeleteSandbox` operationId).
	DeleteSandboxWithResponse(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*DeleteSandboxResult, error)

	// GetSandboxWithResponse Get a sandbox
	//
	// Returns the full description of one sandbox, including its startup source
	// (`image` or `snapshotId`), which the create response leaves out.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /sandboxes/{sandboxId} (the `GetSandbox` operationId).
	GetSandboxWithResponse(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*GetSandboxResult, error)

	// GetSandboxDiagnosticEventsWithResponse Diagnostic event text of a sandbox
	//
	// Best-effort troubleshooting text, returned inline. Scope `lifecycle` (and `all`) lists
	// the sandbox's state transitions as the server recorded them, oldest first, one per
	// line: time, state, reason and message — accepted, image pulled, execd ready, execd
	// stopped and restarted (with osb-init's reason), paused, resumed, failed, deletion
	// requested. The server keeps the last 100 per sandbox; when older ones were dropped,
	// `warnings` says how many. Lines are for people; do not parse them.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /sandboxes/{sandboxId}/diagnostics/events (the `GetSandboxDiagnosticEvents` operationId).
	GetSandboxDiagnosticEventsWithResponse(ctx context.Context, sandboxId SandboxId, params *GetSandboxDiagnosticEventsParams, reqEditors ...RequestEditorFn) (*GetSandboxDiagnosticEventsResult, error)

	// GetSandboxDiagnosticLogsWithResponse Diagnostic log text of a sandbox
	//
	// Best-effort troubleshooting text, returned inline (`delivery: inline`,
	// `contentType: text/plain; charset=utf-8`). Scope `container` (and `all`) is what the
	// sandbox's processes wrote to standard output and error, as the runtime kept it (Docker:
	// the container's log, with osb-init's and execd's own lines), each line prefixed with
	// its RFC 3339 time: the last 1000 lines and at most 1 MiB, `truncated: true` when more
	// was there. A sandbox whose runtime no longer has its output (removed after a failure)
	// answers empty content with a `warnings` entry. Lines are for people; do not parse them.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /sandboxes/{sandboxId}/diagnostics/logs (the `GetSandboxDiagnosticLogs` operationId).
	GetSandboxDiagnosticLogsWithResponse(ctx context.Context, sandboxId SandboxId, params *GetSandboxDiagnosticLogsParams, reqEditors ...RequestEditorFn) (*GetSandboxDiagnosticLogsResult, error)

	// GetSandboxEndpointWithResponse Resolve the address of a sandbox port
	//
	// Tells the client where to send traffic meant for `port` inside the sandbox, and which
	// extra headers to send with it. The answer is an address without scheme; the client adds
	// `http://` / `ws://` (or the secure variants) itself.
	//
	// - Default: a direct address of the port (for Docker, a published host port, or the
	//   sandbox daemon's port followed by `/proxy/{port}`).
	// - `use_server_proxy=true`: the address of this server's proxy route,
	//   `{server host}/sandboxes/{sandboxId}/proxy/{port}` (without `/v1`, as upstream). That
	//   route needs the API key, so `headers` then carries `OPEN-SANDBOX-API-KEY` with the
	//   caller's key; clients that forward endpoint headers therefore work unchanged.
	// - `expires`: a signed, time-limited route through this server's proxy (OSEP-0011):
	//   `{server host}/sandboxes/{sandboxId}/signed/{port}/{token}` with no `headers`; it
	//   works without the API key or any other header until `expires` (see the `Proxy` tag),
	//   for this sandbox and port only. `expires` must lie in the future and at most the
	//   server's `[ingress] signed_route_max_seconds` (default 86400) ahead (`400` otherwise).
	//   Cannot be combined with `use_server_proxy=true` (`400`).
	// - Port 18080 of a sandbox created with `networkPolicy`: the egress API
	//   (`specs/egress-api.yaml`), served by this server, never by the sandbox:
	//   `{server host}/sandboxes/{sandboxId}/egress` with `headers` carrying
	//   `OPENSANDBOX-EGRESS-AUTH`, the sandbox's egress token (whatever the other parameters).
	//
	// When a direct address leads to the sandbox daemon (its own port 44772, or its
	// `/proxy/{port}` route), `headers` carries the daemon's `X-EXECD-ACCESS-TOKEN`; the
	// daemon strips that header before relaying to other ports. The port does not have to be
	// listening yet, but a direct address exists only once the sandbox has been started. A
	// request for a `Pending` sandbox waits (up to the server's `endpoint_wait_seconds`, 60 by
	// default) until provisioning ends, as official clients ask for endpoints right after
	// create; if the sandbox then has no address (still `Pending`, or `Failed` before it ever
	// ran) the answer is `409`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /sandboxes/{sandboxId}/endpoints/{port} (the `GetSandboxEndpoint` operationId).
	GetSandboxEndpointWithResponse(ctx context.Context, sandboxId SandboxId, port Port, params *GetSandboxEndpointParams, reqEditors ...RequestEditorFn) (*GetSandboxEndpointResult, error)

	// PatchSandboxMetadataWithBodyWithResponse Update sandbox metadata
	//
	// Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
	// whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
	// removes it (removing an absent key is not an error), keys not mentioned are left as
	// they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.
	//
	// Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
	// (else `400`). Updates are read-modify-write without version checks, so concurrent
	// patches of the same sandbox can overwrite one another.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with PATCH /sandboxes/{sandboxId}/metadata (the `PatchSandboxMetadata` operationId).
	PatchSandboxMetadataWithBodyWithResponse(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*PatchSandboxMetadataResult, error)

	// PatchSandboxMetadataWithResponse Update sandbox metadata
	//
	// Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
	// whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
	// removes it (removing an absent key is not an error), keys not mentioned are left as
	// they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.
	//
	// Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
	// (else `400`). Updates are read-modify-write without version checks, so concurrent
	// patches of the same sandbox can overwrite one another.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with PATCH /sandboxes/{sandboxId}/metadata (the `PatchSandboxMetadata` operationId).
	PatchSandboxMetadataWithResponse(ctx context.Context, sandboxId SandboxId, body PatchSandboxMetadataJSONRequestBody, reqEditors ...RequestEditorFn) (*PatchSandboxMetadataResult, error)

	// PauseSandboxWithResponse Pause a sandbox
	//
	// Suspends a `Running` sandbox while keeping its state. The state passes through
	// `Pausing` (possibly skipped) to `Paused`. A sandbox in any other state yields `409`; a
	// server whose runtime cannot pause sandboxes (e.g. Kubernetes) answers `400 NOT_SUPPORTED`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /sandboxes/{sandboxId}/pause (the `PauseSandbox` operationId).
	PauseSandboxWithResponse(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*PauseSandboxResult, error)

	// RenewSandboxExpirationWithBodyWithResponse Move a sandbox's expiry time
	//
	// Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
	// created without a timeout (no `expiresAt`) cannot be renewed (`409`).
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /sandboxes/{sandboxId}/renew-expiration (the `RenewSandboxExpiration` operationId).
	RenewSandboxExpirationWithBodyWithResponse(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*RenewSandboxExpirationResult, error)

	// RenewSandboxExpirationWithResponse Move a sandbox's expiry time
	//
	// Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
	// created without a timeout (no `expiresAt`) cannot be renewed (`409`).
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /sandboxes/{sandboxId}/renew-expiration (the `RenewSandboxExpiration` operationId).
	RenewSandboxExpirationWithResponse(ctx context.Context, sandboxId SandboxId, body RenewSandboxExpirationJSONRequestBody, reqEditors ...RequestEditorFn) (*RenewSandboxExpirationResult, error)

	// ResumeSandboxWithResponse Resume a paused sandbox
	//
	// Continues a `Paused` sandbox. The state passes through `Resuming` (possibly skipped)
	// back to `Running`. A sandbox that is not paused yields `409`.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /sandboxes/{sandboxId}/resume (the `ResumeSandbox` operationId).
	ResumeSandboxWithResponse(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*ResumeSandboxResult, error)

	// CreateSnapshotWithBodyWithResponse Snapshot a sandbox
	//
	// Starts capturing the filesystem of a `Running` or `Paused` sandbox (other states yield
	// `409`). A running sandbox may be frozen briefly during the capture and then keeps
	// running; a paused one stays paused. The snapshot
	// is returned in state `Creating`; poll `GET /snapshots/{snapshotId}` until it is `Ready`
	// or `Failed`. The body is optional.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /sandboxes/{sandboxId}/snapshots (the `CreateSnapshot` operationId).
	CreateSnapshotWithBodyWithResponse(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreateSnapshotResult, error)

	// CreateSnapshotWithResponse Snapshot a sandbox
	//
	// Starts capturing the filesystem of a `Running` or `Paused` sandbox (other states yield
	// `409`). A running sandbox may be frozen briefly during the capture and then keeps
	// running; a paused one stays paused. The snapshot
	// is returned in state `Creating`; poll `GET /snapshots/{snapshotId}` until it is `Ready`
	// or `Failed`. The body is optional.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /sandboxes/{sandboxId}/snapshots (the `CreateSnapshot` operationId).
	CreateSnapshotWithResponse(ctx context.Context, sandboxId SandboxId, body CreateSnapshotJSONRequestBody, reqEditors ...RequestEditorFn) (*CreateSnapshotResult, error)

	// ListSnapshotsWithResponse List snapshots
	//
	// Returns one page of snapshots, newest first. Snapshots outlive the sandbox they were
	// taken from. Filters combine with AND; repeated `state` values combine with OR.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /snapshots (the `ListSnapshots` operationId).
	ListSnapshotsWithResponse(ctx context.Context, params *ListSnapshotsParams, reqEditors ...RequestEditorFn) (*ListSnapshotsResult, error)

	// DeleteSnapshotWithResponse Delete a snapshot
	//
	// Removes a snapshot and the stored image behind it. A snapshot still `Creating`, or one
	// that a sandbox is currently using, cannot be deleted (`409`).
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /snapshots/{snapshotId} (the `DeleteSnapshot` operationId).
	DeleteSnapshotWithResponse(ctx context.Context, snapshotId SnapshotId, reqEditors ...RequestEditorFn) (*DeleteSnapshotResult, error)

	// GetSnapshotWithResponse Get a snapshot
	//
	// Returns one snapshot and its current state.
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /snapshots/{snapshotId} (the `GetSnapshot` operationId).
	GetSnapshotWithResponse(ctx context.Context, snapshotId SnapshotId, reqEditors ...RequestEditorFn) (*GetSnapshotResult, error)
}

// GetHealthResult200Headers the declared response headers of an HTTP 200 response for GetHealth
type GetHealthResult200Headers struct {
	XRequestID *string
}

// GetHealthResult500Headers the declared response headers of an HTTP 500 response for GetHealth
type GetHealthResult500Headers struct {
	XRequestID *string
}

type GetHealthResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *HealthResponse
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetHealthResult200Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetHealthResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetHealthResult) GetJSON200() *HealthResponse {
	return r.JSON200
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetHealthResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetHealthResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetHealthResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetHealthResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetHealthResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ReportMetricsEventResult204Headers the declared response headers of an HTTP 204 response for ReportMetricsEvent
type ReportMetricsEventResult204Headers struct {
	XRequestID *string
}

// ReportMetricsEventResult400Headers the declared response headers of an HTTP 400 response for ReportMetricsEvent
type ReportMetricsEventResult400Headers struct {
	XRequestID *string
}

// ReportMetricsEventResult401Headers the declared response headers of an HTTP 401 response for ReportMetricsEvent
type ReportMetricsEventResult401Headers struct {
	XRequestID *string
}

// ReportMetricsEventResult500Headers the declared response headers of an HTTP 500 response for ReportMetricsEvent
type ReportMetricsEventResult500Headers struct {
	XRequestID *string
}

type ReportMetricsEventResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers204 the parsed response headers for an HTTP 204 response
	Headers204 *ReportMetricsEventResult204Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ReportMetricsEventResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ReportMetricsEventResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ReportMetricsEventResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ReportMetricsEventResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ReportMetricsEventResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ReportMetricsEventResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ReportMetricsEventResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ReportMetricsEventResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ReportMetricsEventResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ReportMetricsEventResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ListPoolsResult200Headers the declared response headers of an HTTP 200 response for ListPools
type ListPoolsResult200Headers struct {
	XRequestID *string
}

// ListPoolsResult401Headers the declared response headers of an HTTP 401 response for ListPools
type ListPoolsResult401Headers struct {
	XRequestID *string
}

// ListPoolsResult500Headers the declared response headers of an HTTP 500 response for ListPools
type ListPoolsResult500Headers struct {
	XRequestID *string
}

type ListPoolsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *ListPoolsResponse
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *ListPoolsResult200Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ListPoolsResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ListPoolsResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r ListPoolsResult) GetJSON200() *ListPoolsResponse {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ListPoolsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ListPoolsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ListPoolsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ListPoolsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ListPoolsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ListPoolsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ListSandboxesResult200Headers the declared response headers of an HTTP 200 response for ListSandboxes
type ListSandboxesResult200Headers struct {
	XRequestID *string
}

// ListSandboxesResult400Headers the declared response headers of an HTTP 400 response for ListSandboxes
type ListSandboxesResult400Headers struct {
	XRequestID *string
}

// ListSandboxesResult401Headers the declared response headers of an HTTP 401 response for ListSandboxes
type ListSandboxesResult401Headers struct {
	XRequestID *string
}

// ListSandboxesResult500Headers the declared response headers of an HTTP 500 response for ListSandboxes
type ListSandboxesResult500Headers struct {
	XRequestID *string
}

type ListSandboxesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *ListSandboxesResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *ListSandboxesResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ListSandboxesResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ListSandboxesResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ListSandboxesResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r ListSandboxesResult) GetJSON200() *ListSandboxesResponse {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ListSandboxesResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ListSandboxesResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ListSandboxesResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ListSandboxesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ListSandboxesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ListSandboxesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ListSandboxesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// CreateSandboxResult202Headers the declared response headers of an HTTP 202 response for CreateSandbox
type CreateSandboxResult202Headers struct {
	Location   *string
	XRequestID *string
}

// CreateSandboxResult400Headers the declared response headers of an HTTP 400 response for CreateSandbox
type CreateSandboxResult400Headers struct {
	XRequestID *string
}

// CreateSandboxResult401Headers the declared response headers of an HTTP 401 response for CreateSandbox
type CreateSandboxResult401Headers struct {
	XRequestID *string
}

// CreateSandboxResult404Headers the declared response headers of an HTTP 404 response for CreateSandbox
type CreateSandboxResult404Headers struct {
	XRequestID *string
}

// CreateSandboxResult409Headers the declared response headers of an HTTP 409 response for CreateSandbox
type CreateSandboxResult409Headers struct {
	XRequestID *string
}

// CreateSandboxResult429Headers the declared response headers of an HTTP 429 response for CreateSandbox
type CreateSandboxResult429Headers struct {
	XRequestID *string
}

// CreateSandboxResult500Headers the declared response headers of an HTTP 500 response for CreateSandbox
type CreateSandboxResult500Headers struct {
	XRequestID *string
}

type CreateSandboxResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON202 the response for an HTTP 202 `application/json` response
	JSON202 *CreateSandboxResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON429 the response for an HTTP 429 `application/json` response
	JSON429 *TooManySandboxes
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers202 the parsed response headers for an HTTP 202 response
	Headers202 *CreateSandboxResult202Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *CreateSandboxResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *CreateSandboxResult401Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *CreateSandboxResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *CreateSandboxResult409Headers
	// Headers429 the parsed response headers for an HTTP 429 response
	Headers429 *CreateSandboxResult429Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *CreateSandboxResult500Headers
}

// GetJSON202 returns the response for an HTTP 202 `application/json` response
func (r CreateSandboxResult) GetJSON202() *CreateSandboxResponse {
	return r.JSON202
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r CreateSandboxResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r CreateSandboxResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r CreateSandboxResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r CreateSandboxResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON429 returns the response for an HTTP 429 `application/json` response
func (r CreateSandboxResult) GetJSON429() *TooManySandboxes {
	return r.JSON429
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r CreateSandboxResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r CreateSandboxResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r CreateSandboxResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r CreateSandboxResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r CreateSandboxResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// DeleteSandboxResult204Headers the declared response headers of an HTTP 204 response for DeleteSandbox
type DeleteSandboxResult204Headers struct {
	XRequestID *string
}

// DeleteSandboxResult401Headers the declared response headers of an HTTP 401 response for DeleteSandbox
type DeleteSandboxResult401Headers struct {
	XRequestID *string
}

// DeleteSandboxResult403Headers the declared response headers of an HTTP 403 response for DeleteSandbox
type DeleteSandboxResult403Headers struct {
	XRequestID *string
}

// DeleteSandboxResult404Headers the declared response headers of an HTTP 404 response for DeleteSandbox
type DeleteSandboxResult404Headers struct {
	XRequestID *string
}

// DeleteSandboxResult409Headers the declared response headers of an HTTP 409 response for DeleteSandbox
type DeleteSandboxResult409Headers struct {
	XRequestID *string
}

// DeleteSandboxResult500Headers the declared response headers of an HTTP 500 response for DeleteSandbox
type DeleteSandboxResult500Headers struct {
	XRequestID *string
}

type DeleteSandboxResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers204 the parsed response headers for an HTTP 204 response
	Headers204 *DeleteSandboxResult204Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *DeleteSandboxResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *DeleteSandboxResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *DeleteSandboxResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *DeleteSandboxResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *DeleteSandboxResult500Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r DeleteSandboxResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r DeleteSandboxResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r DeleteSandboxResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r DeleteSandboxResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r DeleteSandboxResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r DeleteSandboxResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r DeleteSandboxResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r DeleteSandboxResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r DeleteSandboxResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetSandboxResult200Headers the declared response headers of an HTTP 200 response for GetSandbox
type GetSandboxResult200Headers struct {
	XRequestID *string
}

// GetSandboxResult401Headers the declared response headers of an HTTP 401 response for GetSandbox
type GetSandboxResult401Headers struct {
	XRequestID *string
}

// GetSandboxResult403Headers the declared response headers of an HTTP 403 response for GetSandbox
type GetSandboxResult403Headers struct {
	XRequestID *string
}

// GetSandboxResult404Headers the declared response headers of an HTTP 404 response for GetSandbox
type GetSandboxResult404Headers struct {
	XRequestID *string
}

// GetSandboxResult500Headers the declared response headers of an HTTP 500 response for GetSandbox
type GetSandboxResult500Headers struct {
	XRequestID *string
}

type GetSandboxResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *Sandbox
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetSandboxResult200Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetSandboxResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *GetSandboxResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *GetSandboxResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetSandboxResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetSandboxResult) GetJSON200() *Sandbox {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetSandboxResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r GetSandboxResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetSandboxResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetSandboxResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetSandboxResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetSandboxResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetSandboxResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetSandboxResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetSandboxDiagnosticEventsResult200Headers the declared response headers of an HTTP 200 response for GetSandboxDiagnosticEvents
type GetSandboxDiagnosticEventsResult200Headers struct {
	XRequestID *string
}

// GetSandboxDiagnosticEventsResult400Headers the declared response headers of an HTTP 400 response for GetSandboxDiagnosticEvents
type GetSandboxDiagnosticEventsResult400Headers struct {
	XRequestID *string
}

// GetSandboxDiagnosticEventsResult401Headers the declared response headers of an HTTP 401 response for GetSandboxDiagnosticEvents
type GetSandboxDiagnosticEventsResult401Headers struct {
	XRequestID *string
}

// GetSandboxDiagnosticEventsResult403Headers the declared response headers of an HTTP 403 response for GetSandboxDiagnosticEvents
type GetSandboxDiagnosticEventsResult403Headers struct {
	XRequestID *string
}

// GetSandboxDiagnosticEventsResult404Headers the declared response headers of an HTTP 404 response for GetSandboxDiagnosticEvents
type GetSandboxDiagnosticEventsResult404Headers struct {
	XRequestID *string
}

// GetSandboxDiagnosticEventsResult500Headers the declared response headers of an HTTP 500 response for GetSandboxDiagnosticEvents
type GetSandboxDiagnosticEventsResult500Headers struct {
	XRequestID *string
}

type GetSandboxDiagnosticEventsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *DiagnosticContentResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetSandboxDiagnosticEventsResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *GetSandboxDiagnosticEventsResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetSandboxDiagnosticEventsResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *GetSandboxDiagnosticEventsResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *GetSandboxDiagnosticEventsResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetSandboxDiagnosticEventsResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetSandboxDiagnosticEventsResult) GetJSON200() *DiagnosticContentResponse {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r GetSandboxDiagnosticEventsResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetSandboxDiagnosticEventsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r GetSandboxDiagnosticEventsResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetSandboxDiagnosticEventsResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetSandboxDiagnosticEventsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetSandboxDiagnosticEventsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetSandboxDiagnosticEventsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetSandboxDiagnosticEventsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetSandboxDiagnosticEventsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetSandboxDiagnosticLogsResult200Headers the declared response headers of an HTTP 200 response for GetSandboxDiagnosticLogs
type GetSandboxDiagnosticLogsResult200Headers struct {
	XRequestID *string
}

// GetSandboxDiagnosticLogsResult400Headers the declared response headers of an HTTP 400 response for GetSandboxDiagnosticLogs
type GetSandboxDiagnosticLogsResult400Headers struct {
	XRequestID *string
}

// GetSandboxDiagnosticLogsResult401Headers the declared response headers of an HTTP 401 response for GetSandboxDiagnosticLogs
type GetSandboxDiagnosticLogsResult401Headers struct {
	XRequestID *string
}

// GetSandboxDiagnosticLogsResult403Headers the declared response headers of an HTTP 403 response for GetSandboxDiagnosticLogs
type GetSandboxDiagnosticLogsResult403Headers struct {
	XRequestID *string
}

// GetSandboxDiagnosticLogsResult404Headers the declared response headers of an HTTP 404 response for GetSandboxDiagnosticLogs
type GetSandboxDiagnosticLogsResult404Headers struct {
	XRequestID *string
}

// GetSandboxDiagnosticLogsResult500Headers the declared response headers of an HTTP 500 response for GetSandboxDiagnosticLogs
type GetSandboxDiagnosticLogsResult500Headers struct {
	XRequestID *string
}

type GetSandboxDiagnosticLogsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *DiagnosticContentResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetSandboxDiagnosticLogsResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *GetSandboxDiagnosticLogsResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetSandboxDiagnosticLogsResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *GetSandboxDiagnosticLogsResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *GetSandboxDiagnosticLogsResult404Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetSandboxDiagnosticLogsResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetSandboxDiagnosticLogsResult) GetJSON200() *DiagnosticContentResponse {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r GetSandboxDiagnosticLogsResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetSandboxDiagnosticLogsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r GetSandboxDiagnosticLogsResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetSandboxDiagnosticLogsResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetSandboxDiagnosticLogsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetSandboxDiagnosticLogsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetSandboxDiagnosticLogsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetSandboxDiagnosticLogsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetSandboxDiagnosticLogsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetSandboxEndpointResult200Headers the declared response headers of an HTTP 200 response for GetSandboxEndpoint
type GetSandboxEndpointResult200Headers struct {
	XRequestID *string
}

// GetSandboxEndpointResult400Headers the declared response headers of an HTTP 400 response for GetSandboxEndpoint
type GetSandboxEndpointResult400Headers struct {
	XRequestID *string
}

// GetSandboxEndpointResult401Headers the declared response headers of an HTTP 401 response for GetSandboxEndpoint
type GetSandboxEndpointResult401Headers struct {
	XRequestID *string
}

// GetSandboxEndpointResult403Headers the declared response headers of an HTTP 403 response for GetSandboxEndpoint
type GetSandboxEndpointResult403Headers struct {
	XRequestID *string
}

// GetSandboxEndpointResult404Headers the declared response headers of an HTTP 404 response for GetSandboxEndpoint
type GetSandboxEndpointResult404Headers struct {
	XRequestID *string
}

// GetSandboxEndpointResult409Headers the declared response headers of an HTTP 409 response for GetSandboxEndpoint
type GetSandboxEndpointResult409Headers struct {
	XRequestID *string
}

// GetSandboxEndpointResult500Headers the declared response headers of an HTTP 500 response for GetSandboxEndpoint
type GetSandboxEndpointResult500Headers struct {
	XRequestID *string
}

type GetSandboxEndpointResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *Endpoint
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetSandboxEndpointResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *GetSandboxEndpointResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetSandboxEndpointResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *GetSandboxEndpointResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *GetSandboxEndpointResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *GetSandboxEndpointResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetSandboxEndpointResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetSandboxEndpointResult) GetJSON200() *Endpoint {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r GetSandboxEndpointResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetSandboxEndpointResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r GetSandboxEndpointResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetSandboxEndpointResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r GetSandboxEndpointResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetSandboxEndpointResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetSandboxEndpointResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetSandboxEndpointResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetSandboxEndpointResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetSandboxEndpointResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// PatchSandboxMetadataResult200Headers the declared response headers of an HTTP 200 response for PatchSandboxMetadata
type PatchSandboxMetadataResult200Headers struct {
	XRequestID *string
}

// PatchSandboxMetadataResult400Headers the declared response headers of an HTTP 400 response for PatchSandboxMetadata
type PatchSandboxMetadataResult400Headers struct {
	XRequestID *string
}

// PatchSandboxMetadataResult401Headers the declared response headers of an HTTP 401 response for PatchSandboxMetadata
type PatchSandboxMetadataResult401Headers struct {
	XRequestID *string
}

// PatchSandboxMetadataResult403Headers the declared response headers of an HTTP 403 response for PatchSandboxMetadata
type PatchSandboxMetadataResult403Headers struct {
	XRequestID *string
}

// PatchSandboxMetadataResult404Headers the declared response headers of an HTTP 404 response for PatchSandboxMetadata
type PatchSandboxMetadataResult404Headers struct {
	XRequestID *string
}

// PatchSandboxMetadataResult409Headers the declared response headers of an HTTP 409 response for PatchSandboxMetadata
type PatchSandboxMetadataResult409Headers struct {
	XRequestID *string
}

// PatchSandboxMetadataResult500Headers the declared response headers of an HTTP 500 response for PatchSandboxMetadata
type PatchSandboxMetadataResult500Headers struct {
	XRequestID *string
}

type PatchSandboxMetadataResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *Sandbox
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *PatchSandboxMetadataResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *PatchSandboxMetadataResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *PatchSandboxMetadataResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *PatchSandboxMetadataResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *PatchSandboxMetadataResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *PatchSandboxMetadataResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *PatchSandboxMetadataResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r PatchSandboxMetadataResult) GetJSON200() *Sandbox {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r PatchSandboxMetadataResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r PatchSandboxMetadataResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r PatchSandboxMetadataResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r PatchSandboxMetadataResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r PatchSandboxMetadataResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r PatchSandboxMetadataResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r PatchSandboxMetadataResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r PatchSandboxMetadataResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r PatchSandboxMetadataResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r PatchSandboxMetadataResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// PauseSandboxResult202Headers the declared response headers of an HTTP 202 response for PauseSandbox
type PauseSandboxResult202Headers struct {
	XRequestID *string
}

// PauseSandboxResult400Headers the declared response headers of an HTTP 400 response for PauseSandbox
type PauseSandboxResult400Headers struct {
	XRequestID *string
}

// PauseSandboxResult401Headers the declared response headers of an HTTP 401 response for PauseSandbox
type PauseSandboxResult401Headers struct {
	XRequestID *string
}

// PauseSandboxResult403Headers the declared response headers of an HTTP 403 response for PauseSandbox
type PauseSandboxResult403Headers struct {
	XRequestID *string
}

// PauseSandboxResult404Headers the declared response headers of an HTTP 404 response for PauseSandbox
type PauseSandboxResult404Headers struct {
	XRequestID *string
}

// PauseSandboxResult409Headers the declared response headers of an HTTP 409 response for PauseSandbox
type PauseSandboxResult409Headers struct {
	XRequestID *string
}

// PauseSandboxResult500Headers the declared response headers of an HTTP 500 response for PauseSandbox
type PauseSandboxResult500Headers struct {
	XRequestID *string
}

type PauseSandboxResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *NotSupported
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers202 the parsed response headers for an HTTP 202 response
	Headers202 *PauseSandboxResult202Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *PauseSandboxResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *PauseSandboxResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *PauseSandboxResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *PauseSandboxResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *PauseSandboxResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *PauseSandboxResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r PauseSandboxResult) GetJSON400() *NotSupported {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r PauseSandboxResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r PauseSandboxResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r PauseSandboxResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r PauseSandboxResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r PauseSandboxResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r PauseSandboxResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r PauseSandboxResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r PauseSandboxResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r PauseSandboxResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// RenewSandboxExpirationResult200Headers the declared response headers of an HTTP 200 response for RenewSandboxExpiration
type RenewSandboxExpirationResult200Headers struct {
	XRequestID *string
}

// RenewSandboxExpirationResult400Headers the declared response headers of an HTTP 400 response for RenewSandboxExpiration
type RenewSandboxExpirationResult400Headers struct {
	XRequestID *string
}

// RenewSandboxExpirationResult401Headers the declared response headers of an HTTP 401 response for RenewSandboxExpiration
type RenewSandboxExpirationResult401Headers struct {
	XRequestID *string
}

// RenewSandboxExpirationResult403Headers the declared response headers of an HTTP 403 response for RenewSandboxExpiration
type RenewSandboxExpirationResult403Headers struct {
	XRequestID *string
}

// RenewSandboxExpirationResult404Headers the declared response headers of an HTTP 404 response for RenewSandboxExpiration
type RenewSandboxExpirationResult404Headers struct {
	XRequestID *string
}

// RenewSandboxExpirationResult409Headers the declared response headers of an HTTP 409 response for RenewSandboxExpiration
type RenewSandboxExpirationResult409Headers struct {
	XRequestID *string
}

// RenewSandboxExpirationResult500Headers the declared response headers of an HTTP 500 response for RenewSandboxExpiration
type RenewSandboxExpirationResult500Headers struct {
	XRequestID *string
}

type RenewSandboxExpirationResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *RenewSandboxExpirationResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *RenewSandboxExpirationResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *RenewSandboxExpirationResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *RenewSandboxExpirationResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *RenewSandboxExpirationResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *RenewSandboxExpirationResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *RenewSandboxExpirationResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *RenewSandboxExpirationResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r RenewSandboxExpirationResult) GetJSON200() *RenewSandboxExpirationResponse {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r RenewSandboxExpirationResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r RenewSandboxExpirationResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r RenewSandboxExpirationResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r RenewSandboxExpirationResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r RenewSandboxExpirationResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r RenewSandboxExpirationResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r RenewSandboxExpirationResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r RenewSandboxExpirationResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r RenewSandboxExpirationResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r RenewSandboxExpirationResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ResumeSandboxResult202Headers the declared response headers of an HTTP 202 response for ResumeSandbox
type ResumeSandboxResult202Headers struct {
	XRequestID *string
}

// ResumeSandboxResult400Headers the declared response headers of an HTTP 400 response for ResumeSandbox
type ResumeSandboxResult400Headers struct {
	XRequestID *string
}

// ResumeSandboxResult401Headers the declared response headers of an HTTP 401 response for ResumeSandbox
type ResumeSandboxResult401Headers struct {
	XRequestID *string
}

// ResumeSandboxResult403Headers the declared response headers of an HTTP 403 response for ResumeSandbox
type ResumeSandboxResult403Headers struct {
	XRequestID *string
}

// ResumeSandboxResult404Headers the declared response headers of an HTTP 404 response for ResumeSandbox
type ResumeSandboxResult404Headers struct {
	XRequestID *string
}

// ResumeSandboxResult409Headers the declared response headers of an HTTP 409 response for ResumeSandbox
type ResumeSandboxResult409Headers struct {
	XRequestID *string
}

// ResumeSandboxResult500Headers the declared response headers of an HTTP 500 response for ResumeSandbox
type ResumeSandboxResult500Headers struct {
	XRequestID *string
}

type ResumeSandboxResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *NotSupported
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers202 the parsed response headers for an HTTP 202 response
	Headers202 *ResumeSandboxResult202Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ResumeSandboxResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ResumeSandboxResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *ResumeSandboxResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *ResumeSandboxResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *ResumeSandboxResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ResumeSandboxResult500Headers
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ResumeSandboxResult) GetJSON400() *NotSupported {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ResumeSandboxResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r ResumeSandboxResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r ResumeSandboxResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r ResumeSandboxResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ResumeSandboxResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ResumeSandboxResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ResumeSandboxResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ResumeSandboxResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ResumeSandboxResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// CreateSnapshotResult202Headers the declared response headers of an HTTP 202 response for CreateSnapshot
type CreateSnapshotResult202Headers struct {
	Location   *string
	XRequestID *string
}

// CreateSnapshotResult400Headers the declared response headers of an HTTP 400 response for CreateSnapshot
type CreateSnapshotResult400Headers struct {
	XRequestID *string
}

// CreateSnapshotResult401Headers the declared response headers of an HTTP 401 response for CreateSnapshot
type CreateSnapshotResult401Headers struct {
	XRequestID *string
}

// CreateSnapshotResult403Headers the declared response headers of an HTTP 403 response for CreateSnapshot
type CreateSnapshotResult403Headers struct {
	XRequestID *string
}

// CreateSnapshotResult404Headers the declared response headers of an HTTP 404 response for CreateSnapshot
type CreateSnapshotResult404Headers struct {
	XRequestID *string
}

// CreateSnapshotResult409Headers the declared response headers of an HTTP 409 response for CreateSnapshot
type CreateSnapshotResult409Headers struct {
	XRequestID *string
}

// CreateSnapshotResult500Headers the declared response headers of an HTTP 500 response for CreateSnapshot
type CreateSnapshotResult500Headers struct {
	XRequestID *string
}

type CreateSnapshotResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON202 the response for an HTTP 202 `application/json` response
	JSON202 *Snapshot
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers202 the parsed response headers for an HTTP 202 response
	Headers202 *CreateSnapshotResult202Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *CreateSnapshotResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *CreateSnapshotResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *CreateSnapshotResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *CreateSnapshotResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *CreateSnapshotResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *CreateSnapshotResult500Headers
}

// GetJSON202 returns the response for an HTTP 202 `application/json` response
func (r CreateSnapshotResult) GetJSON202() *Snapshot {
	return r.JSON202
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r CreateSnapshotResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r CreateSnapshotResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r CreateSnapshotResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r CreateSnapshotResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r CreateSnapshotResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r CreateSnapshotResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r CreateSnapshotResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r CreateSnapshotResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r CreateSnapshotResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r CreateSnapshotResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// ListSnapshotsResult200Headers the declared response headers of an HTTP 200 response for ListSnapshots
type ListSnapshotsResult200Headers struct {
	XRequestID *string
}

// ListSnapshotsResult400Headers the declared response headers of an HTTP 400 response for ListSnapshots
type ListSnapshotsResult400Headers struct {
	XRequestID *string
}

// ListSnapshotsResult401Headers the declared response headers of an HTTP 401 response for ListSnapshots
type ListSnapshotsResult401Headers struct {
	XRequestID *string
}

// ListSnapshotsResult500Headers the declared response headers of an HTTP 500 response for ListSnapshots
type ListSnapshotsResult500Headers struct {
	XRequestID *string
}

type ListSnapshotsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *ListSnapshotsResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *BadRequest
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *ListSnapshotsResult200Headers
	// Headers400 the parsed response headers for an HTTP 400 response
	Headers400 *ListSnapshotsResult400Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *ListSnapshotsResult401Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *ListSnapshotsResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r ListSnapshotsResult) GetJSON200() *ListSnapshotsResponse {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r ListSnapshotsResult) GetJSON400() *BadRequest {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ListSnapshotsResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r ListSnapshotsResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r ListSnapshotsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ListSnapshotsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ListSnapshotsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ListSnapshotsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// DeleteSnapshotResult204Headers the declared response headers of an HTTP 204 response for DeleteSnapshot
type DeleteSnapshotResult204Headers struct {
	XRequestID *string
}

// DeleteSnapshotResult401Headers the declared response headers of an HTTP 401 response for DeleteSnapshot
type DeleteSnapshotResult401Headers struct {
	XRequestID *string
}

// DeleteSnapshotResult403Headers the declared response headers of an HTTP 403 response for DeleteSnapshot
type DeleteSnapshotResult403Headers struct {
	XRequestID *string
}

// DeleteSnapshotResult404Headers the declared response headers of an HTTP 404 response for DeleteSnapshot
type DeleteSnapshotResult404Headers struct {
	XRequestID *string
}

// DeleteSnapshotResult409Headers the declared response headers of an HTTP 409 response for DeleteSnapshot
type DeleteSnapshotResult409Headers struct {
	XRequestID *string
}

// DeleteSnapshotResult500Headers the declared response headers of an HTTP 500 response for DeleteSnapshot
type DeleteSnapshotResult500Headers struct {
	XRequestID *string
}

type DeleteSnapshotResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers204 the parsed response headers for an HTTP 204 response
	Headers204 *DeleteSnapshotResult204Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *DeleteSnapshotResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *DeleteSnapshotResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *DeleteSnapshotResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *DeleteSnapshotResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *DeleteSnapshotResult500Headers
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r DeleteSnapshotResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r DeleteSnapshotResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r DeleteSnapshotResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r DeleteSnapshotResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r DeleteSnapshotResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r DeleteSnapshotResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r DeleteSnapshotResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r DeleteSnapshotResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r DeleteSnapshotResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetSnapshotResult200Headers the declared response headers of an HTTP 200 response for GetSnapshot
type GetSnapshotResult200Headers struct {
	XRequestID *string
}

// GetSnapshotResult401Headers the declared response headers of an HTTP 401 response for GetSnapshot
type GetSnapshotResult401Headers struct {
	XRequestID *string
}

// GetSnapshotResult403Headers the declared response headers of an HTTP 403 response for GetSnapshot
type GetSnapshotResult403Headers struct {
	XRequestID *string
}

// GetSnapshotResult404Headers the declared response headers of an HTTP 404 response for GetSnapshot
type GetSnapshotResult404Headers struct {
	XRequestID *string
}

// GetSnapshotResult409Headers the declared response headers of an HTTP 409 response for GetSnapshot
type GetSnapshotResult409Headers struct {
	XRequestID *string
}

// GetSnapshotResult500Headers the declared response headers of an HTTP 500 response for GetSnapshot
type GetSnapshotResult500Headers struct {
	XRequestID *string
}

type GetSnapshotResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *Snapshot
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Unauthorized
	// JSON403 the response for an HTTP 403 `application/json` response
	JSON403 *Forbidden
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *NotFound
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Conflict
	// JSON500 the response for an HTTP 500 `application/json` response
	JSON500 *InternalError
	// Headers200 the parsed response headers for an HTTP 200 response
	Headers200 *GetSnapshotResult200Headers
	// Headers401 the parsed response headers for an HTTP 401 response
	Headers401 *GetSnapshotResult401Headers
	// Headers403 the parsed response headers for an HTTP 403 response
	Headers403 *GetSnapshotResult403Headers
	// Headers404 the parsed response headers for an HTTP 404 response
	Headers404 *GetSnapshotResult404Headers
	// Headers409 the parsed response headers for an HTTP 409 response
	Headers409 *GetSnapshotResult409Headers
	// Headers500 the parsed response headers for an HTTP 500 response
	Headers500 *GetSnapshotResult500Headers
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetSnapshotResult) GetJSON200() *Snapshot {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetSnapshotResult) GetJSON401() *Unauthorized {
	return r.JSON401
}

// GetJSON403 returns the response for an HTTP 403 `application/json` response
func (r GetSnapshotResult) GetJSON403() *Forbidden {
	return r.JSON403
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetSnapshotResult) GetJSON404() *NotFound {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r GetSnapshotResult) GetJSON409() *Conflict {
	return r.JSON409
}

// GetJSON500 returns the response for an HTTP 500 `application/json` response
func (r GetSnapshotResult) GetJSON500() *InternalError {
	return r.JSON500
}

// GetBody returns the raw response body bytes
func (r GetSnapshotResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetSnapshotResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetSnapshotResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetSnapshotResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// GetHealthWithResponse Server liveness probe
//
// Reports that the lifecycle server process is up and serving requests. Needs no API key.
// Served both at `/health` (the address upstream uses) and at `/v1/health`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /health (the `GetHealth` operationId).
func (c *ClientWithResponses) GetHealthWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*GetHealthResult, error) {
	rsp, err := c.GetHealth(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetHealthResult(rsp)
}

// ReportMetricsEventWithBodyWithResponse Accept a client-side lifecycle metric
//
// Official clients report how long creating a sandbox took, fire-and-forget. The server
// accepts the event (`204`) so that clients see no errors; it keeps nothing but a log line.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /metrics/events (the `ReportMetricsEvent` operationId).
func (c *ClientWithResponses) ReportMetricsEventWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*ReportMetricsEventResult, error) {
	rsp, err := c.ReportMetricsEventWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseReportMetricsEventResult(rsp)
}

// ReportMetricsEventWithResponse Accept a client-side lifecycle metric
//
// Official clients report how long creating a sandbox took, fire-and-forget. The server
// accepts the event (`204`) so that clients see no errors; it keeps nothing but a log line.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /metrics/events (the `ReportMetricsEvent` operationId).
func (c *ClientWithResponses) ReportMetricsEventWithResponse(ctx context.Context, body ReportMetricsEventJSONRequestBody, reqEditors ...RequestEditorFn) (*ReportMetricsEventResult, error) {
	rsp, err := c.ReportMetricsEvent(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseReportMetricsEventResult(rsp)
}

// ListPoolsWithResponse List the warm pools and their state
//
// Every pool the server's config declares, with how many sandboxes wait idle in it, how
// many are being started, its caps and the last error it met while refilling (e.g. an
// image that cannot be pulled). A create request is served from a pool when its image,
// entrypoint and resource limits equal the pool's and it asks for nothing the pool does
// not declare (volumes, a platform, registry credentials, a snapshot, a runtime class
// other than the pool's); `extensions.poolRef` names a pool explicitly, and may then leave
// out `image`, `entrypoint` and `resourceLimits`. Pooled sandboxes are not listed by
// `GET /sandboxes` until they serve a request.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /pools (the `ListPools` operationId).
func (c *ClientWithResponses) ListPoolsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*ListPoolsResult, error) {
	rsp, err := c.ListPools(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseListPoolsResult(rsp)
}

// ListSandboxesWithResponse List sandboxes
//
// Returns one page of the sandboxes visible to the caller, newest first.
// Filters combine with AND; repeated `state` values combine with OR.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /sandboxes (the `ListSandboxes` operationId).
func (c *ClientWithResponses) ListSandboxesWithResponse(ctx context.Context, params *ListSandboxesParams, reqEditors ...RequestEditorFn) (*ListSandboxesResult, error) {
	rsp, err := c.ListSandboxes(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseListSandboxesResult(rsp)
}

// CreateSandboxWithBodyWithResponse Create a sandbox
//
// Starts a new sandbox either from a container image (`image`) or from a snapshot
// (`snapshotId`). The request is accepted with `202`; the body describes the new
// sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
// when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
// follow it.
//
// Rules checked by the server in addition to the schema (violations yield `400`):
//   - exactly one of `image` and `snapshotId` is given, except in pool mode
//     (`extensions.poolRef`, which must name a warm pool of the server) where neither is
//     required (the pool's image is used) and `snapshotId` is not allowed;
//   - `resourceLimits` is given unless in pool mode;
//   - `timeout` does not exceed the server's configured maximum, and is given when the
//     server does not allow sandboxes without expiry;
//   - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
//     the request leaves out gets the server's default;
//   - `credentialProxy.enabled: true` needs `networkPolicy`;
//   - volume names are unique and host paths are under the server's allow-list;
//   - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
//   - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.
//
// Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
// `409`. When the server already runs its maximum number of live sandboxes, `429`
// (`SANDBOX_LIMIT_REACHED`).
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /sandboxes (the `CreateSandbox` operationId).
func (c *ClientWithResponses) CreateSandboxWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreateSandboxResult, error) {
	rsp, err := c.CreateSandboxWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateSandboxResult(rsp)
}

// CreateSandboxWithResponse Create a sandbox
//
// Starts a new sandbox either from a container image (`image`) or from a snapshot
// (`snapshotId`). The request is accepted with `202`; the body describes the new
// sandbox, whose state is `Pending` until provisioning finishes (or already `Running`
// when it was served from a warm pool, see `listPools`). Poll `GET /sandboxes/{sandboxId}` to
// follow it.
//
// Rules checked by the server in addition to the schema (violations yield `400`):
//   - exactly one of `image` and `snapshotId` is given, except in pool mode
//     (`extensions.poolRef`, which must name a warm pool of the server) where neither is
//     required (the pool's image is used) and `snapshotId` is not allowed;
//   - `resourceLimits` is given unless in pool mode;
//   - `timeout` does not exceed the server's configured maximum, and is given when the
//     server does not allow sandboxes without expiry;
//   - `resourceLimits` values do not exceed the server's maxima; a `cpu`, `memory` or `disk`
//     the request leaves out gets the server's default;
//   - `credentialProxy.enabled: true` needs `networkPolicy`;
//   - volume names are unique and host paths are under the server's allow-list;
//   - metadata keys/values follow the rules given on `CreateSandboxRequest.metadata`;
//   - features the runtime does not offer (e.g. `secureAccess` on Docker) are rejected.
//
// Restoring from a snapshot that does not exist yields `404`; from one that is not `Ready`,
// `409`. When the server already runs its maximum number of live sandboxes, `429`
// (`SANDBOX_LIMIT_REACHED`).
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /sandboxes (the `CreateSandbox` operationId).
func (c *ClientWithResponses) CreateSandboxWithResponse(ctx context.Context, body CreateSandboxJSONRequestBody, reqEditors ...RequestEditorFn) (*CreateSandboxResult, error) {
	rsp, err := c.CreateSandbox(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateSandboxResult(rsp)
}

// DeleteSandboxWithResponse Delete a sandbox
//
// Terminates the sandbox and releases its resources (volumes the server created with
// `deleteOnSandboxTermination` included). The sandbox goes through `Stopping` to
// `Terminated`, or disappears (later reads return `404`).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /sandboxes/{sandboxId} (the `DeleteSandbox` operationId).
func (c *ClientWithResponses) DeleteSandboxWithResponse(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*DeleteSandboxResult, error) {
	rsp, err := c.DeleteSandbox(ctx, sandboxId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDeleteSandboxResult(rsp)
}

// GetSandboxWithResponse Get a sandbox
//
// Returns the full description of one sandbox, including its startup source
// (`image` or `snapshotId`), which the create response leaves out.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /sandboxes/{sandboxId} (the `GetSandbox` operationId).
func (c *ClientWithResponses) GetSandboxWithResponse(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*GetSandboxResult, error) {
	rsp, err := c.GetSandbox(ctx, sandboxId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetSandboxResult(rsp)
}

// GetSandboxDiagnosticEventsWithResponse Diagnostic event text of a sandbox
//
// Best-effort troubleshooting text, returned inline. Scope `lifecycle` (and `all`) lists
// the sandbox's state transitions as the server recorded them, oldest first, one per
// line: time, state, reason and message — accepted, image pulled, execd ready, execd
// stopped and restarted (with osb-init's reason), paused, resumed, failed, deletion
// requested. The server keeps the last 100 per sandbox; when older ones were dropped,
// `warnings` says how many. Lines are for people; do not parse them.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /sandboxes/{sandboxId}/diagnostics/events (the `GetSandboxDiagnosticEvents` operationId).
func (c *ClientWithResponses) GetSandboxDiagnosticEventsWithResponse(ctx context.Context, sandboxId SandboxId, params *GetSandboxDiagnosticEventsParams, reqEditors ...RequestEditorFn) (*GetSandboxDiagnosticEventsResult, error) {
	rsp, err := c.GetSandboxDiagnosticEvents(ctx, sandboxId, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetSandboxDiagnosticEventsResult(rsp)
}

// GetSandboxDiagnosticLogsWithResponse Diagnostic log text of a sandbox
//
// Best-effort troubleshooting text, returned inline (`delivery: inline`,
// `contentType: text/plain; charset=utf-8`). Scope `container` (and `all`) is what the
// sandbox's processes wrote to standard output and error, as the runtime kept it (Docker:
// the container's log, with osb-init's and execd's own lines), each line prefixed with
// its RFC 3339 time: the last 1000 lines and at most 1 MiB, `truncated: true` when more
// was there. A sandbox whose runtime no longer has its output (removed after a failure)
// answers empty content with a `warnings` entry. Lines are for people; do not parse them.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /sandboxes/{sandboxId}/diagnostics/logs (the `GetSandboxDiagnosticLogs` operationId).
func (c *ClientWithResponses) GetSandboxDiagnosticLogsWithResponse(ctx context.Context, sandboxId SandboxId, params *GetSandboxDiagnosticLogsParams, reqEditors ...RequestEditorFn) (*GetSandboxDiagnosticLogsResult, error) {
	rsp, err := c.GetSandboxDiagnosticLogs(ctx, sandboxId, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetSandboxDiagnosticLogsResult(rsp)
}

// GetSandboxEndpointWithResponse Resolve the address of a sandbox port
//
// Tells the client where to send traffic meant for `port` inside the sandbox, and which
// extra headers to send with it. The answer is an address without scheme; the client adds
// `http://` / `ws://` (or the secure variants) itself.
//
//   - Default: a direct address of the port (for Docker, a published host port, or the
//     sandbox daemon's port followed by `/proxy/{port}`).
//   - `use_server_proxy=true`: the address of this server's proxy route,
//     `{server host}/sandboxes/{sandboxId}/proxy/{port}` (without `/v1`, as upstream). That
//     route needs the API key, so `headers` then carries `OPEN-SANDBOX-API-KEY` with the
//     caller's key; clients that forward endpoint headers therefore work unchanged.
//   - `expires`: a signed, time-limited route through this server's proxy (OSEP-0011):
//     `{server host}/sandboxes/{sandboxId}/signed/{port}/{token}` with no `headers`; it
//     works without the API key or any other header until `expires` (see the `Proxy` tag),
//     for this sandbox and port only. `expires` must lie in the future and at most the
//     server's `[ingress] signed_route_max_seconds` (default 86400) ahead (`400` otherwise).
//     Cannot be combined with `use_server_proxy=true` (`400`).
//   - Port 18080 of a sandbox created with `networkPolicy`: the egress API
//     (`specs/egress-api.yaml`), served by this server, never by the sandbox:
//     `{server host}/sandboxes/{sandboxId}/egress` with `headers` carrying
//     `OPENSANDBOX-EGRESS-AUTH`, the sandbox's egress token (whatever the other parameters).
//
// When a direct address leads to the sandbox daemon (its own port 44772, or its
// `/proxy/{port}` route), `headers` carries the daemon's `X-EXECD-ACCESS-TOKEN`; the
// daemon strips that header before relaying to other ports. The port does not have to be
// listening yet, but a direct address exists only once the sandbox has been started. A
// request for a `Pending` sandbox waits (up to the server's `endpoint_wait_seconds`, 60 by
// default) until provisioning ends, as official clients ask for endpoints right after
// create; if the sandbox then has no address (still `Pending`, or `Failed` before it ever
// ran) the answer is `409`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /sandboxes/{sandboxId}/endpoints/{port} (the `GetSandboxEndpoint` operationId).
func (c *ClientWithResponses) GetSandboxEndpointWithResponse(ctx context.Context, sandboxId SandboxId, port Port, params *GetSandboxEndpointParams, reqEditors ...RequestEditorFn) (*GetSandboxEndpointResult, error) {
	rsp, err := c.GetSandboxEndpoint(ctx, sandboxId, port, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetSandboxEndpointResult(rsp)
}

// PatchSandboxMetadataWithBodyWithResponse Update sandbox metadata
//
// Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
// whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
// removes it (removing an absent key is not an error), keys not mentioned are left as
// they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.
//
// Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
// (else `400`). Updates are read-modify-write without version checks, so concurrent
// patches of the same sandbox can overwrite one another.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with PATCH /sandboxes/{sandboxId}/metadata (the `PatchSandboxMetadata` operationId).
func (c *ClientWithResponses) PatchSandboxMetadataWithBodyWithResponse(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*PatchSandboxMetadataResult, error) {
	rsp, err := c.PatchSandboxMetadataWithBody(ctx, sandboxId, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParsePatchSandboxMetadataResult(rsp)
}

// PatchSandboxMetadataWithResponse Update sandbox metadata
//
// Applies a JSON Merge Patch (RFC 7396) to the sandbox's metadata map and returns the
// whole sandbox afterwards. In the body, a string value sets or replaces that key, `null`
// removes it (removing an absent key is not an error), keys not mentioned are left as
// they are, and `{}` changes nothing. The sandbox keeps running; nothing is restarted.
//
// Keys and values must satisfy the rules described on `CreateSandboxRequest.metadata`
// (else `400`). Updates are read-modify-write without version checks, so concurrent
// patches of the same sandbox can overwrite one another.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with PATCH /sandboxes/{sandboxId}/metadata (the `PatchSandboxMetadata` operationId).
func (c *ClientWithResponses) PatchSandboxMetadataWithResponse(ctx context.Context, sandboxId SandboxId, body PatchSandboxMetadataJSONRequestBody, reqEditors ...RequestEditorFn) (*PatchSandboxMetadataResult, error) {
	rsp, err := c.PatchSandboxMetadata(ctx, sandboxId, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParsePatchSandboxMetadataResult(rsp)
}

// PauseSandboxWithResponse Pause a sandbox
//
// Suspends a `Running` sandbox while keeping its state. The state passes through
// `Pausing` (possibly skipped) to `Paused`. A sandbox in any other state yields `409`; a
// server whose runtime cannot pause sandboxes (e.g. Kubernetes) answers `400 NOT_SUPPORTED`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /sandboxes/{sandboxId}/pause (the `PauseSandbox` operationId).
func (c *ClientWithResponses) PauseSandboxWithResponse(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*PauseSandboxResult, error) {
	rsp, err := c.PauseSandbox(ctx, sandboxId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParsePauseSandboxResult(rsp)
}

// RenewSandboxExpirationWithBodyWithResponse Move a sandbox's expiry time
//
// Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
// created without a timeout (no `expiresAt`) cannot be renewed (`409`).
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /sandboxes/{sandboxId}/renew-expiration (the `RenewSandboxExpiration` operationId).
func (c *ClientWithResponses) RenewSandboxExpirationWithBodyWithResponse(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*RenewSandboxExpirationResult, error) {
	rsp, err := c.RenewSandboxExpirationWithBody(ctx, sandboxId, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRenewSandboxExpirationResult(rsp)
}

// RenewSandboxExpirationWithResponse Move a sandbox's expiry time
//
// Sets a new absolute expiry time. It must lie in the future (else `400`). A sandbox
// created without a timeout (no `expiresAt`) cannot be renewed (`409`).
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /sandboxes/{sandboxId}/renew-expiration (the `RenewSandboxExpiration` operationId).
func (c *ClientWithResponses) RenewSandboxExpirationWithResponse(ctx context.Context, sandboxId SandboxId, body RenewSandboxExpirationJSONRequestBody, reqEditors ...RequestEditorFn) (*RenewSandboxExpirationResult, error) {
	rsp, err := c.RenewSandboxExpiration(ctx, sandboxId, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseRenewSandboxExpirationResult(rsp)
}

// ResumeSandboxWithResponse Resume a paused sandbox
//
// Continues a `Paused` sandbox. The state passes through `Resuming` (possibly skipped)
// back to `Running`. A sandbox that is not paused yields `409`.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /sandboxes/{sandboxId}/resume (the `ResumeSandbox` operationId).
func (c *ClientWithResponses) ResumeSandboxWithResponse(ctx context.Context, sandboxId SandboxId, reqEditors ...RequestEditorFn) (*ResumeSandboxResult, error) {
	rsp, err := c.ResumeSandbox(ctx, sandboxId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseResumeSandboxResult(rsp)
}

// CreateSnapshotWithBodyWithResponse Snapshot a sandbox
//
// Starts capturing the filesystem of a `Running` or `Paused` sandbox (other states yield
// `409`). A running sandbox may be frozen briefly during the capture and then keeps
// running; a paused one stays paused. The snapshot
// is returned in state `Creating`; poll `GET /snapshots/{snapshotId}` until it is `Ready`
// or `Failed`. The body is optional.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /sandboxes/{sandboxId}/snapshots (the `CreateSnapshot` operationId).
func (c *ClientWithResponses) CreateSnapshotWithBodyWithResponse(ctx context.Context, sandboxId SandboxId, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreateSnapshotResult, error) {
	rsp, err := c.CreateSnapshotWithBody(ctx, sandboxId, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateSnapshotResult(rsp)
}

// CreateSnapshotWithResponse Snapshot a sandbox
//
// Starts capturing the filesystem of a `Running` or `Paused` sandbox (other states yield
// `409`). A running sandbox may be frozen briefly during the capture and then keeps
// running; a paused one stays paused. The snapshot
// is returned in state `Creating`; poll `GET /snapshots/{snapshotId}` until it is `Ready`
// or `Failed`. The body is optional.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /sandboxes/{sandboxId}/snapshots (the `CreateSnapshot` operationId).
func (c *ClientWithResponses) CreateSnapshotWithResponse(ctx context.Context, sandboxId SandboxId, body CreateSnapshotJSONRequestBody, reqEditors ...RequestEditorFn) (*CreateSnapshotResult, error) {
	rsp, err := c.CreateSnapshot(ctx, sandboxId, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateSnapshotResult(rsp)
}

// ListSnapshotsWithResponse List snapshots
//
// Returns one page of snapshots, newest first. Snapshots outlive the sandbox they were
// taken from. Filters combine with AND; repeated `state` values combine with OR.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /snapshots (the `ListSnapshots` operationId).
func (c *ClientWithResponses) ListSnapshotsWithResponse(ctx context.Context, params *ListSnapshotsParams, reqEditors ...RequestEditorFn) (*ListSnapshotsResult, error) {
	rsp, err := c.ListSnapshots(ctx, params, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseListSnapshotsResult(rsp)
}

// DeleteSnapshotWithResponse Delete a snapshot
//
// Removes a snapshot and the stored image behind it. A snapshot still `Creating`, or one
// that a sandbox is currently using, cannot be deleted (`409`).
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /snapshots/{snapshotId} (the `DeleteSnapshot` operationId).
func (c *ClientWithResponses) DeleteSnapshotWithResponse(ctx context.Context, snapshotId SnapshotId, reqEditors ...RequestEditorFn) (*DeleteSnapshotResult, error) {
	rsp, err := c.DeleteSnapshot(ctx, snapshotId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDeleteSnapshotResult(rsp)
}

// GetSnapshotWithResponse Get a snapshot
//
// Returns one snapshot and its current state.
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /snapshots/{snapshotId} (the `GetSnapshot` operationId).
func (c *ClientWithResponses) GetSnapshotWithResponse(ctx context.Context, snapshotId SnapshotId, reqEditors ...RequestEditorFn) (*GetSnapshotResult, error) {
	rsp, err := c.GetSnapshot(ctx, snapshotId, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetSnapshotResult(rsp)
}

// ParseGetHealthResult parses an HTTP response from a GetHealthWithResponse call
func ParseGetHealthResult(rsp *http.Response) (*GetHealthResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetHealthResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest HealthResponse
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 200:
		var headers GetHealthResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 500:
		var headers GetHealthResult500Headers
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

// ParseReportMetricsEventResult parses an HTTP response from a ReportMetricsEventWithResponse call
func ParseReportMetricsEventResult(rsp *http.Response) (*ReportMetricsEventResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ReportMetricsEventResult{
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 204:
		var headers ReportMetricsEventResult204Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers204 = &headers
	case rsp.StatusCode == 400:
		var headers ReportMetricsEventResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ReportMetricsEventResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers ReportMetricsEventResult500Headers
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

// ParseListPoolsResult parses an HTTP response from a ListPoolsWithResponse call
func ParseListPoolsResult(rsp *http.Response) (*ListPoolsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ListPoolsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest ListPoolsResponse
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
		var headers ListPoolsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 401:
		var headers ListPoolsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers ListPoolsResult500Headers
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

// ParseListSandboxesResult parses an HTTP response from a ListSandboxesWithResponse call
func ParseListSandboxesResult(rsp *http.Response) (*ListSandboxesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ListSandboxesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest ListSandboxesResponse
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
		var headers ListSandboxesResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers ListSandboxesResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ListSandboxesResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers ListSandboxesResult500Headers
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

// ParseCreateSandboxResult parses an HTTP response from a CreateSandboxWithResponse call
func ParseCreateSandboxResult(rsp *http.Response) (*CreateSandboxResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &CreateSandboxResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 202:
		var dest CreateSandboxResponse
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON202 = &dest

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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 429:
		var dest TooManySandboxes
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON429 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 500:
		var dest InternalError
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON500 = &dest

	}

	switch {
	case rsp.StatusCode == 202:
		var headers CreateSandboxResult202Headers
		if values := rsp.Header.Values("Location"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Location", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.Location = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers202 = &headers
	case rsp.StatusCode == 400:
		var headers CreateSandboxResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers CreateSandboxResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 404:
		var headers CreateSandboxResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers CreateSandboxResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 429:
		var headers CreateSandboxResult429Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers429 = &headers
	case rsp.StatusCode == 500:
		var headers CreateSandboxResult500Headers
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

// ParseDeleteSandboxResult parses an HTTP response from a DeleteSandboxWithResponse call
func ParseDeleteSandboxResult(rsp *http.Response) (*DeleteSandboxResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &DeleteSandboxResult{
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
		var headers DeleteSandboxResult204Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers204 = &headers
	case rsp.StatusCode == 401:
		var headers DeleteSandboxResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers DeleteSandboxResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers DeleteSandboxResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers DeleteSandboxResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers DeleteSandboxResult500Headers
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

// ParseGetSandboxResult parses an HTTP response from a GetSandboxWithResponse call
func ParseGetSandboxResult(rsp *http.Response) (*GetSandboxResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetSandboxResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest Sandbox
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
		var headers GetSandboxResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 401:
		var headers GetSandboxResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers GetSandboxResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers GetSandboxResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers GetSandboxResult500Headers
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

// ParseGetSandboxDiagnosticEventsResult parses an HTTP response from a GetSandboxDiagnosticEventsWithResponse call
func ParseGetSandboxDiagnosticEventsResult(rsp *http.Response) (*GetSandboxDiagnosticEventsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetSandboxDiagnosticEventsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest DiagnosticContentResponse
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
		var headers GetSandboxDiagnosticEventsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers GetSandboxDiagnosticEventsResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers GetSandboxDiagnosticEventsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers GetSandboxDiagnosticEventsResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers GetSandboxDiagnosticEventsResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers GetSandboxDiagnosticEventsResult500Headers
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

// ParseGetSandboxDiagnosticLogsResult parses an HTTP response from a GetSandboxDiagnosticLogsWithResponse call
func ParseGetSandboxDiagnosticLogsResult(rsp *http.Response) (*GetSandboxDiagnosticLogsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetSandboxDiagnosticLogsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest DiagnosticContentResponse
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
		var headers GetSandboxDiagnosticLogsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers GetSandboxDiagnosticLogsResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers GetSandboxDiagnosticLogsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers GetSandboxDiagnosticLogsResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers GetSandboxDiagnosticLogsResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 500:
		var headers GetSandboxDiagnosticLogsResult500Headers
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

// ParseGetSandboxEndpointResult parses an HTTP response from a GetSandboxEndpointWithResponse call
func ParseGetSandboxEndpointResult(rsp *http.Response) (*GetSandboxEndpointResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetSandboxEndpointResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest Endpoint
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
		var headers GetSandboxEndpointResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers GetSandboxEndpointResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers GetSandboxEndpointResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers GetSandboxEndpointResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers GetSandboxEndpointResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers GetSandboxEndpointResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers GetSandboxEndpointResult500Headers
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

// ParsePatchSandboxMetadataResult parses an HTTP response from a PatchSandboxMetadataWithResponse call
func ParsePatchSandboxMetadataResult(rsp *http.Response) (*PatchSandboxMetadataResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &PatchSandboxMetadataResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest Sandbox
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
		var headers PatchSandboxMetadataResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers PatchSandboxMetadataResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers PatchSandboxMetadataResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers PatchSandboxMetadataResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers PatchSandboxMetadataResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers PatchSandboxMetadataResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers PatchSandboxMetadataResult500Headers
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

// ParsePauseSandboxResult parses an HTTP response from a PauseSandboxWithResponse call
func ParsePauseSandboxResult(rsp *http.Response) (*PauseSandboxResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &PauseSandboxResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 202:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest NotSupported
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
	case rsp.StatusCode == 202:
		var headers PauseSandboxResult202Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers202 = &headers
	case rsp.StatusCode == 400:
		var headers PauseSandboxResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers PauseSandboxResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers PauseSandboxResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers PauseSandboxResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers PauseSandboxResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers PauseSandboxResult500Headers
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

// ParseRenewSandboxExpirationResult parses an HTTP response from a RenewSandboxExpirationWithResponse call
func ParseRenewSandboxExpirationResult(rsp *http.Response) (*RenewSandboxExpirationResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &RenewSandboxExpirationResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest RenewSandboxExpirationResponse
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
		var headers RenewSandboxExpirationResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers RenewSandboxExpirationResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers RenewSandboxExpirationResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers RenewSandboxExpirationResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers RenewSandboxExpirationResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers RenewSandboxExpirationResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers RenewSandboxExpirationResult500Headers
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

// ParseResumeSandboxResult parses an HTTP response from a ResumeSandboxWithResponse call
func ParseResumeSandboxResult(rsp *http.Response) (*ResumeSandboxResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ResumeSandboxResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 202:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest NotSupported
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
	case rsp.StatusCode == 202:
		var headers ResumeSandboxResult202Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers202 = &headers
	case rsp.StatusCode == 400:
		var headers ResumeSandboxResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ResumeSandboxResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers ResumeSandboxResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers ResumeSandboxResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers ResumeSandboxResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers ResumeSandboxResult500Headers
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

// ParseCreateSnapshotResult parses an HTTP response from a CreateSnapshotWithResponse call
func ParseCreateSnapshotResult(rsp *http.Response) (*CreateSnapshotResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &CreateSnapshotResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 202:
		var dest Snapshot
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON202 = &dest

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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
	case rsp.StatusCode == 202:
		var headers CreateSnapshotResult202Headers
		if values := rsp.Header.Values("Location"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "Location", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.Location = &value
		}
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers202 = &headers
	case rsp.StatusCode == 400:
		var headers CreateSnapshotResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers CreateSnapshotResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers CreateSnapshotResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers CreateSnapshotResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers CreateSnapshotResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers CreateSnapshotResult500Headers
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

// ParseListSnapshotsResult parses an HTTP response from a ListSnapshotsWithResponse call
func ParseListSnapshotsResult(rsp *http.Response) (*ListSnapshotsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ListSnapshotsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest ListSnapshotsResponse
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
		var headers ListSnapshotsResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 400:
		var headers ListSnapshotsResult400Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers400 = &headers
	case rsp.StatusCode == 401:
		var headers ListSnapshotsResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 500:
		var headers ListSnapshotsResult500Headers
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

// ParseDeleteSnapshotResult parses an HTTP response from a DeleteSnapshotWithResponse call
func ParseDeleteSnapshotResult(rsp *http.Response) (*DeleteSnapshotResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &DeleteSnapshotResult{
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
		var headers DeleteSnapshotResult204Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers204 = &headers
	case rsp.StatusCode == 401:
		var headers DeleteSnapshotResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers DeleteSnapshotResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers DeleteSnapshotResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers DeleteSnapshotResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers DeleteSnapshotResult500Headers
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

// ParseGetSnapshotResult parses an HTTP response from a GetSnapshotWithResponse call
func ParseGetSnapshotResult(rsp *http.Response) (*GetSnapshotResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetSnapshotResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest Snapshot
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

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 403:
		var dest Forbidden
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON403 = &dest

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
		var headers GetSnapshotResult200Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers200 = &headers
	case rsp.StatusCode == 401:
		var headers GetSnapshotResult401Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers401 = &headers
	case rsp.StatusCode == 403:
		var headers GetSnapshotResult403Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers403 = &headers
	case rsp.StatusCode == 404:
		var headers GetSnapshotResult404Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers404 = &headers
	case rsp.StatusCode == 409:
		var headers GetSnapshotResult409Headers
		if values := rsp.Header.Values("X-Request-ID"); len(values) > 0 {
			var value string
			if err := runtime.BindStyledParameterWithOptions("simple", "X-Request-ID", values[0], &value, runtime.BindStyledParameterOptions{ParamLocation: runtime.ParamLocationHeader, Explode: false, Required: false, Type: "string", Format: ""}); err != nil {
				return nil, err
			}
			headers.XRequestID = &value
		}
		response.Headers409 = &headers
	case rsp.StatusCode == 500:
		var headers GetSnapshotResult500Headers
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
