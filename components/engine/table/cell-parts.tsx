import type { ReactNode } from "react";
import NextLink from "next/link";
import { CELL_CAPTION_CLASS, CELL_LINES_CLASS, CELL_LINES_START_CLASS, CELL_LINK_CLASS } from "./plain-body";

/*
 * The parts of a list cell, plain elements the table styles once (plain-body.ts): a styled component
 * for each line of each cell was most of the styles a page of purchases computed. They are drawn only
 * inside a table that spreads PLAIN_BODY (the engine's list table, the dashboard's tables).
 */

/** Lines one under another, as MUI's Stack; `start`: each only as wide as its content (a chip). */
export function CellLines({ start, children }: { start?: boolean; children: ReactNode }) {
  return <div className={start ? `${CELL_LINES_CLASS} ${CELL_LINES_START_CLASS}` : CELL_LINES_CLASS}>{children}</div>;
}

/** The smaller line under a value, as Typography's caption in the secondary colour. */
export const CellCaption = ({ children }: { children: ReactNode }) => <span className={CELL_CAPTION_CLASS}>{children}</span>;

/** A link in a cell, as MUI's Link with its underline on hover. */
export const CellLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <NextLink className={CELL_LINK_CLASS} href={href}>
    {children}
  </NextLink>
);
