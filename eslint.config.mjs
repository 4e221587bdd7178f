import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * The layers of the code, told apart by folder (README "What is where"): a layer that imports the
 * wrong way fails the lint. lib/layers.test.ts shows each rule catching a real violation.
 */
const forbid = (...rules) => ({
  "no-restricted-imports": ["error", { patterns: rules.map(([regex, message]) => ({ regex, message })) }],
});
const SERVER_ONLY = ["^server-only$|(^|/)server/|(^|/)lib/backend$|^\\.\\.?/backend$", "Server-only code (lib/server, lib/backend.ts) never runs in the browser or in shared code."];
const API = ["(^|/)backend/", "The api (backend/) is its own process: the console reaches it through lib/backend.ts only."];
const ZOD = ["^zod(/|$)", "No zod here: the lists read this code, and zod loads only where a form or the api checks a value (docs/performance.md). Rules go in lib/engine/rules or a *-schema/*-body module."];
const ALL_MESSAGES = ["(^|/)messages$", "Browser code takes its words from lib/console-messages.ts: lib/messages.ts also holds every sentence only the api says, and a page would download them all (docs/performance.md)."];
const BROWSER = ["(^|/)browser/|(^|/)components/|^react(-dom)?(/|$)|^next(/|$)|^@mui/|^notistack$|^swr$", "Browser code (components, lib/browser, React) has no place here."];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "backend/drizzle/**"]),
  // Playwright fixtures hand their value on with a function named `use`: not React's hook.
  { files: ["e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // No module imports, through others, one that imports it: each layer reads as a tree (README, "What is where").
  // Types alone make no circle at run time and are left out.
  { files: ["lib/**", "components/**", "backend/src/**", "app/**"], settings: { "import/ignore": ["node_modules"] }, rules: { "import/no-cycle": ["error", { ignoreExternal: true }] } },
  // Components and pages name an api call through lib/api-paths.ts, never build its address.
  {
    files: ["components/**", "app/**"],
    ignores: ["app/api/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/\\/api\\//]", message: "Name the call with apiPaths (lib/api-paths.ts): components and pages never build an /api/ address." },
        { selector: "TemplateElement[value.raw=/\\/api\\//]", message: "Name the call with apiPaths (lib/api-paths.ts): components and pages never build an /api/ address." },
        // MUI 9's Typography takes a palette key as its colour (textSecondary); a path such as text.secondary is silently dropped.
        { selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'] > Literal[value=/\\./]", message: "Typography's color takes a palette key (textSecondary, primary): a path such as text.secondary draws nothing in MUI 9. Use sx for a path." },
      ],
    },
  },
  // Shared code runs anywhere: the Edge middleware, the browser, the console's server and the api.
  { files: ["lib/*.ts", "lib/engine/**", "lib/resources/**", "lib/config/**"], ignores: ["lib/backend.ts", "**/*.test.ts"], rules: forbid(SERVER_ONLY, API, BROWSER) },
  // What the lists read (the declarations, the field kinds, the pages and rights) stays without zod.
  {
    files: ["lib/engine/fields/**", "lib/resources/**", "lib/access.ts", "lib/pages.ts", "lib/roles.ts", "lib/ids.ts", "lib/messages.ts", "lib/validation.ts", "lib/engine/format.ts", "lib/engine/names.ts", "lib/engine/list-query.ts", "lib/engine/report.ts"],
    ignores: ["**/*.test.ts", "lib/resources/admin-users/permissions-body.ts"],
    rules: forbid(SERVER_ONLY, API, BROWSER, ZOD, ALL_MESSAGES),
  },
  // Browser code: client components and their helpers.
  { files: ["components/**", "lib/browser/**"], rules: forbid(SERVER_ONLY, API, ZOD, ALL_MESSAGES) },
  // The console's server: it may use shared code, never browser code nor the api's modules.
  { files: ["lib/server/**", "lib/backend.ts"], rules: forbid(API, ["(^|/)browser/|(^|/)components/", "Server code does not import browser code."]) },
  // The api: shared code only, never the console's server, browser or components.
  {
    files: ["backend/**"],
    rules: forbid(
      ["(^|/)components/|(^|/)lib/browser/|(^|/)app/|^react(-dom)?(/|$)|^next(/|$)|^@mui/", "The api never imports the console's components or browser code."],
      ["(^|/)lib/server/|(^|/)lib/backend$", "The api never imports the console's server code."],
    ),
  },
]);
