// Rules the client generators (python.ts, go.ts) apply alike to the parsed specs.

/**
 * A `oneOf`/`anyOf` whose members only list `required` properties ("exactly one of command and
 * argv", Volume's one backend). It adds no properties, only a rule the server validates; the
 * generators would turn the object into a union of anonymous types, so they drop it.
 */
export function isRequiredOnlyChoice(list: unknown): boolean {
  return (
    Array.isArray(list) &&
    list.every((m) => typeof m === "object" && m !== null && !Array.isArray(m) && Object.keys(m).every((k) => k === "required"))
  );
}
