// @opensandbox/http-kit: the HTTP skeleton the lifecycle server and execd share, so that each fix
// to it lands once. Private to the workspace; consumers import the TypeScript sources (the server
// runs them with node's type stripping, execd's build bundles them with esbuild).
export { CodedError } from "./coded-error.ts";
export { newRequestId, REQUEST_ID_HEADER, requestId, secretMatches } from "./identity.ts";
export { httpKit, type Authenticate, type ErrorCodes, type HttpKit, type HttpKitOptions, type Refusal, type RequestPart } from "./plumbing.ts";
export { rawErrorResponse, refuseSocket, type ErrorBody } from "./raw.ts";
export { optionalBody } from "./routes.ts";
export { validatorCompiler } from "./validation.ts";
