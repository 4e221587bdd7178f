/**
 * Rows for PostgreSQL's COPY in its text format: a tab between values, \N for NULL, one row a line.
 * Bulk loads (the member generator) stream millions of rows this way; an INSERT per chunk would parse
 * and plan every statement and bind every value.
 *
 * Rows are written straight into byte buffers, numbers and times digit by digit: building a string
 * per value and per line cost more than PostgreSQL's own parsing of them (measured: 4 µs a row).
 */
export type CopyValue = string | number | boolean | Date | null | undefined;
export type CopyRow = readonly CopyValue[];
export type CopyRows = Iterable<CopyRow> | AsyncIterable<CopyRow>;

export interface CopyOptions {
  /**
   * Rows arrive frozen and visible to all (no later VACUUM pass to set hint bits). PostgreSQL allows
   * it only into a table created or truncated earlier in the same transaction.
   */
  freeze?: boolean;
  /** Told the rows sent so far after each chunk, for progress lines of long loads. */
  onProgress?: (rows: number) => void;
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The COPY statement: identifiers quoted, no values (the rows travel apart from it). */
export function copyStatement(table: string, columns: readonly string[], source: string, { freeze }: CopyOptions = {}): string {
  return `COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(", ")}) FROM ${source}${freeze ? " WITH (FREEZE)" : ""}`;
}

const TAB = 9;
const NEWLINE = 10;
const BACKSLASH = 92;
const DAY_MS = 86_400_000;
/** Anything but printable ASCII without the backslash: text that needs escaping or UTF-8. */
const NOT_PLAIN = /[^\x20-\x5b\x5d-\x7e]/;

/** Bytes of COPY text, grown as needed; handed out whole rows at a time. */
export class CopyWriter {
  private buffer: Buffer<ArrayBuffer>;
  private at = 0;

  constructor(private readonly size: number) {
    this.buffer = Buffer.allocUnsafe(size + 4096);
  }

  get length() {
    return this.at;
  }

  /** The rows written so far, and a fresh buffer for the next ones. */
  take(): Buffer<ArrayBuffer> {
    const full = this.buffer.subarray(0, this.at);
    this.buffer = Buffer.allocUnsafe(this.size + 4096);
    this.at = 0;
    return full;
  }

  row(values: CopyRow) {
    for (let i = 0; i < values.length; i++) {
      // Room for the separator and any value but text, which makes its own.
      this.room(32);
      if (i > 0) this.buffer[this.at++] = TAB;
      const value = values[i];
      if (value === null || value === undefined) {
        this.buffer[this.at++] = BACKSLASH;
        this.buffer[this.at++] = 78; // N
      } else if (typeof value === "number") this.number(value);
      else if (typeof value === "boolean") this.buffer[this.at++] = value ? 116 : 102; // t, f
      else if (typeof value === "string") this.text(value);
      else this.stamp(value.getTime());
    }
    this.room(1);
    this.buffer[this.at++] = NEWLINE;
  }

  private room(bytes: number) {
    if (this.at + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.at + bytes + 4096));
    this.buffer.copy(bigger, 0, 0, this.at);
    this.buffer = bigger;
  }

  private number(value: number) {
    if (!(Number.isInteger(value) && value >= 0 && value < 1e15)) {
      this.ascii(String(value));
      return;
    }
    const digits = value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 1e4 ? 4 : value < 1e5 ? 5 : value < 1e6 ? 6 : value < 1e7 ? 7 : value < 1e8 ? 8 : value < 1e9 ? 9 : String(value).length;
    let rest = value;
    for (let i = this.at + digits - 1; i >= this.at; i--) {
      const next = Math.floor(rest / 10);
      this.buffer[i] = 48 + rest - next * 10;
      rest = next;
    }
    this.at += digits;
  }

  /** Text known to be plain ASCII without tabs, newlines or backslashes (numbers' own strings). */
  private ascii(text: string) {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.buffer[this.at++] = text.charCodeAt(i);
  }

  private text(text: string) {
    // Long text: one native check and one native copy beat a loop over its characters.
    if (text.length > 24) {
      if (NOT_PLAIN.test(text)) this.escaped(text);
      else {
        this.room(text.length);
        this.at += this.buffer.write(text, this.at, "latin1");
      }
      return;
    }
    this.room(text.length);
    const start = this.at;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 128 || code === BACKSLASH || code === TAB || code === NEWLINE || code === 13) {
        this.at = start;
        this.escaped(text);
        return;
      }
      this.buffer[this.at++] = code;
    }
  }

  /** The slow path: escapes, and UTF-8 for anything past ASCII. */
  private escaped(text: string) {
    const escapedText = text.replace(/[\\\t\n\r]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r"));
    this.room(Buffer.byteLength(escapedText));
    this.at += this.buffer.write(escapedText, this.at, "utf8");
  }

  private two(value: number) {
    this.buffer[this.at++] = 48 + Math.floor(value / 10);
    this.buffer[this.at++] = 48 + (value % 10);
  }

  /** A timestamptz to the second in UTC: "YYYY-MM-DD HH:MM:SS+00". */
  private stamp(ms: number) {
    const day = Math.floor(ms / DAY_MS);
    const second = Math.floor((ms - day * DAY_MS) / 1000);
    const [year, month, date] = civilDate(day);
    if (year < 1000 || year > 9999) {
      this.ascii(new Date(ms).toISOString());
      return;
    }
    this.two(Math.floor(year / 100));
    this.two(year % 100);
    this.buffer[this.at++] = 45;
    this.two(month);
    this.buffer[this.at++] = 45;
    this.two(date);
    this.buffer[this.at++] = 32;
    this.two(Math.floor(second / 3600));
    this.buffer[this.at++] = 58;
    this.two(Math.floor(second / 60) % 60);
    this.buffer[this.at++] = 58;
    this.two(second % 60);
    this.buffer[this.at++] = 43;
    this.two(0);
  }
}

/** Year, month (1–12) and day of a day number since 1970-01-01 (Howard Hinnant's civil_from_days). */
function civilDate(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const date = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [era * 400 + yoe + (month <= 2 ? 1 : 0), month, date];
}

/**
 * The rows as buffers of about `chunkBytes`, whole rows each, so neither driver ever holds a whole
 * table. A synchronous source is read without an await per row (ten million microtasks cost seconds).
 */
export async function* copyChunks(rows: CopyRows, chunkBytes: number): AsyncGenerator<{ data: Buffer<ArrayBuffer>; rows: number }> {
  const writer = new CopyWriter(chunkBytes);
  let count = 0;
  if (Symbol.asyncIterator in rows) {
    for await (const row of rows) {
      writer.row(row);
      count++;
      if (writer.length >= chunkBytes) {
        yield { data: writer.take(), rows: count };
        count = 0;
      }
    }
  } else {
    for (const row of rows) {
      writer.row(row);
      count++;
      if (writer.length >= chunkBytes) {
        yield { data: writer.take(), rows: count };
        count = 0;
      }
    }
  }
  if (count) yield { data: writer.take(), rows: count };
}
