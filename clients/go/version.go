package opensandbox

// Version of this SDK, kept in step with the TypeScript SDK (@opensandbox/sdk).
const Version = "0.0.0"
