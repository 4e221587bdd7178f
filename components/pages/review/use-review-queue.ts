"use client";

import { useCallback, useEffect, useReducer, useRef } from "react";
import { apiPaths } from "@/lib/api-paths";
import { api } from "@/lib/browser/api-client";
import type { Envelope } from "@/lib/envelope";
import { CLAIM_AHEAD, CLAIM_SECONDS, REVIEW_DECISIONS, type ReviewClaimAnswer, type ReviewItem, type ReviewKind, type ReviewLeft } from "@/lib/review";
import { queueReducer, QUEUE_START, type Decision, type QueueEvent } from "./queue-state";

export type { Decision };

/** The claim is renewed before it runs out, while the staff member still looks at the item. */
const RENEW_MS = (CLAIM_SECONDS * 1000) / 2;

/** What the page tells the staff member after a decision: the api's own words. */
export type Say = (message: string, variant: "success" | "error" | "info") => void;

/**
 * The queue as the page works it (docs/review.md): the items seen this session (the trail, walked
 * back and forth with J and K), the one shown, the next one already claimed and drawn in advance, and
 * the decisions made. A decision moves on at once and is sent behind it; its answer marks the item
 * (approved, rejected, or taken by someone else: a 409, said in the api's words).
 */
export function useReviewQueue(kind: ReviewKind | undefined, mayClaim: boolean, say: Say) {
  const [state, dispatchToReact] = useReducer(queueReducer, QUEUE_START);
  // The state as of the last event, not the last render: two keys pressed within one frame see each other.
  const latest = useRef(state);
  const dispatch = useCallback((event: QueueEvent) => {
    latest.current = queueReducer(latest.current, event);
    dispatchToReact(event);
  }, []);
  const claiming = useRef(false);
  const again = useRef(false);

  /**
   * Claims what the page lacks to hold CLAIM_AHEAD items (the one shown, if still open, and those
   * ahead), renewing those it holds and giving up the skipped ones. One at a time: asked again while one
   * runs, it runs once more after it, on the state as it is then.
   */
  const claim = useCallback(async () => {
    if (!mayClaim) return;
    if (claiming.current) {
      again.current = true;
      return;
    }
    claiming.current = true;
    try {
      do {
        again.current = false;
        const { trail, cursor, ahead, released } = latest.current;
        const current = trail[cursor];
        const renew = [...(current && !current.outcome && !current.sent ? [current.item.key] : []), ...ahead.map((item) => item.key)].slice(0, CLAIM_AHEAD);
        const take = CLAIM_AHEAD - renew.length;
        const release = released.slice(0, 50);
        const answer = await api.post<ReviewClaimAnswer>(apiPaths.reviewClaim(), {
          ...(kind ? { kind } : {}),
          exclude: [...trail.map((entry) => entry.item.key), ...ahead.map((item) => item.key)].slice(-500),
          release,
          renew,
          take,
        });
        if (answer.status !== 200) {
          dispatch({ type: "refused", message: answer.message ?? `The queue could not be read (${answer.status}).` });
          return;
        }
        dispatch({ type: "claimed", answer: answer.recordList[0], released: release, renew, took: take });
      } while (again.current);
    } catch {
      dispatch({ type: "refused", message: "The queue could not be reached. Check the connection and look again." });
    } finally {
      claiming.current = false;
    }
  }, [kind, mayClaim, dispatch]);

  // The first claim, and a new one whenever the next item has been used up.
  const needMore = mayClaim && !state.refusal && state.ahead.length === 0 && !state.exhausted;
  useEffect(() => {
    if (needMore) void claim();
  }, [needMore, claim, state.trail.length]);

  // Renews the items held while the staff member looks at one for long.
  useEffect(() => {
    if (!mayClaim) return;
    const timer = window.setInterval(() => void claim(), RENEW_MS);
    return () => window.clearInterval(timer);
  }, [claim, mayClaim]);

  // Leaving the page (or another kind) gives its items back at once rather than when their claims run out.
  useEffect(
    () => () => {
      const { trail, ahead, released } = latest.current;
      const held = [...released, ...trail.filter((entry) => !entry.outcome && !entry.sent).map((entry) => entry.item.key), ...ahead.map((item) => item.key)];
      if (mayClaim && held.length) void api.post(apiPaths.reviewClaim(), { release: held.slice(-50), take: 0 }).catch(() => undefined);
    },
    [mayClaim],
  );

  /**
   * Decides the item `key`, which the staff member saw: nothing when another is shown by now (a second
   * key pressed before the next item was drawn), nor when it was decided, skipped (its claim given
   * back: someone else may hold it) or let go.
   */
  const decide = useCallback(
    async (key: string, decision: Decision, reason?: string) => {
      const entry = latest.current.trail[latest.current.cursor];
      if (!entry || entry.item.key !== key || entry.outcome || entry.sent) return;
      const item = entry.item;
      dispatch({ type: "sent", key: item.key, decision });
      const route = REVIEW_DECISIONS[item.kind][decision === "approved" ? "approve" : "reject"];
      let answer: Envelope | undefined;
      try {
        answer = await api.post(apiPaths.ofRow(REVIEW_DECISIONS[item.kind].resource, item.id, route), reason ? { reason } : {});
      } catch {
        answer = undefined;
      }
      if (answer?.status === 200) {
        dispatch({ type: "decided", key: item.key, outcome: decision });
        say(answer.message ?? "Done.", "success");
      } else if (answer?.status === 409) {
        dispatch({ type: "decided", key: item.key, outcome: "taken" });
        say(`${answer.message ?? "Someone else decided it first."} Moved on.`, "info");
      } else {
        // Not decided: it stays in the trail to decide again (K goes back to it).
        dispatch({ type: "failed", key: item.key });
        say(answer?.message ?? "The decision may not have been made: no answer came. Go back with K to see it and try again.", "error");
      }
    },
    [say, dispatch],
  );

  const skip = useCallback(() => dispatch({ type: "skip" }), [dispatch]);
  const next = useCallback(() => dispatch({ type: "next" }), [dispatch]);
  const previous = useCallback(() => dispatch({ type: "previous" }), [dispatch]);
  const lookAgain = useCallback(() => dispatch({ type: "lookAgain" }), [dispatch]);

  const shown: ReviewItem | undefined = state.trail[state.cursor]?.item;
  const left: ReviewLeft = state.left;
  return { state, shown, left, decide, skip, next, previous, lookAgain };
}
