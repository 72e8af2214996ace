// An in-memory Runtime for unit tests of the service and HTTP logic (Docker itself is exercised
// by the integration tests, never mocked there).
import { RuntimeError, type ContainerEvent, type ContainerSpec, type ContainerState, type Runtime } from "../../src/runtime/runtime.ts";

export class FakeRuntime implements Runtime {
  readonly containers = new Map<string, ContainerState & { spec: ContainerSpec }>();
  readonly images = new Set<string>(["busybox:latest"]);
  private listener?: (e: ContainerEvent) => void;
  private seq = 0;

  async ping() {}
  async logsTail() {
    return "";
  }
  async arch() {
    return "amd64";
  }
  async imageExists(ref: string) {
    return this.images.has(ref);
  }
  async ensureImage(ref: string) {
    if (!this.images.has(ref)) throw new RuntimeError("IMAGE_PULL_FAILED", `pulling image ${ref} failed: not found`);
  }
  async ensureVolume() {
    return false;
  }
  async removeVolume() {}
  async create(spec: ContainerSpec) {
    const id = `c${++this.seq}`;
    this.containers.set(id, { containerId: id, status: "created", hostPorts: {}, spec });
    return id;
  }
  async start(id: string) {
    const c = this.containers.get(id)!;
    c.status = "running";
    c.hostPorts = Object.fromEntries(c.spec.ports.map((p, i) => [String(p), 40000 + this.seq * 10 + i]));
    return { ...c };
  }
  async inspect(id: string) {
    const c = this.containers.get(id);
    return c ? { ...c } : undefined;
  }
  async pause(id: string) {
    this.containers.get(id)!.status = "paused";
  }
  async unpause(id: string) {
    this.containers.get(id)!.status = "running";
  }
  async remove(id: string) {
    this.containers.delete(id);
  }
  async listOwned() {
    return [...this.containers.values()].map((c) => ({ sandboxId: c.spec.sandboxId, containerId: c.containerId }));
  }
  watch(onEvent: (e: ContainerEvent) => void) {
    this.listener = onEvent;
    return () => (this.listener = undefined);
  }
  /** Simulates the entrypoint exiting. */
  exit(sandboxId: string, code: number) {
    const c = [...this.containers.values()].find((x) => x.spec.sandboxId === sandboxId)!;
    c.status = "exited";
    c.exitCode = code;
    this.listener?.({ sandboxId, action: "die" });
  }
  async volumeExists() {
    return true;
  }
  async commit(_id: string, image: string) {
    this.images.add(image);
  }
  async removeImage(ref: string) {
    this.images.delete(ref);
  }
}
