"use client";

import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { RefListField } from "@/lib/engine/fields";
import { useOptions } from "../useOptions";
import { optionLabel } from "./options";
import type { ConsoleKindModule, FieldInputProps } from "./types";

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

export const refListInput: ConsoleKindModule<RefListField> = {
  Input: RefListInput,
  initial: (_field, stored) => ((stored as { id: number }[] | undefined) ?? []).map((item) => item.id),
};
