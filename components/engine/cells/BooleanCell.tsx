"use client";

import Chip from "@mui/material/Chip";
import type { BooleanField } from "@/lib/engine/fields";
import type { CellProps } from "./types";

export function BooleanCell({ column, row }: CellProps<BooleanField>) {
  const on = Boolean(row[column]);
  return <Chip size="small" label={on ? "Yes" : "No"} color={on ? "success" : "default"} variant={on ? "filled" : "outlined"} />;
}
