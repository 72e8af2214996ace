// Checks the request schema cannot express: resource quantities, label-style metadata, volumes.
import { realpathSync } from "node:fs";
import path from "node:path";
import { quantityValue, type Config } from "../config/config.ts";
import { ApiError, invalid } from "../errors.ts";
import type { MountSpec, Resources } from "../runtime/runtime.ts";

const CPU = /^(\d+(?:\.\d+)?)(m?)$/;
const MEMORY = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|K|k|M|G|T)?$/;
const MEMORY_UNITS: Record<string, number> = {
  "": 1,
  K: 1e3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
};

/** Parses Kubernetes-style quantities: cpu "500m" or "2", memory and disk "512Mi" or "1G", gpu "1" or "all". */
export function parseResources(limits: Record<string, string> | undefined): Resources {
  const out: Resources = {};
  for (const [key, value] of Object.entries(limits ?? {})) {
    if (key === "cpu") {
      const m = CPU.exec(value);
      const cores = m ? Number(m[1]) / (m[2] ? 1000 : 1) : NaN;
      if (!(cores > 0)) throw invalid(`resourceLimits.cpu must be a positive quantity such as "500m" or "2", got "${value}"`);
      out.nanoCpus = Math.round(cores * 1e9);
    } else if (key === "memory" || key === "disk") {
      const m = MEMORY.exec(value);
      const bytes = m ? Math.floor(Number(m[1]) * MEMORY_UNITS[m[2] ?? ""]!) : NaN;
      if (!(bytes >= 1)) throw invalid(`resourceLimits.${key} must be a positive quantity such as "512Mi" or "1Gi", got "${value}"`);
      if (key === "memory") out.memoryBytes = bytes;
      else out.diskBytes = bytes;
    } else if (key === "gpu") {
      if (value === "all") out.gpus = "all";
      else if (/^\d+$/.test(value) && Number(value) > 0) out.gpus = Number(value);
      else if (value !== "0") throw invalid(`resourceLimits.gpu must be a count or "all", got "${value}"`);
    } else {
      throw invalid(`resourceLimits.${key} is not supported (supported: cpu, memory, disk, gpu)`);
    }
  }
  return out;
}

type Limits = Config["resources"];

/**
 * The request's resourceLimits with the server's defaults filled in for cpu, memory and disk, each
 * checked against the server's maximum (400 naming the config key). What is returned is what the
 * sandbox gets and what clients read back.
 */
export function effectiveLimits(given: Record<string, string>, limits: Limits): Record<string, string> {
  const parsed = parseResources(given);
  const out: Record<string, string> = { ...given };
  const kinds = [
    ["cpu", parsed.nanoCpus === undefined ? undefined : parsed.nanoCpus / 1e9],
    ["memory", parsed.memoryBytes],
    ["disk", parsed.diskBytes],
  ] as const;
  for (const [kind, value] of kinds) {
    const max = limits[`max_${kind}`];
    if (value === undefined) {
      const def = limits[`default_${kind}`];
      if (def !== "0") out[kind] = def;
      continue;
    }
    if (max !== "0" && value > quantityValue(kind, max) * (kind === "cpu" ? 1 + 1e-9 : 1)) {
      throw invalid(`resourceLimits.${kind} "${given[kind]}" is above this server's maximum of "${max}" ([resources] max_${kind})`);
    }
  }
  return out;
}

const LABEL_NAME = /^[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/** Metadata follows Kubernetes label rules so the same sandboxes can move to a Kubernetes runtime. */
export function checkMetadata(metadata: Record<string, unknown>, where = "metadata"): Record<string, string> {
  for (const [key, value] of Object.entries(metadata)) {
    const slash = key.lastIndexOf("/");
    const prefix = slash >= 0 ? key.slice(0, slash) : undefined;
    const name = slash >= 0 ? key.slice(slash + 1) : key;
    if (!LABEL_NAME.test(name) || (prefix !== undefined && (prefix.length > 253 || !DNS_SUBDOMAIN.test(prefix)))) {
      throw invalid(`${where} key "${key}" must be a label key: an optional DNS prefix and "/", then up to 63 of [A-Za-z0-9-_.] starting and ending alphanumeric`);
    }
    if (prefix === "opensandbox.io" || prefix?.endsWith(".opensandbox.io")) {
      throw invalid(`${where} key "${key}" uses the reserved prefix opensandbox.io/`);
    }
    if (typeof value !== "string") throw invalid(`${where}.${key} must be a string`);
    if (value !== "" && !LABEL_NAME.test(value)) {
      throw invalid(`${where}.${key} value "${value}" must be up to 63 of [A-Za-z0-9-_.] starting and ending alphanumeric`);
    }
  }
  return metadata as Record<string, string>;
}

/** Parses the list filter `metadata=k%3Dv%26k2%3Dv2` (a URL-encoded query string of pairs, ANDed). */
export function parseMetadataFilter(raw: string | undefined): Record<string, string> | undefined {
  if (raw === undefined || raw === "") return undefined;
  const out: Record<string, string> = {};
  for (const part of raw.split("&")) {
    const eq = part.indexOf("=");
    if (eq <= 0) throw new ApiError("INVALID_METADATA_FORMAT", `metadata filter must be "key=value" pairs joined by "&", got "${raw}"`);
    try {
      out[decodeURIComponent(part.slice(0, eq).replace(/\+/g, " "))] = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, " "));
    } catch {
      throw new ApiError("INVALID_METADATA_FORMAT", `metadata filter has invalid percent-encoding: "${raw}"`);
    }
  }
  return out;
}

export type VolumeRequest = {
  name: string;
  mountPath: string;
  readOnly?: boolean;
  subPath?: string;
  host?: { path: string };
  pvc?: { claimName: string; createIfNotExists?: boolean; deleteOnSandboxTermination?: boolean };
  ossfs?: unknown;
};

const VOLUME_NAME = /^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,254}$/;

function checkSubPath(v: VolumeRequest): string | undefined {
  if (v.subPath === undefined || v.subPath === "") return undefined;
  const norm = path.posix.normalize(v.subPath);
  if (path.posix.isAbsolute(v.subPath) || norm === ".." || norm.startsWith("../") || v.subPath.split("/").includes("..")) {
    throw invalid(`volumes[${v.name}].subPath must be a relative path without "..", got "${v.subPath}"`);
  }
  return norm;
}

function within(p: string, root: string): boolean {
  const rel = path.relative(root, p);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

/** Turns API volumes into mounts, enforcing the host-path allow-list (also through symlinks). */
export function toMounts(volumes: VolumeRequest[] | undefined, allowedHostPaths: string[]): MountSpec[] {
  const names = new Set<string>();
  const targets = new Set<string>();
  return (volumes ?? []).map((v) => {
    if (names.has(v.name)) throw invalid(`volumes: name "${v.name}" is used twice`);
    names.add(v.name);
    if (!path.posix.isAbsolute(v.mountPath)) throw invalid(`volumes[${v.name}].mountPath must be absolute, got "${v.mountPath}"`);
    const target = path.posix.normalize(v.mountPath);
    if (targets.has(target)) throw invalid(`volumes: mountPath "${target}" is used twice`);
    targets.add(target);
    const backends = [v.host, v.pvc, v.ossfs].filter((b) => b !== undefined).length;
    if (backends !== 1) throw invalid(`volumes[${v.name}] must have exactly one of host, pvc, ossfs`);
    const readOnly = v.readOnly ?? false;
    const subPath = checkSubPath(v);
    if (v.ossfs !== undefined) return { kind: "ossfs" as const, volume: v.name, target, readOnly };
    if (v.host) {
      if (!path.isAbsolute(v.host.path)) throw invalid(`volumes[${v.name}].host.path must be absolute, got "${v.host.path}"`);
      const source = path.join(path.normalize(v.host.path), subPath ?? "");
      const allowed = (p: string) => allowedHostPaths.some((root) => within(p, path.normalize(root)));
      let real = source;
      try {
        real = realpathSync(source);
      } catch {
        /* does not exist yet: the runtime refuses a missing source at create, reported as Failed */
      }
      if (!allowed(source) || !allowed(real)) {
        throw new ApiError(
          "HOST_PATH_NOT_ALLOWED",
          allowedHostPaths.length
            ? `volumes[${v.name}].host.path ${source} is not under an allowed host path (${allowedHostPaths.join(", ")})`
            : `volumes[${v.name}]: host mounts are disabled; list allowed directories in [storage] allowed_host_paths`,
        );
      }
      return { kind: "bind" as const, source: real, target, readOnly };
    }
    const pvc = v.pvc!;
    if (!VOLUME_NAME.test(pvc.claimName)) throw invalid(`volumes[${v.name}].pvc.claimName "${pvc.claimName}" is not a valid volume name`);
    return {
      kind: "volume" as const,
      name: pvc.claimName,
      target,
      readOnly,
      create: pvc.createIfNotExists ?? true,
      ...(subPath ? { subPath } : {}),
      deleteWithSandbox: pvc.deleteOnSandboxTermination ?? false,
    };
  });
}
