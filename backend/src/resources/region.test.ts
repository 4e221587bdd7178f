/**
 * The Region page's own rules on the api: a city's pincode follows its country, and the bulk CSV
 * (docs/region-csv.md): the sample, the download of the whole tree, and the upload with its counts,
 * refused lines, whole-file refusals that change nothing, and its access.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { REGION_CSV_HEADER, REGION_CSV_MAX_BYTES, REGION_CSV_PATHS, type RegionUploadResult } from "@/lib/resources/region-csv";
import { city, country, district, INDIAN_PINCODE_MESSAGE, state } from "@/lib/resources/region";
import { ACCOUNTS, bearer, buildTestApp, signIn } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { resourceClient, type ResourceClient } from "../../test/resources";
import { seedReferenceData } from "../engine/seed";
import { readRegionCsv, TOO_LARGE, TOO_MANY_ROWS, WRONG_HEADER } from "./region-csv/read";

// Uploads of 100,001 lines and a 20 MB body: more than the default on a busy 2-core machine.
jest.setTimeout(120_000);

const HEADER = REGION_CSV_HEADER.join(",");
const csv = (...lines: string[]) => [HEADER, ...lines].join("\r\n") + "\r\n";

/** The cells of a CSV answer, the BOM dropped (no quoted commas in the region data). */
const cellsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));

describeEachDatabase("region", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  let tokens: { admin: string; staff: string; demo: string };

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    const [a, s, d] = await Promise.all([signIn(app, ACCOUNTS.admin), signIn(app, ACCOUNTS.staff), signIn(app, ACCOUNTS.demo)]);
    tokens = { admin: a.SessionToken, staff: s.SessionToken, demo: d.SessionToken };
    admin = resourceClient(app, a.SessionToken);
  });
  afterAll(async () => {
    await app?.close();
  });

  const upload = (body: string | Buffer, token = tokens.admin, type = "text/csv"): Promise<LightMyRequestResponse> =>
    app.inject({ method: "POST", url: `/api/admin/${REGION_CSV_PATHS.upload}`, headers: { ...bearer(token), "content-type": type }, payload: body });
  const uploaded = async (body: string | Buffer): Promise<RegionUploadResult> => {
    const response = await upload(body);
    if (response.statusCode !== 200) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
    return response.json().recordList[0];
  };
  const download = async () => (await app.inject({ method: "GET", url: `/api/admin/${REGION_CSV_PATHS.download}`, headers: bearer(tokens.admin) })).body;

  /** A fingerprint of every region table: equal before and after means nothing changed. */
  async function checksum(): Promise<string> {
    const parts: string[] = [];
    for (const table of [country.table, state.table, district.table, city.table]) {
      const result = await t.db.execute(sql`select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as sum, count(*)::int as n from ${sql.identifier(table)} t`);
      const [row] = (result as unknown as { rows: { sum: string; n: number }[] }).rows;
      parts.push(`${table}:${row.n}:${row.sum}`);
    }
    return parts.join(" ");
  }

  const idOf = async (resource: string, name: string, query = "") => {
    const rows = await admin.all({ key: resource } as never, `search=${encodeURIComponent(name)}${query}`);
    const row = rows.find((r) => String(r.name).toLowerCase() === name.toLowerCase());
    if (!row) throw new Error(`No ${resource} "${name}"`);
    return row.id as number;
  };

  describe("a city's pincode", () => {
    it("is six digits, the first not 0, in India, and 3 to 10 letters or digits elsewhere", async () => {
      const pune = await idOf("district", "Pune");
      const santaClara = await idOf("district", "Santa Clara County");
      for (const pincode of ["41100", "4110011", "011001", "ABC123"]) {
        const response = await admin.post("city", { name: "Zq Pincode Town", districtId: pune, pincode });
        expect({ pincode, status: response.statusCode }).toEqual({ pincode, status: 400 });
        expect(response.json()).toMatchObject({ message: INDIAN_PINCODE_MESSAGE, errors: { pincode: INDIAN_PINCODE_MESSAGE } });
      }
      const abroad = await admin.post("city", { name: "Zq Pincode Town", districtId: santaClara, pincode: "CA950" });
      expect(abroad.statusCode).toBe(200);
      const row = abroad.json().recordList[0];
      // Moved to India, it needs an Indian pincode.
      const moved = await admin.put(`city/${row.id}`, { name: "Zq Pincode Town", districtId: pune, pincode: "CA950" });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().errors).toEqual({ pincode: INDIAN_PINCODE_MESSAGE });
      expect((await admin.put(`city/${row.id}`, { name: "Zq Pincode Town", districtId: pune, pincode: "411002" })).statusCode).toBe(200);
      const shape = await admin.post("city", { name: "Zq Pincode Other", districtId: santaClara, pincode: "9-5" });
      expect(shape.json()).toMatchObject({ status: 400, errors: { pincode: "Pincode must be 3 to 10 letters or digits" } });
      expect((await admin.del(`city/${row.id}`)).statusCode).toBe(200);
    });
  });

  describe("CSV", () => {
    it("offers a sample: the header and two example lines, which upload unchanged", async () => {
      const response = await app.inject({ method: "GET", url: `/api/admin/${REGION_CSV_PATHS.sample}`, headers: bearer(tokens.admin) });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      expect(response.headers["content-disposition"]).toBe('attachment; filename="region-sample.csv"');
      const [header, ...lines] = cellsOf(response.body);
      expect(header).toEqual([...REGION_CSV_HEADER]);
      expect(lines).toHaveLength(2);
      const before = await checksum();
      expect(await uploaded(response.body)).toEqual({ inserted: 0, updated: 0, unchanged: 2, refused: 0, refusals: [] });
      expect(await checksum()).toBe(before);
    });

    it("downloads the whole tree, a line per city and one per place without any below it, and it uploads back unchanged", async () => {
      const text = await download();
      const [header, ...lines] = cellsOf(text);
      expect(header).toEqual([...REGION_CSV_HEADER]);
      const cities = (await admin.ok("city?pageSize=1")).totalRecords!;
      const at = (column: string) => REGION_CSV_HEADER.indexOf(column as never);
      expect(lines.filter((l) => l[at("cityName")] !== "")).toHaveLength(cities);
      // New Zealand has no states: its own line, the rest empty.
      expect(lines.find((l) => l[at("countryName")] === "New Zealand")).toEqual(["New Zealand", "NZ", "NZL", "'+64", "", "", "", "", "", ""]);
      const pune = lines.filter((l) => l[at("districtName")] === "Pune").map((l) => l[at("cityName")]);
      expect(pune).toEqual(["Baramati", "Lonavala", "Pimpri-Chinchwad", "Pune"]);
      expect(lines.find((l) => l[at("cityName")] === "Baramati")).toEqual(["India", "IN", "IND", "'+91", "Maharashtra", "MH", "Pune", "Baramati", "413102", "true"]);

      const before = await checksum();
      const result = await uploaded(text);
      expect(result).toEqual({ inserted: 0, updated: 0, unchanged: lines.length, refused: 0, refusals: [] });
      expect(await checksum()).toBe(before);
    });

    it("streams past its batches", async () => {
      const santaClara = await idOf("district", "Santa Clara County");
      const { main } = { main: sql.identifier(city.table) };
      await t.db.execute(sql`insert into ${main} (name, district_id, pincode) select 'Zq Bulk ' || lpad(g::text, 5, '0'), ${santaClara}, '95000' from generate_series(1, 6000) g`);
      try {
        const lines = cellsOf(await download()).slice(1);
        const bulk = lines.filter((l) => l[7].startsWith("Zq Bulk "));
        expect(bulk).toHaveLength(6000);
        expect(bulk[0][7]).toBe("Zq Bulk 00001");
        expect(bulk.at(-1)![7]).toBe("Zq Bulk 06000");
        expect(new Set(lines.map((l) => l.join(","))).size).toBe(lines.length);
      } finally {
        await t.db.execute(sql`delete from ${main} where name like 'Zq Bulk %'`);
      }
    });

    it("inserts, updates and keeps lines matched by name at each level, and refuses bad lines with their numbers and reasons", async () => {
      const file = csv(
        "india,,,,maharashtra,,PUNE,Zq New Town,411099,", // 2: a new city under existing names in another case
        "India,IN,IND,+91,Maharashtra,MH,Pune,Baramati,413103,false", // 3: a changed pincode and switch
        "India,IN,IND,'+91,Maharashtra,MH,Pune,Lonavala,410401,true", // 4: as stored
        "India,,,,Kerala,,Idukki,Zq Bad Pin,12345,", // 5: Indian pincode rule
        ",,,,Kerala,,Idukki,Zq Orphan,685612,", // 6: no country
        "Zq Land,,,,Zq State,,Zq District,Zq Town,ZQ1,", // 7: a new country without its codes
        "India,,,,,,Idukki,Zq Town,685612,", // 8: a district without its state
        "India,,,,Kerala,,Idukki", // 9: too few columns
        "India,,,,Maharashtra,,Pune,zq new town,411098,", // 10: the same city as line 2
        "India,,,,Kerala,,Idukki,Zq Switch,685613,maybe", // 11: not a switch value
        "Zq Republic,ZQ,ZQR,+999,Zq Province,ZP,Zq County,Zq Port,ZQ123,", // 12: a whole new branch
        "Zq Republic,ZQ,ZQR,+998,Zq Province,,,,,", // 13: another dial code for the same new country
        "Zq Copy,US,ZQC,+996,,,,,,", // 14: an ISO code another country holds
        "United States,,,,Texas,,,,,", // 15: a state as it is
        "Zq Republic,,,,Zq Province,,Zq Empty District,,,", // 16: a new district without cities
      );
      const result = await uploaded(file);
      expect(result.refusals).toEqual([
        { line: 5, reason: `pincode: ${INDIAN_PINCODE_MESSAGE}.` },
        { line: 6, reason: "countryName is required." },
        { line: 7, reason: "Zq Land is a new country: give its isoCode, isoCode3 and dialCode." },
        { line: 8, reason: "districtName is given without a stateName." },
        { line: 9, reason: "The line has 7 columns; the header has 10." },
        { line: 10, reason: "zq new town is already on line 2 in the same district." },
        { line: 11, reason: 'isActive must be true or false, not "maybe".' },
        { line: 13, reason: "dialCode +998 differs from +999 given for Zq Republic on line 12." },
        { line: 14, reason: "isoCode US belongs to United States." },
      ]);
      expect(result).toMatchObject({ inserted: 3, updated: 1, unchanged: 2, refused: 9 });

      const pune = await idOf("district", "Pune");
      const puneCities = await admin.all({ key: "city" } as never, `districtId=${pune}`);
      expect(puneCities.find((c) => c.name === "Zq New Town")).toMatchObject({ pincode: "411099", isActive: true });
      expect(puneCities.find((c) => c.name === "Baramati")).toMatchObject({ pincode: "413103", isActive: false });
      const republic = await idOf("country", "Zq Republic");
      expect((await admin.ok(`country/${republic}`)).recordList[0]).toMatchObject({ isoCode: "ZQ", isoCode3: "ZQR", dialCode: "+999" });
      const province = await idOf("state", "Zq Province", `&countryId=${republic}`);
      expect((await admin.all({ key: "district" } as never, `stateId=${province}`)).map((d) => d.name).sort()).toEqual(["Zq County", "Zq Empty District"]);

      // Again: the changes are in, every accepted line is now as stored.
      const again = await uploaded(file);
      expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 6, refused: 9 });
    });

    it("refuses a file with a wrong header, not UTF-8, too large or with too many rows, whole, and changes nothing", async () => {
      const before = await checksum();
      const line = "India,IN,IND,+91,Maharashtra,MH,Pune,Zq Refused Town,411001,";
      const cases: [string, string | Buffer, number, string][] = [
        ["a wrong header", `countryName,isoCode,stateName\r\n${line}\r\n`, 400, WRONG_HEADER],
        ["no header", `${line}\r\n`, 400, WRONG_HEADER],
        ["an empty file", "", 400, MESSAGES.csvEmpty],
        ["Latin-1 text", Buffer.concat([Buffer.from(csv("India,IN,IND,+91,Maharashtra,MH,Pune,Zq Caf")), Buffer.from([0xe9, 0x0d, 0x0a])]), 400, MESSAGES.csvNotUtf8],
        ["a cut UTF-8 sequence", Buffer.concat([Buffer.from(csv(line)), Buffer.from([0xc3])]), 400, MESSAGES.csvNotUtf8],
        ["too many rows", csv(...Array.from({ length: 100_001 }, (_, i) => `India,,,,Maharashtra,,Pune,Zq Many ${i},411001,`)), 400, TOO_MANY_ROWS],
      ];
      for (const [name, body, status, message] of cases) {
        const response = await upload(body);
        expect({ name, status: response.statusCode, message: response.json().message }).toEqual({ name, status, message });
      }
      const big = await app.inject({
        method: "POST",
        url: `/api/admin/${REGION_CSV_PATHS.upload}`,
        headers: { ...bearer(tokens.admin), "content-type": "text/csv" },
        payload: Buffer.alloc(REGION_CSV_MAX_BYTES + 1, 0x41),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe(TOO_LARGE);
      expect(await checksum()).toBe(before);
      // A UTF-8 BOM is no refusal.
      expect(await uploaded(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv("India,,,,Maharashtra,,Pune,Pune,411001,"))]))).toMatchObject({ unchanged: 1 });
    });

    it("counts bytes as they arrive, whatever the headers said", async () => {
      async function* body() {
        yield Buffer.from(`${HEADER}\r\n`);
        for (let i = 0; i < 10; i++) yield Buffer.alloc(1000, 0x41);
      }
      await expect(readRegionCsv(body(), 5000)).rejects.toMatchObject({ status: 413, message: TOO_LARGE });
    });

    it("rolls everything back when the database refuses a line in the middle of the file", async () => {
      const table = sql.identifier(city.table);
      await t.db.execute(sql`alter table ${table} add constraint zq_no_boom check (name <> 'Zq Boom')`);
      try {
        const before = await checksum();
        const response = await upload(
          csv(
            "Zq Rollback,ZR,ZRB,+997,Zq Rollback State,,Zq Rollback District,Zq Fine,ZR1,",
            "India,,,,Maharashtra,,Pune,Zq Fine Too,411001,",
            "India,,,,Maharashtra,,Pune,Zq Boom,411001,",
            "India,,,,Maharashtra,,Pune,Zq After,411001,",
          ),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^The database refused the file \(.*zq_no_boom.*\)\. Nothing was changed\.$/);
        expect(await checksum()).toBe(before);
      } finally {
        await t.db.execute(sql`alter table ${table} drop constraint zq_no_boom`);
      }
    });
  });

  describe("access", () => {
    const routes = [
      ["GET", REGION_CSV_PATHS.sample],
      ["GET", REGION_CSV_PATHS.download],
      ["POST", REGION_CSV_PATHS.upload],
    ] as const;

    it("refuses staff without the Region page on every region route (403)", async () => {
      const staff = resourceClient(app, tokens.staff);
      for (const key of ["country", "state", "district", "city"]) {
        const response = await staff.get(key);
        expect(response.json()).toEqual({ status: 403, message: MESSAGES.notPermitted, recordList: [] });
      }
      for (const [method, path] of routes) {
        const response = await app.inject({ method, url: `/api/admin/${path}`, headers: { ...bearer(tokens.staff), "content-type": "text/csv" }, payload: method === "POST" ? csv() : undefined });
        expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
        expect(response.json()).toEqual({ status: 403, message: MESSAGES.notPermitted, recordList: [] });
      }
      expect((await app.inject({ method: "GET", url: `/api/admin/${REGION_CSV_PATHS.sample}` })).statusCode).toBe(401);
    });

    it("lets the demo administrator download but not upload", async () => {
      for (const path of [REGION_CSV_PATHS.sample, REGION_CSV_PATHS.download]) {
        expect((await app.inject({ method: "GET", url: `/api/admin/${path}`, headers: bearer(tokens.demo) })).statusCode).toBe(200);
      }
      const before = await checksum();
      const response = await upload(csv("India,,,,Maharashtra,,Pune,Zq Demo Town,411001,"), tokens.demo);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: MESSAGES.demoReadOnly, recordList: [] });
      expect(await checksum()).toBe(before);
    });
  });
});
