"use client";

import { useId, useState } from "react";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import CheckBoxOutlineBlank from "@mui/icons-material/CheckBoxOutlineBlank";
import CheckBoxRounded from "@mui/icons-material/CheckBoxRounded";
import ViewColumnOutlined from "@mui/icons-material/ViewColumnOutlined";
import type { ResourceDef } from "@/lib/engine/define";
import { columnHeader } from "@/lib/engine/format";

/** Columns: which of the declared columns the grid shows, ticked on or off one at a time. */
export function ColumnChooser({ resource, visible, show }: { resource: ResourceDef; visible: Record<string, boolean>; show: (field: string, shown: boolean) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shownCount = resource.columns.filter((column) => visible[column.field]).length;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="true"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {resource.columns.map(({ field, header }) => {
          const shown = visible[field];
          // The last column shown stays: a grid of no columns would show nothing to click.
          const last = shown && shownCount === 1;
          return (
            <MenuItem key={field} role="menuitemcheckbox" aria-checked={shown} disabled={last} onClick={() => show(field, !shown)} dense>
              {/* A picture of a tick, not a second control: the item itself is the checkbox. */}
              <ListItemIcon>{shown ? <CheckBoxRounded fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />}</ListItemIcon>
              <ListItemText primary={columnHeader(resource, field, header)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
