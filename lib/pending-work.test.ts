import { isPendingPage, pendingOf } from "./pending-work";

describe("pending work in words", () => {
  it("sums the parts and says each that waits, singular or plural", () => {
    expect(pendingOf({ documents: 1200, photos: 1 })).toEqual({ total: 1201, words: "1,200 members' documents to verify, 1 photo to approve", parts: { documents: 1200, photos: 1 } });
    expect(pendingOf({ blockRequests: 0 })).toEqual({ total: 0, words: "", parts: { blockRequests: 0 } });
  });

  it("names the pages that have work waiting", () => {
    expect(["appuser", "blockuser", "user-packages", "religion"].filter(isPendingPage)).toEqual(["appuser", "blockuser", "user-packages"]);
  });
});
