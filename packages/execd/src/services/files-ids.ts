// User and group names from the sandbox's own /etc/passwd and /etc/group. execd runs in
// arbitrary images, possibly without a libc NSS, so the files are read directly; they are
// re-read when they change (users added inside the sandbox show up at once).
import { readFile, stat } from "node:fs/promises";

type Table = { byId: Map<number, string>; byName: Map<string, number>; home: Map<string, string> };
type Cached = { key: string; table: Table };

const EMPTY: Table = { byId: new Map(), byName: new Map(), home: new Map() };
const RECHECK_MS = 1000;

export class IdResolver {
  private readonly cache = new Map<string, Cached>();
  private readonly checkedAt = new Map<string, number>();
  private readonly passwdFile: string;
  private readonly groupFile: string;

  constructor(passwdFile = "/etc/passwd", groupFile = "/etc/group") {
    this.passwdFile = passwdFile;
    this.groupFile = groupFile;
  }

  private async table(file: string): Promise<Table> {
    const cached = this.cache.get(file);
    const now = Date.now();
    if (cached && now - (this.checkedAt.get(file) ?? 0) < RECHECK_MS) return cached.table;
    this.checkedAt.set(file, now);
    let key: string;
    try {
      const st = await stat(file);
      key = `${st.ino}:${st.size}:${st.mtimeMs}`;
    } catch {
      this.cache.set(file, { key: "missing", table: EMPTY });
      return EMPTY;
    }
    if (cached?.key === key) return cached.table;
    const table: Table = { byId: new Map(), byName: new Map(), home: new Map() };
    try {
      for (const line of (await readFile(file, "utf8")).split("\n")) {
        if (line === "" || line.startsWith("#")) continue;
        const f = line.split(":");
        const name = f[0];
        const id = Number(f[2]);
        if (!name || f[2] === "" || !Number.isInteger(id) || id < 0) continue;
        if (!table.byId.has(id)) table.byId.set(id, name);
        if (!table.byName.has(name)) table.byName.set(name, id);
        if (f[5] !== undefined && !table.home.has(name)) table.home.set(name, f[5]);
      }
    } catch {
      /* unreadable: numeric ids only */
    }
    this.cache.set(file, { key, table });
    return table;
  }

  /** Loads both tables; call before the synchronous lookups below. */
  async refresh(): Promise<void> {
    await Promise.all([this.table(this.passwdFile), this.table(this.groupFile)]);
  }

  private loaded(file: string): Table {
    return this.cache.get(file)?.table ?? EMPTY;
  }

  userName(uid: number): string {
    return this.loaded(this.passwdFile).byId.get(uid) ?? String(uid);
  }

  groupName(gid: number): string {
    return this.loaded(this.groupFile).byId.get(gid) ?? String(gid);
  }

  homeOf(user: string): string | undefined {
    return this.loaded(this.passwdFile).home.get(user);
  }

  /** uid for a user name, or a numeric id given as a string; undefined if unknown. */
  uid(name: string): number | undefined {
    return this.loaded(this.passwdFile).byName.get(name) ?? numericId(name);
  }

  gid(name: string): number | undefined {
    return this.loaded(this.groupFile).byName.get(name) ?? numericId(name);
  }
}

function numericId(s: string): number | undefined {
  if (!/^\d{1,10}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= 0xffffffff ? n : undefined;
}
