"use client";

import Avatar from "@mui/material/Avatar";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { ResourceDef } from "@/lib/engine/define";
import { cellText, displayUnit } from "@/lib/engine/format";
import { requireResource } from "@/lib/resources/index";

type Row = Record<string, unknown>;

const unitOf = (key: string) => displayUnit(requireResource(key));

/** A list cell: chips for yes/no and lists, a thumbnail for pictures, the shared formatter for the rest. */
export function ResourceCell({ resource, column, row, imageBaseUrl }: { resource: ResourceDef; column: string; row: Row; imageBaseUrl: string }) {
  const field = resource.fields[column];
  if (field?.kind === "boolean") {
    return <Chip size="small" label={row[column] ? "Yes" : "No"} color={row[column] ? "success" : "default"} variant={row[column] ? "filled" : "outlined"} />;
  }
  if (field?.kind === "image") {
    return row[column] ? <Avatar variant="rounded" src={`${imageBaseUrl}${row[column]}`} alt="" sx={{ width: 36, height: 36 }} /> : null;
  }
  if (field?.kind === "refList") {
    return (
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", py: 0.5, gap: 0.5 }}>
        {((row[column] as { id: number; name: string }[]) ?? []).map((item) => (
          <Chip key={item.id} size="small" label={item.name} />
        ))}
      </Stack>
    );
  }
  if (field?.kind === "secret") {
    const set = (row[column] as string[]) ?? [];
    return set.length ? <Chip size="small" label={`${set.length} saved ••••••`} /> : <Chip size="small" variant="outlined" label="Not set" />;
  }
  return <span>{cellText(resource, column, row, unitOf)}</span>;
}
