/**
 * What an audit entry changed, from the snapshots it keeps of the record before and after: the keys
 * whose values differ, the keys only the after has (added; every key of a record created) and the keys
 * only the before has (removed; every key of a record deleted). Values are compared as JSON, so a
 * nested object that is equal is no change.
 */
export type ChangeKind = "changed" | "added" | "removed";

export interface SnapshotChange {
  key: string;
  kind: ChangeKind;
  before?: unknown;
  after?: unknown;
}

type Snapshot = Record<string, unknown>;

const isSnapshot = (value: unknown): value is Snapshot => typeof value === "object" && value !== null && !Array.isArray(value);

/** JSON with every object's keys in order: two equal values give the same text whatever their keys' order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isSnapshot(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A snapshot that is not an object (a bare value) is told under this key. */
export const WHOLE_VALUE = "(value)";

const asSnapshot = (value: unknown): Snapshot | undefined =>
  value === null || value === undefined ? undefined : isSnapshot(value) ? value : { [WHOLE_VALUE]: value };

/** The differences between two snapshots, in the before's key order and then the after's new keys. */
export function snapshotChanges(before: unknown, after: unknown): SnapshotChange[] {
  const was = asSnapshot(before);
  const is = asSnapshot(after);
  const keys = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
  const changes: SnapshotChange[] = [];
  for (const key of keys) {
    const inBefore = was !== undefined && key in was;
    const inAfter = is !== undefined && key in is;
    if (inBefore && inAfter) {
      if (canonical(was[key]) !== canonical(is[key])) changes.push({ key, kind: "changed", before: was[key], after: is[key] });
    } else if (inAfter) changes.push({ key, kind: "added", after: is![key] });
    else changes.push({ key, kind: "removed", before: was![key] });
  }
  return changes;
}

/** A value as the dialog prints it: text as it is, nothing as a dash, anything else as JSON. */
export function snapshotValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}
