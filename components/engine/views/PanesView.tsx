"use client";

import { useCallback, useMemo, type ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { useSearchChange } from "@/lib/browser/use-search-change";
import { paneLevels, paneListOptions } from "@/lib/engine/pane-levels";
import { requireResource, useResources } from "../resources";
import { ResourceList } from "../ResourceList";
import type { ListSlots, Row } from "../list/types";
import { apiPaths } from "@/lib/api-paths";
import type { SavedViewsPage } from "@/lib/saved-views";

const plural = (singular: string) => (singular.endsWith("y") ? `${singular.slice(0, -1)}ies` : `${singular}s`);

/** The name of the chosen row of a level, for the next pane's heading. */
function ChosenName({ resourceKey, id }: { resourceKey: string; id: string }) {
  const resource = requireResource(resourceKey);
  const { data } = useEnvelope<Row>(apiPaths.row(resourceKey, id), { keepPrevious: false });
  const row = data?.status === 200 ? data.recordList[0] : undefined;
  return <>{row ? String(row[resource.display]) : "…"}</>;
}

function Pane({ label, title, children }: { label: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={label} sx={{ p: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface Props {
  resources: string[];
  readOnly: boolean;
  imageBaseUrl: string;
  /** The page's own controls above the panes (Region's CSV buttons). */
  toolbar?: ReactNode;
  /** The page whose saved views the first pane's toolbar offers: a view keeps every pane's state. */
  savedViews?: SavedViewsPage;
}

/**
 * Engine lists side by side, one per resource of a chain: choosing a row in one pane narrows the next
 * to its children (a country's states, a state's districts…). The choices live in the URL (`?country=7&
 * state=40`), each list's own paging and search under its key as prefix (`state.page`).
 */
export function PanesView({ resources, readOnly, imageBaseUrl, toolbar, savedViews }: Props) {
  useResources(resources);
  const levels = useMemo(() => paneLevels(resources, requireResource), [resources]);
  const params = useSearchParams();

  const change = useSearchChange();
  const choose = useCallback(
    (index: number, id: number) =>
      change((next) => {
        next.set(levels[index].key, String(id));
        // The panes after it start over: another parent, other children.
        for (const level of levels.slice(index + 1)) {
          next.delete(level.key);
          for (const name of [...next.keys()]) if (name.startsWith(`${level.key}.`)) next.delete(name);
        }
      }),
    [levels, change],
  );

  return (
    <Box>
      {toolbar && <Box sx={{ mb: 2 }}>{toolbar}</Box>}
      {/* Every level side by side from a laptop's width: each pane's rows are one line, so a narrow pane still reads. */}
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", md: "repeat(2, minmax(0, 1fr))", lg: `repeat(${levels.length}, minmax(0, 1fr))` }, alignItems: "start" }}>
        {levels.map((level, index) => {
          const resource = requireResource(level.key);
          const parent = index > 0 ? levels[index - 1] : undefined;
          const parentId = parent ? params.get(parent.key) : undefined;
          const chosen = params.get(level.key);
          const last = index === levels.length - 1;
          const slots: ListSlots = last
            ? {}
            : {
                cells: {
                  [resource.display]: (row) => (
                    <Button
                      size="small"
                      variant={String(row.id) === chosen ? "contained" : "text"}
                      aria-pressed={String(row.id) === chosen}
                      onClick={() => choose(index, row.id)}
                      // One line a row where it fits: a long name ("Dadra and Nagar Haveli and Daman and Diu") wraps tight.
                      sx={{ textTransform: "none", justifyContent: "flex-start", textAlign: "left", minWidth: 0, fontWeight: 600, fontSize: 13, lineHeight: 1.3, py: 0.25, px: 0.75 }}
                    >
                      {String(row[resource.display])}
                    </Button>
                  ),
                },
              };
          const title = parent && parentId ? (
            <>
              {plural(resource.singular)} of <ChosenName resourceKey={parent.key} id={parentId} />
            </>
          ) : (
            plural(resource.singular)
          );
          return (
            <Pane key={level.key} label={plural(resource.singular)} title={title}>
              {parent && !parentId ? (
                <Typography color="textSecondary" sx={{ py: 4, textAlign: "center" }}>
                  Choose a {requireResource(parent.key).singular.toLowerCase()} to see its {plural(resource.singular).toLowerCase()}.
                </Typography>
              ) : (
                <ResourceList
                  resourceKey={level.key}
                  readOnly={readOnly}
                  imageBaseUrl={imageBaseUrl}
                  layout="rows"
                  slots={slots}
                  {...paneListOptions(level, parentId)}
                  savedViews={index === 0 ? savedViews : undefined}
                  bare
                />
              )}
            </Pane>
          );
        })}
      </Box>
    </Box>
  );
}
