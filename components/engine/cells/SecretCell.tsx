"use client";

import Chip from "@mui/material/Chip";
import type { SecretField } from "@/lib/engine/fields";
import type { CellProps } from "./types";

export function SecretCell({ column, row }: CellProps<SecretField>) {
  const set = (row[column] as string[]) ?? [];
  return set.length ? <Chip size="small" label={`${set.length} saved ••••••`} /> : <Chip size="small" variant="outlined" label="Not set" />;
}
