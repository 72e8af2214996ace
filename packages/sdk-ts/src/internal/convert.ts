// Wire (generated) types ↔ public (hand-written) types of the lifecycle API.
import type * as wire from "../generated/lifecycle/types.gen.ts";
import type { DiagnosticContent, Endpoint, NetworkPolicy, Page, PlatformSpec, SandboxInfo, SnapshotInfo, Status, Volume } from "../models.ts";

// Compile-time proof that the public request-side types are accepted by the spec's types: if
// the spec changes incompatibly, these lines stop compiling.
type Assignable<A extends B, B> = A;
export type _Checks = [
  Assignable<Volume, wire.Volume>,
  Assignable<NetworkPolicy, wire.NetworkPolicy>,
  Assignable<PlatformSpec, wire.PlatformSpec>,
];

const date = (s: string): Date => new Date(s);

function status<S extends string>(s: { state: S; reason?: string; message?: string; lastTransitionAt?: string }): Status<S> {
  const out: Status<S> = { state: s.state };
  if (s.reason !== undefined) out.reason = s.reason;
  if (s.message !== undefined) out.message = s.message;
  if (s.lastTransitionAt !== undefined) out.lastTransitionAt = date(s.lastTransitionAt);
  return out;
}

export function toSandboxInfo(s: wire.Sandbox | wire.CreateSandboxResponse): SandboxInfo {
  const info: SandboxInfo = {
    id: s.id,
    state: s.status.state,
    status: status(s.status),
    metadata: s.metadata ?? {},
    entrypoint: s.entrypoint ?? [],
    expiresAt: s.expiresAt ? date(s.expiresAt) : undefined,
    createdAt: date(s.createdAt),
  };
  if ("image" in s && s.image) info.image = s.image;
  if ("snapshotId" in s && s.snapshotId !== undefined) info.snapshotId = s.snapshotId;
  if (s.platform) info.platform = s.platform;
  return info;
}

export function toSnapshotInfo(s: wire.Snapshot): SnapshotInfo {
  const info: SnapshotInfo = { id: s.id, sandboxId: s.sandboxId, state: s.status.state, status: status(s.status), createdAt: date(s.createdAt) };
  if (s.name !== undefined) info.name = s.name;
  return info;
}

export function toPage<W, T>(body: { items: W[]; pagination: wire.PaginationInfo }, map: (w: W) => T): Page<T> {
  return { items: body.items.map(map), ...body.pagination };
}

/** Joins the server's scheme-less address with the connection's protocol. */
export function toEndpoint(e: wire.Endpoint, protocol: string): Endpoint {
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(e.endpoint) ? e.endpoint : `${protocol}://${e.endpoint}`;
  return { url: url.replace(/\/+$/, ""), headers: { ...e.headers } };
}

export function toDiagnosticContent(d: wire.DiagnosticContentResponse): DiagnosticContent {
  const out: DiagnosticContent = {
    sandboxId: d.sandboxId,
    kind: d.kind,
    scope: d.scope,
    delivery: d.delivery,
    contentType: d.contentType,
    truncated: d.truncated,
    warnings: d.warnings ?? [],
  };
  if (d.content !== undefined) out.content = d.content;
  if (d.contentUrl !== undefined) out.contentUrl = d.contentUrl;
  if (d.contentLength !== undefined) out.contentLength = d.contentLength;
  if (d.expiresAt !== undefined) out.expiresAt = date(d.expiresAt);
  return out;
}

/** The `metadata` filter of listSandboxes: `k=v&k2=v2` (the query serializer encodes it once more). */
export function metadataFilter(metadata: Record<string, string> | undefined): string | undefined {
  if (!metadata) return undefined;
  const entries = Object.entries(metadata);
  if (entries.length === 0) return undefined;
  return entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}
