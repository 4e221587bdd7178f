/**
 * The review queue's state as the page works it (docs/review.md), pure so that its rules are tested
 * alone: the trail of items seen this session and the one shown (`cursor`; equal to the trail's length
 * while the next is on its way), the items claimed ahead, the decisions made, and the skipped items
 * whose claims the next claim gives up.
 */
import type { ReviewClaimAnswer, ReviewItem, ReviewLeft } from "@/lib/review";

export type Decision = "approved" | "rejected";
/** `taken`: someone else decided it first (409); `lost`: its claim ran out and someone else holds it now. */
export type Outcome = Decision | "skipped" | "taken" | "lost";

export interface Entry {
  item: ReviewItem;
  outcome?: Outcome;
  /** A decision on its way to the api. */
  sent?: Decision;
}

export interface QueueState {
  trail: Entry[];
  cursor: number;
  ahead: ReviewItem[];
  left: ReviewLeft;
  /** Decisions the api accepted this session. */
  decided: number;
  /** Skipped items whose claims are still to give up. */
  released: string[];
  /** The last claim found nothing more. */
  exhausted: boolean;
  /** The first answer is here. */
  loaded: boolean;
  refusal?: string;
}

export const QUEUE_START: QueueState = { trail: [], cursor: 0, ahead: [], left: {}, decided: 0, released: [], exhausted: false, loaded: false };

export type QueueEvent =
  | { type: "claimed"; answer: ReviewClaimAnswer; released: string[]; renew: string[]; took: number }
  | { type: "refused"; message: string }
  | { type: "sent"; key: string; decision: Decision }
  | { type: "decided"; key: string; outcome: Outcome }
  | { type: "failed"; key: string }
  | { type: "skip" }
  | { type: "next" }
  | { type: "previous" }
  | { type: "lookAgain" };

/** The next item: the following one of the trail, else the one claimed ahead, else none yet. */
function advance(state: QueueState): QueueState {
  if (state.cursor < state.trail.length - 1) return { ...state, cursor: state.cursor + 1 };
  const [first, ...rest] = state.ahead;
  if (!first) return { ...state, cursor: state.trail.length };
  return { ...state, trail: [...state.trail, { item: first }], ahead: rest, cursor: state.trail.length };
}

const withEntry = (state: QueueState, key: string, change: (entry: Entry) => Entry): QueueState => ({
  ...state,
  trail: state.trail.map((entry) => (entry.item.key === key ? change(entry) : entry)),
});

const open = (entry: Entry | undefined): entry is Entry => Boolean(entry && !entry.outcome && !entry.sent);

export function queueReducer(state: QueueState, event: QueueEvent): QueueState {
  switch (event.type) {
    case "claimed": {
      // Held no more: taken over by someone else after the claim ran out (a tab asleep), or decided.
      const lost = new Set(event.renew.filter((key) => !event.answer.renewed.includes(key)));
      const ahead = state.ahead.filter((item) => !lost.has(item.key));
      const known = new Set([...state.trail.map((entry) => entry.item.key), ...ahead.map((item) => item.key)]);
      const fresh = event.answer.items.filter((item) => !known.has(item.key));
      let next: QueueState = {
        ...state,
        trail: state.trail.map((entry) => (open(entry) && lost.has(entry.item.key) ? { item: entry.item, outcome: "lost" as const } : entry)),
        ahead: [...ahead, ...fresh],
        left: event.answer.left,
        released: state.released.filter((key) => !event.released.includes(key)),
        // Nothing more only when more was asked for and none came.
        exhausted: event.took > 0 && fresh.length === 0 && ahead.length === 0,
        loaded: true,
        refusal: undefined,
      };
      const shownLost = next.trail[next.cursor]?.outcome === "lost" && state.trail[state.cursor]?.outcome !== "lost";
      if (shownLost) next = advance(next);
      // Waiting for an item: the first one claimed is shown at once.
      return next.cursor === next.trail.length && next.ahead.length ? advance(next) : next;
    }
    case "refused":
      return { ...state, refusal: event.message, loaded: true };
    case "sent":
      return advance(withEntry(state, event.key, (entry) => ({ ...entry, sent: event.decision })));
    case "decided": {
      const entry = state.trail.find((candidate) => candidate.item.key === event.key);
      const made = event.outcome === "approved" || event.outcome === "rejected";
      const kind = entry?.item.kind;
      const left = made && kind && state.left[kind] ? { ...state.left, [kind]: state.left[kind]! - 1 } : state.left;
      return { ...withEntry(state, event.key, (found) => ({ item: found.item, outcome: event.outcome })), decided: state.decided + (made ? 1 : 0), left };
    }
    case "failed":
      return withEntry(state, event.key, (entry) => ({ item: entry.item }));
    case "skip": {
      const entry = state.trail[state.cursor];
      if (!open(entry)) return state;
      return advance({ ...withEntry(state, entry.item.key, (found) => ({ ...found, outcome: "skipped" })), released: [...state.released, entry.item.key] });
    }
    case "next":
      // At the newest item, moving on without a decision is a skip.
      if (state.cursor >= state.trail.length - 1 && open(state.trail[state.cursor])) return queueReducer(state, { type: "skip" });
      return state.cursor < state.trail.length ? advance(state) : state;
    case "previous":
      return { ...state, cursor: Math.max(0, state.cursor - 1) };
    case "lookAgain":
      return { ...state, exhausted: false, refusal: undefined };
  }
}

/** All the queue holds of a kind or of every kind the staff member may decide. */
export const leftInAll = (left: ReviewLeft) => Object.values(left).reduce((sum, n) => sum + (n ?? 0), 0);
