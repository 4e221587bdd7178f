/**
 * The name of the record an audit entry is about, kept with the entry when it is written
 * (audit_log.record_name): the Audit Log shows it beside the record and its search reads it
 * (docs/audit-log.md). Migration 0012 spelled the same rule in SQL for the entries written before.
 */
import { resourceByKey } from "../../lib/resources/index";

const isSnapshot = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * From the entry's snapshot (after, else before) and the declaration of its resource, the field the
 * resource displays ("religion:4" is "Hindu"); nothing when neither says it.
 */
export function recordName({ target, before, after }: { target?: string | null; before?: unknown; after?: unknown }): string | null {
  const resource = target ? resourceByKey(target.slice(0, target.lastIndexOf(":"))) : undefined;
  const snapshot = isSnapshot(after) ? after : isSnapshot(before) ? before : undefined;
  if (!resource || !snapshot) return null;
  const key = resource.fields[resource.display]?.kind === "ref" ? `${resource.display}Name` : resource.display;
  const name = snapshot[key];
  return typeof name === "string" || typeof name === "number" ? String(name) : null;
}
