import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { PRODUCT_NAME } from "@/lib/product";
import { LAYOUT } from "@/components/theme/themes";

/** The centred card of the pages used without signing in (max width 500px, docs/product-rules.md §9). */
export function AuthCard({ heading, subheading, children }: { heading: string; subheading?: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}>
      <Box sx={{ width: "100%", maxWidth: LAYOUT.formMaxWidth }}>
        <Typography variant="h1" component="p" align="center" color="primary" sx={{ mb: 3 }}>
          {PRODUCT_NAME}
        </Typography>
        <Card>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h3" component="h1" gutterBottom>
              {heading}
            </Typography>
            {subheading && (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {subheading}
              </Typography>
            )}
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
