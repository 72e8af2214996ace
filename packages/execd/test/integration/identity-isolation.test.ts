// In real sandboxes: file operations as another user are done by a worker that really is that
// user (in an image without libc too), and namespace isolation is impossible there: unshare(2)
// of user, mount and PID namespaces is refused, which is why /v1/isolated/* answers 503.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destroyServer, startServer, waitFor, waitForState, type TestServer } from "../../../server/test/helpers.ts";
import { parseEvents } from "../unit/events.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
  await destroyServer(server);
});

type Execd = { base: string; headers: Record<string, string> };

async function sandbox(image: string): Promise<Execd> {
  const created = await server.api("POST", "/v1/sandboxes", { image: { uri: image }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: { cpu: "1", memory: "256Mi" } });
  expect(created.status).toBe(202);
  const id = created.body.id as string;
  await waitForState(server, id, "Running");
  const ep = await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`);
  const execd = { base: `http://${ep.body.endpoint}`, headers: { "X-EXECD-ACCESS-TOKEN": ep.body.headers["X-EXECD-ACCESS-TOKEN"] as string } };
  await waitFor(() => fetch(`${execd.base}/ping`, { headers: execd.headers }).then((r) => r.status, () => 0), (s) => s === 200, 10_000, "execd /ping");
  return execd;
}

async function sh(e: Execd, command: string): Promise<string> {
  const res = await fetch(`${e.base}/command`, { method: "POST", headers: { ...e.headers, "content-type": "application/json" }, body: JSON.stringify({ command }) });
  return parseEvents(await res.text())
    .filter((ev) => ev.type === "stdout" || ev.type === "stderr")
    .map((ev) => ev.text)
    .join("\n");
}

describe("files as another user, inside a sandbox", () => {
  it.each(["opensandbox/busybox:local", "opensandbox/debian-python:local"])("%s: the worker is that user; root's 0600 file is refused", async (image) => {
    const e = await sandbox(image);
    await sh(e, "mkdir -p /srv && printf secret > /srv/secret && chmod 600 /srv/secret && printf open > /srv/open && chmod 644 /srv/open");
    const get = (p: string) => fetch(`${e.base}/v1/filesystem/65534/65534/files/download?path=${encodeURIComponent(p)}`, { headers: e.headers });
    const started = Date.now();
    const open = await get("/srv/open");
    const firstMs = Date.now() - started;
    expect(open.status).toBe(200);
    expect(await open.text()).toBe("open");
    const denied = await get("/srv/secret");
    expect(denied.status).toBe(400);
    expect(await denied.json()).toMatchObject({ code: "INVALID_FILE", message: expect.stringMatching(/EACCES/) });
    // Files the worker creates belong to it.
    const fd = new FormData();
    fd.append("metadata", new Blob([JSON.stringify({ path: "/tmp/by-nobody.txt" })], { type: "application/json" }), "metadata");
    fd.append("file", new Blob(["x"]), "by-nobody.txt");
    const up = await fetch(`${e.base}/v1/filesystem/65534/65534/files/upload`, { method: "POST", headers: e.headers, body: fd });
    expect(up.status).toBe(200);
    expect((await sh(e, "stat -c %u:%g /tmp/by-nobody.txt")).trim()).toBe("65534:65534");
    console.log(`${image}: first identity request answered in ${firstMs} ms`);
  });
});

describe("namespace isolation, inside a sandbox", () => {
  it("unshare(2) of user, mount and PID namespaces is refused, and execd says isolation is unavailable", async () => {
    const e = await sandbox("opensandbox/debian-python:local");
    const out = await sh(e, "for ns in --user --mount '--pid --fork' '--user --map-root-user'; do unshare $ns true 2>&1; echo \"$ns=$?\"; done");
    for (const ns of ["--user", "--mount", "--pid --fork", "--user --map-root-user"]) expect(out).toContain(`${ns}=1`);
    expect(out).toMatch(/Operation not permitted/);
    const caps = await (await fetch(`${e.base}/v1/isolated/capabilities`, { headers: e.headers })).json();
    expect(caps).toMatchObject({ available: false });
    const create = await fetch(`${e.base}/v1/isolated/session`, { method: "POST", headers: { ...e.headers, "content-type": "application/json" }, body: JSON.stringify({ workspace: { path: "/tmp" } }) });
    expect(create.status).toBe(503);
    expect((await create.json()).code).toBe("SERVICE_UNAVAILABLE");
  });
});
