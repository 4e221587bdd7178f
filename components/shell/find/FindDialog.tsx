"use client";

import { useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { useRouter } from "next/navigation";
import Alert from "@mui/material/Alert";
import Dialog from "@mui/material/Dialog";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { VISUALLY_HIDDEN } from "@/components/theme/visually-hidden";
import type { MenuEntry } from "@/lib/access";
import { apiPaths } from "@/lib/api-paths";
import { api } from "@/lib/browser/api-client";
import { adminItem, FIND_MAX_LENGTH, memberItem, NAME_MIN_LENGTH, pagesMatching, withRecent, type FindAnswer, type FindItem } from "@/lib/find";
import { keepRecent, readRecent } from "./recent";

const optionId = (index: number) => `find-option-${index}`;

/** Asked once typing pauses this long: a request per keystroke would mostly be thrown away. */
const PAUSE_MS = 150;

const SECTIONS: { kind: FindItem["kind"]; title: string }[] = [
  { kind: "page", title: "Pages" },
  { kind: "member", title: "Members" },
  { kind: "admin", title: "Administrators" },
];

interface Found {
  text: string;
  answer?: FindAnswer;
  refusal?: string;
}

/**
 * Find anything (docs/find.md): pages among the sidebar's, members and administrators from the api,
 * each kind only as the staff member's rights allow. Arrow keys move, Enter opens, Escape closes;
 * before anything is typed, the last items opened from here.
 */
export function FindDialog({ open, onClose, menu, email }: { open: boolean; onClose: () => void; menu: MenuEntry[]; email: string }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found>({ text: "" });
  const [active, setActive] = useState(0);
  const pages = useMemo(() => menu.flatMap((entry) => (entry.kind === "page" ? [entry.page] : entry.pages)), [menu]);
  // A recent item only while its page is still this administrator's: rights change, the browser stays.
  const mayOpen = useMemo(() => {
    const hrefs = new Set(pages.map((page) => page.href));
    const slugs = new Set(pages.map((page) => page.slug));
    return (item: FindItem) => (item.kind === "page" ? hrefs.has(item.href) : slugs.has(item.kind === "member" ? "appuser" : "users"));
  }, [pages]);
  // Read when the dialog first opens (it is never drawn on the server); only this dialog adds to it.
  const [recent, setRecent] = useState<FindItem[]>(() => readRecent(email, mayOpen));
  const asked = text.trim();

  useEffect(() => {
    if (!asked) return;
    let current = true;
    const timer = setTimeout(() => {
      api.get<FindAnswer>(apiPaths.find(asked)).then(
        (answer) => current && setFound(answer.status === 200 ? { text: asked, answer: answer.recordList[0] } : { text: asked, refusal: answer.message ?? `${answer.status}` }),
        (error: unknown) => current && setFound({ text: asked, refusal: String((error as Error)?.message ?? error) }),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked]);

  const items = useMemo<FindItem[]>(() => {
    if (!asked) return recent;
    const people = found.text === asked && found.answer ? [...found.answer.members.map(memberItem), ...found.answer.admins.map(adminItem)] : [];
    return [...pagesMatching(asked, pages), ...people];
  }, [asked, recent, found, pages]);
  const chosen = Math.min(active, Math.max(items.length - 1, 0));
  const waiting = Boolean(asked) && found.text !== asked;
  // The row marked stays in sight as the arrow keys move through a list taller than the dialog.
  useEffect(() => {
    document.getElementById(optionId(chosen))?.scrollIntoView?.({ block: "nearest" });
  }, [chosen, items]);

  function choose(item: FindItem) {
    const next = withRecent(readRecent(email, mayOpen), item);
    keepRecent(email, next);
    setRecent(next);
    onClose();
    router.push(item.href);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (items.length) setActive((chosen + (event.key === "ArrowDown" ? 1 : items.length - 1)) % items.length);
    } else if (event.key === "Enter" && items[chosen]) {
      event.preventDefault();
      choose(items[chosen]);
    }
  }

  const sections = asked ? SECTIONS.map((section) => ({ ...section, items: items.filter((item) => item.kind === section.kind) })).filter((section) => section.items.length) : [{ kind: "recent", title: "Recently opened", items }];

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" sx={{ "& .MuiDialog-container": { alignItems: "flex-start" } }} slotProps={{ paper: { "aria-label": "Find", sx: { mt: 10 } } as object }}>
      <TextField
        autoFocus
        fullWidth
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder="Name, email, phone number, member id or page"
        sx={{ p: 2, pb: 1 }}
        slotProps={{
          htmlInput: {
            maxLength: FIND_MAX_LENGTH,
            role: "combobox",
            "aria-label": "Find",
            "aria-expanded": items.length > 0,
            "aria-controls": "find-results",
            "aria-autocomplete": "list",
            ...(items.length ? { "aria-activedescendant": optionId(chosen) } : {}),
          },
        }}
      />
      {waiting ? <LinearProgress aria-label="Finding" /> : <div style={{ height: 4 }} aria-hidden />}
      {found.refusal && found.text === asked && (
        <Alert severity="error" role="alert" sx={{ mx: 2, mt: 1 }}>
          {found.refusal}
        </Alert>
      )}
      <List id="find-results" role="listbox" aria-label="Found" dense sx={{ maxHeight: 420, overflowY: "auto", pb: 1 }}>
        {sections.map((section) => (
          <li key={section.kind} role="presentation">
            <ul role="group" aria-label={section.title} style={{ padding: 0 }}>
              <ListSubheader role="presentation" sx={{ lineHeight: "32px" }}>
                {section.title}
              </ListSubheader>
              {section.items.map((item) => {
                const index = items.indexOf(item);
                return (
                  <ListItemButton key={item.key} id={optionId(index)} role="option" aria-selected={index === chosen} selected={index === chosen} onClick={() => choose(item)} onMouseMove={() => setActive(index)} tabIndex={-1}>
                    <ListItemText primary={item.label} secondary={item.detail} />
                  </ListItemButton>
                );
              })}
            </ul>
          </li>
        ))}
      </List>
      {/* What was found, said once the answer is in: a screen reader hears it without leaving the field. */}
      {asked && !waiting && items.length > 0 && (
        <span role="status" style={VISUALLY_HIDDEN}>
          {items.length === 1 ? "1 found" : `${items.length} found`}
        </span>
      )}
      {!items.length && (
        <Typography variant="body2" color="textSecondary" sx={{ px: 3, pb: 2 }} role="status">
          {asked ? (waiting ? "Finding…" : asked.length < NAME_MIN_LENGTH ? `Nothing found. A name is found from its first ${NAME_MIN_LENGTH} letters.` : "Nothing found.") : "Type a name, email, phone number or member id, or a page's title."}
        </Typography>
      )}
    </Dialog>
  );
}
