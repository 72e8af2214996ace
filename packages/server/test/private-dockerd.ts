// A Docker engine of a test's own, so the test may stop and restart it without touching the
// machine's engine (which other tests and people use): its own data and exec roots, socket, pid
// file, containerd (namespace), config file (`daemon.json`, empty at first: the test turns on
// live-restore the way scripts/docker-setup.sh does) and bridge (with a /24 of 10.213.x.0);
// iptables off (ports are published through docker-proxy). Needs root. Images are copied from the
// machine's engine (`docker save | docker load`). Never `--bridge=none` on a shared host: a dockerd
// started so deletes the host's `docker0` (libnetwork's removeDefaultBridgeInterface), breaking
// every bridge container of the machine's engine until docker0 is recreated.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class PrivateDockerd {
  readonly name = randomBytes(3).toString("hex");
  readonly root = `/tmp/osbd-${this.name}`;
  readonly socket = `/run/osb-test-dockerd-${this.name}.sock`;
  readonly bridge = `osbt-${this.name}`;
  readonly configFile = `${this.root}/daemon.json`;
  /** The running dockerd's pid. */
  pid: number | undefined;

  static usable(): boolean {
    return process.getuid?.() === 0 && existsSync("/usr/sbin/dockerd") && process.platform === "linux";
  }

  /** Docker CLI against this engine. */
  docker(args: string[]): string {
    return execFileSync("docker", ["-H", `unix://${this.socket}`, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  }

  async start(): Promise<void> {
    if (!existsSync(this.root)) {
      mkdirSync(this.root, { recursive: true });
      writeFileSync(this.configFile, "{}\n");
      const octet = 1 + (parseInt(this.name.slice(0, 2), 16) % 250);
      execFileSync("ip", ["link", "add", this.bridge, "type", "bridge"]);
      execFileSync("ip", ["addr", "add", `10.213.${octet}.1/24`, "dev", this.bridge]);
      execFileSync("ip", ["link", "set", this.bridge, "up"]);
    }
    const log = openSync(path.join(this.root, "dockerd.log"), "a");
    const ns = `osbtest-${this.name}`;
    const child = spawn(
      "dockerd",
      [
        "--data-root", `${this.root}/data`,
        "--exec-root", `${this.root}/exec`,
        "--pidfile", `${this.root}/dockerd.pid`,
        "-H", `unix://${this.socket}`,
        `--bridge=${this.bridge}`,
        "--iptables=false",
        "--ip6tables=false",
        "--config-file", this.configFile,
        "--containerd-namespace", ns,
        "--containerd-plugins-namespace", `${ns}-plugins`,
      ],
      { detached: true, stdio: ["ignore", log, log] },
    );
    closeSync(log);
    child.unref();
    this.pid = child.pid;
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        this.docker(["info", "--format", "{{.ID}}"]);
        return;
      } catch {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`private dockerd did not start:\n${this.log().slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** Stops the engine (SIGTERM) and waits for it to exit; with live-restore its containers keep running. */
  async stop(): Promise<void> {
    const pid = this.pid ?? Number(readFileSync(`${this.root}/dockerd.pid`, "utf8"));
    this.pid = undefined;
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      return;
    }
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      try {
        process.kill(pid, 0);
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("private dockerd did not stop within 30 s");
  }

  /** Copies `image` from the machine's engine into this one. */
  loadImage(image: string): void {
    execFileSync("sh", ["-c", `docker save "$1" | docker -H "unix://$2" load -q`, "sh", image, this.socket], { stdio: "ignore" });
  }

  log(): string {
    try {
      return readFileSync(path.join(this.root, "dockerd.log"), "utf8");
    } catch {
      return "";
    }
  }

  /** Removes every container, stops the engine, and removes its bridge, mounts and folders. */
  async destroy(): Promise<void> {
    if (this.pid === undefined && existsSync(this.root)) await this.start().catch(() => undefined);
    try {
      const ids = this.docker(["ps", "-aq"]).split("\n").filter(Boolean);
      if (ids.length) this.docker(["rm", "-f", ...ids]);
    } catch {
      /* engine gone: nothing more to remove through it */
    }
    await this.stop().catch(() => undefined);
    const mounts = readFileSync("/proc/self/mounts", "utf8")
      .split("\n")
      .map((l) => l.split(" ")[1] ?? "")
      .filter((m) => m.startsWith(`${this.root}/`))
      .sort()
      .reverse();
    for (const m of mounts) execFileSync("umount", ["-l", m], { stdio: "ignore" });
    try {
      execFileSync("ip", ["link", "del", this.bridge], { stdio: "ignore" });
    } catch {
      /* already gone */
    }
    rmSync(this.root, { recursive: true, force: true });
    rmSync(this.socket, { force: true });
  }
}
