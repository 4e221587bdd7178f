"use client";

import { useState } from "react";
import { useSWRConfig } from "swr";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import { ResourceList } from "../ResourceList";
import { ListFrame } from "../list/ListFrame";
import type { LayoutProps, Row } from "../list/types";
import { apiPaths } from "@/lib/api-paths";

export interface AccordionChild {
  resource: string;
  /** The child's field that points at its parent. */
  field: string;
  readOnly: boolean;
}

type Props = LayoutProps & { child: AccordionChild };

/**
 * One parent: its heading opens and closes it (a real button with aria-expanded, the switch and the
 * buttons beside it rather than inside it), its children are the engine's list narrowed to it.
 */
function Fold({ row, props }: { row: Row; props: Props }) {
  const { resource, cell, toggle, actions, imageBaseUrl, child } = props;
  const { mutate } = useSWRConfig();
  // Every page of the parents that is on screen: a child added or removed changes what they show.
  const reloadParents = () => void mutate((key) => apiPaths.isListOf(resource.key, key));
  const [open, setOpen] = useState(false);
  const card = resource.card ?? { title: resource.display };
  const region = `${resource.key}-${row.id}-children`;
  return (
    <Paper variant="outlined" sx={{ opacity: row.isActive ? 1 : 0.75 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", px: 1, py: 0.5, flexWrap: "wrap" }}>
        <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1, m: 0 }}>
          <Button
            fullWidth
            color="inherit"
            aria-expanded={open}
            aria-controls={region}
            onClick={() => setOpen((o) => !o)}
            endIcon={<ExpandMoreRounded sx={{ transform: open ? "rotate(180deg)" : "none", transition: "transform 150ms" }} />}
            sx={{ justifyContent: "space-between", textTransform: "none", fontWeight: 600, fontSize: "1rem" }}
          >
            <Stack direction="row" spacing={2} component="span" sx={{ alignItems: "baseline" }}>
              <span>{cell(card.title, row)}</span>
              {card.meta?.map((key) => (
                <Typography key={key} component="span" variant="body2" color="textSecondary">
                  {cell(key, row)}
                </Typography>
              ))}
            </Stack>
          </Button>
        </Typography>
        {toggle(row)}
        {actions(row)}
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box id={region} role="region" aria-label={`${String(row[resource.display])}: ${child.resource}`} sx={{ px: 2, pb: 2 }}>
          <ResourceList
            resourceKey={child.resource}
            readOnly={child.readOnly}
            imageBaseUrl={imageBaseUrl}
            layout="stack"
            fixed={{ [child.field]: String(row.id) }}
            prefix={`${child.resource}${row.id}.`}
            bare
            onChange={reloadParents}
          />
        </Box>
      </Collapse>
    </Paper>
  );
}

/** Parents as folds, each holding the engine's list of its children (an FAQ category and its questions). */
export function AccordionLayout(props: Props) {
  const { resource, rows, total, loading, state, update } = props;
  return (
    <ListFrame resource={resource} rows={rows} total={total} loading={loading} state={state} update={update}>
      <Stack spacing={1}>
        {rows.map((row) => (
          <Fold key={row.id} row={row} props={props} />
        ))}
      </Stack>
    </ListFrame>
  );
}
