"use client";

import { useEffect, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { Hint } from "@/components/engine/Hint";
import AddRounded from "@mui/icons-material/AddRounded";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import SearchRounded from "@mui/icons-material/SearchRounded";
import { hasToggle, type ResourceDef } from "@/lib/engine/define";
import { inSentence } from "@/lib/engine/format";
import { formatDay } from "@/lib/engine/fields/date";
import { pageSetFilters } from "@/lib/engine/list-query";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { useOptions, type Option } from "../useOptions";
import type { ListChange, ListState } from "./useListState";
import { apiPaths } from "@/lib/api-paths";
import { isOn } from "@/lib/console-flags";
import { useConsoleFlags } from "@/components/shell/console-flags";

const SEARCH_DEBOUNCE_MS = 300;

// The date pickers load when a range of days is first used, not with the list (RangeFilter).
const DayPicker = dynamic(() => import("../inputs/DayPicker"), { ssr: false });

/**
 * A day the list may be asked for: cleared, or complete with a four-digit year. Typing a year passes
 * through years such as 0002 and 0202, each a valid day to the picker; asking for them would reload the
 * list, and rewrite the field, at every keystroke.
 */
const isWholeDay = (day: string) => day === "" || /^(19|20|21)\d{2}-\d{2}-\d{2}$/.test(day);

/**
 * From and To of a declared range: a day half typed waits; a cleared one drops the bound. The date
 * pickers (about 45 kB) load when one of the two is first focused or clicked: until then each is a
 * plain field with the same label showing the day chosen, drawn in its place (docs/performance.md).
 */
export function RangeFilter({ label, from, to, onChange }: { label: string; from: string; to: string; onChange: (change: { from?: string; to?: string }) => void }) {
  const [opened, setOpened] = useState<"from" | "to">();
  return (["from", "to"] as const).map((key) => {
    const value = key === "from" ? from : to;
    return (
      <Stack key={key} sx={{ width: 190 }}>
        {opened ? (
          <DayPicker
            key={value}
            uncontrolled
            name={key}
            label={`${label} ${key}`}
            value={value}
            autoFocus={opened === key}
            onChange={(day) => isWholeDay(day) && onChange({ [key]: day })}
          />
        ) : (
          <TextField
            name={key}
            label={`${label} ${key}`}
            value={value ? formatDay(value) : ""}
            placeholder="DD MMM YYYY"
            onFocus={() => setOpened(key)}
            onClick={() => setOpened(key)}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
        )}
      </Stack>
    );
  });
}

export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 160 }}>
      <MenuItem value="">All</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A filter whose choices its own resource's api lists (`choices`: the audit log's administrators). */
function ChoicesFilter({ label, path, value, onChange }: { label: string; path: string; value: string; onChange: (value: string) => void }) {
  const { data } = useEnvelope<Option>(path, { keepPrevious: false });
  const options = data?.status === 200 ? data.recordList : [];
  return <FilterSelect label={label} value={value} options={options.map((o) => ({ value: String(o.id), label: String(o.name) }))} onChange={onChange} />;
}

/** A ref filter's choices come from the resource it points to, narrowed by `within` (a state's districts). */
export function RefFilter({ label, resourceKey, value, onChange, within }: { label: string; resourceKey: string; value: string; onChange: (value: string) => void; within?: Record<string, string> }) {
  const { options } = useOptions(resourceKey, within);
  return <FilterSelect label={label} value={value} options={options.map((o) => ({ value: String(o.id), label: String(o.name) }))} onChange={onChange} />;
}

/** The search box follows the URL (back, a shared link) and writes to it after a pause in typing. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [search, setSearch] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setSearch(value);
  }
  useEffect(() => {
    if (search === value) return;
    const timer = setTimeout(() => onSearch(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, value, onSearch]);
  return (
    <TextField
      size="small"
      label="Search"
      value={search}
      onChange={(e) => setSearch(e.target.value)}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRounded fontSize="small" /></InputAdornment> }, htmlInput: { maxLength: 100 } }}
      sx={{ minWidth: 240 }}
    />
  );
}

interface Props {
  resource: ResourceDef;
  state: ListState;
  update: (change: ListChange) => void;
  /** Filters the page fixes (the chosen parent): not offered. */
  fixed: Record<string, string>;
  exportHref: string;
  /** false: drawn disabled (the demo administrator); "hidden": the administrator may not add here. */
  canAdd: boolean | "hidden";
  onAdd: () => void;
  /** The page's own controls, beside Export and Add. */
  extra?: ReactNode;
  /** Sort choices for layouts without sortable headers (cards). */
  sorter?: ReactNode;
  /** Which columns the grid shows (the grid layout only). */
  columns?: ReactNode;
  /** A narrow pane's toolbar: the search with Export and Add as icons, the selects on a line below. */
  compact?: boolean;
  /**
   * The page's Views button (SavedViewsButton), on the page's own list (not a record's tabs, not an
   * accordion's children). Handed in, not imported here: the reports import this module's filters, and
   * carry no list of their own.
   */
  views?: ReactNode;
}

/** Search, the declared filters, the status filter, the page's extras, Export CSV and Add. */
export function ListToolbar(props: Props) {
  const { resource, state, update, exportHref, canAdd, onAdd, extra, sorter, columns, compact, views } = props;
  const addLabel = `Add ${inSentence(resource.singular)}`;
  const canShowAdd = !resource.readOnly && canAdd !== "hidden";
  const search = resource.search.length > 0 && <SearchBox value={state.search} onSearch={(text) => update({ search: text })} />;
  if (compact) {
    return (
      <Stack spacing={1} sx={{ mb: 1 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", "& > .MuiTextField-root": { minWidth: 0, flex: 1 } }}>
          {search || <Box sx={{ flex: 1 }} />}
          {extra}
          {views}
          <Hint title="Export CSV">
            <IconButton aria-label="Export CSV" href={exportHref} download>
              <FileDownloadOutlined />
            </IconButton>
          </Hint>
          {canShowAdd && (
            <Hint title={addLabel}>
              <span>
                <IconButton aria-label={addLabel} color="primary" disabled={!canAdd} onClick={onAdd}>
                  <AddRounded />
                </IconButton>
              </span>
            </Hint>
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ "& > .MuiTextField-root": { minWidth: 0, flex: 1 } }}>
          <ListFilters {...props} />
          {sorter}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ mb: 2, alignItems: { md: "center" }, flexWrap: "wrap", rowGap: 1.5 }}>
      {search}
      <ListFilters {...props} />
      {sorter}
      <Box sx={{ flexGrow: 1 }} />
      {extra}
      {views}
      {columns}
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} href={exportHref} download>
        Export CSV
      </Button>
      {canShowAdd && (
        <Button variant="contained" startIcon={<AddRounded />} disabled={!canAdd} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}

/** The declared filters, the range of days and the status filter: the selects of a list. */
function ListFilters({ resource, state, update, fixed }: Props) {
  const flags = useConsoleFlags();
  return (
    <>
      {(resource.filters ?? [])
        .filter(({ field }) => !(field in fixed) && !pageSetFilters(resource).includes(field) && isOn(flags, resource.fields[field]?.follows))
        .map(({ field: key, label, choices }) => {
          const field = resource.fields[key];
          const value = state.filters[key] ?? "";
          const onChange = (next: string) => update({ filters: { [key]: next } });
          const title = label ?? field.label;
          if (choices) return <ChoicesFilter key={key} label={title} path={apiPaths.choices(resource.key, choices)} value={value} onChange={onChange} />;
          if (field.kind === "ref") return <RefFilter key={key} label={title} resourceKey={field.resource} value={value} onChange={onChange} />;
          const options = field.kind === "enum" ? field.options.map((o) => ({ value: o, label: o })) : [{ value: "true", label: "Yes" }, { value: "false", label: "No" }];
          return <FilterSelect key={key} label={title} value={value} options={options} onChange={onChange} />;
        })}
      {resource.range && (
        <RangeFilter
          label={resource.range.label}
          from={state.filters.from ?? ""}
          to={state.filters.to ?? ""}
          onChange={(change) => update({ filters: change })}
        />
      )}
      {hasToggle(resource) && (
        <FilterSelect
          label="Status"
          value={state.filters.status ?? ""}
          options={[{ value: "active", label: "Active" }, { value: "inactive", label: "Inactive" }]}
          onChange={(status) => update({ filters: { status } })}
        />
      )}
    </>
  );
}
