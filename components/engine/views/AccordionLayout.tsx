"use client";

import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import TablePagination from "@mui/material/TablePagination";
import Typography from "@mui/material/Typography";
import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import { MESSAGES } from "@/lib/messages";
import { PAGE_SIZES } from "@/lib/engine/list-query";
import { ResourceList } from "../ResourceList";
import type { LayoutProps } from "../list/types";

export interface AccordionChild {
  resource: string;
  /** The child's field that points at its parent. */
  field: string;
  readOnly: boolean;
}

/**
 * Parents as accordions, each holding the engine's list of its children narrowed to it (an FAQ
 * category and its questions). The parents page, search and filter like any list.
 */
export function AccordionLayout({ resource, rows, total, loading, state, update, cell, toggle, actions, imageBaseUrl, child }: LayoutProps & { child: AccordionChild }) {
  const card = resource.card ?? { title: resource.display };
  // The switch and the buttons sit in the summary: a click on them must not fold the accordion.
  const keep = (event: React.SyntheticEvent) => event.stopPropagation();
  return (
    <Box>
      {loading && <LinearProgress sx={{ mb: 1 }} aria-label={`Loading ${resource.singular.toLowerCase()} list`} />}
      {!rows.length && !loading && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
          {MESSAGES.dataNotFound}
        </Typography>
      )}
      {rows.map((row) => (
        <Accordion key={row.id} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} sx={{ opacity: row.isActive ? 1 : 0.75 }}>
          <AccordionSummary expandIcon={<ExpandMoreRounded />} aria-controls={`${resource.key}-${row.id}-content`} id={`${resource.key}-${row.id}-header`}>
            <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexGrow: 1, mr: 1, flexWrap: "wrap" }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {cell(card.title, row)}
              </Typography>
              {card.meta?.map((key) => (
                <Typography key={key} variant="body2" color="text.secondary">
                  {cell(key, row)}
                </Typography>
              ))}
              <Box sx={{ flexGrow: 1 }} />
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} onClick={keep} onFocus={keep}>
                {toggle(row)}
                {actions(row)}
              </Stack>
            </Stack>
          </AccordionSummary>
          <AccordionDetails id={`${resource.key}-${row.id}-content`}>
            <ResourceList
              resourceKey={child.resource}
              readOnly={child.readOnly}
              imageBaseUrl={imageBaseUrl}
              layout="stack"
              fixed={{ [child.field]: String(row.id) }}
              prefix={`${child.resource}${row.id}.`}
              bare
            />
          </AccordionDetails>
        </Accordion>
      ))}
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => update({ page: page + 1 })}
        onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
      />
    </Box>
  );
}
