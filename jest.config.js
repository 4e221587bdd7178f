// next/jest compiles TypeScript with Next's own SWC and reads tsconfig paths. It overwrites
// transformIgnorePatterns, so the ESM-only packages are let through after it resolves.
const nextJest = require("next/jest");

const ESM_ONLY = ["iron-session", "iron-webcrypto", "uint8array-extras", "cookie", "uncrypto"];

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
  })();
  config.transformIgnorePatterns = [`/node_modules/(?!(${ESM_ONLY.join("|")})/)`];
  return config;
};
