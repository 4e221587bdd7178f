/**
 * Runs in the browser before the console's own code. zod compiles object parsers with `new Function`
 * unless told not to, and its probe for that counts as a violation of the page's CSP, which allows no
 * eval (docs/security-headers.md): zod is told so before it builds a schema. zod keeps its settings here.
 */
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;
