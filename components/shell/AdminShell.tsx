"use client";

import { useCallback, useRef, useState, type ReactNode } from "react";
import NextLink from "next/link";
import dynamic from "next/dynamic";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import FavoriteRounded from "@mui/icons-material/FavoriteRounded";
import LightModeOutlined from "@mui/icons-material/LightModeOutlined";
import MenuRounded from "@mui/icons-material/MenuRounded";
import type { MenuEntry } from "@/lib/access";
import { PRODUCT_NAME } from "@/lib/product";
import { LAYOUT } from "@/components/theme/palette";
import { useThemeChoice } from "@/components/theme/AppThemeProvider";
import { FindButton } from "./find/FindButton";
import { ChoosePageContext, PageOutlet, type ChoosePage } from "./pending-page";
import { SidebarMenu } from "./SidebarMenu";
import { usePendingWork } from "./use-pending-work";
import { UserMenu } from "./UserMenu";
import type { ShellUser } from "./shell-user";
import { useNotYetUsable } from "@/lib/browser/use-hydrated";

// Drawer brings Modal and its transitions: only the small screens that open it load them.
const MobileSidebar = dynamic(() => import("./MobileSidebar").then((m) => m.MobileSidebar), { ssr: false });

interface Props {
  menu: MenuEntry[];
  user: ShellUser;
  /** Where the logo points: the dashboard, or a restricted member's first page. */
  homeHref: string;
  /** Whether the sidebar holds a page with work waiting to count (docs/pending-work.md). */
  countsWork: boolean;
  children: ReactNode;
}

/** Header 80px, sidebar 290px (docs/product-rules.md §2); below lg the sidebar is a drawer behind the menu toggle. */
export function AdminShell({ menu, user, homeHref, countsWork, children }: Props) {
  // undefined: never opened, so its code has not loaded.
  const [mobileOpen, setMobileOpen] = useState<boolean>();
  const notYetUsable = useNotYetUsable();
  const { themeName, setThemeName } = useThemeChoice();
  const dark = themeName === "NebulaFighterTheme";
  const pendingWork = usePendingWork(countsWork);
  // A sidebar click draws the chosen page's heading at once, while the server draws the page itself:
  // the page's outlet holds that, so neither a click nor the address changing draws the shell again.
  const outlet = useRef<ChoosePage>(null);
  const choose = useCallback<ChoosePage>((page) => outlet.current?.(page), []);

  return (
    <ChoosePageContext.Provider value={choose}>
      <Box sx={{ display: "flex", minHeight: "100vh" }}>
        {/* The first Tab stop: past the header and the sidebar's 40 links, straight to the page. */}
        <Box
          component="a"
          href="#main-content"
          sx={(theme) => ({
            position: "fixed",
            left: 16,
            top: -100,
            zIndex: theme.zIndex.tooltip,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: "primary.main",
            color: "primary.contrastText",
            fontWeight: 600,
            textDecoration: "none",
            "&:focus": { top: 16, outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
          })}
        >
          Skip to content
        </Box>
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
              {...notYetUsable}
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
            <FindButton menu={menu} email={user.email} />
            {/* A native title, not MUI's Tooltip: Popper would join every page's first load. */}
            <IconButton
              title={dark ? "Light theme" : "Dark theme"}
              aria-label={dark ? "Use the light theme" : "Use the dark theme"}
              {...notYetUsable}
              onClick={() => setThemeName(dark ? "PureLightTheme" : "NebulaFighterTheme")}
            >
              {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
            </IconButton>
            <UserMenu user={user} />
          </Toolbar>
        </AppBar>

        {/* Not on paper: a report's print view hides what says data-print="hide" (ReportPrint). */}
        <Box component="aside" data-print="hide" sx={{ width: { lg: LAYOUT.sidebarWidth }, flexShrink: { lg: 0 } }}>
          {mobileOpen !== undefined && <MobileSidebar menu={menu} pending={pendingWork} open={mobileOpen} onClose={() => setMobileOpen(false)} />}
          <Box
            data-testid="sidebar"
            sx={{
              display: { xs: "none", lg: "block" },
              position: "fixed",
              top: LAYOUT.headerHeight,
              left: 0,
              width: LAYOUT.sidebarWidth,
              height: `calc(100% - ${LAYOUT.headerHeight}px)`,
              overflowY: "auto",
              bgcolor: "background.paper",
              borderRight: 1,
              borderColor: "divider",
            }}
          >
            <SidebarMenu menu={menu} pending={pendingWork} />
          </Box>
        </Box>

        <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, pt: `${LAYOUT.headerHeight}px`, "&:focus": { outline: "none" } }}>
          <PageOutlet chooser={outlet}>{children}</PageOutlet>
        </Box>
      </Box>
    </ChoosePageContext.Provider>
  );
}
