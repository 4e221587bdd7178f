"use client";

import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { snapshotChanges, snapshotValue, type ChangeKind } from "@/lib/resources/audit-changes";
import { resourceByKey } from "@/lib/resources/index";

const KIND_LABELS: Record<ChangeKind, { label: string; color: "default" | "success" | "error" }> = {
  changed: { label: "Changed", color: "default" },
  added: { label: "Added", color: "success" },
  removed: { label: "Removed", color: "error" },
};

/** A key in the words of the resource's declaration ("Name"), when the entry is about a declared resource. */
function labelOf(action: string, key: string): string | undefined {
  const resource = resourceByKey(action.slice(0, action.lastIndexOf(".")));
  return resource?.fields[key]?.label;
}

/** The differences between an entry's before and after: each key that differs, was added or was removed. */
export function AuditChanges({ action, before, after }: { action: string; before: unknown; after: unknown }) {
  if ((before === null || before === undefined) && (after === null || after === undefined)) {
    return (
      <Typography variant="body2" color="textSecondary">
        This entry keeps no record of the values before and after.
      </Typography>
    );
  }
  const changes = snapshotChanges(before, after);
  if (!changes.length) {
    return (
      <Typography variant="body2" color="textSecondary">
        No value differs between before and after.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label="Changes">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => {
          const label = labelOf(action, change.key);
          const kind = KIND_LABELS[change.kind];
          return (
            <TableRow key={change.key}>
              <TableCell sx={{ verticalAlign: "top" }}>
                <div>{label ?? change.key}</div>
                {label ? (
                  <Typography variant="caption" color="textSecondary" sx={{ fontFamily: "monospace" }}>
                    {change.key}
                  </Typography>
                ) : null}
                {change.kind !== "changed" ? <Chip size="small" variant="outlined" color={kind.color} label={kind.label} sx={{ ml: label ? 1 : 0, mt: 0.5 }} /> : null}
              </TableCell>
              <TableCell sx={{ verticalAlign: "top", overflowWrap: "anywhere" }}>{change.kind === "added" ? "" : snapshotValue(change.before)}</TableCell>
              <TableCell sx={{ verticalAlign: "top", overflowWrap: "anywhere" }}>{change.kind === "removed" ? "" : snapshotValue(change.after)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
