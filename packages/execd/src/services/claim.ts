// The hand-over of a pooled sandbox (POST /internal/claim, server-to-execd). A warm pool's sandbox
// starts with a token of its pool; when the lifecycle server serves a create request with it, it
// claims the sandbox once: execd then accepts only the new token and starts everything afterwards
// with the request's environment. The claim is kept where a restarted execd finds it: osb-init
// holds a second memfd (OSB_CLAIM_FD) that it hands every execd it starts, next to the pool-time
// bootstrap. Only osb-init and execd hold it; both are non-dumpable, so no process of the
// sandbox can open it through /proc.
import { closeSync, ftruncateSync, fstatSync, openSync, readSync, writeSync } from "node:fs";
import { ExecdError } from "../errors.ts";
import { parseBootstrap, type Bootstrap } from "../bootstrap.ts";
import { sandboxEnv, setSandboxEnv } from "./shell.ts";

export type ClaimState = { claimed?: Bootstrap; fd?: number; refused?: string };

/**
 * Opens the claim memfd osb-init handed over: what an earlier execd of this sandbox claimed, if
 * anything; else the fd to write a claim to. The inherited fd is replaced by one with
 * close-on-exec (Node opens every file so), so user processes never inherit it.
 */
export function openClaimState(env: NodeJS.ProcessEnv = process.env): ClaimState {
  const fdVar = env.OSB_CLAIM_FD;
  // Only a pooled sandbox (the server sets EXECD_CLAIMABLE=1 on its container) can be claimed:
  // a claim of any other would change the token the server derives for it, leaving it unreachable.
  const claimable = env.EXECD_CLAIMABLE === "1";
  delete env.EXECD_CLAIMABLE;
  if (fdVar === undefined) return claimable ? {} : { refused: NOT_POOLED };
  delete env.OSB_CLAIM_FD;
  const inherited = Number(fdVar);
  let fd: number;
  try {
    fd = openSync(`/proc/self/fd/${inherited}`, "r+");
  } catch {
    return {};
  } finally {
    try {
      closeSync(inherited);
    } catch {
      /* already closed */
    }
  }
  if (!claimable) {
    closeSync(fd);
    return { refused: NOT_POOLED };
  }
  const size = fstatSync(fd).size;
  if (size === 0) return { fd };
  const buf = Buffer.alloc(size);
  let got = 0;
  while (got < size) {
    const n = readSync(fd, buf, got, size - got, got);
    if (n === 0) break;
    got += n;
  }
  closeSync(fd);
  const claimed = parseBootstrap(buf.subarray(0, got));
  return claimed.token ? { claimed } : {};
}

const NOT_POOLED = "this sandbox was not started for a pool; only a pooled sandbox is claimed";

/** The token execd requires now, and the one-time claim that replaces it. */
export class AccessService {
  private current: string;
  private claimedAlready: boolean;
  private claimFd: number | undefined;
  private readonly refused: string | undefined;

  constructor(token: string, state: ClaimState = {}) {
    this.refused = state.refused;
    this.current = state.claimed?.token ?? token;
    this.claimedAlready = state.claimed !== undefined;
    this.claimFd = state.fd;
  }

  token(): string {
    return this.current;
  }

  get claimed(): boolean {
    return this.claimedAlready;
  }

  /** Replaces the token and the environment of what starts afterwards; once. */
  claim(req: { token: string; env?: Record<string, string>; unset?: string[] }): void {
    if (this.refused) throw new ExecdError("CONFLICT", this.refused);
    if (this.claimedAlready) throw new ExecdError("CONFLICT", "this sandbox was claimed already; a sandbox is claimed at most once");
    const next: Record<string, string> = {};
    const unset = new Set(req.unset ?? []);
    for (const [k, v] of Object.entries(sandboxEnv())) if (v !== undefined && !unset.has(k)) next[k] = v;
    Object.assign(next, req.env ?? {});
    // Kept for a restarted execd first: a claim it would not find must not take effect.
    if (this.claimFd !== undefined) {
      const data = Buffer.from([req.token, ...Object.entries(next).map(([k, v]) => `${k}=${v}`)].map((s) => `${s}\0`).join(""));
      ftruncateSync(this.claimFd, 0);
      writeSync(this.claimFd, data, 0, data.length, 0);
      closeSync(this.claimFd);
      this.claimFd = undefined;
    }
    this.claimedAlready = true;
    this.current = req.token;
    setSandboxEnv(next);
  }
}
