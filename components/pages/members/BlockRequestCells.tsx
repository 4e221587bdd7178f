"use client";

import Chip, { type ChipProps } from "@mui/material/Chip";
import { Hint } from "@/components/engine/Hint";
import { CellCaption, CellLines, CellLink } from "@/components/engine/table/cell-parts";
import { formatDay } from "@/lib/engine/fields/date";
import { pageBySlug, pagePath } from "@/lib/pages";
import type { Row } from "@/components/engine/list/types";
import { useMayOpen } from "../viewer";

const APP_USERS = pageBySlug("appuser")!;

/** A member's own page (the App Users view). */
export const memberHref = (id: unknown) => `${pagePath(APP_USERS)}/view/${String(id)}`;

/**
 * A member of a request: the name, linked to the member's view when the viewer may open App Users
 * (a page they may not open would sign them out), and the member id under it.
 */
export function MemberCell({ name, code, id }: { name: unknown; code: unknown; id: unknown }) {
  const linked = useMayOpen(APP_USERS.slug);
  return (
    <CellLines>
      {linked ? <CellLink href={memberHref(id)}>{String(name)}</CellLink> : <div>{String(name)}</div>}
      <CellCaption>{String(code)}</CellCaption>
    </CellLines>
  );
}

const STATUS_COLORS: Record<string, ChipProps["color"]> = { Pending: "warning", Approved: "success", Rejected: "default" };

/** The request's status as a coloured chip; a decided one says who decided it and when. */
export function RequestStatusCell({ row }: { row: Row }) {
  const status = String(row.requestStatus);
  const chip = <Chip size="small" variant="outlined" color={STATUS_COLORS[status] ?? "default"} label={status} />;
  if (row.isPending || !row.decidedOn) return chip;
  const by = row.decidedBy ? ` by ${String(row.decidedBy)}` : "";
  return (
    <Hint title={`${status}${by} on ${formatDay(String(row.decidedOn))}`}>
      <span>{chip}</span>
    </Hint>
  );
}

/** Block Users' cells: both members, and the status. */
export const BLOCK_REQUEST_CELLS = {
  reporter: (row: Row) => <MemberCell name={row.reporter} code={row.reporterCode} id={row.reporterId} />,
  reported: (row: Row) => <MemberCell name={row.reported} code={row.reportedCode} id={row.reportedId} />,
  requestStatus: (row: Row) => <RequestStatusCell row={row} />,
};
