import { alpha, darken, lighten, type Theme } from "@mui/material/styles";

/** MUI's classes on a table body's plain rows and cells: `PLAIN_BODY` styles them, and a table's own styles may read them. */
export const ROW_CLASS = "MuiTableRow-root";
export const CELL_CLASS = "MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall";
export const CHECKBOX_CELL_CLASS = `${CELL_CLASS} MuiTableCell-paddingCheckbox`;
/** A plain link in a cell, drawn as MUI's Link with `underline="hover"`. */
export const CELL_LINK_CLASS = "cell-link";
/** A cell's lines one under another (MUI's Stack), and a smaller line in them (Typography's caption): components/engine/table/cell-parts.tsx. */
export const CELL_LINES_CLASS = "cell-lines";
export const CELL_LINES_START_CLASS = "cell-lines-start";
export const CELL_CAPTION_CLASS = "cell-caption";

/** A cell's bottom rule, as MUI's TableCell draws it: the divider made opaque, lightened or darkened. */
const cellRule = (theme: Theme) => `1px solid ${theme.palette.mode === "light" ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)}`;

/**
 * The `sx` of a small MUI Table whose body rows and cells are plain `tr` and `td` with the classes
 * above, styled once by the table as MUI's TableRow and TableCell style theirs. A styled component per
 * cell was a fifth of the styles a list page computed, on the server and again in the browser taking
 * the page over (docs/performance.md, "Largest paint"). Header cells stay MUI's.
 */
export const PLAIN_BODY = {
  "& tbody > tr": { color: "inherit", display: "table-row", verticalAlign: "middle", outline: 0 },
  "& tbody > tr.MuiTableRow-hover:hover": { bgcolor: "action.hover" },
  "& tbody > tr.Mui-selected": {
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    "&:hover": { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity) },
  },
  "& tbody > tr > td": { typography: "body2", display: "table-cell", verticalAlign: "inherit", borderBottom: cellRule, textAlign: "left", padding: "6px 16px", color: "text.primary" },
  "& tbody > tr > td.MuiTableCell-paddingCheckbox": { width: 24, padding: "0 12px 0 16px", "& > *": { padding: 0 } },
  [`& .${CELL_LINK_CLASS}`]: { color: "primary.main", textDecoration: "none", "&:hover": { textDecoration: "underline" } },
  [`& .${CELL_LINES_CLASS}`]: { display: "flex", flexDirection: "column", minWidth: 0 },
  [`& .${CELL_LINES_START_CLASS}`]: { alignItems: "flex-start" },
  [`& .${CELL_CAPTION_CLASS}`]: { typography: "caption", color: "text.secondary" },
} as const;
