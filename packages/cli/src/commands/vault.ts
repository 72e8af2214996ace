// osb vault create | get | patch | delete | credentials | bindings: a sandbox's credential vault
// (egress API, port 18080). Values go in through a JSON file or stdin, never as an argument (an
// argument is visible to every user of the machine in `ps`); no command prints a value, because
// the server never returns one.
import { readFile } from "node:fs/promises";
import type { Command } from "commander";
import { Command as CommanderCommand } from "commander";
import type { CredentialBindingMetadata, CredentialMetadata, CredentialVaultCreate, CredentialVaultPatch, CredentialVaultState } from "@opensandbox/sdk";
import { leaf } from "../context.ts";
import { UsageError } from "../errors.ts";
import { printList, printObject, type OutputFormat, formatOf } from "../output.ts";
import { parseIntInRange } from "../parse.ts";
import { connectSandbox } from "../sdk.ts";

type OutputOpts = { output?: string; json?: boolean };

/** A JSON object from a file, or from stdin for `-`. */
export async function readJsonObject(source: string, what: string): Promise<Record<string, unknown>> {
  let text: string;
  if (source === "-") {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    text = Buffer.concat(chunks).toString("utf8");
  } else {
    try {
      text = await readFile(source, "utf8");
    } catch (err) {
      throw new UsageError(`${what}: cannot read ${source}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The parser's message may quote the input, which holds secrets: say only where it came from.
    throw new UsageError(`${what}: ${source === "-" ? "stdin" : source} is not valid JSON`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new UsageError(`${what}: expected a JSON object`);
  return value as Record<string, unknown>;
}

const bindingHosts = (b: CredentialBindingMetadata) => (b.match?.hosts ?? []).join(",");
const bindingAuth = (b: CredentialBindingMetadata) => (b.auth ? (b.auth.name ? `${b.auth.type} (${b.auth.name})` : b.auth.type) : "");

function printState(format: OutputFormat, state: CredentialVaultState): void {
  printObject(format, state, {
    fields: (s) => [
      ["revision", s.revision],
      ["credentials", s.credentials.map((c) => c.name).join(", ")],
      ...s.bindings.map((b): [string, unknown] => [`binding ${b.name}`, `${bindingAuth(b)} → ${bindingHosts(b)}`]),
    ],
    raw: (s) => String(s.revision),
  });
}

export function vaultCommand(): Command {
  const vault = new CommanderCommand("vault").description(
    "a sandbox's credential vault: secrets the server injects into its matching outbound HTTP(S) requests, which the sandbox never holds (sandboxes created with --network-policy and --credential-proxy)",
  );

  leaf(vault, "create", "create the vault (revision 1) from a JSON file: {credentials: [...], bindings: [...]}, as specs/egress-api.yaml", "table")
    .argument("<id>", "sandbox id")
    .requiredOption("-f, --file <path>", "the vault as JSON; - reads stdin (values never go on the command line)")
    .addHelpText(
      "after",
      `
Example:
  cat > vault.json <<'EOF'
  {"credentials": [{"name": "gh", "source": {"type": "inline", "value": "ghp_..."}}],
   "bindings": [{"name": "github", "match": {"hosts": ["api.github.com"]}, "auth": {"type": "bearer", "credential": "gh"}}]}
  EOF
  osb vault create $ID -f vault.json && rm vault.json`,
    )
    .action(async (id: string, o: OutputOpts & { file: string }, cmd: Command) => {
      const body = (await readJsonObject(o.file, "--file")) as unknown as CredentialVaultCreate;
      const sb = await connectSandbox(cmd, id);
      printState(formatOf(o), await sb.credentialVault.create(body));
    });

  leaf(vault, "get", "show the vault: revision, credential names, bindings (never a value)", "table")
    .argument("<id>", "sandbox id")
    .action(async (id: string, o: OutputOpts, cmd: Command) => {
      const sb = await connectSandbox(cmd, id);
      printState(formatOf(o), await sb.credentialVault.get());
    });

  leaf(vault, "patch", "change credentials and bindings in one step from a JSON file: {credentials: {add, replace, delete}, bindings: {...}}", "table")
    .argument("<id>", "sandbox id")
    .requiredOption("-f, --file <path>", "the change as JSON; - reads stdin")
    .option("--expected-revision <n>", "refuse the change (409) unless the vault is at this revision", (v) => parseIntInRange(v, "--expected-revision", 1))
    .action(async (id: string, o: OutputOpts & { file: string; expectedRevision?: number }, cmd: Command) => {
      const body = (await readJsonObject(o.file, "--file")) as CredentialVaultPatch;
      if (o.expectedRevision !== undefined) body.expectedRevision = o.expectedRevision;
      const sb = await connectSandbox(cmd, id);
      printState(formatOf(o), await sb.credentialVault.patch(body));
    });

  leaf(vault, "delete", "delete the vault and every credential value; prints the sandbox id", "raw")
    .alias("rm")
    .argument("<id>", "sandbox id")
    .action(async (id: string, o: OutputOpts, cmd: Command) => {
      const sb = await connectSandbox(cmd, id);
      await sb.credentialVault.delete();
      printObject(formatOf(o), { id, deleted: true }, { fields: (x) => [["id", x.id], ["deleted", x.deleted]], raw: (x) => x.id });
    });

  leaf(vault, "credentials", "list the credentials (name, source type, revision), or show one", "table")
    .argument("<id>", "sandbox id")
    .argument("[name]", "one credential")
    .action(async (id: string, name: string | undefined, o: OutputOpts, cmd: Command) => {
      const sb = await connectSandbox(cmd, id);
      const fields = (c: CredentialMetadata): [string, unknown][] => [["name", c.name], ["source", c.sourceType], ["revision", c.revision]];
      if (name !== undefined) return printObject(formatOf(o), await sb.credentialVault.getCredential(name), { fields, raw: (c) => c.name });
      printList(formatOf(o), await sb.credentialVault.listCredentials(), {
        columns: [{ header: "name", value: (c) => c.name }, { header: "source", value: (c) => c.sourceType }, { header: "revision", value: (c) => c.revision }],
        raw: (c) => c.name,
      });
    });

  leaf(vault, "bindings", "list the bindings (match and kind of auth), or show one", "table")
    .argument("<id>", "sandbox id")
    .argument("[name]", "one binding")
    .action(async (id: string, name: string | undefined, o: OutputOpts, cmd: Command) => {
      const sb = await connectSandbox(cmd, id);
      const fields = (b: CredentialBindingMetadata): [string, unknown][] => [
        ["name", b.name],
        ["revision", b.revision],
        ["auth", bindingAuth(b)],
        ["hosts", bindingHosts(b)],
        ["schemes", b.match?.schemes?.join(",")],
        ["ports", b.match?.ports?.join(",")],
        ["methods", b.match?.methods?.join(",")],
        ["paths", b.match?.paths?.join(",")],
      ];
      if (name !== undefined) return printObject(formatOf(o), await sb.credentialVault.getBinding(name), { fields, raw: (b) => b.name });
      printList(formatOf(o), await sb.credentialVault.listBindings(), {
        columns: [
          { header: "name", value: (b) => b.name },
          { header: "auth", value: bindingAuth },
          { header: "hosts", value: bindingHosts },
          { header: "revision", value: (b) => b.revision },
        ],
        raw: (b) => b.name,
      });
    });

  return vault;
}
