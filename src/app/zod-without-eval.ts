import type { $ZodConfig } from 'zod/v4/core';

/**
 * The page's CSP forbids eval, and zod would probe for it (a reported violation) to compile faster
 * parsers. zod keeps its settings on this global, shared by every copy (zod/v4/core/core.js); setting
 * it here, before any zod module loads, spares the first paint zod's core (about 5 KB gzipped) that
 * `config({ jitless: true })` would bring. tests/e2e/csp.e2e.ts fails if a zod release moves it.
 */
const holder = globalThis as { __zod_globalConfig?: $ZodConfig };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
