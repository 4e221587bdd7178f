/**
 * Next's standalone output (`.next/standalone/server.js`) carries the server and the node_modules it
 * needs, but not the browser's files: Next leaves copying `.next/static` and `public` beside it to the
 * deployment (deploy/README.md). Both `npm start` and the deployment test go through here.
 */
import { cpSync, existsSync } from "node:fs";
import path from "node:path";

export function standaloneServer(root: string): string {
  const standalone = path.join(root, ".next", "standalone");
  const server = path.join(standalone, "server.js");
  if (!existsSync(server)) throw new Error("No standalone build: run `npm run build` first (next.config.mjs sets output: standalone).");
  cpSync(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), { recursive: true, force: true });
  if (existsSync(path.join(root, "public"))) cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true, force: true });
  return server;
}

// npm run build ends here, so .next/standalone is complete (node .next/standalone/server.js serves it all).
if (require.main === module) {
  const root = path.resolve(__dirname, "..");
  console.log(`Standalone server: ${path.relative(root, standaloneServer(root))} (with .next/static and public beside it)`);
}
