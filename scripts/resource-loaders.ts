/**
 * Writes lib/resources/loaders.ts, the browser's map from a resource's key to the module its declaration
 * is in, from the registry (lib/resources/index.ts): each module under lib/resources is read once and
 * every declaration of the registry found in it is listed. `npm run db:generate` runs it beside the
 * migration, so a new declaration is never listed by hand; lib/resources/loaders.test.ts fails when the
 * file is behind.
 */
import { readdirSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { RESOURCES } from "../lib/resources/index";

const ROOT = join(process.cwd(), "lib", "resources");
const OUT = join(ROOT, "loaders.ts");

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && path !== OUT && entry.name !== "index.ts" ? [path] : [];
  });
}

const HEADER = `/**
 * Each declaration by its key, loaded on its own: what the browser uses (components/engine/resources.ts)
 * so that a page downloads the declarations it shows and those they refer to, not all of them (and
 * none of the seed data of the others). The api and the console's server use the whole registry
 * (./index.ts); lib/resources/loaders.test.ts holds the two equal.
 *
 * Written by scripts/resource-loaders.ts (\`npm run db:generate\`): do not edit by hand.
 */
import type { ResourceDef } from "../engine/define";
`;

async function main() {
  const found = new Map<string, string>();
  for (const path of modules(ROOT)) {
    const exports = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    const specifier = `./${relative(ROOT, path).split(sep).join("/").replace(/\.ts$/, "")}`;
    for (const [name, value] of Object.entries(exports)) {
      const resource = RESOURCES.find((one) => one === value);
      if (resource && !found.has(resource.key)) found.set(resource.key, `() => import("${specifier}").then((m) => m.${name})`);
    }
  }
  const missing = RESOURCES.filter((resource) => !found.has(resource.key)).map((resource) => resource.key);
  if (missing.length) throw new Error(`No module under lib/resources exports ${missing.join(", ")}.`);
  const keys = [...found.keys()].sort((a, b) => a.localeCompare(b, "en"));
  const lines = keys.map((key) => `  ${/^[a-zA-Z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${found.get(key)},`);
  writeFileSync(OUT, `${HEADER}\nexport const RESOURCE_LOADERS: Record<string, () => Promise<ResourceDef>> = {\n${lines.join("\n")}\n};\n`);
  console.log(`lib/resources/loaders.ts: ${keys.length} declarations.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
