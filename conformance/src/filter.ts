// Scenario selection by id: globs where `*` stays within one path segment and `**` crosses
// segments; a pattern without wildcards selects that id and everything below it.

function globToRegExp(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === "*" && glob[i + 1] === "*") {
      source += ".*";
      i++;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else source += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/** Predicate for scenario ids; no patterns selects everything. Patterns may be comma-separated. */
export function idFilter(patterns: string[] | undefined): (id: string) => boolean {
  const list = (patterns ?? []).flatMap((p) => p.split(",")).map((p) => p.trim()).filter(Boolean);
  if (list.length === 0) return () => true;
  const tests = list.map((pattern) => {
    if (/[*?]/.test(pattern)) {
      const regex = globToRegExp(pattern);
      return (id: string) => regex.test(id);
    }
    const prefix = pattern.replace(/\/+$/, "");
    return (id: string) => id === prefix || id.startsWith(`${prefix}/`);
  });
  return (id) => tests.some((t) => t(id));
}
