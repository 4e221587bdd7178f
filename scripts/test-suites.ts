/**
 * The two long suites of `npm test` side by side: Jest (lib, components, the api on PGlite and, with
 * DATABASE_URL, on PostgreSQL) and the Playwright journeys (their own ports and embedded database).
 * Both spend much of their time waiting on databases, servers and the browser, so together they take
 * little more than the longer alone. Each one's output is kept and printed whole when it ends, so the
 * log reads suite by suite; the exit code is non-zero when either failed.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "..");

interface Suite {
  name: string;
  args: string[];
}

const SUITES: Suite[] = [
  { name: "Jest", args: [require.resolve("jest/bin/jest"), "--ci"] },
  { name: "Playwright", args: [require.resolve("@playwright/test/cli"), "test"] },
];

function run({ name, args }: Suite): Promise<{ name: string; code: number; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n===== ${name}: exit ${code} after ${seconds} s =====\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, code: code ?? 1, seconds });
    });
  });
}

// A line now and then, so a CI log shows the run is alive while both are quiet.
const heartbeat = setInterval(() => console.log(`… Jest and Playwright still running (${new Date().toISOString().slice(11, 19)})`), 60_000);

Promise.all(SUITES.map(run)).then((results) => {
  clearInterval(heartbeat);
  for (const { name, code, seconds } of results) console.log(`${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s`);
  process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
});
