import type { ReviewItem } from "@/lib/review";
import { queueReducer, QUEUE_START, type QueueEvent, type QueueState } from "./queue-state";

const item = (id: number): ReviewItem => ({
  kind: "blockRequests",
  key: `blockRequests:${id}`,
  id,
  waitingSince: "2026-11-01T00:00:00.000Z",
  reason: "Asked for money",
  reporter: {} as never,
  reported: {} as never,
});
const claimed = (ids: number[], left = 10, released: string[] = [], { renew = [], renewed, took = 2 }: { renew?: string[]; renewed?: string[]; took?: number } = {}): QueueEvent => ({
  type: "claimed",
  answer: { items: ids.map(item), renewed: renewed ?? renew, left: { blockRequests: left }, claimedUntil: "2026-11-01T00:02:00.000Z" },
  released,
  renew,
  took,
});
const run = (...events: QueueEvent[]) => events.reduce<QueueState>(queueReducer, QUEUE_START);
const shownKey = (state: QueueState) => state.trail[state.cursor]?.item.key;

describe("the review queue as the page works it", () => {
  it("shows the first item claimed and keeps the next ahead", () => {
    const state = run(claimed([1, 2]));
    expect(shownKey(state)).toBe("blockRequests:1");
    expect(state.ahead.map((next) => next.id)).toEqual([2]);
    expect(state.loaded).toBe(true);
  });

  it("moves on at once when a decision is sent, and counts it once the api accepts it", () => {
    const sent = run(claimed([1, 2]), { type: "sent", key: "blockRequests:1", decision: "approved" });
    expect(shownKey(sent)).toBe("blockRequests:2");
    expect(sent.ahead).toEqual([]);
    const decided = queueReducer(sent, { type: "decided", key: "blockRequests:1", outcome: "approved" });
    expect(decided.decided).toBe(1);
    expect(decided.left.blockRequests).toBe(9);
    expect(decided.trail[0].outcome).toBe("approved");
  });

  it("does not count an item someone else decided first", () => {
    const state = run(claimed([1, 2]), { type: "sent", key: "blockRequests:1", decision: "rejected" }, { type: "decided", key: "blockRequests:1", outcome: "taken" });
    expect(state.decided).toBe(0);
    expect(state.left.blockRequests).toBe(10);
  });

  it("leaves a failed decision open to decide again", () => {
    const state = run(claimed([1, 2]), { type: "sent", key: "blockRequests:1", decision: "approved" }, { type: "failed", key: "blockRequests:1" }, { type: "previous" });
    expect(shownKey(state)).toBe("blockRequests:1");
    expect(state.trail[0]).toEqual({ item: item(1) });
  });

  it("skips: marks it, gives its claim back with the next claim, and moves on", () => {
    const skipped = run(claimed([1, 2]), { type: "skip" });
    expect(skipped.trail[0].outcome).toBe("skipped");
    expect(skipped.released).toEqual(["blockRequests:1"]);
    expect(shownKey(skipped)).toBe("blockRequests:2");
    expect(queueReducer(skipped, claimed([3], 9, ["blockRequests:1"])).released).toEqual([]);
  });

  it("walks back and forth with K and J; J at the newest item skips it", () => {
    let state = run(claimed([1, 2]), { type: "sent", key: "blockRequests:1", decision: "approved" }, claimed([3]));
    state = queueReducer(state, { type: "previous" });
    expect(shownKey(state)).toBe("blockRequests:1");
    state = queueReducer(state, { type: "previous" });
    expect(shownKey(state)).toBe("blockRequests:1");
    state = queueReducer(state, { type: "next" });
    expect(shownKey(state)).toBe("blockRequests:2");
    state = queueReducer(state, { type: "next" });
    expect(state.trail[1].outcome).toBe("skipped");
    expect(shownKey(state)).toBe("blockRequests:3");
  });

  it("waits for the next item when none is ahead, shows it when it comes, and says when nothing is left", () => {
    const waiting = run(claimed([1]), { type: "sent", key: "blockRequests:1", decision: "approved" });
    expect(shownKey(waiting)).toBeUndefined();
    expect(waiting.exhausted).toBe(false);
    expect(shownKey(queueReducer(waiting, claimed([4])))).toBe("blockRequests:4");
    const empty = queueReducer(waiting, claimed([], 0));
    expect(empty.exhausted).toBe(true);
    expect(queueReducer(empty, { type: "lookAgain" }).exhausted).toBe(false);
  });

  it("is not out of items when a claim only renewed what it holds", () => {
    const state = run(claimed([1, 2]), claimed([], 10, [], { renew: ["blockRequests:1", "blockRequests:2"], took: 0 }));
    expect(state.exhausted).toBe(false);
    expect(state.ahead.map((next) => next.id)).toEqual([2]);
  });

  it("lets go of what it no longer holds: someone else took it over after its claim ran out", () => {
    const state = run(claimed([1, 2]), claimed([3], 10, [], { renew: ["blockRequests:1", "blockRequests:2"], renewed: ["blockRequests:2"], took: 0 }));
    expect(state.trail[0].outcome).toBe("lost");
    expect(shownKey(state)).toBe("blockRequests:2");
    expect(state.ahead.map((next) => next.id)).toEqual([3]);
    const aheadLost = run(claimed([1, 2]), claimed([], 10, [], { renew: ["blockRequests:1", "blockRequests:2"], renewed: ["blockRequests:1"], took: 0 }));
    expect(shownKey(aheadLost)).toBe("blockRequests:1");
    expect(aheadLost.ahead).toEqual([]);
  });

  it("ignores items it already holds, as a renewing claim may answer them again", () => {
    const state = run(claimed([1, 2]), claimed([2, 3]));
    expect(state.ahead.map((next) => next.id)).toEqual([2, 3]);
  });
});
