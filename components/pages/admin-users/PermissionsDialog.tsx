"use client";

import { Fragment, useMemo, useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { Row } from "@/components/engine/list/types";
import { usePageRights } from "@/components/engine/page-rights";
import { useSignedInViewer } from "@/components/engine/viewer";
import { RIGHTS, type Right } from "@/lib/access";
import { api } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { apiPaths } from "@/lib/api-paths";
import {
  entriesOf,
  mayChange,
  permissionSections,
  RIGHT_LABELS,
  sectionTick,
  tableOf,
  withRight,
  withSectionRight,
  type PermissionEntry,
  type RightsTable,
} from "@/lib/resources/admin-users/permissions";

/** The page's own resource (lib/resources/admin-users): its rows' rights route. */
const ADMIN_USERS = "users";
const SECTIONS = permissionSections();

/**
 * The pages an administrator may open and what they may do on each (docs/admin-users.md, "Rights"),
 * grouped as the sidebar groups them. Ticking Add, Edit or Delete ticks Read; unticking Read unticks
 * the rest; a section's tick sets a right on all its pages. A staff member setting rights may change
 * only the ones they hold themselves: the others are drawn, not changeable.
 */
export default function PermissionsDialog({ admin, readOnly, onClose }: { admin: Row; readOnly: boolean; onClose: () => void }) {
  const send = useApiAction();
  const viewer = useSignedInViewer();
  const { edit } = usePageRights();
  const path = apiPaths.ofRow(ADMIN_USERS, admin.id as number, "permissions");
  const { data, error, mutate } = useEnvelope<PermissionEntry>(path, { keepPrevious: false });
  const loaded = useMemo(() => (data?.status === 200 ? tableOf(data.recordList) : undefined), [data]);
  const [changed, setChanged] = useState<RightsTable>();
  const [busy, setBusy] = useState(false);
  const table = changed ?? loaded;
  const canSave = edit && !readOnly && !busy;
  const failure = error ? CONSOLE_MESSAGES.backendUnavailable : data && data.status !== 200 ? (data.message ?? CONSOLE_MESSAGES.backendUnavailable) : undefined;
  const name = String(admin.name);

  const changeable = (title: string, right: Right) => canSave && table !== undefined && mayChange(viewer, table, title, right);

  async function save() {
    if (!table) return;
    setBusy(true);
    const answer = await send(() => api.put<PermissionEntry>(path, { pagePermissions: entriesOf(table) }));
    setBusy(false);
    if (answer?.status !== 200) return;
    // The rights as saved, for the next opening: SWR would draw its answer from before the save and,
    // opened again within its two seconds of deduplication, not ask the api at all.
    void mutate(answer, { revalidate: false });
    onClose();
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="permissions-title">
      <DialogTitle id="permissions-title">Permissions of {name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Read opens a page; Add, Edit and Delete come with Read. A change counts from {name}&apos;s next click, without signing in again.
        </DialogContentText>
        {failure && <Alert severity="error">{failure}</Alert>}
        {!table && !failure && <CircularProgress aria-label="Loading permissions" />}
        {table && (
          <Table size="small" stickyHeader aria-label={`Permissions of ${name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Page</TableCell>
                {RIGHTS.map((right) => (
                  <TableCell key={right} align="center">
                    {RIGHT_LABELS[right]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {SECTIONS.map((section) => {
                const titles = section.titles;
                return (
                  <Fragment key={section.key}>
                    <TableRow sx={{ bgcolor: "action.hover" }}>
                      <TableCell component="th" scope="rowgroup" sx={{ fontWeight: 600 }}>
                        {section.label}
                      </TableCell>
                      {RIGHTS.map((right) => {
                        const tick = sectionTick(table, titles, right);
                        const mine = titles.filter((title) => changeable(title, right));
                        return (
                          <TableCell key={right} align="center" padding="checkbox">
                            <Checkbox
                              checked={tick === "all"}
                              indeterminate={tick === "some"}
                              disabled={!mine.length}
                              onChange={(event) => setChanged(withSectionRight(table, mine, right, event.target.checked))}
                              slotProps={{ input: { "aria-label": `${RIGHT_LABELS[right]} on every page of ${section.label}` } }}
                            />
                          </TableCell>
                        );
                      })}
                    </TableRow>
                    {titles.map((title) => (
                      <TableRow key={title} hover>
                        <TableCell sx={{ pl: 4 }}>{title}</TableCell>
                        {RIGHTS.map((right) => (
                          <TableCell key={right} align="center" padding="checkbox">
                            <Checkbox
                              checked={Boolean(table[title]?.[right])}
                              disabled={!changeable(title, right)}
                              onChange={(event) => setChanged(withRight(table, title, right, event.target.checked))}
                              slotProps={{ input: { "aria-label": `${RIGHT_LABELS[right]} on ${title}` } }}
                            />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {edit ? "Cancel" : "Close"}
        </Button>
        {edit && (
          <Button variant="contained" disabled={!canSave || !table} onClick={() => void save()}>
            Save
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
