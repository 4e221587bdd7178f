"use client";

import { useState, type ReactNode } from "react";
import NextLink from "next/link";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import FavoriteRounded from "@mui/icons-material/FavoriteRounded";
import LightModeOutlined from "@mui/icons-material/LightModeOutlined";
import MenuRounded from "@mui/icons-material/MenuRounded";
import type { MenuEntry } from "@/lib/access";
import { PRODUCT_NAME } from "@/lib/product";
import { LAYOUT } from "@/components/theme/themes";
import { useThemeChoice } from "@/components/theme/AppThemeProvider";
import { SidebarMenu } from "./SidebarMenu";
import { UserMenu } from "./UserMenu";
import type { ShellUser } from "./shell-user";

interface Props {
  menu: MenuEntry[];
  user: ShellUser;
  /** Where the logo points: the dashboard, or a restricted member's first page. */
  homeHref: string;
  children: ReactNode;
}

/** Header 80px, sidebar 290px (docs/product-rules.md §2); below lg the sidebar is a drawer behind the menu toggle. */
export function AdminShell({ menu, user, homeHref, children }: Props) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { themeName, setThemeName } = useThemeChoice();
  const dark = themeName === "NebulaFighterTheme";

  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={(theme) => ({
          height: LAYOUT.headerHeight,
          justifyContent: "center",
          zIndex: theme.zIndex.drawer + 1,
          bgcolor: alpha(theme.palette.background.paper, 0.95),
          backdropFilter: "blur(3px)",
          borderBottom: `1px solid ${theme.palette.divider}`,
        })}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            aria-label="Open menu"
            edge="start"
            onClick={() => setMobileOpen(true)}
            sx={{ display: { lg: "none" } }}
          >
            <MenuRounded />
          </IconButton>
          <Box component={NextLink} href={homeHref} aria-label={`${PRODUCT_NAME} home`} sx={{ display: "flex", alignItems: "center", gap: 1, color: "primary.main", textDecoration: "none", width: { lg: LAYOUT.sidebarWidth - 24 } }}>
            <FavoriteRounded />
            <Typography variant="h4" component="span" sx={{ display: { xs: "none", sm: "block" } }}>
              {PRODUCT_NAME}
            </Typography>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Tooltip title={dark ? "Light theme" : "Dark theme"}>
            <IconButton aria-label={dark ? "Use the light theme" : "Use the dark theme"} onClick={() => setThemeName(dark ? "PureLightTheme" : "NebulaFighterTheme")}>
              {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
            </IconButton>
          </Tooltip>
          <UserMenu user={user} />
        </Toolbar>
      </AppBar>

      <Box component="aside" sx={{ width: { lg: LAYOUT.sidebarWidth }, flexShrink: { lg: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ display: { xs: "block", lg: "none" }, "& .MuiDrawer-paper": { width: LAYOUT.sidebarWidth } }}
          slotProps={{ paper: { "aria-label": "Sidebar", "data-testid": "mobile-sidebar" } as object }}
        >
          <SidebarMenu menu={menu} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: "none", lg: "block" }, "& .MuiDrawer-paper": { width: LAYOUT.sidebarWidth, top: LAYOUT.headerHeight, height: `calc(100% - ${LAYOUT.headerHeight}px)` } }}
          slotProps={{ paper: { "aria-label": "Sidebar", "data-testid": "sidebar" } as object }}
        >
          <SidebarMenu menu={menu} />
        </Drawer>
      </Box>

      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, pt: `${LAYOUT.headerHeight}px` }}>
        <Box sx={{ p: { xs: 2, md: 4 } }}>{children}</Box>
      </Box>
    </Box>
  );
}
