"use client";

import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import CardMedia from "@mui/material/CardMedia";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ListFrame } from "./ListFrame";
import type { LayoutProps, Row } from "./types";

/**
 * The engine's list as cards (success stories, feedback) or as a stack of compact rows (an FAQ
 * category's questions): the same rows, paging, search, filters and URL state as the grid.
 */
export function CardsLayout({ resource, rows, total, loading, state, update, cell, toggle, actions, imageBaseUrl, dense = false }: LayoutProps & { dense?: boolean }) {
  const card = resource.card ?? { title: resource.display };
  const offset = (state.page - 1) * state.pageSize;
  const text = (key: string | undefined, row: Row) => (key ? cell(key, row) : null);
  return (
    <ListFrame resource={resource} rows={rows} total={total} loading={loading} state={state} update={update} rowsLabel={dense ? "Rows per page:" : "Cards per page:"}>
      <Box
        role="list"
        aria-label={`${resource.singular} list`}
        sx={{ display: "grid", gap: dense ? 1 : 2, gridTemplateColumns: dense ? "1fr" : { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" } }}
      >
        {rows.map((row, index) => (
          <Card
            key={row.id}
            role="listitem"
            aria-label={String(row[resource.display] ?? "")}
            variant="outlined"
            // A switched-off card is dashed and shaded, not faded: its text stays as readable as the others.
            sx={{ display: "flex", flexDirection: "column", ...(row.isActive ? {} : { borderStyle: "dashed", bgcolor: "action.hover" }) }}
          >
            {card.image && row[card.image] ? <CardMedia component="img" height={dense ? 96 : 180} image={`${imageBaseUrl}${String(row[card.image])}`} alt="" /> : null}
            <CardContent sx={{ flexGrow: 1, pb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: "baseline" }}>
                <Typography variant="caption" color="textSecondary">
                  {offset + index + 1}.
                </Typography>
                <Typography variant={dense ? "subtitle1" : "h6"} component={dense ? "h3" : "h2"} sx={{ fontWeight: 600 }}>
                  {text(card.title, row)}
                </Typography>
              </Stack>
              {card.subtitle && (
                <Typography variant="body2" color="textSecondary">
                  {text(card.subtitle, row)}
                </Typography>
              )}
              {card.meta?.length ? (
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap", gap: 1, alignItems: "center" }}>
                  {card.meta.map((key) => (
                    <Box key={key} sx={{ typography: "body2", color: "text.secondary" }}>
                      {text(key, row)}
                    </Box>
                  ))}
                </Stack>
              ) : null}
              {card.body && <Box sx={{ mt: 1, typography: "body2", display: "-webkit-box", WebkitLineClamp: dense ? 6 : 5, WebkitBoxOrient: "vertical", overflow: "hidden" }}>{text(card.body, row)}</Box>}
            </CardContent>
            <CardActions sx={{ justifyContent: "space-between", pt: 0 }}>
              {toggle(row) ?? <span />}
              {actions(row)}
            </CardActions>
          </Card>
        ))}
      </Box>
    </ListFrame>
  );
}
