import { copyChunks, copyStatement, CopyWriter } from "./copy";

const text = (row: Parameters<CopyWriter["row"]>[0]) => {
  const writer = new CopyWriter(64);
  writer.row(row);
  return writer.take().toString("utf8");
};

describe("COPY text rows", () => {
  it("writes numbers, booleans, NULL and times as PostgreSQL reads them", () => {
    expect(text([0, 42, 1234567890, -7, 2.5, true, false, null, undefined])).toBe("0\t42\t1234567890\t-7\t2.5\tt\tf\t\\N\t\\N\n");
    expect(text([new Date(Date.UTC(2024, 1, 29, 23, 59, 7, 900)), new Date(Date.UTC(1969, 11, 31, 1, 2, 3))])).toBe("2024-02-29 23:59:07+00\t1969-12-31 01:02:03+00\n");
  });

  it("escapes what the format reserves, short or long, and keeps other text as UTF-8", () => {
    expect(text(["a\tb", "c\\d", "e\nf\rg"])).toBe("a\\tb\tc\\\\d\te\\nf\\rg\n");
    const long = "a line long enough for the native path\twith a tab";
    expect(text([long, "Café Ünïcødé and more than twenty-four characters", "ß"])).toBe(`${long.replace("\t", "\\t")}\tCafé Ünïcødé and more than twenty-four characters\tß\n`);
  });

  it("hands out whole rows in chunks of about the asked size, growing for a row larger than a chunk", async () => {
    const rows = Array.from({ length: 100 }, (_, i) => [i, "x".repeat(i % 7 === 0 ? 300 : 10)]);
    const chunks = [];
    for await (const chunk of copyChunks(rows, 256)) chunks.push(chunk);
    expect(chunks.reduce((sum, c) => sum + c.rows, 0)).toBe(100);
    const all = chunks.map((c) => c.data.toString()).join("");
    expect(all.split("\n").filter(Boolean)).toHaveLength(100);
    for (const chunk of chunks) expect(chunk.data.toString().endsWith("\n")).toBe(true);
  });

  it("names the table and columns as quoted identifiers", () => {
    expect(copyStatement("members", ["id", 'odd"name'], "STDIN", { freeze: true })).toBe('COPY "members" ("id", "odd""name") FROM STDIN WITH (FREEZE)');
  });
});
