"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import EditOutlined from "@mui/icons-material/EditOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import SearchRounded from "@mui/icons-material/SearchRounded";
import StarOutlineRounded from "@mui/icons-material/StarOutlineRounded";
import { DataGrid, type GridColDef, type GridSortModel } from "@mui/x-data-grid";
import { useSnackbar } from "notistack";
import { api } from "@/lib/browser/api-client";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { MESSAGES } from "@/lib/messages";
import { columnHeader } from "@/lib/engine/format";
import { requireResource } from "@/lib/resources/index";
import { PAGE_SIZES } from "@/lib/engine/list-query";
import { ConfirmDialog, type Confirmation } from "./ConfirmDialog";
import { ResourceCell } from "./cells";
import { ResourceFormDialog } from "./ResourceFormDialog";
import { useListState } from "./useListState";
import { useOptions } from "./useOptions";

type Row = Record<string, unknown> & { id: number; isActive: boolean };

const SEARCH_DEBOUNCE_MS = 300;

function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
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

/** A ref filter's choices come from the resource it points to. */
function RefFilter({ label, resourceKey, value, onChange }: { label: string; resourceKey: string; value: string; onChange: (value: string) => void }) {
  const { options } = useOptions(resourceKey);
  return <FilterSelect label={label} value={value} options={options.map((o) => ({ value: String(o.id), label: String(o.name) }))} onChange={onChange} />;
}

/**
 * The list page of any declared resource: server-side paging, sorting, search and filters whose
 * state lives in the URL; the active switch; add, edit, delete and named actions; the CSV export.
 */
export function ResourcePage({ resourceKey, readOnly, imageBaseUrl }: { resourceKey: string; readOnly: boolean; imageBaseUrl: string }) {
  const resource = requireResource(resourceKey);
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const { state, query, update } = useListState(resource);
  const [editing, setEditing] = useState<Row | "new">();
  const [confirmation, setConfirmation] = useState<Confirmation>();
  const [busy, setBusy] = useState(false);

  const { data, error, isLoading, mutate } = useEnvelope<Row>(`/api/admin/${resource.key}?${query}`, { keepPrevious: true });
  useEffect(() => {
    if (data?.status === 401) router.replace("/");
  }, [data, router]);
  const failure = error ? MESSAGES.backendUnavailable : data && data.status !== 200 ? (data.message ?? MESSAGES.backendUnavailable) : undefined;
  const rows = data?.status === 200 ? data.recordList : [];
  const total = data?.status === 200 ? (data.totalRecords ?? 0) : 0;

  // The search box follows the URL (back, a shared link) and writes to it after a pause in typing.
  const [search, setSearch] = useState(state.search);
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    setSearch(state.search);
  }
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => update({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, update]);

  const refresh = useCallback(() => void mutate(), [mutate]);

  const act = useCallback(
    (title: string, message: string, confirmLabel: string, call: () => Promise<{ status: number; message?: string }>, danger = false) =>
      setConfirmation({
        title,
        message,
        confirmLabel,
        danger,
        run: async () => {
          setBusy(true);
          try {
            const answer = await call();
            enqueueSnackbar(answer.message ?? (answer.status === 200 ? MESSAGES.saved : MESSAGES.backendUnavailable), { variant: answer.status === 200 ? "success" : "error" });
            if (answer.status === 200) refresh();
          } catch {
            enqueueSnackbar(MESSAGES.backendUnavailable, { variant: "error" });
          }
          setBusy(false);
          setConfirmation(undefined);
        },
      }),
    [enqueueSnackbar, refresh],
  );

  const nameOf = useCallback((row: Row) => String(row[resource.display] ?? ""), [resource.display]);

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const offset = (state.page - 1) * state.pageSize;
    const list: GridColDef<Row>[] = [
      {
        field: "__srNo",
        headerName: "Sr. No",
        width: 80,
        sortable: false,
        renderCell: ({ api: grid, id }) => offset + grid.getRowIndexRelativeToVisibleRows(id) + 1,
      },
      ...resource.columns.map<GridColDef<Row>>((column) => ({
        field: column.field,
        headerName: columnHeader(resource, column.field, column.header),
        sortable: Boolean(column.sortable),
        flex: column.flex,
        minWidth: column.flex ? 160 : 110,
        renderCell: ({ row }) => <ResourceCell resource={resource} column={column.field} row={row} imageBaseUrl={imageBaseUrl} />,
      })),
      {
        field: "isActive",
        headerName: "Status",
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Switch
            checked={row.isActive}
            disabled={readOnly}
            slotProps={{ input: { "aria-label": `${nameOf(row)} active` } }}
            onChange={() =>
              act(row.isActive ? "Make inactive" : "Make active", MESSAGES.confirmToggle, "Yes", () => api.put(`/api/admin/${resource.key}/${row.id}/active`, { isActive: !row.isActive }))
            }
          />
        ),
      },
    ];
    if (resource.readOnly && !resource.deletable && !resource.actions?.length) return list;
    list.push({
      field: "__actions",
      headerName: "Actions",
      width: 60 + 44 * ((resource.readOnly ? 0 : 1) + (resource.deletable ? 1 : 0) + (resource.actions?.length ?? 0)),
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5}>
          {!resource.readOnly && (
            <Tooltip title="Edit">
              <span>
                <IconButton aria-label={`Edit ${nameOf(row)}`} size="small" onClick={() => setEditing(row)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
          {(resource.actions ?? []).map((action) => (
            <Tooltip key={action.key} title={action.label}>
              <span>
                <IconButton
                  aria-label={`${action.label}: ${nameOf(row)}`}
                  size="small"
                  disabled={readOnly}
                  onClick={() => act(action.label, action.confirm, action.label, () => api.post(`/api/admin/${resource.key}/${row.id}/${action.key}`))}
                >
                  <StarOutlineRounded fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          ))}
          {resource.deletable && (
            <Tooltip title="Delete">
              <span>
                <IconButton
                  aria-label={`Delete ${nameOf(row)}`}
                  size="small"
                  disabled={readOnly}
                  onClick={() => act(`Delete ${resource.singular.toLowerCase()}`, `Delete "${nameOf(row)}"? This cannot be undone.`, "Delete", () => api.delete(`/api/admin/${resource.key}/${row.id}`), true)}
                >
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
      ),
    });
    return list;
  }, [resource, state.page, state.pageSize, readOnly, imageBaseUrl, act, nameOf]);

  // Stable models: the grid compares them by reference and takes a new one for a new sort (back to page 1).
  const paginationModel = useMemo(() => ({ page: state.page - 1, pageSize: state.pageSize }), [state.page, state.pageSize]);
  const sortModel = useMemo<GridSortModel>(
    // A sort by a field the grid has no column for (the id) is the api's alone: the grid shows none.
    () => (resource.columns.some((c) => c.field === state.sort) ? [{ field: state.sort, sort: state.order }] : []),
    [resource.columns, state.sort, state.order],
  );

  const exportQuery = new URLSearchParams(query);
  exportQuery.delete("page");
  exportQuery.delete("pageSize");

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ mb: 2, alignItems: { md: "center" } }}>
        {resource.search.length > 0 && (
          <TextField
            size="small"
            label="Search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRounded fontSize="small" /></InputAdornment> }, htmlInput: { maxLength: 100 } }}
            sx={{ minWidth: 240 }}
          />
        )}
        {(resource.filters ?? []).map(({ field: key, label }) => {
          const field = resource.fields[key];
          const value = state.filters[key] ?? "";
          const onChange = (next: string) => update({ filters: { [key]: next } });
          const title = label ?? field.label;
          if (field.kind === "ref") return <RefFilter key={key} label={title} resourceKey={field.resource} value={value} onChange={onChange} />;
          const options = field.kind === "enum" ? field.options.map((o) => ({ value: o, label: o })) : [{ value: "true", label: "Yes" }, { value: "false", label: "No" }];
          return <FilterSelect key={key} label={title} value={value} options={options} onChange={onChange} />;
        })}
        <FilterSelect
          label="Status"
          value={state.filters.status ?? ""}
          options={[{ value: "active", label: "Active" }, { value: "inactive", label: "Inactive" }]}
          onChange={(status) => update({ filters: { status } })}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} href={`/api/admin/${resource.key}/export?${exportQuery}`} download>
          Export CSV
        </Button>
        {!resource.readOnly && (
          <Button variant="contained" startIcon={<AddRounded />} disabled={readOnly} onClick={() => setEditing("new")}>
            Add {resource.singular.toLowerCase()}
          </Button>
        )}
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={refresh}>Retry</Button>}>
          {failure}
        </Alert>
      )}
      <DataGrid
        aria-label={`${resource.singular} list`}
        rows={rows}
        columns={columns}
        rowCount={total}
        loading={isLoading}
        autoHeight
        getRowHeight={() => "auto"}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => update({ page: model.page + 1, pageSize: model.pageSize })}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={(model) => update({ sort: model[0]?.field ?? resource.defaultSort.field, order: model[0]?.sort ?? resource.defaultSort.order })}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={{ noRowsLabel: MESSAGES.dataNotFound, noResultsOverlayLabel: MESSAGES.dataNotFound }}
        sx={{ border: 0, "& .MuiDataGrid-cell": { display: "flex", alignItems: "center", py: 0.5 } }}
      />
      {editing && (
        <ResourceFormDialog
          resource={resource}
          row={editing === "new" ? undefined : editing}
          readOnly={readOnly}
          imageBaseUrl={imageBaseUrl}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      <ConfirmDialog confirmation={confirmation} busy={busy} onClose={() => setConfirmation(undefined)} />
    </Paper>
  );
}
