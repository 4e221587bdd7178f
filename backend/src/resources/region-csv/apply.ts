/**
 * Writes the checked lines of a Region CSV in one transaction, matching each level by name
 * (case-insensitive) within its parent. Countries, states and districts are few: they are read per
 * parent as lines name them and written in chunks. Cities can be a hundred thousand: they are staged
 * in a temporary table and counted, updated and inserted by three set-based statements.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { REGION_CSV_MAX_REASONS, type RegionUploadResult } from "@/lib/resources/region-csv";
import { city, country, district, pincodeRefusal, state } from "@/lib/resources/region";
import type { Db } from "../../db/client";
import type { Row } from "../../engine/hooks";
import { tablesOf } from "../../engine/tables";
import type { ParsedLine } from "./lines";

type Values = Record<string, string | undefined>;

/** A country, state or district as the file leaves it. */
interface Node {
  id?: number;
  name: string;
  /** Its values before the upload; absent for a node the file adds. */
  stored?: Values;
  values: Values;
  /** The line that gave each value, so a later line giving another one is refused. */
  givenAt: Record<string, number>;
  /** The line that added it. */
  addedAt?: number;
  /** Needs an UPDATE (an existing node whose values the file changes). */
  changed: boolean;
  /** Children by lower-case name; undefined until read from the database. */
  children?: Map<string, Node>;
  parent?: Node;
}

const CHUNK = 5_000;
const key = (name: string) => name.toLowerCase();

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

interface Merge {
  changes: Values;
  /** A value differs from what was stored before the upload. */
  differs: boolean;
}

/** The values a line gives a node: refused when another line gave it other ones. */
function merge(node: Node | undefined, label: string, given: Values): Merge | string {
  const changes: Values = {};
  let differs = false;
  for (const [field, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (node && node.givenAt[field] !== undefined && node.values[field] !== value) {
      return `${field} ${value} differs from ${node.values[field] ?? "(empty)"} given for ${label} on line ${node.givenAt[field]}.`;
    }
    if (node?.stored && (node.stored[field] ?? undefined) !== value) differs = true;
    changes[field] = value;
  }
  return { changes, differs };
}

function commit(node: Node, { changes, differs }: Merge, line: number) {
  for (const [field, value] of Object.entries(changes)) {
    node.values[field] = value;
    node.givenAt[field] ??= line;
  }
  if (differs && node.stored) node.changed = true;
}

const newNode = (name: string, parent: Node | undefined, line: number): Node => ({ name, values: {}, givenAt: {}, addedAt: line, changed: false, parent, children: new Map() });

interface CityLine {
  line: number;
  district: Node;
  name: string;
  pincode: string;
  isActive?: boolean;
  upperChanged: boolean;
}

export async function applyRegionLines(tx: Db, lines: ParsedLine[], earlier: { line: number; reason: string }[]): Promise<RegionUploadResult> {
  const countries = tablesOf(country.key).main;
  const states = tablesOf(state.key).main;
  const districts = tablesOf(district.key).main;
  const cities = tablesOf(city.key).main;
  // One upload at a time, and no edit in between: the counts and matches hold for the whole file.
  await tx.execute(sql`lock table ${countries}, ${states}, ${districts}, ${cities} in share row exclusive mode`);

  const refusals = [...earlier];
  const result = { inserted: 0, updated: 0, unchanged: 0 };
  const tree = new Map<string, Node>();
  const isoOwner = new Map<string, string>();
  for (const row of await tx.select({ id: countries.id, name: countries.name, isoCode: countries.isoCode, isoCode3: countries.isoCode3, dialCode: countries.dialCode }).from(countries)) {
    const stored = { isoCode: row.isoCode, isoCode3: row.isoCode3, dialCode: row.dialCode } as Values;
    tree.set(key(row.name), { id: row.id, name: row.name, stored, values: { ...stored }, givenAt: {}, changed: false });
    isoOwner.set(`2:${row.isoCode}`, row.name).set(`3:${row.isoCode3}`, row.name);
  }

  /** The children of a stored node, read once; a node the file adds starts with none. */
  async function childrenOf(node: Node, level: "state" | "district"): Promise<Map<string, Node>> {
    if (node.children) return node.children;
    const children = new Map<string, Node>();
    if (level === "state") {
      for (const row of await tx.select({ id: states.id, name: states.name, code: states.code }).from(states).where(eq(states.countryId, node.id!))) {
        const stored = { code: row.code ?? undefined };
        children.set(key(row.name), { id: row.id, name: row.name, stored, values: { ...stored }, givenAt: {}, changed: false, parent: node });
      }
    } else {
      for (const row of await tx.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.stateId, node.id!))) {
        children.set(key(row.name), { id: row.id, name: row.name, stored: {}, values: {}, givenAt: {}, changed: false, parent: node });
      }
    }
    node.children = children;
    return children;
  }

  const cityLines: CityLine[] = [];
  const citiesSeen = new Map<Node, Map<string, number>>();

  for (const line of lines) {
    const refuse = (reason: string) => refusals.push({ line: line.line, reason });
    // Check every level first; only a line accepted whole changes the plan.
    const countryNode = tree.get(key(line.country.name));
    const { name: countryName, ...countryGiven } = line.country;
    if (!countryNode && (!countryGiven.isoCode || !countryGiven.isoCode3 || !countryGiven.dialCode)) {
      refuse(`${countryName} is a new country: give its isoCode, isoCode3 and dialCode.`);
      continue;
    }
    const countryMerge = merge(countryNode, countryName, countryGiven);
    if (typeof countryMerge === "string") {
      refuse(countryMerge);
      continue;
    }
    const owner = (["isoCode", "isoCode3"] as const)
      .map((field) => [field, countryMerge.changes[field], isoOwner.get(`${field === "isoCode" ? 2 : 3}:${countryMerge.changes[field]}`)] as const)
      .find(([, value, holder]) => value !== undefined && holder !== undefined && key(holder) !== key(countryName));
    if (owner) {
      refuse(`${owner[0]} ${owner[1]} belongs to ${owner[2]}.`);
      continue;
    }

    const stateMaps = line.state && countryNode ? await childrenOf(countryNode, "state") : undefined;
    const stateNode = line.state ? stateMaps?.get(key(line.state.name)) : undefined;
    const stateMerge = line.state ? merge(stateNode, `${line.state.name} (${countryName})`, { code: line.state.code }) : undefined;
    if (typeof stateMerge === "string") {
      refuse(stateMerge);
      continue;
    }
    const districtNode = line.district && stateNode ? (await childrenOf(stateNode, "district")).get(key(line.district.name)) : undefined;

    if (line.city) {
      const isoCode = countryMerge.changes.isoCode ?? countryNode?.values.isoCode;
      const refusal = pincodeRefusal(isoCode, line.city.pincode);
      if (refusal) {
        refuse(`pincode: ${refusal}.`);
        continue;
      }
      const seen = districtNode ? citiesSeen.get(districtNode)?.get(key(line.city.name)) : undefined;
      if (seen !== undefined) {
        refuse(`${line.city.name} is already on line ${seen} in the same district.`);
        continue;
      }
    }

    // Accepted: the plan follows the line.
    let countryTarget = countryNode;
    if (!countryTarget) {
      countryTarget = newNode(countryName, undefined, line.line);
      tree.set(key(countryName), countryTarget);
    }
    commit(countryTarget, countryMerge, line.line);
    for (const field of ["isoCode", "isoCode3"] as const) {
      const value = countryMerge.changes[field];
      if (value) isoOwner.set(`${field === "isoCode" ? 2 : 3}:${value}`, countryTarget.name);
    }
    let upperChanged = countryMerge.differs;
    let deepest = countryTarget;

    if (line.state && stateMerge) {
      const siblings = countryTarget.children ?? (await childrenOf(countryTarget, "state"));
      let node = siblings.get(key(line.state.name));
      if (!node) siblings.set(key(line.state.name), (node = newNode(line.state.name, countryTarget, line.line)));
      commit(node, stateMerge, line.line);
      upperChanged ||= stateMerge.differs;
      deepest = node;
    }
    if (line.district) {
      const stateTarget = deepest;
      const siblings = stateTarget.children ?? (await childrenOf(stateTarget, "district"));
      let node = siblings.get(key(line.district.name));
      if (!node) siblings.set(key(line.district.name), (node = newNode(line.district.name, stateTarget, line.line)));
      deepest = node;
    }
    if (line.city) {
      const seen = citiesSeen.get(deepest) ?? new Map<string, number>();
      citiesSeen.set(deepest, seen.set(key(line.city.name), line.line));
      cityLines.push({ line: line.line, district: deepest, name: line.city.name, pincode: line.city.pincode, isActive: line.city.isActive, upperChanged });
    } else if (deepest.addedAt === line.line) result.inserted += 1;
    else if (upperChanged) result.updated += 1;
    else result.unchanged += 1;
  }

  await writeNodes(tx, tree);
  Object.entries(await writeCities(tx, cityLines)).forEach(([k, n]) => (result[k as keyof typeof result] += n));

  refusals.sort((a, b) => a.line - b.line);
  return { ...result, refused: refusals.length, refusals: refusals.slice(0, REGION_CSV_MAX_REASONS) };
}

/** New countries, states and districts in chunks (their ids come back by name), changed ones updated. */
async function writeNodes(tx: Db, tree: Map<string, Node>) {
  const countries = tablesOf(country.key).main;
  const states = tablesOf(state.key).main;
  const districts = tablesOf(district.key).main;
  const now = new Date();

  const countryNodes = [...tree.values()];
  await insertNew(tx, countries, countryNodes, (n) => ({ name: n.name, isoCode: n.values.isoCode, isoCode3: n.values.isoCode3, dialCode: n.values.dialCode }), () => undefined);
  for (const n of countryNodes.filter((n) => n.changed)) {
    await tx.update(countries).set({ isoCode: n.values.isoCode, isoCode3: n.values.isoCode3, dialCode: n.values.dialCode, updatedAt: now }).where(eq(countries.id, n.id!));
  }

  const stateNodes = countryNodes.flatMap((n) => [...(n.children?.values() ?? [])]);
  await insertNew(tx, states, stateNodes, (n) => ({ name: n.name, code: n.values.code ?? null, countryId: n.parent!.id }), (row) => `${row.countryId}`);
  for (const n of stateNodes.filter((n) => n.changed)) {
    await tx.update(states).set({ code: n.values.code ?? null, updatedAt: now }).where(and(eq(states.id, n.id!)));
  }

  const districtNodes = stateNodes.flatMap((n) => [...(n.children?.values() ?? [])]);
  await insertNew(tx, districts, districtNodes, (n) => ({ name: n.name, stateId: n.parent!.id }), (row) => `${row.stateId}`);
}

/** Inserts the nodes the file adds and gives each its new id, matched by parent and name. */
async function insertNew(
  tx: Db,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: any,
  nodes: Node[],
  values: (node: Node) => Record<string, unknown>,
  parentOf: (row: Record<string, unknown>) => string | undefined,
) {
  const added = nodes.filter((n) => n.id === undefined);
  const byKey = new Map(added.map((n) => [`${n.parent?.id ?? ""}|${key(n.name)}`, n]));
  for (const part of chunks(added)) {
    const rows = (await tx.insert(table).values(part.map(values)).returning()) as Row[];
    for (const row of rows) byKey.get(`${parentOf(row) ?? ""}|${key(String(row.name))}`)!.id = row.id;
  }
}

/** Cities staged in a temporary table, then counted, updated and inserted with three statements. */
async function writeCities(tx: Db, lines: CityLine[]): Promise<{ inserted: number; updated: number; unchanged: number }> {
  if (!lines.length) return { inserted: 0, updated: 0, unchanged: 0 };
  const cities = tablesOf(city.key).main;
  const stage = sql.identifier("region_city_upload");
  await tx.execute(sql`create temporary table ${stage} (district_id integer not null, name text not null, pincode text not null, is_active boolean, upper_changed boolean not null) on commit drop`);
  for (const part of chunks(lines)) {
    const json = JSON.stringify(part.map((l) => ({ district_id: l.district.id, name: l.name, pincode: l.pincode, is_active: l.isActive ?? null, upper_changed: l.upperChanged })));
    await tx.execute(
      sql`insert into ${stage} select * from jsonb_to_recordset(${json}::jsonb) as x(district_id integer, name text, pincode text, is_active boolean, upper_changed boolean)`,
    );
  }
  await tx.execute(sql`analyze ${stage}`);

  const match: SQL = sql`c.district_id = s.district_id and lower(c.name) = lower(s.name)`;
  const differs: SQL = sql`(c.pincode <> s.pincode or (s.is_active is not null and c.is_active <> s.is_active))`;
  const counted = await tx.execute(sql`
    select count(*) filter (where c.id is null)::int as inserted,
           count(*) filter (where c.id is not null and (s.upper_changed or ${differs}))::int as updated,
           count(*) filter (where c.id is not null and not (s.upper_changed or ${differs}))::int as unchanged
    from ${stage} s left join ${cities} c on ${match}`);
  await tx.execute(sql`
    update ${cities} c set pincode = s.pincode, is_active = coalesce(s.is_active, c.is_active), updated_at = now()
    from ${stage} s where ${match} and ${differs}`);
  await tx.execute(sql`
    insert into ${cities} (name, district_id, pincode, is_active)
    select s.name, s.district_id, s.pincode, coalesce(s.is_active, true) from ${stage} s
    where not exists (select 1 from ${cities} c where ${match})`);
  const [row] = (counted as unknown as { rows: { inserted: number; updated: number; unchanged: number }[] }).rows;
  return row;
}
