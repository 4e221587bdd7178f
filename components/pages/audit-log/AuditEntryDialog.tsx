"use client";

import type { ReactNode } from "react";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import type { Row } from "@/components/engine/list/types";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { cellText } from "@/lib/engine/format";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { auditLog } from "@/lib/resources/audit-log";
import { AuditChanges } from "./AuditChanges";
import { apiPaths } from "@/lib/api-paths";

/** A column of the list as it reads there (the moment in India's time, who with their address, the record with its name). */
const shown = (row: Row, column: string) => cellText(auditLog, column, row, () => undefined) || "—";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * One audit entry: who did what, when, where and to which record, what changed (each field before →
 * after, added and removed keys), and the entry's snapshots whole as JSON. The list's row shows at once;
 * the snapshots come from the entry's own route.
 */
export default function AuditEntryDialog({ entry, onClose }: { entry: Row; onClose: () => void }) {
  const { data, error } = useEnvelope<Row>(apiPaths.row(auditLog.key, entry.id as number), { keepPrevious: false });
  const whole = data?.status === 200 ? data.recordList[0] : undefined;
  const failure = error ? CONSOLE_MESSAGES.backendUnavailable : data && data.status !== 200 ? (data.message ?? CONSOLE_MESSAGES.backendUnavailable) : undefined;
  const row = whole ?? entry;
  const action = String(row.action);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="audit-entry-title">
      <DialogTitle id="audit-entry-title">{whole?.actionLabel && whole.actionLabel !== action ? `${String(whole.actionLabel)} (${action})` : action}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 0.75, mt: 0, mb: 2 }}>
          <Fact label="When">
            {shown(row, "createdAt")} <Typography component="span" variant="caption" color="textSecondary">(India time; {String(row.createdAt)} UTC)</Typography>
          </Fact>
          <Fact label="Admin">{row.admin ? shown(row, "admin") : "No account"}</Fact>
          <Fact label="Page">{shown(row, "pageTitle")}</Fact>
          <Fact label="Record">{shown(row, "target")}</Fact>
          <Fact label="IP address">{shown(row, "ip")}</Fact>
          {row.memberId ? <Fact label="Member">{String(row.memberId)}</Fact> : null}
          {whole?.details ? <Fact label="Details">{JSON.stringify(whole.details)}</Fact> : null}
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Changes
        </Typography>
        {failure ? (
          <Alert severity="error">{failure}</Alert>
        ) : !whole ? (
          <CircularProgress size={24} aria-label="Loading the changes" />
        ) : (
          <>
            <AuditChanges action={action} before={whole.before} after={whole.after} />
            <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
              <AccordionSummary expandIcon={<ExpandMoreRounded />}>Whole entry (JSON)</AccordionSummary>
              <AccordionDetails>
                <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {JSON.stringify({ before: whole.before ?? null, after: whole.after ?? null, details: whole.details ?? null }, null, 2)}
                </Box>
              </AccordionDetails>
            </Accordion>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
