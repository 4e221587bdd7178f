"use client";

import { useCallback, type ReactNode } from "react";
import Link from "next/link";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { Hint } from "@/components/engine/Hint";
import ArrowDownwardRounded from "@mui/icons-material/ArrowDownwardRounded";
import ArrowUpwardRounded from "@mui/icons-material/ArrowUpwardRounded";
import CheckCircleOutlineRounded from "@mui/icons-material/CheckCircleOutlineRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import SendOutlined from "@mui/icons-material/SendOutlined";
import HighlightOffRounded from "@mui/icons-material/HighlightOffRounded";
import LockOpenRounded from "@mui/icons-material/LockOpenRounded";
import VerifiedOutlined from "@mui/icons-material/VerifiedOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import StarOutlineRounded from "@mui/icons-material/StarOutlineRounded";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { api } from "@/lib/browser/api-client";
import { usePageRights } from "../page-rights";
import { inSentence } from "@/lib/engine/format";
import { hasToggle, mayRun, type ResourceAction, type ResourceDef, type RowChange } from "@/lib/engine/define";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { useResourceAction } from "../useResourceAction";
import { useSignedInViewer } from "../viewer";
import type { ListSlots, Row } from "./types";
import { apiPaths } from "@/lib/api-paths";

function RowButton({ title, label, disabled, onClick, href, children }: { title: string; label: string; disabled?: boolean; onClick?: () => void; href?: string; children: ReactNode }) {
  return (
    <Hint title={title}>
      <span>
        {href ? (
          <IconButton aria-label={label} size="small" component={Link} href={href}>
            {children}
          </IconButton>
        ) : (
          <IconButton aria-label={label} size="small" disabled={disabled} onClick={onClick}>
            {children}
          </IconButton>
        )}
      </span>
    </Hint>
  );
}

const ACTION_ICONS = {
  star: StarOutlineRounded,
  up: ArrowUpwardRounded,
  down: ArrowDownwardRounded,
  check: CheckCircleOutlineRounded,
  send: SendOutlined,
  close: HighlightOffRounded,
  unblock: LockOpenRounded,
  verified: VerifiedOutlined,
} satisfies Record<NonNullable<ResourceAction["icon"]>, unknown>;

function ActionIcon({ name = "star" }: { name?: ResourceAction["icon"] }) {
  const Icon = ACTION_ICONS[name];
  return <Icon fontSize="small" />;
}

/** "Delete "Hindu"?" and, when rows live under it, what goes with it. */
function deleteQuestion(resource: ResourceDef, name: string): string {
  const along = (resource.referencedBy ?? []).filter((rule) => rule.cascade).map((rule) => rule.label);
  return along.length ? `Delete "${name}" and all its ${along.join(" and ")}? This cannot be undone.` : `Delete "${name}"? This cannot be undone.`;
}

/**
 * The commands on a row, the same in every layout: the active switch, View, edit, the declared actions,
 * delete and the page's own buttons; each asks first when it should and reports through one toast.
 */
export function useRowControls({
  resource,
  readOnly,
  slots,
  refresh,
  edit,
}: {
  resource: ResourceDef;
  readOnly: boolean;
  slots: ListSlots;
  refresh: () => void;
  /** Opens the row's form: its edit, or what a named action with fields asks for. */
  edit: (row: Row, action?: ResourceAction) => void;
}) {
  const rights = usePageRights();
  const viewer = useSignedInViewer();
  // Why this viewer may not make a change to a row (their own account, the demo one): drawn disabled, with the reason.
  const lockOf = (row: Row, change: RowChange) => resource.locks?.(row, viewer)[change]?.message;
  const { ask, act, actOn, dialog } = useResourceAction(resource.key, refresh);
  // A row named by a reference (a document by its type) reads as the name it points to.
  const displayKey = resource.fields[resource.display]?.kind === "ref" ? `${resource.display}Name` : resource.display;
  const nameOf = useCallback((row: Row) => String(row[displayKey] ?? ""), [displayKey]);

  /** A bulk action over the ticked rows, asked first; `done` clears the selection after it ran. */
  const runBulk = (action: ResourceAction, ids: number[], done: () => void) =>
    actOn(ids, action, `${action.label} for ${ids.length} selected ${ids.length === 1 ? inSentence(resource.singular) : "rows"}?`, (answer) => answer?.status === 200 && done());

  const toggle = (row: Row, size: "small" | "medium" = "medium") => {
    if (!hasToggle(resource)) return null;
    if (!rights.edit) return <Chip size="small" variant="outlined" color={row.isActive ? "success" : "default"} label={row.isActive ? "Active" : "Inactive"} />;
    const locked = lockOf(row, "toggle");
    const control = (
      <Switch
        size={size}
        checked={row.isActive}
        disabled={readOnly || Boolean(locked)}
        slotProps={{ input: { "aria-label": `${nameOf(row)} active` } }}
        // Space belongs to the switch: the grid would take it for its own keyboard navigation.
        onKeyDown={(event) => {
          if (event.key === " ") event.stopPropagation();
        }}
        onChange={() => ask({ title: row.isActive ? "Make inactive" : "Make active", message: CONSOLE_MESSAGES.confirmToggle, confirmLabel: "Yes" }, () => api.put(apiPaths.active(resource.key, row.id), { isActive: !row.isActive }))}
      />
    );
    return locked ? (
      <Hint title={locked}>
        <span>{control}</span>
      </Hint>
    ) : (
      control
    );
  };

  const rowActions = (resource.actions ?? []).filter((action) => action.inRow !== false && mayRun(rights, action));
  const editable = !resource.readOnly && rights.edit;
  const deletable = Boolean(resource.deletable) && rights.delete;
  const actionCount = (slots.detailHref ? 1 : 0) + (editable ? 1 : 0) + rowActions.length + (deletable ? 1 : 0) + (slots.rowActionCount ?? 0);

  const actions = (row: Row) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
      {slots.detailHref && (
        <RowButton title="View" label={`View ${nameOf(row)}`} href={slots.detailHref(row)}>
          <VisibilityOutlined fontSize="small" />
        </RowButton>
      )}
      {editable && (
        <RowButton title={lockOf(row, "edit") ?? "Edit"} label={`Edit ${nameOf(row)}`} disabled={Boolean(lockOf(row, "edit"))} onClick={() => edit(row)}>
          <EditOutlined fontSize="small" />
        </RowButton>
      )}
      {rowActions
        .filter((action) => !action.when || row[action.when.field])
        .map((action) => (
        <RowButton key={action.key} title={lockOf(row, action.key) ?? action.label} label={`${action.label}: ${nameOf(row)}`} disabled={readOnly || Boolean(lockOf(row, action.key))} onClick={() => (action.fields ? edit(row, action) : act(row.id, action))}>
          <ActionIcon name={action.icon} />
        </RowButton>
      ))}
      {deletable && (
        <RowButton
          title={lockOf(row, "delete") ?? "Delete"}
          label={`Delete ${nameOf(row)}`}
          disabled={readOnly || Boolean(lockOf(row, "delete"))}
          onClick={() => ask({ title: `Delete ${inSentence(resource.singular)}`, message: deleteQuestion(resource, nameOf(row)), confirmLabel: "Delete", danger: true }, () => api.delete(apiPaths.row(resource.key, row.id)))}
        >
          <DeleteOutlineRounded fontSize="small" />
        </RowButton>
      )}
      {slots.rowActions?.(row, (change) => lockOf(row, change))}
    </Stack>
  );

  return { toggle, actions, actionCount, dialog, runBulk };
}
