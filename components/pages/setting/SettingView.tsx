"use client";

import { useCallback, useMemo, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { usePageRights } from "@/components/engine/page-rights";
import { useFieldForm } from "@/components/engine/useFieldForm";
import { apiPaths } from "@/lib/api-paths";
import { api } from "@/lib/browser/api-client";
import { useApiAction } from "@/lib/browser/use-api-action";
import { useDrawn } from "@/lib/browser/use-drawn";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { formFields } from "@/lib/engine/form-fields";
import { SETTING_FORM, SETTING_GROUPS, type SettingAnswer } from "@/lib/settings/setting";
import type { PageViewProps } from "../page-views";
import { settingInitial, SettingInput } from "./setting-inputs";

type Rules = Parameters<typeof useFieldForm>[1];
/** Before the rules have loaded: every value passes, nothing is shown wrong. */
const UNCHECKED: Rules = { safeParse: (value) => ({ success: true, data: value }) };

/**
 * The Setting page (docs/setting.md): a tab per group of flags, each flag drawn by its declared field
 * (lib/settings/setting.ts), a child only under its parent's value; one Save checks every flag as the
 * api will and sends them all. Credentials show only whether they are set.
 */
export function SettingView({ readOnly, imageBaseUrl }: PageViewProps) {
  const { data, error, mutate } = useEnvelope<SettingAnswer>(apiPaths.setting(), { keepPrevious: false });
  const answer = data?.status === 200 ? data.recordList[0] : undefined;
  const refusal = error ? String((error as Error).message ?? error) : data && data.status !== 200 ? (data.message ?? `${data.status}`) : undefined;
  const drawnMark = useDrawn(Boolean(answer || refusal));
  return (
    <Box sx={{ mt: 1 }} {...drawnMark}>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      {!answer && !refusal && <LinearProgress aria-label="Loading the settings" />}
      {answer && <SettingForm answer={answer} readOnly={readOnly} imageBaseUrl={imageBaseUrl} onSaved={(next) => void mutate({ status: 200, message: "", recordList: [next] }, { revalidate: false })} />}
    </Box>
  );
}

function SettingForm({ answer, readOnly, imageBaseUrl, onSaved }: { answer: SettingAnswer; readOnly: boolean; imageBaseUrl: string; onSaved: (answer: SettingAnswer) => void }) {
  const send = useApiAction();
  const mayEdit = usePageRights().edit && !readOnly;
  const fields = useMemo(() => Object.entries(SETTING_FORM.fields), []);
  const editable = useMemo(() => new Set(formFields(SETTING_FORM, "edit").map(([key]) => key)), []);
  // The rules (zod) load when the form is first used, not with the page (docs/performance.md); until
  // then nothing is reported wrong, and Save waits for them.
  const [rules, setRules] = useState<Rules>();
  const loadRules = useCallback(async () => {
    const { inputSchema } = await import("@/lib/engine/schema");
    const loaded = inputSchema(SETTING_FORM, "edit");
    setRules(() => loaded);
    return loaded;
  }, []);
  const valuesOf = (from: SettingAnswer) => Object.fromEntries(fields.map(([key, field]) => [key, settingInitial(field, from.values[key])]));
  const form = useFieldForm(
    fields.filter(([key]) => editable.has(key)),
    rules ?? UNCHECKED,
    () => valuesOf(answer),
  );
  const [tab, setTab] = useState(SETTING_GROUPS[0].key);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  // The credentials set, in the shape the secret input reads them (the names of those saved).
  const stored = answer.set;

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = (rules ?? (await loadRules())).safeParse(Object.fromEntries(form.shown.filter(([key]) => key in form.values).map(([key]) => [key, form.values[key]])));
    form.touchAll();
    if (!parsed.success) {
      // The first tab with a message comes forward: a mistake is never out of sight.
      const wrong = SETTING_GROUPS.find((group) => group.flags.some((flag) => parsed.error.issues.some((issue) => issue.path[0] === flag)));
      if (wrong) setTab(wrong.key);
      return;
    }
    setBusy(true);
    const saved = await send(() => api.put<SettingAnswer>(apiPaths.setting(), parsed.data));
    setBusy(false);
    if (saved?.status === 200) {
      onSaved(saved.recordList[0]);
      form.reset(valuesOf(saved.recordList[0]));
      // The shell follows some flags (the menu, how days read): it is drawn again with them now.
      router.refresh();
    } else if (saved?.errors) {
      form.setServerErrors(saved.errors);
      const wrong = SETTING_GROUPS.find((group) => group.flags.some((flag) => saved.errors?.[flag]));
      if (wrong) setTab(wrong.key);
    }
  }

  async function act(key: string) {
    setBusy(true);
    await send(() => api.post(apiPaths.settingAction(key), {}));
    setBusy(false);
  }

  const group = SETTING_GROUPS.find((candidate) => candidate.key === tab)!;
  const shown = new Set(form.shown.map(([key]) => key));
  return (
    <Paper variant="outlined" component="form" onSubmit={save} noValidate onFocusCapture={() => void (rules ?? loadRules())}>
      <Tabs value={tab} onChange={(_event, next: string) => setTab(next)} aria-label="Groups of settings" variant="scrollable" sx={{ borderBottom: 1, borderColor: "divider", px: 1 }}>
        {SETTING_GROUPS.map((candidate) => (
          <Tab key={candidate.key} value={candidate.key} label={candidate.label} id={`setting-tab-${candidate.key}`} aria-controls={`setting-panel-${candidate.key}`} />
        ))}
      </Tabs>
      <Stack spacing={2.5} sx={{ p: 3, maxWidth: 640 }} role="tabpanel" id={`setting-panel-${group.key}`} aria-labelledby={`setting-tab-${group.key}`}>
        {group.flags
          .filter((flag) => !editable.has(flag) || shown.has(flag))
          .map((flag) => {
            const field = SETTING_FORM.fields[flag];
            return (
              <SettingInput
                key={flag}
                name={flag}
                field={field}
                values={editable.has(flag) ? form.values : answer.values}
                stored={stored}
                error={form.errorOf(flag)}
                disabled={!mayEdit || busy || !editable.has(flag)}
                onChange={form.change}
                resource={SETTING_FORM}
                imageBaseUrl={imageBaseUrl}
              />
            );
          })}
      </Stack>
      {mayEdit && (
        <Stack direction="row" spacing={1.5} sx={{ px: 3, pb: 3 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
          {group.actions?.map((action) => (
            <Button key={action.key} variant="outlined" disabled={busy} onClick={() => void act(action.key)}>
              {action.label}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
