import type { ReactNode } from "react";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import InboxOutlined from "@mui/icons-material/InboxOutlined";
import { drawn } from "@/lib/drawn";

/** A page or list with nothing to show says so plainly. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 6, textAlign: "center", borderStyle: "dashed" }} role="status" {...drawn()}>
      <InboxOutlined color="disabled" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h4" component="p" gutterBottom>
        {title}
      </Typography>
      {children && <Typography color="textSecondary">{children}</Typography>}
    </Paper>
  );
}
