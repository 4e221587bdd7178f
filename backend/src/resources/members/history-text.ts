/**
 * How an audit entry reads on a member's History tab: what was done, in words ("Verified documents"),
 * and what it changed, from the row before and after ("Document Status: Verify Doc → Verified").
 */
import { formatDay } from "../../../../lib/engine/fields";
import { resourceByKey } from "../../../../lib/resources/index";

/**
 * Moderation actions by their audit key (`<resource>.<action>`), as a sentence's past tense. An action
 * not here reads as its declared label, else as its key: add a line when a new one deserves better.
 */
export const ACTION_LABELS: Record<string, string> = {
  "appuser.verifyDocuments": "Verified documents",
  "memberdocument.verify": "Verified a document",
  "appuser.rejectDocuments": "Rejected the documents",
  "appuser.approvePhoto": "Approved the profile photo",
  "appuser.rejectPhoto": "Rejected the profile photo",
  "appuser.unblock": "Unblocked",
  "blockrequest.approve": "Approved a block request",
  "blockrequest.reject": "Rejected a block request",
  "customerpackage.activate": "Activated a package by hand",
  "memberpackage.activate": "Activated a package by hand",
};

/** Keys of an undeclared row that say nothing to a reader when they change. */
const UNTOLD = new Set(["id", "createdAt", "updatedAt"]);

const split = (action: string) => {
  const dot = action.lastIndexOf(".");
  return dot < 0 ? { resourceKey: action, actionKey: "" } : { resourceKey: action.slice(0, dot), actionKey: action.slice(dot + 1) };
};

/** The undo route's entries (`<resource>.undo`, docs/undo.md) name the change they reverse in their details. */
const UNDO_SUFFIX = ".undo";

export function actionLabel(action: string, details?: unknown): string {
  if (action.endsWith(UNDO_SUFFIX)) {
    const undone = isSnapshot(details) && typeof details.action === "string" ? details.action : undefined;
    return undone ? `Undid "${actionLabel(undone)}"` : "Undid a change";
  }
  const known = ACTION_LABELS[action];
  if (known) return known;
  const { resourceKey, actionKey } = split(action);
  return resourceByKey(resourceKey)?.actions?.find((a) => a.key === actionKey)?.label ?? action;
}

type Snapshot = Record<string, unknown>;
const isSnapshot = (value: unknown): value is Snapshot => typeof value === "object" && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || value === undefined || ["string", "number", "boolean"].includes(typeof value);

/** "documentStatus" → "Document status", "isBlocked" → "Blocked": for a key no declaration names. */
const humanize = (key: string) => {
  const words = key
    .replace(/^is(?=[A-Z])/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value)) return formatDay(value.slice(0, 10));
  return String(value);
}

/**
 * What changed between the row before and after, in the words of the resource's declaration: its
 * fields' labels, a reference by the name it points to. Where the resource is declared, only its fields
 * are told: the other values of its row are derived (whether an action applies), not facts. Then the
 * action's payload (a reason), if any.
 */
export function changeText(action: string, before: unknown, after: unknown, details?: unknown): string {
  const resource = resourceByKey(split(action).resourceKey);
  const parts: string[] = [];
  if (isSnapshot(before) && isSnapshot(after)) {
    // A reference's name (`religionIdName` beside `religionId`) is told under the reference itself.
    const companion = (key: string) => key.endsWith("Name") && (key.slice(0, -4) in before || key.slice(0, -4) in after);
    const told = (key: string) => (resource ? key in resource.fields : !UNTOLD.has(key) && !companion(key));
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!told(key)) continue;
      // A reference is told by its name (`<field>Name`), under the field's label.
      const nameKey = `${key}Name`;
      const [was, is] = nameKey in after || nameKey in before ? [before[nameKey], after[nameKey]] : [before[key], after[key]];
      if (!isScalar(was) || !isScalar(is) || (was ?? null) === (is ?? null)) continue;
      parts.push(`${resource?.fields[key]?.label ?? humanize(key)}: ${valueText(was)} → ${valueText(is)}`);
    }
  }
  if (isSnapshot(details)) {
    for (const [key, value] of Object.entries(details)) if (isScalar(value)) parts.push(`${humanize(key)}: ${valueText(value)}`);
  }
  return parts.join("; ");
}
