"use client";

import Drawer from "@mui/material/Drawer";
import type { MenuEntry } from "@/lib/access";
import type { PendingCounts } from "@/lib/pending-work";
import { LAYOUT } from "@/components/theme/palette";
import { SidebarMenu } from "./SidebarMenu";

/** Below lg the sidebar is a drawer behind the menu toggle; it loads with the first tap on the toggle. */
export function MobileSidebar({ menu, pending, open, onClose }: { menu: MenuEntry[]; pending: PendingCounts; open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { xs: "block", lg: "none" }, "& .MuiDrawer-paper": { width: LAYOUT.sidebarWidth } }}
      slotProps={{ paper: { "aria-label": "Sidebar", "data-testid": "mobile-sidebar" } as object }}
    >
      <SidebarMenu menu={menu} pending={pending} onNavigate={onClose} />
    </Drawer>
  );
}
