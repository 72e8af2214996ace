#!/usr/bin/env node
// Runs the TypeScript sources with Node's built-in type stripping (Node >= 24).
import "../src/main.ts";
