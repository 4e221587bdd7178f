"use client";

import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { inSentence } from "@/lib/engine/format";
import { PAGE_SIZES } from "@/lib/engine/list-query";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { useDrawn } from "@/lib/browser/use-drawn";
import { Pager } from "../table/Pager";
import type { LayoutProps } from "./types";

/** What a layout without the grid's own (cards, accordions) draws around its rows: loading, "Data not Found", paging. */
export function ListFrame({
  resource,
  rows,
  total,
  loading,
  state,
  update,
  rowsLabel,
  compact = false,
  children,
}: Pick<LayoutProps, "resource" | "rows" | "total" | "loading" | "state" | "update"> & { rowsLabel?: string; compact?: boolean; children: ReactNode }) {
  const drawnMark = useDrawn(!loading);
  return (
    <Box {...drawnMark}>
      {loading && <LinearProgress sx={{ mb: 1 }} aria-label={`Loading ${inSentence(resource.singular)} list`} />}
      {!rows.length && !loading && (
        <Typography color="textSecondary" sx={{ py: 4, textAlign: "center" }}>
          {CONSOLE_MESSAGES.dataNotFound}
        </Typography>
      )}
      {children}
      <Pager
        count={total}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(page) => update({ page: page + 1 })}
        onRowsPerPageChange={(pageSize) => update({ pageSize })}
        labelRowsPerPage={compact ? "Rows:" : rowsLabel}
        compact={compact}
      />
    </Box>
  );
}
