import "server-only";
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { ANSWER_HEADERS } from "../security-headers";

/**
 * The build's scripts and styles served gzipped from memory, in front of Next (docs/performance.md,
 * "Serving the build's scripts"). Next compresses every `/_next/static/` file again for each request
 * (a visit asks 15-20 of them, about 1 MB before compression): on a small machine that work competes
 * with the page's own first answer and the browser drawing it. The files are immutable (their names
 * carry their content's hash), so each is compressed once, as Next compresses it (zlib's default level:
 * the same gzip bytes), and sent with the same headers. Anything else (another method or type, a range,
 * a conditional request, a client that takes no gzip, a file not in the build, one under 1 kB, which
 * Next sends as it is, the first request for a file) is left to Next, which answers it as before.
 */
const PREFIX = "/_next/static/";
const TYPES: Record<string, string> = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
/** Characters of the build's file names (a content hash, a route's segments): anything else is Next's. */
const FILE = /^[A-Za-z0-9._\-~@[\]()/]+$/;
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Next's compression leaves answers under 1 kB as they are: so does the lane, by leaving them to Next. */
const COMPRESSED_FROM_BYTES = 1024;
const compress = promisify(gzip);

interface Prepared {
  type: string;
  gzipped: Buffer;
}

/** The build's own file list, read once: only those are ever read or kept, whatever a client asks. */
function buildFiles(root: string): Set<string> {
  try {
    return new Set(readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")));
  } catch {
    return new Set();
  }
}

/** Whether the client takes gzip: as Next's compression reads it, a `gzip` entry decides by its q, and `*` only when none names gzip. */
export function takesGzip(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  if (!value) return false;
  const entries = value.split(",").map((part) => {
    const [coding, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    return { coding, accepted: !q || Number(q.slice(2)) > 0 };
  });
  const gzipEntries = entries.filter((entry) => entry.coding === "gzip");
  const deciding = gzipEntries.length ? gzipEntries : entries.filter((entry) => entry.coding === "*");
  return deciding.some((entry) => entry.accepted);
}

export class StaticLane {
  private files: Set<string> | undefined;
  private readonly ready = new Map<string, Prepared>();
  private readonly preparing = new Set<string>();
  /** Files Next keeps answering: under the compression threshold, or unreadable since the build was listed. */
  private readonly nextKeeps = new Set<string>();

  /** `root`: the build's static folder (`.next/static` where the server runs, standalone or not). */
  constructor(private readonly root = path.join(process.cwd(), ".next", "static")) {}

  /** The file of the build this request asks for, when the lane may answer it; undefined: Next's. */
  private fileOf(request: IncomingMessage): string | undefined {
    const { method, url, headers } = request;
    if (method !== "GET" || !url?.startsWith(PREFIX)) return undefined;
    if (headers.range || headers["if-none-match"] || headers["if-modified-since"] || !takesGzip(headers["accept-encoding"])) return undefined;
    const file = url.slice(PREFIX.length);
    if (!FILE.test(file) || file.split("/").some((segment) => segment === "" || segment === "." || segment === "..")) return undefined;
    if (!TYPES[path.extname(file)]) return undefined;
    this.files ??= buildFiles(this.root);
    return this.files.has(file) && !this.nextKeeps.has(file) ? file : undefined;
  }

  /** Answers the request from memory and says true, or says false and leaves it to Next. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const file = this.fileOf(request);
    if (!file) return false;
    const prepared = this.ready.get(file);
    if (!prepared) {
      // Next answers this one; the next request for the file finds it compressed.
      this.prepare(file);
      return false;
    }
    response.writeHead(200, {
      ...ANSWER_HEADERS,
      "cache-control": IMMUTABLE,
      "content-type": prepared.type,
      "content-encoding": "gzip",
      "content-length": prepared.gzipped.length,
      vary: "Accept-Encoding",
    });
    response.end(prepared.gzipped);
    return true;
  }

  private prepare(file: string) {
    if (this.preparing.has(file)) return;
    this.preparing.add(file);
    readFile(path.join(this.root, file))
      .then(async (bytes) => {
        if (bytes.length < COMPRESSED_FROM_BYTES) return void this.nextKeeps.add(file);
        this.ready.set(file, { type: TYPES[path.extname(file)], gzipped: await compress(bytes) });
      })
      // A file gone since the build was listed: Next answers for it from now on.
      .catch(() => void this.nextKeeps.add(file))
      .finally(() => this.preparing.delete(file));
  }
}
