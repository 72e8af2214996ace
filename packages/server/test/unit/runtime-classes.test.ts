// Runtime classes (gVisor and the like), chosen per sandbox with extensions.runtimeClass: the
// config declares them, the service resolves the name and the runtime gets what provides it.
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";
import { waitFor } from "../helpers.ts";

const KEY = "unit-key";
let app: App | undefined;
let runtime: FakeRuntime | undefined;

async function server(secure: Record<string, unknown>): Promise<App> {
  runtime = new FakeRuntime();
  const { config } = validateConfig({ server: { api_key: KEY }, secure_runtime: secure });
  app = await buildApp({ config, runtime, store: new MemoryStore(), logger: pino({ level: "silent" }) });
  await app.start();
  return app;
}
afterEach(async () => {
  await app?.close();
  runtime?.dispose();
  app = runtime = undefined;
});

const create = (extensions?: Record<string, string>) =>
  app!.http.inject({
    method: "POST",
    url: "/v1/sandboxes",
    headers: { "open-sandbox-api-key": KEY, "content-type": "application/json" },
    payload: JSON.stringify({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 600, resourceLimits: {}, ...(extensions ? { extensions } : {}) }),
  });
const classOf = async (res: Awaited<ReturnType<typeof create>>) => {
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().id as string;
  const spec = await waitFor(async () => runtime!.specOf(id), (s) => s !== undefined, 5000, "the sandbox to be created");
  return spec!.runtimeClass;
};

const gvisor = { classes: { gvisor: { docker_runtime: "runsc", k8s_runtime_class: "gvisor" }, kata: { docker_runtime: "kata-runtime" } } };

describe("runtime classes", () => {
  it("a sandbox asks for a class by name and the runtime gets its Docker runtime and Kubernetes RuntimeClass; without one, the engine's default", async () => {
    await server(gvisor);
    expect(await classOf(await create({ runtimeClass: "gvisor" }))).toEqual({ name: "gvisor", docker: "runsc", kubernetes: "gvisor" });
    expect(await classOf(await create({ runtimeClass: "kata" }))).toEqual({ name: "kata", docker: "kata-runtime" });
    expect(await classOf(await create())).toBeUndefined();
  });

  it("refuses a class the server does not offer, naming those it does", async () => {
    await server(gvisor);
    const res = await create({ runtimeClass: "firecracker" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "INVALID_PARAMETER", message: 'extensions.runtimeClass must name a runtime class this server offers (gvisor, kata), got "firecracker"' });
  });

  it("default_class applies to sandboxes that name none; upstream's [secure_runtime] type is a class and the default", async () => {
    await server({ ...gvisor, default_class: "gvisor" });
    expect(await classOf(await create())).toMatchObject({ name: "gvisor", docker: "runsc" });
    await app!.close();
    runtime!.dispose();
    await server({ type: "gvisor", docker_runtime: "runsc" });
    expect(await classOf(await create())).toEqual({ name: "gvisor", docker: "runsc" });
    expect(await classOf(await create({ runtimeClass: "gvisor" }))).toEqual({ name: "gvisor", docker: "runsc" });
  });

  it("config: classes need what the runtime in use maps them to; default_class must be one", () => {
    const load = (doc: Record<string, Record<string, unknown>>) => () => validateConfig({ server: { api_key: "k" }, ...doc });
    expect(load({ secure_runtime: { classes: { gvisor: { k8s_runtime_class: "gvisor" } } } })).toThrow(/\[secure_runtime.classes.gvisor\] needs docker_runtime on the docker runtime/);
    expect(load({ secure_runtime: { classes: { gvisor: {} } } })).toThrow(/\[secure_runtime\] classes must be a table of runtime classes/);
    expect(load({ secure_runtime: { classes: { gvisor: { docker_runtime: "runsc", bogus: 1 } } } })).toThrow(/classes must be/);
    expect(load({ secure_runtime: { default_class: "gvisor" } })).toThrow(/default_class "gvisor" is not a class \(classes: none\)/);
    expect(load({ runtime: { type: "kubernetes" }, secure_runtime: { classes: { gvisor: { k8s_runtime_class: "gvisor" } } } })).not.toThrow();
  });
});
