// Smoke test of the built package (dist/) as a consumer on Node 20 sees it: plain JavaScript,
// no TypeScript, no global WebSocket (the `ws` package is injected for the terminal).
// Usage: node smoke.mjs <server url> <api key>   (run.ts starts a server and calls it)
import WebSocket from "ws";
import { NotFoundError, Sandbox, SandboxError, SandboxManager } from "../../dist/index.js";

const [url, apiKey] = process.argv.slice(2);
const conn = { domain: url.replace(/^http:\/\//, ""), apiKey };
const checks = [];
const check = (name, ok, detail = "") => {
  checks.push(ok);
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
};

console.log(`node ${process.version}, global WebSocket: ${typeof globalThis.WebSocket}`);
const tag = `dist-${Date.now()}`;
const sandbox = await Sandbox.create({ ...conn, image: "opensandbox/busybox:local", timeout: 120, resource: { cpu: "1", memory: "128Mi" }, metadata: { smoke: tag } });
try {
  const lines = [];
  const run = await sandbox.commands.run("echo hi; echo bad >&2; exit 2", { onStdout: (l) => lines.push(l) });
  check("commands.run", run.exitCode === 2 && run.stdout === "hi\n" && run.stderr === "bad\n" && lines[0] === "hi", JSON.stringify(run));

  const bytes = new Uint8Array([0, 1, 2, 0, 255]);
  await sandbox.files.write("/tmp/x.bin", bytes);
  const back = await sandbox.files.read("/tmp/x.bin", { format: "bytes" });
  check("files bytes round trip (NUL included)", back.length === 5 && back.every((b, i) => b === bytes[i]));

  const session = await sandbox.sessions.create();
  await sandbox.sessions.run(session.id, "cd /tmp && X=5");
  const s = await sandbox.sessions.run(session.id, "echo $X $(pwd)");
  check("sessions keep state", s.stdout === "5 /tmp\n", s.stdout);

  const pty = await sandbox.pty.create({ command: ["sh"] });
  let out = "";
  const term = await sandbox.pty.attach(pty.id, { WebSocket, onData: (d) => (out += new TextDecoder().decode(d)) });
  term.write("echo pty-$((40+2))\n");
  for (let i = 0; i < 50 && !out.includes("pty-42"); i++) await new Promise((r) => setTimeout(r, 100));
  term.close();
  check("pty over the injected ws WebSocket", out.includes("pty-42"));

  const manager = new SandboxManager(conn);
  const listed = [];
  for await (const x of manager.list({ metadata: { smoke: tag } })) listed.push(x.id);
  check("manager.list with a metadata filter", listed.length === 1 && listed[0] === sandbox.id);

  const err = await manager.get("does-not-exist").catch((e) => e);
  check("errors are typed", NotFoundError.isInstance(err) && err instanceof SandboxError && err.status === 404 && typeof err.requestId === "string", `${err?.name} ${err?.code}`);
} finally {
  await sandbox.kill();
}
if (checks.some((ok) => !ok)) process.exit(1);
console.log("dist smoke test passed");
