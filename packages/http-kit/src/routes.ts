// Helpers for registering the generated route table.

/** A body the spec marks optional may be absent (fastify then validates `null`). */
export function optionalBody(route: { bodyRequired: boolean; schema: object }): object {
  const { body, ...rest } = route.schema as { body?: object };
  if (!body || route.bodyRequired) return route.schema;
  return { ...rest, body: { anyOf: [{ type: "null" }, body] } };
}
