"use client";

import Avatar from "@mui/material/Avatar";
import type { ImageField } from "@/lib/engine/fields";
import type { CellProps } from "./types";

export function ImageCell({ column, row, imageBaseUrl }: CellProps<ImageField>) {
  return row[column] ? <Avatar variant="rounded" src={`${imageBaseUrl}${row[column]}`} alt="" sx={{ width: 36, height: 36 }} /> : null;
}
