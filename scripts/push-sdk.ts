/**
 * Bundles push-sdk/firebase-token.ts (Firebase's web SDK) into public/push-sdk/firebase-token.js, one
 * minified ES module outside Next's build (docs/push.md). Run by `npm run build` before `next build`.
 */
import path from "node:path";
import { build } from "esbuild";
import { PUSH_SDK } from "../lib/push-registration";

const root = path.resolve(__dirname, "..");

build({
  entryPoints: [path.join(root, "push-sdk", "firebase-token.ts")],
  outfile: path.join(root, "public", PUSH_SDK.replace(/^\//, "")),
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2022",
  platform: "browser",
  legalComments: "none",
  logLevel: "warning",
}).then(
  () => console.log(`Push SDK: public${PUSH_SDK}`),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
