/**
 * `npm test` runs this first: the browser journeys need Chromium and the deployment journey nginx
 * (README.md). Without them the suite would run ten minutes of checks and then fail inside Playwright;
 * this tells in a second instead. As root (a CI machine, a container) it installs what is missing with
 * apt-get, as .ci/run does; otherwise it prints the one command to run and exits non-zero.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

export interface Tool {
  /** What a person calls it. */
  name: string;
  /** Where the tests look for it (playwright.config.ts, deploy/loopback.ts), and the variable that moves it. */
  path: string;
  variable: string;
  /** Debian's package, and where it puts the program: apt-get can only fill a path that is its own. */
  aptPackage: string;
  aptPath: string;
}

export const TOOLS = (env: Record<string, string | undefined> = process.env): Tool[] => [
  { name: "Chromium", path: env.CHROMIUM_PATH ?? "/usr/bin/chromium", variable: "CHROMIUM_PATH", aptPackage: "chromium", aptPath: "/usr/bin/chromium" },
  { name: "nginx", path: env.NGINX_PATH ?? "/usr/sbin/nginx", variable: "NGINX_PATH", aptPackage: "nginx", aptPath: "/usr/sbin/nginx" },
];

export type Plan =
  | { kind: "ready" }
  /** Root with apt-get: install these packages, then look again. */
  | { kind: "install"; packages: string[] }
  /** Nothing this script may do: the one command for the person, and why. */
  | { kind: "ask"; message: string };

/** What to do about the tools that are missing, given who runs the tests and whether apt-get is there. */
export function plan(missing: Tool[], { root, apt }: { root: boolean; apt: boolean }): Plan {
  if (missing.length === 0) return { kind: "ready" };
  const packages = missing.map((tool) => tool.aptPackage);
  if (root && apt && missing.every((tool) => tool.path === tool.aptPath)) return { kind: "install", packages };
  const what = missing.map((tool) => `${tool.name} (${tool.path})`).join(" and ");
  const command = apt ? `sudo apt-get install -y ${packages.join(" ")}` : `install ${missing.map((tool) => tool.name).join(" and ")} with this system's package manager`;
  const moved = missing.map((tool) => tool.variable).join(" / ");
  return {
    kind: "ask",
    message: `npm test needs ${what}, which this machine lacks. Run:\n\n  ${command}\n\nthen npm test again (or set ${moved} to where it is installed).`,
  };
}

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export const missingTools = (tools: Tool[] = TOOLS()) => tools.filter((tool) => !isExecutable(tool.path));

function run(args: string[]): boolean {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return result.status === 0;
}

function main(): number {
  const decided = plan(missingTools(), { root: process.getuid?.() === 0, apt: isExecutable("/usr/bin/apt-get") });
  if (decided.kind === "ready") return 0;
  if (decided.kind === "ask") {
    console.error(decided.message);
    return 1;
  }
  console.log(`Installing Debian's ${decided.packages.join(" and ")} for the browser and deployment journeys…`);
  if (!run(["update", "-qq"]) || !run(["install", "-y", "-qq", ...decided.packages])) {
    console.error(`apt-get could not install ${decided.packages.join(" ")}: see its output above.`);
    return 1;
  }
  const still = missingTools();
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map((tool) => tool.path).join(", ")}.`);
    return 1;
  }
  return 0;
}

if (require.main === module) process.exit(main());
