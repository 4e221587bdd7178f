import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** Every admin page opens with its title and what it is for. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Box sx={{ display: "flex", alignItems: { sm: "center" }, flexDirection: { xs: "column", sm: "row" }, gap: 2, mb: 4 }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        {description && <Typography color="textSecondary">{description}</Typography>}
      </Box>
      {actions}
    </Box>
  );
}
