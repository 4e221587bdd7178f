"use client";

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import type { RowsField } from "@/lib/engine/fields";
import { useOptions } from "../useOptions";
import { optionLabel } from "./options";
import type { ConsoleKindModule, FieldInputProps, Values } from "./types";

function RowsInput({ name, field, values, error, disabled, onChange }: FieldInputProps<RowsField>) {
  const { options } = useOptions(field.ref.resource);
  const rows = (values[name] as Values[] | undefined) ?? [];
  const set = (next: Values[]) => onChange(name, next);
  return (
    <FormControl error={Boolean(error)} fullWidth component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {field.label}
      </FormLabel>
      <Stack spacing={1.5}>
        {rows.map((row, index) => (
          <Stack key={index} direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
            <TextField
              select
              label={field.ref.label}
              value={options.some((o) => o.id === row[field.ref.key]) ? row[field.ref.key] : ""}
              onChange={(e) => set(rows.map((r, i) => (i === index ? { ...r, [field.ref.key]: Number(e.target.value) } : r)))}
              disabled={disabled}
              sx={{ flex: 1 }}
            >
              {options.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {optionLabel(field.ref.resource, option)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={field.value.label}
              value={row[field.value.key] ?? ""}
              onChange={(e) => set(rows.map((r, i) => (i === index ? { ...r, [field.value.key]: e.target.value } : r)))}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: "decimal" }, input: field.value.unit ? { endAdornment: <InputAdornment position="end">{field.value.unit}</InputAdornment> } : undefined }}
              sx={{ width: 140 }}
            />
            <IconButton aria-label={`Remove ${field.ref.label.toLowerCase()} ${index + 1}`} onClick={() => set(rows.filter((_, i) => i !== index))} disabled={disabled}>
              <DeleteOutlineRounded />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Box>
        <Button startIcon={<AddRounded />} onClick={() => set([...rows, { [field.ref.key]: "", [field.value.key]: 0 }])} disabled={disabled} sx={{ mt: 1 }}>
          Add {field.ref.label.toLowerCase()}
        </Button>
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export const rowsInput: ConsoleKindModule<RowsField> = {
  Input: RowsInput,
  initial: (field, stored) =>
    ((stored as Values[] | undefined) ?? []).map((row) => ({ [field.ref.key]: row[field.ref.key], [field.value.key]: row[field.value.key] })),
};
