// What a user writes after `npm install @opensandbox/sdk @opensandbox/code-interpreter`: type-checked
// by scripts/check-release.sh with the consumer's own tsc (strict, NodeNext, our .d.ts checked too),
// compiled, and run with plain `node` on the oldest Node we support against a real server
// (OPEN_SANDBOX_DOMAIN / OPEN_SANDBOX_API_KEY, image from OSB_RELEASE_IMAGE).
import { NotFoundError, Sandbox, SandboxManager } from "@opensandbox/sdk";
import type { CommandResult } from "@opensandbox/sdk";
import { CodeInterpreter } from "@opensandbox/code-interpreter";
import type { Execution } from "@opensandbox/code-interpreter";

function expect(what: string, ok: boolean, detail: unknown): void {
  if (!ok) throw new Error(`${what}: got ${JSON.stringify(detail)}`);
  console.log(`  ok ${what}`);
}

const image = process.env.OSB_RELEASE_IMAGE ?? "opensandbox/code-interpreter:local";
const sandbox = await Sandbox.create({ image, resource: { cpu: "1", memory: "512Mi" }, metadata: { "release-check": "flow" } });
try {
  const run: CommandResult = await sandbox.commands.run("echo hello from $(uname -s)");
  expect("commands.run", run.exitCode === 0 && run.stdout === "hello from Linux\n", run);

  await sandbox.files.write("/tmp/release-check.txt", "written by the installed SDK\n");
  const text = await sandbox.files.read("/tmp/release-check.txt");
  expect("files.write then files.read", text === "written by the installed SDK\n", text);

  const interpreter = await CodeInterpreter.create(sandbox);
  const execution: Execution = await interpreter.codes.run("print(6 * 7)");
  expect("code-interpreter run", execution.logs.stdout.join("").trim() === "42", execution.logs);
} finally {
  await sandbox.kill();
}
const gone = await new SandboxManager().get(sandbox.id).catch((err: unknown) => err);
expect("deleted (typed NotFoundError)", NotFoundError.isInstance(gone), String(gone));
console.log(`flow passed on node ${process.version}`);
