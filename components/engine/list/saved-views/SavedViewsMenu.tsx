"use client";

import { useState } from "react";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import BookmarkAddOutlined from "@mui/icons-material/BookmarkAddOutlined";
import CheckRounded from "@mui/icons-material/CheckRounded";
import EditOutlined from "@mui/icons-material/EditOutlined";
import type { SavedView, SavedViewsPage } from "@/lib/saved-views";
import { ManageViewsDialog } from "./ManageViewsDialog";
import { SaveViewDialog } from "./SaveViewDialog";
import { useSavedViews } from "./use-saved-views";

function ViewItem({ view, shown, onChoose }: { view: SavedView; shown: boolean; onChoose: () => void }) {
  const whose = view.mine ? (view.shared ? "Yours, shared" : undefined) : `Shared by ${view.owner}`;
  return (
    <MenuItem selected={shown} aria-current={shown ? "true" : undefined} onClick={onChoose}>
      {/* The view the list shows now: ticked. */}
      <ListItemIcon>{shown && <CheckRounded fontSize="small" />}</ListItemIcon>
      <ListItemText primary={view.name} secondary={whose} />
    </MenuItem>
  );
}

/**
 * The Views menu of a list's toolbar (docs/saved-views.md): the administrator's own views, then those
 * others share, each chosen by going to the list's address with its query; "Save current view…" and,
 * with views of one's own, "Manage your views…". Loaded on the Views button's first click.
 */
export function SavedViewsMenu({ page, readOnly, id, anchor, onClose }: { page: SavedViewsPage; readOnly: boolean; id: string; anchor: HTMLElement | null; onClose: () => void }) {
  const views = useSavedViews(page);
  const [dialog, setDialog] = useState<"save" | "manage">();
  const mine = views.views.filter((view) => view.mine);
  const others = views.views.filter((view) => !view.mine);
  const open = (which: "save" | "manage") => {
    onClose();
    setDialog(which);
  };
  const item = (view: SavedView) => (
    <ViewItem
      key={view.id}
      view={view}
      shown={view.query === views.current}
      onChoose={() => {
        onClose();
        views.choose(view);
      }}
    />
  );
  const status = views.loading ? "Loading views…" : views.failure ?? (views.views.length ? undefined : "No saved views on this page yet");

  return (
    <>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ paper: { sx: { minWidth: 280, maxWidth: 400 } } }}>
        {status && (
          <MenuItem disabled>
            <ListItemText primary={status} />
          </MenuItem>
        )}
        {mine.length > 0 && <ListSubheader>Your views</ListSubheader>}
        {mine.map(item)}
        {others.length > 0 && <ListSubheader>Shared with you</ListSubheader>}
        {others.map(item)}
        <Divider />
        <MenuItem disabled={readOnly} onClick={() => open("save")}>
          <ListItemIcon>
            <BookmarkAddOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Save current view…" />
        </MenuItem>
        {mine.length > 0 && (
          <MenuItem disabled={readOnly} onClick={() => open("manage")}>
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Manage your views…" />
          </MenuItem>
        )}
      </Menu>
      {dialog === "save" && <SaveViewDialog views={views} onClose={() => setDialog(undefined)} />}
      {dialog === "manage" && <ManageViewsDialog views={views} onClose={() => setDialog(undefined)} />}
    </>
  );
}
