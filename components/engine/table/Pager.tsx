"use client";

import { useId, useRef, type ReactNode } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";
import KeyboardArrowLeft from "@mui/icons-material/KeyboardArrowLeft";
import KeyboardArrowRight from "@mui/icons-material/KeyboardArrowRight";

const formatNumber = (value: number) => new Intl.NumberFormat().format(value);

export interface PagerProps {
  /** Rows in all; -1 when unknown. */
  count: number;
  /** From 0. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  labelRowsPerPage?: ReactNode;
  labelDisplayedRows?: (range: { from: number; to: number; count: number }) => string;
  /** A narrow pane: the controls wrap onto a second line rather than run past its edge. */
  compact?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The rows-per-page choice, "1–10 of 40" and the previous and next page buttons: MUI's TablePagination
 * as it draws, names and behaves, without its actions' Tooltips (which bring Popper into every list's
 * first load, docs/performance.md): the buttons carry a native title, as TablePagination's also do.
 */
export function Pager({ count, page, rowsPerPage, rowsPerPageOptions, onPageChange, onRowsPerPageChange, labelRowsPerPage = "Rows per page:", labelDisplayedRows, compact = false, sx }: PagerProps) {
  const labelId = useId();
  const selectId = useId();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = count === -1 ? (page + 1) * rowsPerPage : Math.min(count, (page + 1) * rowsPerPage);
  const displayed = labelDisplayedRows
    ? labelDisplayedRows({ from, to, count })
    : `${formatNumber(from)}–${formatNumber(to)} of ${count !== -1 ? formatNumber(count) : `more than ${formatNumber(to)}`}`;
  const atFirst = page === 0;
  const atLast = count !== -1 && page >= Math.ceil(count / rowsPerPage) - 1;
  // As TablePaginationActions does: a button that turns disabled under the focus hands it to the other.
  const go = (to: number, from: "previous" | "next") => {
    onPageChange(to);
    const lastStep = from === "next" ? count !== -1 && to >= Math.ceil(count / rowsPerPage) - 1 : to === 0;
    if (lastStep) (from === "next" ? previous : next).current?.focus();
  };
  return (
    <Box className="MuiTablePagination-root" sx={{ overflow: "auto", color: "text.primary", fontSize: "0.875rem", ...sx }}>
      <Toolbar
        variant="dense"
        sx={{ minHeight: 52, pr: 0.25, ...(compact ? { flexWrap: "wrap", justifyContent: "flex-end", px: 0, minHeight: 0 } : {}) }}
      >
        {!compact && <Box sx={{ flex: "1 1 100%" }} />}
        <Typography id={labelId} variant="body2" component="p" sx={{ flexShrink: 0 }}>
          {labelRowsPerPage}
        </Typography>
        <Select
          variant="standard"
          input={<InputBase />}
          id={selectId}
          labelId={`${labelId} ${selectId}`}
          value={rowsPerPage}
          onChange={(event) => onRowsPerPageChange(Number(event.target.value))}
          sx={{ flexShrink: 0, mr: 4, ml: 1, fontSize: "0.875rem", "& .MuiSelect-select": { pl: 1, pr: 3, textAlign: "right" } }}
        >
          {rowsPerPageOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {formatNumber(option)}
            </MenuItem>
          ))}
        </Select>
        <Typography variant="body2" component="p" sx={{ flexShrink: 0 }}>
          {displayed}
        </Typography>
        <Box sx={{ flexShrink: 0, ml: compact ? 1 : 2.5 }}>
          <IconButton ref={previous} aria-label="Go to previous page" title="Go to previous page" disabled={atFirst} onClick={() => go(page - 1, "previous")}>
            <KeyboardArrowLeft />
          </IconButton>
          <IconButton ref={next} aria-label="Go to next page" title="Go to next page" disabled={atLast} onClick={() => go(page + 1, "next")}>
            <KeyboardArrowRight />
          </IconButton>
        </Box>
      </Toolbar>
    </Box>
  );
}
