// The loopback readiness port the official code-interpreter SDKs probe before running code
// (opensandbox-code-interpreter 1.1.1: `bash -c 'exec 3<>/dev/tcp/127.0.0.1/${JUPYTER_PORT:-44771}'`).
import { execFileSync } from "node:child_process";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { KernelService } from "../../src/services/kernels.ts";
import { DEFAULT_RUNTIME_PORT, openRuntimePort, runtimePort } from "../../src/services/runtime-port.ts";

function answer(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const s = net.connect({ host: "127.0.0.1", port }, () => s.write("GET /api HTTP/1.1\r\nhost: x\r\n\r\n"));
    s.on("data", (c) => chunks.push(c));
    s.on("end", () => resolve(Buffer.concat(chunks).toString()));
    s.on("error", reject);
  });
}

describe("code runtime readiness port", () => {
  it("listens on loopback when the sandbox has a kernel, and the SDK's probe passes", async () => {
    const server = await openRuntimePort(async () => true, 0);
    expect(server).toBeDefined();
    const { address, port } = server!.address() as net.AddressInfo;
    expect(address).toBe("127.0.0.1");
    expect(await answer(port)).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*"runtime":"opensandbox-execd"/);
    // The exact probe of opensandbox-code-interpreter 1.1.1 (bash's /dev/tcp).
    execFileSync("bash", ["-c", `exec 3<>/dev/tcp/127.0.0.1/\${JUPYTER_PORT:-44771}`], { env: { ...process.env, JUPYTER_PORT: String(port) } });
    server!.close();
  });

  it("does not listen without kernels, nor when the port is taken", async () => {
    expect(await openRuntimePort(async () => false, 0)).toBeUndefined();
    expect(await openRuntimePort(async () => Promise.reject(new Error("discovery failed")), 0)).toBeUndefined();
    const taken = net.createServer().listen(0, "127.0.0.1");
    await new Promise((r) => taken.once("listening", r));
    expect(await openRuntimePort(async () => true, (taken.address() as net.AddressInfo).port)).toBeUndefined();
    taken.close();
  });

  it("takes JUPYTER_PORT like the SDK's probe does", () => {
    expect(runtimePort({})).toBe(DEFAULT_RUNTIME_PORT);
    expect(runtimePort({ JUPYTER_PORT: "45000" })).toBe(45000);
    expect(runtimePort({ JUPYTER_PORT: "nope" })).toBe(DEFAULT_RUNTIME_PORT);
  });

  it("KernelService.hasKernels reflects discovery (this host's python3 has ipykernel: scripts/setup.sh)", async () => {
    expect(await new KernelService().hasKernels()).toBe(true);
  });
});
