// The one-time hand-over of a pooled sandbox (POST /internal/claim, services/claim.ts): the pool's
// token stops working, the new one works, commands get the request's env, a second claim is
// refused, and a restarted execd finds the claim where osb-init keeps it.
import { fstatSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Execd } from "../../src/app.ts";
import { openClaimState } from "../../src/services/claim.ts";
import { setSandboxEnv } from "../../src/services/shell.ts";
import { parseEvents } from "./events.ts";
import { inject } from "./inject.ts";

const POOL_TOKEN = "pool-token-0123456789";
const NEW_TOKEN = "tenant-token-0123456789";
let app: Execd;
let base: string;
let claimFile: string;

beforeAll(async () => {
  // The environment osb-init handed over: the pool's variables besides the image's.
  setSandboxEnv({ PATH: process.env.PATH ?? "/usr/bin:/bin", POOL_ONLY: "pool", SHARED: "from-pool" });
  claimFile = path.join(mkdtempSync(path.join(tmpdir(), "osb-claim-")), "claim");
  writeFileSync(claimFile, "");
  const env: NodeJS.ProcessEnv = { OSB_CLAIM_FD: String(openSync(claimFile, "r+")), EXECD_CLAIMABLE: "1" };
  const claim = openClaimState(env);
  expect(claim).toEqual({ fd: expect.any(Number) });
  expect(env.OSB_CLAIM_FD).toBeUndefined();
  app = buildApp({ token: POOL_TOKEN, claim, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(app.http.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

const call = (p: string, token: string, body?: unknown) =>
  fetch(`${base}${p}`, { method: body === undefined ? "GET" : "POST", headers: { "x-execd-access-token": token, "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function stdout(token: string, command: string): Promise<string> {
  const res = await call("/command", token, { command });
  expect(res.status).toBe(200);
  return parseEvents(await res.text()).filter((e) => e.type === "stdout").map((e) => e.text).join("\n");
}

describe("a sandbox not started for a pool", () => {
  it("refuses every claim (409), so its token stays the one the server derives", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "osb-claim-")), "claim");
    writeFileSync(file, "");
    const state = openClaimState({ OSB_CLAIM_FD: String(openSync(file, "r+")) });
    const plain = buildApp({ token: POOL_TOKEN, claim: state, logger: pino({ level: "silent" }) });
    try {
      const res = await inject(plain.http, { method: "POST", url: "/internal/claim", headers: { "x-execd-access-token": POOL_TOKEN }, payload: { token: NEW_TOKEN } });
      expect([res.statusCode, res.json().message]).toEqual([409, expect.stringContaining("not started for a pool")]);
      expect((await inject(plain.http, { method: "GET", url: "/ping", headers: { "x-execd-access-token": POOL_TOKEN } })).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

describe("claiming a pooled sandbox", () => {
  it("needs the token execd holds, and a valid body", async () => {
    expect((await call("/internal/claim", "wrong-token-0123456789", { token: NEW_TOKEN })).status).toBe(401);
    expect((await call("/internal/claim", POOL_TOKEN, { token: "short" })).status).toBe(400);
    expect((await call("/ping", POOL_TOKEN)).status).toBe(200);
  });

  it("swaps the token and the environment of everything started afterwards, once", async () => {
    const res = await call("/internal/claim", POOL_TOKEN, { token: NEW_TOKEN, env: { TENANT: "a", SHARED: "from-request" }, unset: ["POOL_ONLY", "SHARED"] });
    expect(res.status).toBe(204);
    // The pool's token is refused from now on; the new one works.
    expect((await call("/ping", POOL_TOKEN)).status).toBe(401);
    expect((await call("/command", POOL_TOKEN, { command: "true" })).status).toBe(401);
    expect((await call("/ping", NEW_TOKEN)).status).toBe(200);
    expect(await stdout(NEW_TOKEN, 'echo "$TENANT|${POOL_ONLY-unset}|$SHARED"')).toBe("a|unset|from-request");
    // Once: neither token claims it again.
    expect((await call("/internal/claim", NEW_TOKEN, { token: POOL_TOKEN })).status).toBe(409);
    expect((await call("/ping", POOL_TOKEN)).status).toBe(401);
  });

  it("keeps the claim for an execd restarted in the same sandbox, which never takes the pool's token again", async () => {
    const kept = readFileSync(claimFile);
    expect(kept.toString()).toContain(NEW_TOKEN);
    expect(kept.toString()).not.toContain(POOL_TOKEN);
    const env: NodeJS.ProcessEnv = { OSB_CLAIM_FD: String(openSync(claimFile, "r+")), EXECD_CLAIMABLE: "1" };
    const fd = Number(env.OSB_CLAIM_FD);
    const again = openClaimState(env);
    expect(again.claimed?.token).toBe(NEW_TOKEN);
    expect(again.claimed?.env).toMatchObject({ TENANT: "a", SHARED: "from-request" });
    expect(again.claimed?.env).not.toHaveProperty("POOL_ONLY");
    expect(() => fstatSync(fd)).toThrow(/EBADF/); // the inherited fd is closed
    const restarted = buildApp({ token: POOL_TOKEN, claim: again, logger: pino({ level: "silent" }) });
    try {
      expect((await inject(restarted.http, { method: "GET", url: "/ping", headers: { "x-execd-access-token": POOL_TOKEN } })).statusCode).toBe(401);
      expect((await inject(restarted.http, { method: "GET", url: "/ping", headers: { "x-execd-access-token": NEW_TOKEN } })).statusCode).toBe(200);
      const second = await inject(restarted.http, { method: "POST", url: "/internal/claim", headers: { "x-execd-access-token": NEW_TOKEN }, payload: { token: POOL_TOKEN } });
      expect(second.statusCode).toBe(409);
    } finally {
      await restarted.close();
    }
  });
});
