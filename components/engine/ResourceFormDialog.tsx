"use client";

import { useMemo, useState, type FormEvent } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { api } from "@/lib/browser/api-client";
import { drawn } from "@/lib/drawn";
import { inSentence } from "@/lib/engine/format";
import { useApiAction } from "@/lib/browser/use-api-action";
import { mayRun, type ResourceAction, type ResourceDef } from "@/lib/engine/define";
import { actionBody, formFields, inputSchema } from "@/lib/engine/schema";
import type { Row } from "./list/types";
import { FieldInput } from "./FieldInput";
import { useFieldForm } from "./useFieldForm";
import { initialValue } from "./inputs/index";
import { isFullAdmin, useSignedInViewer } from "./viewer";
import { usePageRights } from "./page-rights";
import { referredBy, useResources } from "./resources";
import { apiPaths } from "@/lib/api-paths";

type Values = Record<string, unknown>;

const NO_KEYS: string[] = [];

interface Props {
  resource: ResourceDef;
  /** The row being edited (or acted on); absent to add one. */
  row?: Row;
  /** A named action with fields (a payment's reference) to run on `row`, instead of an edit. */
  action?: ResourceAction;
  /** Values the page fixes (the parent a list is narrowed to): set, and not shown as inputs. */
  fixed?: Record<string, string>;
  readOnly: boolean;
  imageBaseUrl: string;
  onClose: () => void;
  /** After a save; `next` is the declared action to run on the added row (`saveAnd`). */
  onSaved: (saved?: Row, next?: ResourceAction) => void;
  /** After an action's change was undone from its toast (docs/undo.md), the dialog long closed. */
  onUndone?: () => void;
}

/**
 * One dialog adds and edits, its inputs and rules drawn from the resource's declaration: the fields of
 * its form (a password only when adding), those only a full administrator sets only for them. It also
 * asks what a named action takes (its declared fields) and runs it on the row.
 */
export function ResourceFormDialog({ resource, row, action, fixed = {}, readOnly, imageBaseUrl, onClose, onSaved, onUndone }: Props) {
  // An action's choices from other lists (a Send dialog's religion) load with the dialog, not the page.
  useResources(action ? referredBy(action.fields ?? {}) : NO_KEYS);
  const send = useApiAction();
  const mode = row ? "edit" : "add";
  const viewer = useSignedInViewer();
  const fullAdmin = isFullAdmin(viewer);
  // A field the row's locks keep from this viewer (another's email) is drawn disabled, with the reason.
  const locks = useMemo(() => (row ? resource.locks?.(row, viewer) : undefined), [resource, row, viewer]);
  const lockOf = (key: string, repeats?: string) => locks?.[key]?.message ?? (repeats ? locks?.[repeats]?.message : undefined);
  const fields = useMemo(
    () => (action ? Object.entries(action.fields ?? {}) : formFields(resource, mode).filter(([, field]) => !field.fullAdminOnly || fullAdmin)),
    [action, resource, mode, fullAdmin],
  );
  const schema = useMemo(() => (action ? actionBody(action) : inputSchema(resource, mode)), [action, resource, mode]);
  // A confirmation (Confirm email) starts as the value it repeats: an edit that keeps the address asks nothing more.
  const { values, shown, parsed, errorOf, change, touchAll, setServerErrors } = useFieldForm(fields, schema, () =>
    Object.fromEntries(fields.map(([key, field]) => [key, key in fixed ? fixed[key] : initialValue(field, action ? undefined : row?.[field.repeats ?? key])])),
  );
  const [busy, setBusy] = useState(false);
  // What the action would do, from its preview endpoint, for the values it was asked about: shown,
  // then confirmed by a second submit; any change asks again.
  const [preview, setPreview] = useState<{ of: Values; message: string }>();
  const told = preview?.of === values ? preview.message : undefined;

  // "Save And Send": the add form's second button, for whoever may run the action it leads to.
  const rights = usePageRights();
  const then = !row && !action && resource.saveAnd ? resource.actions?.find((candidate) => candidate.key === resource.saveAnd?.action) : undefined;
  const saveAnd = then && mayRun(rights, then) ? then : undefined;

  async function submit(event: FormEvent, next?: ResourceAction) {
    event.preventDefault();
    touchAll();
    if (!parsed.success || readOnly) return;
    setBusy(true);
    if (action?.preview && row && told === undefined) {
      const answer = await api.post<unknown>(apiPaths.endpoint(resource.key, { path: action.preview }), parsed.data).catch(() => undefined);
      if (answer?.status === 200) setPreview({ of: values, message: answer.message ?? "" });
      else if (answer?.errors) setServerErrors(answer.errors);
      else await send(async () => answer ?? Promise.reject(new Error("no answer")));
      setBusy(false);
      return;
    }
    const answer = await send(() =>
      action && row
        ? api.post(apiPaths.ofRow(resource.key, row.id, action.key), parsed.data)
        : row
          ? api.put(apiPaths.row(resource.key, row.id), parsed.data)
          : api.post(apiPaths.rows(resource.key), parsed.data),
      { onUndone },
    );
    if (answer?.status === 200) return onSaved(answer.recordList?.[0] as Row | undefined, next);
    if (answer?.errors) setServerErrors(answer.errors);
    setBusy(false);
  }

  const title = action ? action.label : `${row ? "Edit" : "Add"} ${inSentence(resource.singular)}`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="resource-form-title">
      <form onSubmit={submit} noValidate {...drawn()}>
        <DialogTitle id="resource-form-title">{title}</DialogTitle>
        <DialogContent>
          {action && row && <DialogContentText sx={{ mb: 1 }}>{String(row[resource.display] ?? "")}</DialogContentText>}
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {shown.filter(([key]) => !(key in fixed)).map(([key, field]) => {
              const locked = lockOf(key, field.repeats);
              return (
                <FieldInput
                  key={key}
                  name={key}
                  field={locked ? { ...field, help: locked } : field}
                  values={values}
                  stored={row}
                  error={errorOf(key)}
                  disabled={readOnly || busy || Boolean(locked)}
                  onChange={change}
                  resource={resource}
                  imageBaseUrl={imageBaseUrl}
                />
              );
            })}
          </Stack>
          {told !== undefined && (
            <DialogContentText role="status" sx={{ mt: 2 }}>
              {told}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {saveAnd && resource.saveAnd && (
            <Button variant="outlined" disabled={readOnly || busy} onClick={(event) => void submit(event as unknown as FormEvent, saveAnd)}>
              {resource.saveAnd.label}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={readOnly || busy}>
            {action ? (action.preview && told === undefined ? "Check" : action.preview ? `Confirm: ${action.label}` : action.label) : row ? "Save" : "Add"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
