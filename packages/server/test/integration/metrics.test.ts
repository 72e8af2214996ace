// Scraping the metrics listener of a server on the real Docker engine: the sandbox counts and
// the create → Running histogram move with a create and a delete.
import { afterAll, beforeAll, expect, it } from "vitest";
import { IMAGE, destroyServer, startServer, waitForState, type TestServer } from "../helpers.ts";

let server: TestServer;
let metricsUrl: string;

beforeAll(async () => {
  server = await startServer({ server: { metrics_port: 0 } });
  const addr = server.app.metricsHttp.server.address() as { address: string; port: number };
  metricsUrl = `http://${addr.address}:${addr.port}/metrics`;
});
afterAll(() => destroyServer(server));

async function scrape(): Promise<(name: string, labels?: string) => number | undefined> {
  const res = await fetch(metricsUrl); // no API key: Prometheus scrapes without one
  expect(res.status).toBe(200);
  const text = await res.text();
  return (name, labels = "") => {
    const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && l.includes(labels));
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
  };
}

it("counts a Docker sandbox while it runs and after it is deleted", async () => {
  const before = await scrape();
  const running = 'state="Running",runtime="docker"';
  expect(before("opensandbox_sandboxes", running)).toBe(0);
  const readyBefore = before("opensandbox_sandbox_create_to_running_seconds_count") ?? 0;

  const created = await server.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: ["sleep", "300"], timeout: 300, resourceLimits: { cpu: "1", memory: "64Mi" } });
  expect(created.status).toBe(202);
  await waitForState(server, created.body.id, "Running");
  const during = await scrape();
  expect(during("opensandbox_sandboxes", running)).toBe(1);
  expect(during("opensandbox_sandboxes_created_total")).toBe(1);
  expect(during("opensandbox_sandbox_create_to_running_seconds_count")).toBe(readyBefore + 1);
  expect(during("opensandbox_sandbox_create_to_running_seconds_sum")).toBeGreaterThan(0);
  expect(during("opensandbox_http_request_duration_seconds_count", 'method="POST",route="/v1/sandboxes",status_class="2xx"')).toBe(1);

  expect((await server.api("DELETE", `/v1/sandboxes/${created.body.id}`)).status).toBe(204);
  const after = await scrape();
  expect(after("opensandbox_sandboxes", running)).toBe(0);
  expect(after("opensandbox_sandboxes_deleted_total")).toBe(1);
});
