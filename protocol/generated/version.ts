// Generated from openapi.yaml by scripts/generate-protocol.ts (npm run generate:protocol): do not edit.

/** The adapter protocol's version (openapi.yaml info.version) that this suite, server and reference engine speak. */
export const PROTOCOL_VERSION = "1.4.0";
