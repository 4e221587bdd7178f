"use client";

import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { RefListField } from "@/lib/engine/fields";
import { useOptions } from "../useOptions";
import { optionLabel } from "./options";
import type { CellProps, ConsoleKindModule, FieldInputProps } from "./types";

function RefListInput({ name, field, values, error, disabled, onChange }: FieldInputProps<RefListField>) {
  const { options } = useOptions(field.resource);
  const chosen = (values[name] as number[] | undefined) ?? [];
  return (
    <Autocomplete
      multiple
      options={options}
      value={options.filter((o) => chosen.includes(o.id))}
      onChange={(_, picked) => onChange(name, picked.map((o) => o.id))}
      getOptionLabel={(o) => optionLabel(field.resource, o)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={field.label} error={Boolean(error)} helperText={error ?? field.help} required={field.required} />}
    />
  );
}

function RefListCell({ column, row }: CellProps<RefListField>) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", py: 0.5, gap: 0.5 }}>
      {((row[column] as { id: number; name: string }[]) ?? []).map((item) => (
        <Chip key={item.id} size="small" label={item.name} />
      ))}
    </Stack>
  );
}

export const refListInput: ConsoleKindModule<RefListField> = {
  Input: RefListInput,
  Cell: RefListCell,
  initial: (_field, stored) => ((stored as { id: number }[] | undefined) ?? []).map((item) => item.id),
};
