import { CONFIG_EXIT_CODE } from "../config/refusal";
import { parseConsoleEnv } from "../config/console-env";

// Imported once by instrumentation.ts in the Node.js runtime: refuse to serve with bad config. The
// refusal is plain lines on stderr, one per setting, as the api says its own (docs/operations.md): a
// person reads them, and EX_CONFIG tells a supervisor that starting again cannot help.
const { refusal } = parseConsoleEnv(process.env);
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(CONFIG_EXIT_CODE);
}
