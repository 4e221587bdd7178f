"use client";

import type { ComponentType } from "react";
import type { ResourceDef } from "@/lib/engine/define";
import { cellText, displayUnit } from "@/lib/engine/format";
import { requireResource } from "./resources";
import { CELL_KINDS, type CellProps } from "./cells/index";

type Row = Record<string, unknown>;

const unitOf = (key: string) => displayUnit(requireResource(key));

/** A list cell: the kind's own cell where it has one (chips, thumbnails), else the shared text. */
export function ResourceCell({ resource, column, row, imageBaseUrl }: { resource: ResourceDef; column: string; row: Row; imageBaseUrl: string }) {
  const field = resource.fields[column];
  const Cell = field && !resource.computed?.[column] ? (CELL_KINDS[field.kind] as ComponentType<CellProps> | undefined) : undefined;
  if (field && Cell) return <Cell field={field} column={column} row={row} resource={resource} imageBaseUrl={imageBaseUrl} />;
  return <span>{cellText(resource, column, row, unitOf)}</span>;
}
