/**
 * Zod compiles its object parsers with `new Function` after probing whether it may. The page's
 * Content-Security-Policy refuses eval, and browsers report even that caught probe as a policy
 * violation. Zod reads its settings from this global when it first loads (and keeps that very
 * object), so setting it here, before any chunk with zod runs, turns the probe and the compiler off
 * without bringing zod into the entry chunk.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
