"use client";

import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { usePageRights } from "@/components/engine/page-rights";
import { useToast } from "@/components/shell/ToastProvider";
import { useDrawn } from "@/lib/browser/use-drawn";
import { apiPaths } from "@/lib/api-paths";
import { useEnvelope } from "@/lib/browser/use-envelope";
import { REVIEW_DECISIONS, REVIEW_KINDS, type ReviewKind, type ReviewSummary } from "@/lib/review";
import type { PageViewProps } from "../page-views";
import { leftInAll } from "./queue-state";
import { pictureUrls, ReviewItemView } from "./ReviewItemView";
import { useReviewKeys } from "./use-review-keys";
import { useReviewQueue, type Say } from "./use-review-queue";

// Asked for when first opened: a page that is only looked at downloads neither.
const RejectDialog = lazy(() => import("./review-dialogs").then((m) => ({ default: m.RejectDialog })));
const KeysDialog = lazy(() => import("./review-dialogs").then((m) => ({ default: m.KeysDialog })));

const OUTCOME_WORDS = { approved: "Approved", rejected: "Rejected", skipped: "Skipped", taken: "Decided by someone else first", lost: "Someone else holds it now" } as const;
/** A decision key this soon after an item is drawn is a key pressed twice, not a decision on what is shown. */
const SETTLE_MS = 300;

const kindOf = (value: string | null): ReviewKind | undefined => (REVIEW_KINDS as readonly string[]).includes(value ?? "") ? (value as ReviewKind) : undefined;

/**
 * The review queue (docs/review.md): the kind filter, the counter, one item at a time with what a
 * decision needs, and the keys. A new kind is a new queue (its items are given back first).
 */
export function ReviewView({ readOnly }: PageViewProps) {
  const kind = kindOf(useSearchParams().get("kind"));
  return <Queue key={kind ?? "all"} kind={kind} readOnly={readOnly} />;
}

function Queue({ kind, readOnly }: { kind: ReviewKind | undefined; readOnly: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const mayClaim = usePageRights().edit && !readOnly;
  const { enqueueSnackbar } = useToast();
  const say: Say = useCallback((message, variant) => void enqueueSnackbar(message, { variant }), [enqueueSnackbar]);
  const { state, shown, decide, skip, next, previous, lookAgain } = useReviewQueue(kind, mayClaim, say);
  const [rejecting, setRejecting] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  const entry = state.trail[state.cursor];
  // Approve and Reject, by key or button, from SETTLE_MS after the item is drawn.
  const [settledKey, setSettledKey] = useState<string>();
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setSettledKey(shown.key), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  const decidable = Boolean(entry && !entry.sent && !entry.outcome && shown && settledKey === shown.key);
  const drawnMark = useDrawn(state.loaded || !mayClaim);

  useReviewKeys(!rejecting && !keysOpen && mayClaim, {
    a: () => decidable && shown && void decide(shown.key, "approved"),
    r: () => decidable && setRejecting(true),
    s: skip,
    j: next,
    k: previous,
    "?": () => setKeysOpen(true),
  });

  // The next item's pictures are asked for before it is shown, so it draws at once.
  const upcoming = state.ahead[0];
  useEffect(() => {
    if (upcoming) for (const url of pictureUrls(upcoming)) new Image().src = url;
  }, [upcoming]);

  const chooseKind = (value: ReviewKind | "all" | null) => {
    if (!value) return;
    router.replace(value === "all" ? pathname : `${pathname}?kind=${value}`, { scroll: false });
  };

  // Who may only look sees what waits, not the items (taking one is a claim).
  const summary = useEnvelope<ReviewSummary>(mayClaim ? null : apiPaths.review(), { keepPrevious: false }).data;
  const shownLeft = (mayClaim ? state.left : summary?.status === 200 ? summary.recordList[0]?.left : undefined) ?? {};
  const left = leftInAll(shownLeft);
  const kinds = REVIEW_KINDS.filter((k) => shownLeft[k] !== undefined);

  return (
    <Stack spacing={2} sx={{ mt: 1 }} {...drawnMark}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "center" }, justifyContent: "space-between" }}>
        <ToggleButtonGroup exclusive size="small" value={kind ?? "all"} onChange={(_, value: ReviewKind | "all" | null) => chooseKind(value)} aria-label="Kind of item" sx={{ "& .MuiToggleButton-root:not(.Mui-selected)": { color: "text.primary" } }}>
          <ToggleButton value="all">All</ToggleButton>
          {kinds.map((k) => (
            <ToggleButton key={k} value={k}>
              {REVIEW_DECISIONS[k].label} ({(shownLeft[k] ?? 0).toLocaleString("en-IN")})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <Typography role="status" aria-live="polite" variant="body2">
            <strong>{state.decided.toLocaleString("en-IN")}</strong> decided this session · <strong>{left.toLocaleString("en-IN")}</strong> left
          </Typography>
          <Button size="small" onClick={() => setKeysOpen(true)} aria-keyshortcuts="?">
            Keys (?)
          </Button>
        </Stack>
      </Stack>

      {!mayClaim && <Alert severity="info">This account may see what waits, but takes no item to decide: that needs the Edit right on Review.</Alert>}
      {state.refusal && (
        <Alert severity="error" role="alert" action={<Button onClick={lookAgain}>Look again</Button>}>
          {state.refusal}
        </Alert>
      )}
      {mayClaim && !state.loaded && <LinearProgress aria-label="Loading the queue" />}

      {shown ? (
        <Paper variant="outlined" sx={{ p: 2 }} data-review-item={shown.key}>
          {entry?.outcome && <Alert severity={entry.outcome === "taken" ? "warning" : "success"} sx={{ mb: 2 }}>{OUTCOME_WORDS[entry.outcome]}</Alert>}
          <ReviewItemView item={shown} />
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", gap: 1 }}>
            <Button variant="contained" disabled={!decidable} onClick={() => shown && void decide(shown.key, "approved")} aria-keyshortcuts="a">
              Approve (A)
            </Button>
            <Button variant="outlined" color="error" disabled={!decidable} onClick={() => setRejecting(true)} aria-keyshortcuts="r">
              Reject (R)
            </Button>
            <Button disabled={!entry || Boolean(entry.outcome) || Boolean(entry.sent)} onClick={skip} aria-keyshortcuts="s">
              Skip (S)
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <Button disabled={state.cursor === 0} onClick={previous} aria-keyshortcuts="k">
              Previous (K)
            </Button>
            <Button onClick={next} aria-keyshortcuts="j">
              Next (J)
            </Button>
          </Stack>
        </Paper>
      ) : (
        mayClaim &&
        state.loaded &&
        !state.refusal && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
            {state.exhausted ? (
              <>
                <Typography variant="h6" component="p">
                  Nothing waits{kind ? ` among ${REVIEW_DECISIONS[kind].label.toLowerCase()}` : ""}.
                </Typography>
                <Typography color="textSecondary" sx={{ mb: 2 }}>
                  Items another staff member holds come back when they let them go.
                </Typography>
                <Button variant="outlined" onClick={lookAgain}>
                  Look again
                </Button>
              </>
            ) : (
              <LinearProgress aria-label="Loading the next item" />
            )}
          </Paper>
        )
      )}

      <Suspense>
        {rejecting && shown && (
          <RejectDialog
            kind={shown.kind}
            onCancel={() => setRejecting(false)}
            onReject={(reason) => {
              setRejecting(false);
              void decide(shown.key, "rejected", reason);
            }}
          />
        )}
        {keysOpen && <KeysDialog onClose={() => setKeysOpen(false)} />}
      </Suspense>
    </Stack>
  );
}
