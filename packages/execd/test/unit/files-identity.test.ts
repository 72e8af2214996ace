// File operations as another user (/v1/filesystem/{uid}/{gid}/...) through a real listening
// execd: each request is served by a worker process that took the identity, so the kernel
// refuses what that user may not do. Taking another identity needs root: the tests that do are
// skipped otherwise (the Docker integration suite runs them inside a sandbox, where execd is root).
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Execd } from "../../src/app.ts";
import { credentialsFor } from "../../src/services/files-worker.ts";

const WORKER_MODULE = new URL("../../src/services/files-worker.ts", import.meta.url).href;

const TOKEN = "unit-token";
const AUTH = { "x-execd-access-token": TOKEN };
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
let app: Execd;
let base: string;
let root: string;

beforeAll(async () => {
  app = buildApp({ token: TOKEN, logger: pino({ level: "silent" }) });
  await app.http.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(app.http.server.address() as { port: number }).port}`;
  root = mkdtempSync(path.join(tmpdir(), "execd-identity-"));
  chmodSync(root, 0o755);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

async function call(method: string, route: string, init: { body?: BodyInit; json?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { ...AUTH, ...(init.json !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, headers: res.headers };
}

const as = (uid: number, gid: number) => `/v1/filesystem/${uid}/${gid}`;
const q = (p: string) => `path=${encodeURIComponent(p)}`;

function form(p: string, content: string, meta: Record<string, unknown> = {}): FormData {
  const fd = new FormData();
  fd.append("metadata", new Blob([JSON.stringify({ path: p, ...meta })], { type: "application/json" }), "metadata");
  fd.append("file", new Blob([content]), path.basename(p));
  return fd;
}

describe("credentials of a worker", () => {
  const passwd = "root:x:0:0:root:/root:/bin/sh\nalice:x:1001:1001::/home/alice:/bin/sh\n";
  const group = "root:x:0:\nalice:x:1001:\nstaff:x:50:alice,bob\nwheel:x:10:bob\n";

  it("takes the user's home and the groups that list the user, like initgroups", () => {
    expect(credentialsFor({ uid: 1001, gid: 1001 }, passwd, group)).toEqual({ uid: 1001, gid: 1001, groups: [1001, 50], home: "/home/alice" });
  });

  it("gives an unknown uid no supplementary groups and / as home", () => {
    expect(credentialsFor({ uid: 4242, gid: 4242 }, passwd, group)).toEqual({ uid: 4242, gid: 4242, groups: [], home: "/" });
  });
});

describe("identity routes", () => {
  it("validate uid and gid before starting anything", async () => {
    const r = await call("GET", `/v1/filesystem/abc/0/files/info?${q("/")}`);
    expect(r.status).toBe(400);
    expect(r.json.code).toBe("INVALID_PARAMETER") // a path parameter;
    const big = await call("GET", `/v1/filesystem/4294967295/0/files/info?${q("/")}`);
    expect(big.status).toBe(400);
  });

  it("need the access token", async () => {
    const r = await fetch(`${base}${as(0, 0)}/files/info?${q("/")}`);
    expect(r.status).toBe(401);
  });
});

describe.skipIf(!asRoot)("as another user (needs root)", { timeout: 60_000 }, () => {
  it("refuses a file that user cannot read, and reads one it can", async () => {
    const secret = path.join(root, "secret.txt");
    writeFileSync(secret, "root only\n", { mode: 0o600 });
    const open = path.join(root, "open.txt");
    writeFileSync(open, "everyone\n", { mode: 0o644 });

    const denied = await call("GET", `${as(NOBODY, NOBODY)}/files/download?${q(secret)}`);
    expect(denied.status).toBe(400);
    expect(denied.json).toMatchObject({ code: "INVALID_FILE" });
    expect(denied.json.message).toMatch(/EACCES|ermission denied/);

    const allowed = await call("GET", `${as(NOBODY, NOBODY)}/files/download?${q(open)}`);
    expect(allowed.status).toBe(200);
    expect(allowed.text).toBe("everyone\n");
    // The ordinary route still reads as execd (root).
    expect((await call("GET", `/files/download?${q(secret)}`)).text).toBe("root only\n");
  });

  it("are relayed the same through execd's own port prefix (/proxy/44772/…, how the server's proxy reaches execd)", async () => {
    const open = path.join(root, "open-prefixed.txt");
    writeFileSync(open, "through the prefix\n", { mode: 0o644 });
    const res = await call("GET", `/proxy/44772${as(NOBODY, NOBODY)}/files/download?${q(open)}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe("through the prefix\n");
  });

  it("creates files owned by that user, and cannot write where it may not", async () => {
    const mine = path.join(root, "nobody-dir");
    mkdirSync(mine, { recursive: true });
    chownSync(mine, NOBODY, NOBODY);
    const up = await call("POST", `${as(NOBODY, NOBODY)}/files/upload`, { body: form(path.join(mine, "a.txt"), "hello") });
    expect(up.status).toBe(200);
    const st = statSync(path.join(mine, "a.txt"));
    expect([st.uid, st.gid]).toEqual([NOBODY, NOBODY]);
    expect(readFileSync(path.join(mine, "a.txt"), "utf8")).toBe("hello");

    const rootOwned = path.join(root, "root-dir");
    mkdirSync(rootOwned, { recursive: true, mode: 0o755 });
    const refused = await call("POST", `${as(NOBODY, NOBODY)}/files/upload`, { body: form(path.join(rootOwned, "b.txt"), "nope") });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/EACCES|ermission denied/);

    // Metadata cannot give the file away: chown to root is refused by the kernel.
    const chown = await call("POST", `${as(NOBODY, NOBODY)}/files/permissions`, { json: { [path.join(mine, "a.txt")]: { owner: "root" } } });
    expect(chown.status).toBe(400);
    expect(chown.json.message).toMatch(/EPERM|not permitted/);
    expect(statSync(path.join(mine, "a.txt")).uid).toBe(NOBODY);
  });

  it("serves every file operation with the ordinary routes' answers", async () => {
    const d = path.join(root, "ops");
    mkdirSync(d, { recursive: true });
    chownSync(d, NOBODY, NOBODY);
    const id = as(NOBODY, NOBODY);
    expect((await call("POST", `${id}/directories`, { json: { [path.join(d, "sub")]: { mode: 755 } } })).status).toBe(200);
    expect((await call("POST", `${id}/files/upload`, { body: form(path.join(d, "sub", "n.txt"), "one two one\n") })).status).toBe(200);
    const info = await call("GET", `${id}/files/info?${q(path.join(d, "sub", "n.txt"))}`);
    expect(info.json[path.join(d, "sub", "n.txt")]).toMatchObject({ size: 12, owner: "nobody", type: "file" });
    const list = await call("GET", `${id}/directories/list?${q(d)}&depth=2`);
    expect(list.json.map((e: { path: string }) => e.path)).toEqual([path.join(d, "sub"), path.join(d, "sub", "n.txt")]);
    const search = await call("GET", `${id}/files/search?${q(d)}&pattern=*.txt`);
    expect(search.json.map((e: { path: string }) => e.path)).toEqual([path.join(d, "sub", "n.txt")]);
    const replaced = await call("POST", `${id}/files/replace?verbose=true`, { json: { [path.join(d, "sub", "n.txt")]: { old: "one", new: "1" } } });
    expect(replaced.json[path.join(d, "sub", "n.txt")]).toEqual({ replacedCount: 2 });
    const lines = await call("GET", `${id}/files/download?${q(path.join(d, "sub", "n.txt"))}&offset=1&limit=1`);
    expect(lines.text).toBe("1 two 1");
    const range = await call("GET", `${id}/files/download?${q(path.join(d, "sub", "n.txt"))}`, { headers: { range: "bytes=2-4" } });
    expect([range.status, range.text]).toEqual([206, "two"]);
    expect((await call("POST", `${id}/files/mv`, { json: [{ src: path.join(d, "sub", "n.txt"), dest: path.join(d, "m.txt") }] })).status).toBe(200);
    expect((await call("POST", `${id}/files/permissions`, { json: { [path.join(d, "m.txt")]: { mode: 600 } } })).status).toBe(200);
    expect(statSync(path.join(d, "m.txt")).mode & 0o777).toBe(0o600);
    expect((await call("DELETE", `${id}/files?${q(path.join(d, "m.txt"))}`)).status).toBe(200);
    expect((await call("DELETE", `${id}/directories?${q(path.join(d, "sub"))}`)).status).toBe(200);
    const missing = await call("GET", `${id}/files/info?${q(path.join(d, "m.txt"))}`);
    expect([missing.status, missing.json.code]).toEqual([404, "FILE_NOT_FOUND"]);
    // A body that fails the schema gets the ordinary route's error.
    const bad = await call("POST", `${id}/files/mv`, { json: { src: 1 } });
    expect([bad.status, bad.json.code]).toEqual([400, "INVALID_REQUEST_BODY"]);
  });

  it("reports, rather than ignores, an identity a non-root execd cannot take", () => {
    // A child that first becomes uid 65534 (as an execd run by an ordinary user would be), then
    // tries to take uid 1000: refused, and it is still 65534.
    // (The module is loaded first: uid 65534 may not read a checkout under a private directory.)
    const script = `const { becomeUser } = await import(${JSON.stringify(WORKER_MODULE)});
      process.setgroups([]); process.setgid(${NOBODY}); process.setuid(${NOBODY});
      console.log(JSON.stringify({ refused: becomeUser({ uid: 1000, gid: 1000, groups: [], home: "/" }), uid: process.getuid(), gid: process.getgid() }));`;
    const out = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
    expect(out.refused).toMatch(/^execd \(uid 65534\) cannot act as uid 1000 gid 1000: /);
    expect([out.uid, out.gid]).toEqual([NOBODY, NOBODY]);
  });

  it("uses the user's groups: a group-readable file is readable by a member only", async () => {
    const f = path.join(root, "group.txt");
    writeFileSync(f, "team\n");
    chownSync(f, 0, 4321);
    chmodSync(f, 0o640);
    expect((await call("GET", `${as(NOBODY, 4321)}/files/download?${q(f)}`)).text).toBe("team\n");
    expect((await call("GET", `${as(NOBODY, NOBODY)}/files/download?${q(f)}`)).status).toBe(400);
  });
});

describe("isolated sessions", () => {
  it("report no isolator, and every session operation answers 503 SERVICE_UNAVAILABLE", async () => {
    const caps = await call("GET", "/v1/isolated/capabilities");
    expect(caps.status).toBe(200);
    expect(caps.json).toMatchObject({ available: false, setpriv_available: false, userns_available: false, commit_supported: false, diff_supported: false });
    expect(caps.json.message).toMatch(/unshare/);
    for (const [method, route, json] of [
      ["POST", "/v1/isolated/session", { workspace: { path: "/tmp" } }],
      ["GET", "/v1/isolated/sessions"],
      ["GET", "/v1/isolated/session/s1"],
      ["DELETE", "/v1/isolated/session/s1"],
      ["POST", "/v1/isolated/session/s1/run", { code: "echo hi" }],
      ["GET", "/v1/isolated/session/s1/runs/r1/logs"],
      ["GET", "/v1/isolated/session/s1/files/download?path=/etc/hostname"],
    ] as const) {
      const r = await call(method, route, json ? { json } : {});
      expect([route, r.status, r.json?.code]).toEqual([route, 503, "SERVICE_UNAVAILABLE"]);
    }
  });
});
