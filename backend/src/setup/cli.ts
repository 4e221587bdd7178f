/**
 * npm run db:migrate | db:seed | keys:rotate — against DATABASE_URL, or the embedded database when the api is stopped.
 *   npm run keys:rotate   seals every value again under the current TWO_FACTOR_KEY (docs/encryption-at-rest.md)
 *   npm run db:seed -- --members N [--seed S] [--replace]   also generates N members (docs/members.md)
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { loadApiConfig } from "../config";
import { openDatabase } from "../db/client";
import { ConfigError } from "../config/refusal";
import { isConfigRefusal } from "@/lib/config/refusal";
import { checkMemberCount, DEFAULT_SEED, generateMembers, MembersExistError } from "./members/generate";
import { prepareDatabase } from "./prepare";
import { resealAll } from "./sealed-values";
import { seedDemo } from "./seed";

const USAGE = "usage: cli.ts migrate | seed [--members N [--seed S] [--replace]] | rotate-keys";

/** A whole number as people write it: 1000000, 1_000_000 or 1,000,000. */
function wholeNumber(option: string, text: string): number {
  const value = Number(text.replace(/[_,]/g, ""));
  if (!/^\d[\d_,]*$/.test(text) || !Number.isSafeInteger(value)) throw new Error(`--${option} must be a whole number, not "${text}".`);
  return value;
}

function readArguments(argv: string[]) {
  const [command, ...rest] = argv;
  if (command !== "migrate" && command !== "seed" && command !== "rotate-keys") throw new Error(USAGE);
  const { values } = parseArgs({ args: rest, options: { members: { type: "string" }, seed: { type: "string" }, replace: { type: "boolean" } } });
  if (command !== "seed" && Object.keys(values).length) throw new Error(USAGE);
  if (values.members === undefined && (values.seed !== undefined || values.replace)) throw new Error("--seed and --replace go with --members N.");
  const members = values.members === undefined ? undefined : wholeNumber("members", values.members);
  if (members !== undefined) checkMemberCount(members);
  const seed = values.seed === undefined ? DEFAULT_SEED : wholeNumber("seed", values.seed);
  if (seed > 2 ** 31 - 1) throw new Error("--seed must be below 2147483648.");
  return { command, members, seed, replace: values.replace ?? false };
}

async function run(argv: string[]) {
  const args = readArguments(argv);
  if (args.command === "rotate-keys") return rotateKeys();
  // These commands sign no token: a deployment's JWT_SECRET is not needed to migrate or seed it. Its
  // TWO_FACTOR_KEY seals plain credentials when given (the embedded mode keeps its own); a stand-in
  // key never seals anything, or no one could open what it sealed.
  const keysGiven = Boolean(process.env.TWO_FACTOR_KEY) || !process.env.DATABASE_URL;
  const config = loadApiConfig({
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(48).toString("base64"),
    ...(keysGiven ? {} : { TWO_FACTOR_KEY: randomBytes(32).toString("base64") }),
  });
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    // Every start seeds each resource once (seeded_resources); `seed` adds the demo sign-ins.
    await prepareDatabase(database, { ...config, seedDemo: false, embedded: false, twoFactorKeys: keysGiven ? config.twoFactorKeys : undefined });
    if (args.command === "seed") await seedDemo(database.db);
    console.log(args.command === "seed" ? "Database migrated and demo data seeded." : "Database migrated.");
    if (args.members !== undefined) {
      await generateMembers(database, { members: args.members, seed: args.seed, replace: args.replace, log: (line) => console.log(line) });
    }
  } finally {
    await database.close();
  }
}

/** npm run keys:rotate: every sealed value under the current key, then the previous one may go. */
async function rotateKeys() {
  const config = loadApiConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || randomBytes(48).toString("base64") });
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await database.migrate();
    const report = await resealAll(database.db, config.twoFactorKeys);
    console.log(`Sealed again under key version ${config.twoFactorKeys.version}: ${report.twoFactorSecrets} two-factor secret(s), ${report.credentials} row(s) of credentials.`);
    if (report.unreadable.length) {
      throw new ConfigError(`Keep TWO_FACTOR_KEY_PREVIOUS: no configured key opens ${report.unreadable.length} value(s):\n${report.unreadable.map((line) => `  - ${line}`).join("\n")}`);
    }
    console.log("Every sealed value is under the current key: TWO_FACTOR_KEY_PREVIOUS can be removed (keep TWO_FACTOR_KEY_VERSION).");
  } finally {
    await database.close();
  }
}

/** Refusals and configuration errors are said in words; anything else with its stack, to be looked into. */
const inWords = (error: Error) =>
  error instanceof MembersExistError || error instanceof ConfigError || /^(--|usage)/.test(error.message) || isConfigRefusal(error.message) || error.message.includes("in use by process");

run(process.argv.slice(2)).catch((error: Error) => {
  console.error(inWords(error) ? error.message : error);
  process.exit(1);
});
