//go:build tools

// Package tools pins the code generator used by `pnpm generate` (generators/go.ts).
package tools

import _ "github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen"
