"use client";

import { Fragment, memo, useState, type MouseEvent } from "react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import Box from "@mui/material/Box";
import Collapse from "@mui/material/Collapse";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import type { MenuEntry, MenuPage } from "@/lib/access";
import type { GroupKey } from "@/lib/pages";
import type { PendingCounts, PendingPage } from "@/lib/pending-work";
import { MENU_ICONS } from "./menuIcons";
import { opensHere, useChoosePage } from "./pending-page";
import { preloadPages, usePreloadWhenIdle } from "./preload-pages";
import { useNotYetUsable } from "@/lib/browser/use-hydrated";

interface Props {
  menu: MenuEntry[];
  /** The work waiting beside its pages (docs/pending-work.md). */
  pending?: PendingCounts;
  /** Called after an item is chosen: the mobile sidebar closes. */
  onNavigate?: () => void;
}

/** "999+" past three digits: the item keeps its width. */
const shortCount = (n: number) => (n > 999 ? "999+" : String(n));

/** Memoised: a move to another page draws again only the two items whose `active` changed. */
const MenuItem = memo(function MenuItem({ page, active, nested, pending, onNavigate }: { page: MenuPage; active: boolean; nested?: boolean; pending?: PendingCounts; onNavigate?: () => void }) {
  const Icon = MENU_ICONS[page.icon];
  const waiting = pending?.[page.slug as PendingPage];
  const describedBy = waiting?.total ? `waiting-${page.slug}` : undefined;
  const choose = useChoosePage();
  // The page's code is asked for as soon as the item is pointed at or focused: it arrives with the page.
  const intend = () => preloadPages([page]);
  return (
    // Beside the link, not in it: clicks go through to the link, and its text stays the page's title. The
    // same tree with or without a count (every item), so a count arriving never remounts (and unfocuses) the link.
    <Box sx={{ position: "relative" }}>
      <ListItemButton
        component={NextLink}
        href={page.href}
        // Every page is drawn per request: a prefetch would only ask the server for what a click asks
        // again, for each item in sight, while the page being opened waits for its own requests.
        prefetch={false}
        selected={active}
        aria-current={active ? "page" : undefined}
        // The link keeps the page's name; the work waiting is its description, in words.
        aria-describedby={describedBy}
        title={describedBy && waiting?.words}
        onPointerEnter={intend}
        onFocus={intend}
        onClick={(event: MouseEvent) => {
          intend();
          if (opensHere(event) && !active) choose(page);
          onNavigate?.();
        }}
        sx={{ borderRadius: 1.5, mx: 1.5, mb: 0.25, pl: nested ? 3 : 2, pr: describedBy ? 8 : undefined }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={page.label ?? page.title} slotProps={{ primary: { variant: "body2", sx: { fontWeight: active ? 700 : 500 } } }} />
      </ListItemButton>
      {waiting && describedBy && (
        <>
          <Box
            component="span"
            aria-hidden
            sx={{ position: "absolute", right: 28, top: "50%", transform: "translateY(-50%)", pointerEvents: "none", px: 0.75, minWidth: 22, borderRadius: 2.5, bgcolor: "primary.main", color: "primary.contrastText", fontSize: 12, fontWeight: 700, lineHeight: "20px", textAlign: "center" }}
          >
            {shortCount(waiting.total)}
          </Box>
          <span id={describedBy} hidden>
            {waiting.words}
          </span>
        </>
      )}
    </Box>
  );
});

/** The item of the page shown, a detail page (App User) under its list's item, and the group holding it. */
function currentEntry(menu: MenuEntry[], pathname: string): { slug: string; group?: GroupKey } | undefined {
  const here = (page: MenuPage) => pathname === page.href || pathname.startsWith(`${page.href}/`);
  for (const entry of menu) {
    if (entry.kind === "page" && here(entry.page)) return { slug: entry.page.slug };
    if (entry.kind === "group") {
      const page = entry.pages.find(here);
      if (page) return { slug: page.slug, group: entry.group.key };
    }
  }
  return undefined;
}

/**
 * The menu cut where an item follows a group: after a group's last child, an item on its own level
 * would read as one more child (Customer Packages under Reports), so it starts a section of its own.
 */
function menuSections(menu: MenuEntry[]): MenuEntry[][] {
  const sections: MenuEntry[][] = [];
  menu.forEach((entry, index) => {
    if (index === 0 || (entry.kind === "page" && menu[index - 1].kind === "group")) sections.push([]);
    sections.at(-1)!.push(entry);
  });
  return sections;
}

/** The sidebar's groups and items (docs/product-rules.md §2). Opening one collapsible group closes the other. */
export function SidebarMenu({ menu, pending, onNavigate }: Props) {
  const pathname = usePathname();
  const current = currentEntry(menu, pathname);
  const [openGroup, setOpenGroup] = useState<GroupKey | undefined>(current?.group);
  const headForMenu = usePreloadWhenIdle(menu);
  const notYetUsable = useNotYetUsable();

  const renderEntry = (entry: MenuEntry) => {
    if (entry.kind === "page") {
      return (
        <li key={entry.page.slug}>
          <MenuItem page={entry.page} active={current?.slug === entry.page.slug} pending={pending} onNavigate={onNavigate} />
        </li>
      );
    }
    const { group, pages } = entry;
    const items = pages.map((page) => (
      <li key={page.slug}>
        <MenuItem page={page} active={current?.slug === page.slug} nested={group.collapsible} pending={pending} onNavigate={onNavigate} />
      </li>
    ));
    if (!group.collapsible) {
      return (
        <li key={group.key}>
          <ListSubheader component="div" id={`menu-group-${group.key}`} sx={{ bgcolor: "transparent", lineHeight: "36px", textTransform: "uppercase", fontSize: 12, fontWeight: 700 }}>
            {group.label}
          </ListSubheader>
          <List dense disablePadding aria-labelledby={`menu-group-${group.key}`}>
            {items}
          </List>
        </li>
      );
    }
    const open = openGroup === group.key;
    return (
      <li key={group.key}>
        <ListItemButton
          onClick={() => setOpenGroup(open ? undefined : group.key)}
          {...notYetUsable}
          aria-expanded={open}
          aria-controls={`menu-group-${group.key}`}
          sx={{ borderRadius: 1.5, mx: 1.5, mb: 0.25 }}
        >
          <ListItemText primary={group.label} slotProps={{ primary: { variant: "body2", sx: { fontWeight: 700, textTransform: "uppercase", fontSize: 12 } } }} />
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit id={`menu-group-${group.key}`}>
          <List dense disablePadding>
            {items}
          </List>
        </Collapse>
      </li>
    );
  };

  return (
    // A list of lists, each link in its own <li>: screen readers tell how many items a group holds.
    // A divider between the sections, outside the lists, so no list counts it as an item.
    <Box component="nav" aria-label="Main menu" sx={{ py: 1 }} onPointerEnter={headForMenu} onFocus={headForMenu}>
      {menuSections(menu).map((section, index) => (
        <Fragment key={index}>
          {/* A plain rule (an hr is a separator to screen readers): MUI's Divider would weigh on every page's first load. */}
          {index > 0 && <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: "divider", mx: 2, my: 1 }} />}
          <List dense disablePadding>
            {section.map(renderEntry)}
          </List>
        </Fragment>
      ))}
    </Box>
  );
}
