import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** CSV that spreadsheet programs open as they should: quoted where needed, formulas defused, CRLF lines. */
export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  // A cell starting with = + - @ would run as a formula when opened (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Streams CSV text as a download named `<name>-<today>.csv` (or `<name>.csv`), never cached: it is signed-in data. */
export function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterable<string> | Iterable<string>, { dated = true } = {}) {
  const file = dated ? `${name}-${new Date().toISOString().slice(0, 10)}.csv` : `${name}.csv`;
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(lines));
}
