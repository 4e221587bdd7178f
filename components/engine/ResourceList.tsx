"use client";

import { Suspense, useCallback, useEffect, useState, type ComponentType } from "react";
import { useRouter } from "next/navigation";
import dynamic from "next/dynamic";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { useOwnSuspense } from "@/lib/browser/use-hydrated";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { resourceReady, useResource } from "./resources";
import { ResourceCell } from "./cells";
import { usePageRights } from "./page-rights";
import { CardSorter } from "./list/CardSorter";
import { ColumnChooser } from "./list/ColumnChooser";
import { layoutLoading, LIST_LAYOUTS } from "./list/layouts";
import { ListToolbar } from "./list/ListToolbar";
import { SavedViewsButton } from "./list/SavedViewsButton";
import type { LayoutProps, ListSlots, Row } from "./list/types";
import { useListState } from "./list/useListState";
import { useRowControls } from "./list/useRowControls";
import { useColumnChoice } from "./list/use-column-choice";
import { mayRun, type ResourceAction } from "@/lib/engine/define";
import { apiPaths } from "@/lib/api-paths";
import type { SavedViewsPage } from "@/lib/saved-views";

// The form with every input kind loads when a row is added or edited (docs/performance.md).
const ResourceFormDialog = dynamic(() => import("./ResourceFormDialog").then((m) => m.ResourceFormDialog));

export type ListLayoutName = "grid" | "cards" | "stack" | "rows";

const LAYOUTS = {
  grid: LIST_LAYOUTS.table.Component,
  cards: LIST_LAYOUTS.cards.Component,
  stack: (props: LayoutProps) => <LIST_LAYOUTS.cards.Component {...props} dense />,
  rows: LIST_LAYOUTS.rows.Component,
} satisfies Record<ListLayoutName, ComponentType<LayoutProps>>;

interface Props {
  resourceKey: string;
  readOnly: boolean;
  imageBaseUrl: string;
  /** A layout by name, or a view's own (the accordions of a parent resource). */
  layout?: ListLayoutName | ComponentType<LayoutProps>;
  slots?: ListSlots;
  /** Filters the page fixes (the chosen parent): sent to the api, preset and hidden in the add form. */
  fixed?: Record<string, string>;
  /** Keeps this list's URL state apart from the other lists of its page. */
  prefix?: string;
  /** Drawn without its own paper (inside a pane or an accordion). */
  bare?: boolean;
  /** Told after every change this list makes (a parent list reloads what it shows of its children). */
  onChange?: () => void;
  /** Rows a page when the URL names no page size (a pane of one-line rows shows more than ten). */
  defaultPageSize?: number;
  /** The page whose saved views its toolbar offers: only on a page's own list (docs/saved-views.md). */
  savedViews?: SavedViewsPage;
}

/**
 * The list of any declared resource: server-side paging, sorting, search and filters whose state lives
 * in the URL; the active switch; add, edit, delete and named actions; the CSV export. Drawn as a grid,
 * cards or a stack of rows; pages add to it through slots instead of copying it.
 */
export function ResourceList(props: Props) {
  // Its declaration loads on its own (components/engine/resources.ts): a progress bar until it is
  // here, where it was not at mount (lib/browser/use-hydrated.ts says why only then).
  const own = useOwnSuspense(resourceReady(props.resourceKey));
  return own ? (
    <Suspense fallback={layoutLoading()}>
      <ResourceListOf {...props} />
    </Suspense>
  ) : (
    <ResourceListOf {...props} />
  );
}

/** How often a list with rows still changing on the server is read again (`liveWhile`). */
const LIVE_REFRESH_MS = 2_000;

function ResourceListOf({ resourceKey, readOnly, imageBaseUrl, layout = "grid", slots = {}, fixed = {}, prefix, bare = false, onChange, defaultPageSize, savedViews }: Props) {
  const resource = useResource(resourceKey);
  const router = useRouter();
  const { state, query, update } = useListState(resource, { prefix, fixed, defaultPageSize });
  // The form open: adding (no row), editing a row, or a named action's fields for a row.
  const [form, setForm] = useState<{ row?: Row; action?: ResourceAction }>();
  const rights = usePageRights();
  const bulkActions = readOnly ? [] : (resource.actions ?? []).filter((action) => action.bulk && mayRun(rights, action));
  const [selected, setSelected] = useState<number[]>([]);

  const { data, error, isLoading, mutate } = useEnvelope<Row>(apiPaths.list(resource.key, query), { keepPrevious: true });
  useEffect(() => {
    if (data?.status === 401) router.replace("/");
  }, [data, router]);
  const failure = error ? CONSOLE_MESSAGES.backendUnavailable : data && data.status !== 200 ? (data.message ?? CONSOLE_MESSAGES.backendUnavailable) : undefined;
  const rows = data?.status === 200 ? data.recordList : [];
  const total = data?.status === 200 ? (data.totalRecords ?? 0) : 0;
  const totalCapped = data?.status === 200 && data.totalCapped === true;

  const reload = useCallback(() => void mutate(), [mutate]);
  const live = Boolean(resource.liveWhile && rows.some(resource.liveWhile));
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(reload, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, reload]);
  const refresh = useCallback(() => {
    reload();
    onChange?.();
  }, [reload, onChange]);
  const columns = useColumnChoice(resource);
  const controls = useRowControls({ resource, readOnly, slots, refresh, edit: (row, action) => setForm({ row, action }) });
  const cell = useCallback(
    (column: string, row: Row) => slots.cells?.[column]?.(row) ?? <ResourceCell resource={resource} column={column} row={row} imageBaseUrl={imageBaseUrl} />,
    [slots.cells, resource, imageBaseUrl],
  );

  const exportQuery = new URLSearchParams(query);
  exportQuery.delete("page");
  exportQuery.delete("pageSize");

  const Layout = typeof layout === "string" ? LAYOUTS[layout] : layout;
  const body = (
    <>
      <ListToolbar
        resource={resource}
        state={state}
        update={update}
        fixed={fixed}
        exportHref={apiPaths.export(resource.key, exportQuery)}
        compact={layout === "rows"}
        canAdd={rights.add ? !readOnly : "hidden"}
        onAdd={() => setForm({})}
        extra={
          <>
            {bulkActions.map((action) => (
              <Button key={action.key} variant="outlined" disabled={!selected.length} onClick={() => controls.runBulk(action, selected, () => setSelected([]))}>
                {action.label}
                {selected.length ? ` (${selected.length})` : ""}
              </Button>
            ))}
            {slots.toolbar?.({ readOnly })}
          </>
        }
        sorter={layout === "grid" ? undefined : <CardSorter resource={resource} state={state} update={update} />}
        columns={layout === "grid" ? <ColumnChooser resource={resource} visible={columns.visible} show={columns.show} /> : undefined}
        views={savedViews && <SavedViewsButton page={savedViews} readOnly={readOnly} compact={layout === "rows"} />}
      />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={reload}>Retry</Button>}>
          {failure}
        </Alert>
      )}
      <Layout
        resource={resource}
        rows={rows}
        total={total}
        totalCapped={totalCapped}
        loading={isLoading}
        state={state}
        update={update}
        cell={cell}
        toggle={controls.toggle}
        actions={controls.actions}
        actionCount={controls.actionCount}
        imageBaseUrl={imageBaseUrl}
        visibleColumns={columns.visible}
        selection={bulkActions.length ? { ids: selected, onChange: setSelected } : undefined}
        onRowClick={slots.rowClick}
      />
      {form && (
        <ResourceFormDialog
          // A new dialog for each form (Save And Send opens the action's right after the add's).
          key={`${form.row?.id ?? "new"}:${form.action?.key ?? "form"}`}
          resource={resource}
          row={form.row}
          action={form.action}
          fixed={fixed}
          readOnly={readOnly}
          imageBaseUrl={imageBaseUrl}
          onClose={() => setForm(undefined)}
          onSaved={(saved, next) => {
            // "Save And Send": the new row's action dialog follows the add form.
            setForm(saved && next ? { row: saved, action: next } : undefined);
            refresh();
          }}
          onUndone={refresh}
        />
      )}
      {controls.dialog}
      {slots.dialogs?.({ readOnly })}
    </>
  );
  return bare ? body : <Paper sx={{ p: 2 }}>{body}</Paper>;
}
