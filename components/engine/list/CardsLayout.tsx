"use client";

import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import CardMedia from "@mui/material/CardMedia";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import TablePagination from "@mui/material/TablePagination";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@/lib/messages";
import { inSentence } from "@/lib/engine/format";
import { PAGE_SIZES } from "@/lib/engine/list-query";
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
    <Box>
      {loading && <LinearProgress sx={{ mb: 1 }} aria-label={`Loading ${inSentence(resource.singular)} list`} />}
      {!rows.length && !loading && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
          {MESSAGES.dataNotFound}
        </Typography>
      )}
      <Box
        role="list"
        aria-label={`${resource.singular} list`}
        sx={{ display: "grid", gap: dense ? 1 : 2, gridTemplateColumns: dense ? "1fr" : { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" } }}
      >
        {rows.map((row, index) => (
          <Card key={row.id} role="listitem" aria-label={String(row[resource.display] ?? "")} variant="outlined" sx={{ display: "flex", flexDirection: "column", opacity: row.isActive ? 1 : 0.7 }}>
            {card.image && row[card.image] ? <CardMedia component="img" height={dense ? 96 : 180} image={`${imageBaseUrl}${String(row[card.image])}`} alt="" /> : null}
            <CardContent sx={{ flexGrow: 1, pb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: "baseline" }}>
                <Typography variant="caption" color="text.secondary">
                  {offset + index + 1}.
                </Typography>
                <Typography variant={dense ? "subtitle1" : "h6"} component="h2" sx={{ fontWeight: 600 }}>
                  {text(card.title, row)}
                </Typography>
              </Stack>
              {card.subtitle && (
                <Typography variant="body2" color="text.secondary">
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
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => update({ page: page + 1 })}
        onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
        labelRowsPerPage={dense ? "Rows per page:" : "Cards per page:"}
      />
    </Box>
  );
}
