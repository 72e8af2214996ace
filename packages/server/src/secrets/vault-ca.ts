// The credential vault's certificate authorities: one per sandbox, whose certificate the sandbox
// trusts and whose key stays with the server (sealed in the sandbox's record), and the leaf
// certificates the interception proxy presents, minted per TLS server name. Node has no X.509
// writer; the host's `openssl` (3.0 or later) signs. Keys are made by Node and handed to openssl
// through files in a private folder (0700) on a memory file system where there is one, removed
// as soon as openssl returns.
import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type CertificateAuthority = { cert: string; key: string };

/** A new EC P-256 private key (PKCS#8 PEM). */
export const newKey = (): string => generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }) as string;

async function openssl(args: string[], files: Record<string, string>): Promise<string> {
  const base = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
  const dir = mkdtempSync(path.join(base, "osb-vault-ca-"));
  try {
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content, { mode: 0o600 });
    return await new Promise<string>((resolve, reject) =>
      execFile("openssl", args.map((a) => a.replace(/^@(\w+)$/, (_m, f: string) => path.join(dir, f))), { timeout: 15_000 }, (err, stdout, stderr) =>
        err ? reject(new Error(`openssl: ${String(stderr).trim().split("\n")[0] || err.message}`)) : resolve(String(stdout)),
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A certificate authority for one sandbox (valid 10 years; it dies with the sandbox). */
export async function makeCa(sandboxId: string): Promise<CertificateAuthority> {
  const key = newKey();
  const cert = await openssl(
    ["req", "-new", "-x509", "-key", "@key", "-subj", `/O=OpenSandbox credential vault/CN=sandbox ${sandboxId.slice(0, 36)}`, "-days", "3650", "-addext", "basicConstraints=critical,CA:TRUE,pathlen:0", "-addext", "keyUsage=critical,keyCertSign,cRLSign"],
    { key },
  );
  return { cert, key };
}

/** A server certificate for `name`, signed by `ca`, for the key `leafKey` (valid 90 days). */
export async function mintLeaf(ca: CertificateAuthority, leafKey: string, name: string): Promise<string> {
  if (!/^[a-z0-9_.*-]{1,253}$/.test(name)) throw new Error(`not a host name: ${JSON.stringify(name)}`);
  return openssl(
    ["req", "-new", "-x509", "-key", "@leaf", "-CA", "@cacert", "-CAkey", "@cakey", "-subj", `/CN=${name.length <= 64 ? name : "opensandbox-vault"}`, "-days", "90", "-addext", `subjectAltName=DNS:${name}`, "-addext", "basicConstraints=critical,CA:FALSE", "-addext", "extendedKeyUsage=serverAuth"],
    { leaf: leafKey, cacert: ca.cert, cakey: ca.key },
  );
}
