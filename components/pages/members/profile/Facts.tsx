import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export type Fact = [label: string, value: ReactNode];

/** What a member said, or a dash where they said nothing. */
export const said = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined || value === "" ? "—" : typeof value === "boolean" ? (value ? "Yes" : "No") : String(value);

/** Labels and values in two columns (one on a phone), as a description list. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "minmax(9rem, max-content) 1fr" }, columnGap: 2, rowGap: 1, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
            {typeof value === "string" || typeof value === "number" || value === null || value === undefined ? said(value) : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
