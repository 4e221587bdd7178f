"use client";

import { useId, useState, type MouseEvent } from "react";
import dynamic from "next/dynamic";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import BookmarksOutlined from "@mui/icons-material/BookmarksOutlined";
import type { SavedViewsPage } from "@/lib/saved-views";
import { Hint } from "../Hint";

// The menu, its dialogs and the views themselves load on the first click, never with the list: the
// list pages are weighed to the kilobyte (docs/performance.md, docs/saved-views.md).
const SavedViewsMenu = dynamic(() => import("./saved-views/SavedViewsMenu").then((m) => m.SavedViewsMenu), { ssr: false });

/** Views: the page's saved views (the administrator's own and those shared with them), and saving the one shown. */
export function SavedViewsButton({ page, readOnly, compact }: { page: SavedViewsPage; readOnly: boolean; compact?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted: its dialogs outlive it, and its views are not asked for again.
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const trigger = {
    "aria-haspopup": "menu",
    "aria-expanded": anchor ? "true" : undefined,
    "aria-controls": anchor ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      setAnchor(event.currentTarget);
      setUsed(true);
    },
  } as const;
  return (
    <>
      {compact ? (
        <Hint title="Saved views">
          <IconButton aria-label="Views" {...trigger}>
            <BookmarksOutlined />
          </IconButton>
        </Hint>
      ) : (
        <Button variant="outlined" startIcon={<BookmarksOutlined />} {...trigger}>
          Views
        </Button>
      )}
      {used && <SavedViewsMenu page={page} readOnly={readOnly} id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
