// Plots with matplotlib inside a sandbox and saves the PNG locally.
//
//   node packages/code-interpreter/examples/matplotlib-chart.ts [out.png]
//
// Server: OPEN_SANDBOX_DOMAIN (default localhost:8080) and OPEN_SANDBOX_API_KEY. Image:
// CODE_INTERPRETER_IMAGE (default opensandbox/code-interpreter:local, which has ipykernel and matplotlib).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { Sandbox } from "@opensandbox/sdk";
import { CodeInterpreter } from "@opensandbox/code-interpreter";

const out = path.resolve(process.argv[2] ?? "chart.png");
const image = process.env.CODE_INTERPRETER_IMAGE ?? "opensandbox/code-interpreter:local";

const sandbox = await Sandbox.create({ image, resource: { cpu: "1", memory: "1Gi" }, timeout: 300 });
try {
  const ci = await CodeInterpreter.create(sandbox);
  const execution = await ci.codes.run(
    `
import numpy as np
import matplotlib.pyplot as plt

x = np.linspace(0, 4 * np.pi, 200)
plt.figure(figsize=(6, 3.5))
plt.plot(x, np.sin(x), label="sin(x)")
plt.plot(x, np.cos(x), label="cos(x)")
plt.title("Plotted inside an OpenSandbox sandbox")
plt.legend()
plt.show()
print("points:", len(x))
`,
    { onStdout: (line) => console.log(`[sandbox] ${line}`) },
  );
  if (execution.error) throw new Error(`the cell failed: ${execution.error.name}: ${execution.error.value}\n${execution.error.traceback.join("\n")}`);
  const png = execution.results.find((r) => r.png)?.png;
  if (!png) throw new Error(`no PNG in the results (formats: ${execution.results.map((r) => r.formats().join("+")).join(", ") || "none"})`);
  await writeFile(out, png);
  console.log(`wrote ${out} (${png.byteLength} bytes)`);
} finally {
  await sandbox.kill();
}
