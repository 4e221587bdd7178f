// next/jest compiles TypeScript with Next's own SWC and reads tsconfig paths. It overwrites
// transformIgnorePatterns, so the ESM-only packages are let through after it resolves.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest reads this file as CommonJS.
const nextJest = require("next/jest");

// sanitize-html (rich text) brings htmlparser2 10 and its helpers, ESM only.
const ESM_ONLY = ["iron-session", "iron-webcrypto", "uint8array-extras", "cookie", "uncrypto", "htmlparser2", "domhandler", "domutils", "dom-serializer", "domelementtype", "entities"];
// PGlite's CommonJS build loads Node built-ins with import(), which Jest's CommonJS runtime refuses
// without --experimental-vm-modules; compiled by SWC those calls become require().
const DYNAMIC_IMPORT_CJS = ["@electric-sql/pglite"];

const createConfig = nextJest({ dir: __dirname });

module.exports = async () => {
  const config = await createConfig({
    testEnvironment: "node",
    setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
    testMatch: ["<rootDir>/{lib,components,app,backend,scripts}/**/*.test.{ts,tsx}"],
    moduleNameMapper: {
      "^server-only$": "<rootDir>/lib/testing/empty-module.ts",
    },
    testTimeout: 30_000,
    // Both cores: the api suites wait on their databases as much as they compute (280 s → 175 s here).
    maxWorkers: "100%",
    // Names every test, so a CI log shows the api suite ran "on PGlite" and "on PostgreSQL".
    verbose: true,
  })();
  const transpiled = [...ESM_ONLY, ...DYNAMIC_IMPORT_CJS].join("|");
  // Judged on the innermost package, so a nested copy (light-my-request/node_modules/cookie) is compiled too.
  config.transformIgnorePatterns = [`/node_modules/(?!(?:${transpiled})/)(?:@[^/]+/)?[^/]+/(?!.*node_modules/)`];
  const [, swc] = Object.entries(config.transform).find(([pattern]) => pattern.includes("mjs"));
  config.transform = { [`/node_modules/(?:${DYNAMIC_IMPORT_CJS.join("|")})/.+\\.cjs$`]: swc, ...config.transform };
  return config;
};
