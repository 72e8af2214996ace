// DNS names as the egress policy compares them; a module of its own so that the vault's relay
// thread can import it without the policy's dependencies.

/** Lower-case, without the root's trailing dot. */
export const normalizeName = (name: string) => name.toLowerCase().replace(/\.$/, "");
