"use client";

import { Fragment, memo, useState, type MouseEvent } from "react";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import Collapse from "@mui/material/Collapse";
import { alpha, styled } from "@mui/material/styles";
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

/** The class of each part of the menu, styled once by the menu itself (`Nav`). */
const PART = { item: "menu-item", link: "menu-link", nested: "menu-link-nested", icon: "menu-icon", text: "menu-text", count: "menu-count", heading: "menu-heading", rule: "menu-rule" } as const;

/**
 * The whole menu's look in one style, its parts plain elements with a class: every page draws the
 * sidebar's 20-40 items, on the server and again when the browser takes the page over, and a styled
 * component per part (a button, an icon box, a text and its typography for each item) was a third of the
 * styles each page computed (docs/performance.md, "Largest paint"). It looks and behaves as MUI's list
 * buttons did: hover, focus, the current page selected.
 */
const Nav = styled("nav")(({ theme }) => {
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  return {
    paddingBlock: theme.spacing(1),
    "& ul": { listStyle: "none", margin: 0, padding: 0 },
    [`& .${PART.item}`]: { position: "relative" },
    [`& .${PART.link}`]: {
      ...theme.typography.body2,
      display: "flex",
      alignItems: "center",
      width: "calc(100% - 24px)",
      boxSizing: "border-box",
      margin: theme.spacing(0, 1.5, 0.25),
      padding: theme.spacing(0.5, 2),
      border: 0,
      borderRadius: Number(theme.shape.borderRadius) * 1.5,
      background: "none",
      color: theme.palette.text.primary,
      fontWeight: 500,
      textAlign: "left",
      textDecoration: "none",
      cursor: "pointer",
      outline: 0,
      transition: theme.transitions.create("background-color", { duration: theme.transitions.duration.shortest }),
      "&:hover": { backgroundColor: theme.palette.action.hover },
      // A ring as well as MUI's tint: the keyboard's place must show plainly (docs/accessibility.md), as the table's cells show it.
      "&:focus-visible": { backgroundColor: theme.palette.action.focus, outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      "&[aria-current=page]": { fontWeight: 700, backgroundColor: selected },
      "&[aria-current=page]:hover": { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity) },
      "&[aria-current=page]:focus-visible": { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.focusOpacity) },
    },
    [`& .${PART.text}`]: { flex: "1 1 auto", minWidth: 0, marginBlock: 4 },
    [`& .${PART.nested}`]: { paddingLeft: theme.spacing(3) },
    [`& .${PART.icon}`]: { display: "inline-flex", flexShrink: 0, minWidth: 36, color: theme.palette.action.active },
    [`& .${PART.count}`]: {
      position: "absolute",
      right: 28,
      top: "50%",
      transform: "translateY(-50%)",
      pointerEvents: "none",
      padding: theme.spacing(0, 0.75),
      minWidth: 22,
      boxSizing: "border-box",
      borderRadius: Number(theme.shape.borderRadius) * 2.5,
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      fontSize: 12,
      fontWeight: 700,
      lineHeight: "20px",
      textAlign: "center",
    },
    [`& .${PART.heading}`]: { padding: theme.spacing(0, 2), color: theme.palette.text.secondary, lineHeight: "36px", textTransform: "uppercase", fontSize: 12, fontWeight: 700, fontFamily: theme.typography.fontFamily },
    [`& button.${PART.link}`]: { fontSize: 12, fontWeight: 700, textTransform: "uppercase" },
    [`& .${PART.rule}`]: { border: 0, borderTop: `1px solid ${theme.palette.divider}`, margin: theme.spacing(1, 2) },
  };
});

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
    <div className={PART.item}>
      <NextLink
        className={nested ? `${PART.link} ${PART.nested}` : PART.link}
        href={page.href}
        // Every page is drawn per request: a prefetch would only ask the server for what a click asks
        // again, for each item in sight, while the page being opened waits for its own requests.
        prefetch={false}
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
        style={describedBy ? { paddingRight: 64 } : undefined}
      >
        <span className={PART.icon}>
          <Icon fontSize="small" />
        </span>
        <span className={PART.text}>{page.label ?? page.title}</span>
      </NextLink>
      {waiting && describedBy && (
        <>
          <span className={PART.count} aria-hidden>
            {shortCount(waiting.total)}
          </span>
          <span id={describedBy} hidden>
            {waiting.words}
          </span>
        </>
      )}
    </div>
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
          <div className={PART.heading} id={`menu-group-${group.key}`}>
            {group.label}
          </div>
          <ul aria-labelledby={`menu-group-${group.key}`}>{items}</ul>
        </li>
      );
    }
    const open = openGroup === group.key;
    return (
      <li key={group.key}>
        <button type="button" className={PART.link} onClick={() => setOpenGroup(open ? undefined : group.key)} {...notYetUsable} aria-expanded={open} aria-controls={`menu-group-${group.key}`}>
          <span className={PART.text}>{group.label}</span>
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </button>
        <Collapse in={open} timeout="auto" unmountOnExit id={`menu-group-${group.key}`}>
          <ul>{items}</ul>
        </Collapse>
      </li>
    );
  };

  return (
    // A list of lists, each link in its own <li>: screen readers tell how many items a group holds.
    // A divider between the sections, outside the lists, so no list counts it as an item.
    <Nav aria-label="Main menu" onPointerEnter={headForMenu} onFocus={headForMenu}>
      {menuSections(menu).map((section, index) => (
        <Fragment key={index}>
          {/* A plain rule (an hr is a separator to screen readers). */}
          {index > 0 && <hr className={PART.rule} />}
          <ul>{section.map(renderEntry)}</ul>
        </Fragment>
      ))}
    </Nav>
  );
}
