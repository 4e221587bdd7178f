/** Binary COPY rows read back as written, on each database; and the statement names its identifiers safely. */
import { sql } from "drizzle-orm";
import { databaseTargets } from "../../test/databases";
import type { Database } from "./client";
import { copyChunks, copyStatement, type CopyColumn, type CopyRow } from "./copy";

const COLUMNS: CopyColumn[] = [
  { name: "i", type: "int4" },
  { name: "s", type: "int2" },
  { name: "f", type: "float4" },
  { name: "n", type: "numeric", scale: 2 },
  { name: "b", type: "bool" },
  { name: "t", type: "text" },
  { name: "u", type: "uuid" },
  { name: "d", type: "date" },
  { name: "tm", type: "time" },
  { name: "ts", type: "timestamptz" },
  { name: "a", type: "int4[]" },
];

const ROWS: CopyRow[] = [
  [1, 7, 1.5, 4315.2, true, "plain", "3a9b0214-642b-4f8d-a5c6-5997f1c62eff", "2024-02-29", "23:59:07", new Date(Date.UTC(2024, 1, 29, 23, 59, 7)), [3, 7]],
  [-2147483648, -32768, -0.25, 0.05, false, "tab\there, a \\ and a\nnew line", "00000000-0000-4000-8000-000000000000", "1969-12-31", "00:00", new Date(Date.UTC(1999, 11, 31, 23, 59, 59)), []],
  [2147483647, 32767, 0, 123456789.99, false, "Café Ünïcødé — नमस्ते", "FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF", "2000-01-01", "12:30:15", Date.UTC(2000, 0, 1), [2147483647]],
  [0, 0, 0, -899, true, "", "3a9b0214-642b-4f8d-a5c6-5997f1c62eff", "1900-03-01", "06:00:00", new Date(Date.UTC(2030, 5, 15, 6, 0, 0)), null],
  [null, null, null, null, null, null, null, null, null, null, null],
];

const EXPECTED = [
  { i: 1, s: 7, f: 1.5, n: "4315.20", b: true, t: "plain", u: "3a9b0214-642b-4f8d-a5c6-5997f1c62eff", d: "2024-02-29", tm: "23:59:07", ts: "2024-02-29T23:59:07.000Z", a: [3, 7] },
  { i: -2147483648, s: -32768, f: -0.25, n: "0.05", b: false, t: "tab\there, a \\ and a\nnew line", u: "00000000-0000-4000-8000-000000000000", d: "1969-12-31", tm: "00:00:00", ts: "1999-12-31T23:59:59.000Z", a: [] },
  { i: 2147483647, s: 32767, f: 0, n: "123456789.99", b: false, t: "Café Ünïcødé — नमस्ते", u: "ffffffff-ffff-4fff-bfff-ffffffffffff", d: "2000-01-01", tm: "12:30:15", ts: "2000-01-01T00:00:00.000Z", a: [2147483647] },
  { i: 0, s: 0, f: 0, n: "-899.00", b: true, t: "", u: "3a9b0214-642b-4f8d-a5c6-5997f1c62eff", d: "1900-03-01", tm: "06:00:00", ts: "2030-06-15T06:00:00.000Z", a: null },
  { i: null, s: null, f: null, n: null, b: null, t: null, u: null, d: null, tm: null, ts: null, a: null },
];

describe.each(databaseTargets().map((target) => [target.label, target] as const))("binary COPY on %s", (_label, target) => {
  let opened: { database: Database; dispose(): Promise<void> };
  beforeAll(async () => {
    opened = await target.open();
  });
  afterAll(() => opened?.dispose());

  it("reads back every type as written, NULLs and escapes-to-be included, across chunks", async () => {
    const { database } = opened;
    await database.db.execute(sql`create table copy_types (i int, s smallint, f real, n numeric(12, 2), b boolean, t text, u uuid, d date, tm time, ts timestamptz, a int[])`);
    const many = Array.from({ length: 8000 }, () => ROWS).flat();
    const count = await database.bulkLoad((session) => session.copyRows("copy_types", COLUMNS, many, { freeze: false }));
    expect(count).toBe(many.length);
    const result = (await database.db.execute(
      sql`select i, s, f, n::text as n, b, t, u::text as u, d::text as d, tm::text as tm, to_char(ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ts, a from copy_types limit 5`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(result.rows).toEqual(EXPECTED);
  });

  it("rolls the whole load back when a row is refused", async () => {
    const { database } = opened;
    await database.db.execute(sql`create table copy_refused (id int primary key)`);
    await expect(database.bulkLoad((session) => session.copyRows("copy_refused", [{ name: "id", type: "int4" }], [[1], [2], [1]]))).rejects.toThrow(/duplicate key/);
    const left = (await database.db.execute(sql`select count(*)::int as n from copy_refused`)) as unknown as { rows: { n: number }[] };
    expect(left.rows[0].n).toBe(0);
  });

  it("rolls back and keeps the connection usable when making a row fails", async () => {
    const { database } = opened;
    function* failing() {
      yield [1];
      throw new Error("no more rows");
    }
    await expect(database.bulkLoad((session) => session.copyRows("copy_refused", [{ name: "id", type: "int4" }], failing()))).rejects.toThrow("no more rows");
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });
});

describe("COPY chunks and statement", () => {
  it("hands out whole rows in chunks of about the asked size, growing for a row larger than a chunk", async () => {
    const rows = Array.from({ length: 100 }, (_, i) => [i, "x".repeat(i % 7 === 0 ? 300 : 10)]);
    const chunks = [];
    for await (const chunk of copyChunks(rows, [{ name: "i", type: "int4" }, { name: "t", type: "text" }], 256)) chunks.push(chunk);
    expect(chunks.reduce((sum, c) => sum + c.rows, 0)).toBe(100);
    expect(chunks.length).toBeGreaterThan(5);
  });

  it("refuses a row of the wrong width", async () => {
    const chunks = copyChunks([[1, 2]], [{ name: "i", type: "int4" }], 256);
    await expect(chunks.next()).rejects.toThrow("a row of 2 values for 1 columns");
  });

  it("names the table and columns as quoted identifiers", () => {
    expect(copyStatement("members", [{ name: "id", type: "int4" }, { name: 'odd"name', type: "text" }], "STDIN", { freeze: true })).toBe(
      'COPY "members" ("id", "odd""name") FROM STDIN WITH (FORMAT binary, FREEZE)',
    );
  });
});
