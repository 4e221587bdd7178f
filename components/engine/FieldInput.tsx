"use client";

import { useState } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import PhotoCameraOutlined from "@mui/icons-material/PhotoCameraOutlined";
import type { ResourceDef } from "@/lib/engine/define";
import type { Field, RefField, RowsField, SecretField } from "@/lib/engine/fields";
import { withUnit } from "@/lib/engine/format";
import { secretKey } from "@/lib/engine/schema";
import { requireResource } from "@/lib/resources/index";
import { displayUnit } from "@/lib/engine/format";
import { uploadFile } from "@/lib/browser/api-client";
import { PICTURE_MESSAGES, PICTURE_TYPES, pictureProblem } from "@/lib/pictures";
import { useOptions, type Option } from "./useOptions";

type Values = Record<string, unknown>;

export interface FieldInputProps {
  name: string;
  field: Field;
  values: Values;
  /** The row being edited, for what the form cannot hold (which credentials are set). */
  stored?: Values;
  error?: string;
  disabled: boolean;
  onChange: (name: string, value: unknown) => void;
  /** The resource of the form: its other fields, and where its pictures are uploaded. */
  resource: ResourceDef;
  imageBaseUrl: string;
}

const optionLabel = (resourceKey: string, option: Option) => withUnit(option.name, displayUnit(requireResource(resourceKey)));

function RefInput({ name, field, values, error, disabled, onChange, resource }: FieldInputProps & { field: RefField }) {
  const parent = field.dependsOn ? values[field.dependsOn.field] : undefined;
  const filter = field.dependsOn ? { [field.dependsOn.filter]: parent } : {};
  const { options } = useOptions(field.resource, filter, !field.dependsOn || Boolean(parent));
  const value = values[name] ?? "";
  return (
    <TextField
      select
      label={field.label}
      value={options.some((o) => o.id === value) ? value : ""}
      onChange={(e) => onChange(name, Number(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? (field.dependsOn && !parent ? `Choose the ${resource.fields[field.dependsOn.field].label.toLowerCase()} first` : field.help)}
      disabled={disabled || (Boolean(field.dependsOn) && !parent)}
      required={field.required}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {optionLabel(field.resource, option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function RefListInput({ name, field, values, error, disabled, onChange }: FieldInputProps & { field: Field & { kind: "refList" } }) {
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

function RowsInput({ name, field, values, error, disabled, onChange }: FieldInputProps & { field: RowsField }) {
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

function SecretInput({ name, field, values, stored, error, disabled, onChange }: FieldInputProps & { field: SecretField }) {
  const given = (values[name] as Record<string, string> | undefined) ?? {};
  const set = new Set((stored?.[name] as string[] | undefined) ?? []);
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {field.label}
      </FormLabel>
      <Stack spacing={1.5}>
        {field.keys.map((label) => {
          const key = secretKey(label);
          return (
            <TextField
              key={key}
              label={label}
              type="password"
              autoComplete="new-password"
              value={given[key] ?? ""}
              placeholder={set.has(key) ? "•••••••• (saved)" : "Not set"}
              onChange={(e) => onChange(name, { ...given, [key]: e.target.value })}
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          );
        })}
      </Stack>
      <FormHelperText>{error ?? field.help}</FormHelperText>
    </FormControl>
  );
}

function ImageInput({ name, field, values, error, disabled, onChange, resource, imageBaseUrl }: FieldInputProps) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const id = values[name] as string | undefined;
  async function upload(file?: File) {
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return setFailure(problem);
    setUploading(true);
    setFailure(undefined);
    try {
      const answer = await uploadFile<{ id: string }>(`/api/admin/${resource.key}/image`, file);
      if (answer.status === 200) onChange(name, answer.recordList[0].id);
      else setFailure(answer.message);
    } catch {
      setFailure("The picture could not be uploaded. Please try again.");
    }
    setUploading(false);
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <Avatar variant="rounded" src={id ? `${imageBaseUrl}${id}` : undefined} alt={field.label} sx={{ width: 64, height: 64 }} />
      <Box>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlined />} disabled={disabled || uploading}>
          {id ? "Replace picture" : "Upload picture"}
          <input hidden type="file" accept={PICTURE_TYPES.join(",")} aria-label={field.label} onChange={(e) => void upload(e.target.files?.[0])} />
        </Button>
        <Typography variant="caption" color={failure || error ? "error" : "text.secondary"} sx={{ display: "block", mt: 0.5 }}>
          {failure ?? error ?? PICTURE_MESSAGES.hint}
        </Typography>
      </Box>
    </Stack>
  );
}

/** One input of a resource form, drawn by its field's kind. */
export function FieldInput(props: FieldInputProps) {
  const { name, field, values, error, disabled, onChange } = props;
  switch (field.kind) {
    case "text":
      return (
        <TextField label={field.label} value={values[name] ?? ""} onChange={(e) => onChange(name, e.target.value)} error={Boolean(error)} helperText={error ?? field.help}
          placeholder={field.example} disabled={disabled} required={field.required} multiline={field.multiline} minRows={field.multiline ? 3 : undefined} slotProps={{ htmlInput: { maxLength: field.max } }} fullWidth />
      );
    case "number":
      return (
        <TextField label={field.label} value={values[name] ?? ""} onChange={(e) => onChange(name, e.target.value)} error={Boolean(error)} helperText={error ?? field.help}
          disabled={disabled} required={field.required} fullWidth
          slotProps={{ htmlInput: { inputMode: field.scale ? "decimal" : "numeric" }, input: field.unit ? { endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment> } : undefined }} />
      );
    case "boolean":
      return (
        <FormControl error={Boolean(error)}>
          <FormControlLabel control={<Switch checked={Boolean(values[name])} onChange={(e) => onChange(name, e.target.checked)} disabled={disabled} />} label={field.label} />
          {(error ?? field.help) && <FormHelperText>{error ?? field.help}</FormHelperText>}
        </FormControl>
      );
    case "enum":
      return field.display === "radio" ? (
        <FormControl error={Boolean(error)} disabled={disabled} required={field.required}>
          <FormLabel id={`${name}-label`}>{field.label}</FormLabel>
          <RadioGroup row aria-labelledby={`${name}-label`} value={values[name] ?? ""} onChange={(e) => onChange(name, e.target.value)}>
            {field.options.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
            ))}
          </RadioGroup>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      ) : (
        <TextField select label={field.label} value={values[name] ?? ""} onChange={(e) => onChange(name, e.target.value)} error={Boolean(error)} helperText={error ?? field.help} disabled={disabled} required={field.required} fullWidth>
          {field.options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    case "ref":
      return <RefInput {...props} field={field} />;
    case "refList":
      return <RefListInput {...props} field={field} />;
    case "rows":
      return <RowsInput {...props} field={field} />;
    case "image":
      return <ImageInput {...props} />;
    case "secret":
      return <SecretInput {...props} field={field} />;
  }
}
