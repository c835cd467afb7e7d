/**
 * zod compiles object parsers with `new Function` unless told not to; our Content-Security-Policy
 * forbids eval, and zod's probe for it fires a policy violation report. Set before zod loads, in
 * the global object zod keeps its configuration in (zod/v4/core `globalConfig`, which adopts an
 * existing one), so that setting it does not load zod: the public pages never need zod at all.
 * zod-config.test.ts checks that zod reads it.
 */
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig ??= {};
zodHolder.__zod_globalConfig.jitless = true;

export {};
