"use client";

import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { RefListField } from "@/lib/engine/fields";
import type { CellProps } from "./types";

export function RefListCell({ column, row }: CellProps<RefListField>) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", py: 0.5, gap: 0.5 }}>
      {((row[column] as { id: number; name: string }[]) ?? []).map((item) => (
        <Chip key={item.id} size="small" label={item.name} />
      ))}
    </Stack>
  );
}
