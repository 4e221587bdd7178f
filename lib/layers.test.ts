/**
 * The lint keeps the layers apart (eslint.config.mjs): each case is a file that imports the wrong way,
 * linted as if it stood at that path, and must fail; the same import from a layer allowed it must not.
 * A circle is a real file's text given an import of a module that already imports it from disk.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

// ESLint loads its flat config with import(), which Jest's CommonJS runtime refuses: the cases are
// linted in one plain Node process, each as if its text stood at its path. The circle rule's shortcut
// (the strongly connected parts of the graph, worked out once from the files on disk) cannot see a
// text that is not on disk: it is off here, and the rule follows every import of the text itself.
const LINT = `
import { ESLint } from "eslint";
const cases = JSON.parse(await new Promise((resolve) => { let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => resolve(s)); }));
const eslint = new ESLint({ overrideConfig: { rules: { "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }] } } });
const out = [];
for (const [filePath, code] of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "import/no-cycle" || m.ruleId === "no-restricted-syntax").map((m) => m.ruleId + ": " + m.message));
}
process.stdout.write(JSON.stringify(out));
`;

function lintAll(cases: [string, string][]): string[][] {
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", LINT], { cwd: path.resolve(__dirname, ".."), input: JSON.stringify(cases), encoding: "utf8" });
  return JSON.parse(output) as string[][];
}

const CASES: [string, string, string][] = [
  ["a browser component importing the session", "components/engine/Leak.tsx", 'import { getSession } from "@/lib/server/session";\nexport const x = getSession;\n'],
  ["a browser component importing the backend client", "components/engine/Leak.tsx", 'import { callBackend } from "@/lib/backend";\nexport const x = callBackend;\n'],
  ["a browser helper importing server-only", "lib/browser/leak.ts", 'import "server-only";\nexport const x = 1;\n'],
  ["a browser component importing the api's code", "components/engine/Leak.tsx", 'import { tablesOf } from "@/backend/src/engine/tables";\nexport const x = tablesOf;\n'],
  ["api code importing a component", "backend/src/engine/leak.ts", 'import { ResourcePage } from "@/components/engine/ResourcePage";\nexport const x = ResourcePage;\n'],
  ["api code importing a component by a relative path", "backend/src/engine/leak.ts", 'import { ResourcePage } from "../../../components/engine/ResourcePage";\nexport const x = ResourcePage;\n'],
  ["api code importing the console's server code", "backend/src/engine/leak.ts", 'import { getSession } from "@/lib/server/session";\nexport const x = getSession;\n'],
  ["shared code importing browser code", "lib/engine/leak.ts", 'import { api } from "@/lib/browser/api-client";\nexport const x = api;\n'],
  ["shared code importing server code", "lib/resources/leak.ts", 'import { consoleEnv } from "../server/env";\nexport const x = consoleEnv;\n'],
  ["shared code importing React", "lib/engine/leak.ts", 'import { useState } from "react";\nexport const x = useState;\n'],
  ["a declaration importing zod", "lib/resources/leak.ts", 'import { z } from "zod";\nexport const x = z.string();\n'],
  ["a field kind importing zod", "lib/engine/fields/leak.ts", 'import { z } from "zod";\nexport const x = z.string();\n'],
  ["a browser component importing zod", "components/engine/Leak.tsx", 'import { z } from "zod";\nexport const x = z.string();\n'],
  ["a browser component importing the api's words", "components/engine/Leak.tsx", 'import { MESSAGES } from "@/lib/messages";\nexport const x = MESSAGES;\n'],
  ["a declaration importing the api's words", "lib/resources/leak.ts", 'import { MESSAGES } from "../messages";\nexport const x = MESSAGES;\n'],
  ["console server code importing a component", "lib/server/leak.ts", 'import { ResourcePage } from "@/components/engine/ResourcePage";\nexport const x = ResourcePage;\n'],
  ["a component building an api address", "components/engine/Leak.tsx", "export const x = (key: string, id: number) => `/api/admin/${key}/${id}`;\n"],
  ["a page building an api address", "app/admin/leak/page.tsx", 'export const x = fetch("/api/admin/religion");\n'],
];

/** Files that import, through others, one that imports them: each must fail with import/no-cycle. */
const CIRCLES: [string, string, string][] = [
  ["an api module importing the routes that import it", "backend/src/engine/path-id.ts", 'import { resourceRoutes } from "./routes";\nexport const x = resourceRoutes;\n'],
  ["console server code importing a module that imports it", "lib/session-options.ts", 'import { readApi } from "./server/api-read";\nexport const x = readApi;\n'],
  ["a component importing the dialog that draws it", "components/engine/FieldInput.tsx", 'import { ResourceFormDialog } from "./ResourceFormDialog";\nexport const x = ResourceFormDialog;\n'],
  ["a declaration importing the list of declarations", "lib/resources/region.ts", 'import { RESOURCES } from "./index";\nexport const x = RESOURCES;\n'],
];

const ALLOWED: [string, string, string][] = [
  ["a component importing shared code", "components/engine/Fine.tsx", 'import { CONSOLE_MESSAGES } from "@/lib/console-messages";\nexport const x = CONSOLE_MESSAGES;\n'],
  ["console server code importing the api's words", "lib/server/fine.ts", 'import { MESSAGES } from "../messages";\nexport const x = MESSAGES;\n'],
  ["a route handler importing the backend client", "app/api/fine/route.ts", 'import { callBackend } from "@/lib/backend";\nexport const x = callBackend;\n'],
  ["a kind's rules importing zod", "lib/engine/rules/fine.ts", 'import { z } from "zod";\nexport const x = z.string();\n'],
  ["api code importing a declaration", "backend/src/engine/fine.ts", 'import { RESOURCES } from "@/lib/resources/index";\nexport const x = RESOURCES;\n'],
  ["a component naming its call through apiPaths", "components/engine/Fine.tsx", 'import { apiPaths } from "@/lib/api-paths";\nexport const x = apiPaths.row("religion", 7);\n'],
  ["a route handler of the console at its /api/ path", "app/api/fine/route.ts", 'export const x = "/api/session";\n'],
  ["an api module importing one that does not import it back", "backend/src/engine/path-id.ts", 'import { parseIdText } from "../../../lib/ids";\nexport const x = parseIdText;\n'],
];

describe("the lint keeps the layers apart", () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = lintAll([...CASES, ...ALLOWED, ...CIRCLES].map(([, filePath, code]) => [filePath, code]));
  }, 60_000);

  it.each(CASES.map((c, i) => [c[0], i] as const))("fails %s", (_name, i) => {
    expect(results[i]).not.toHaveLength(0);
  });

  it.each(ALLOWED.map((c, i) => [c[0], CASES.length + i] as const))("passes %s", (_name, i) => {
    expect(results[i]).toEqual([]);
  });

  it.each(CIRCLES.map((c, i) => [c[0], CASES.length + ALLOWED.length + i] as const))("fails %s as a circle", (_name, i) => {
    expect(results[i].some((message) => message.startsWith("import/no-cycle: "))).toBe(true);
  });
});
