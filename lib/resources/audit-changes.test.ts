import { snapshotChanges, snapshotValue, WHOLE_VALUE } from "./audit-changes";

describe("what an audit entry changed", () => {
  it("lists the keys whose values differ, before → after, and leaves equal ones out", () => {
    const before = { id: 4, name: "Hindu", isActive: true, tags: { a: 1, b: 2 } };
    const after = { id: 4, name: "Hindu (Sanatan)", isActive: false, tags: { b: 2, a: 1 } };
    expect(snapshotChanges(before, after)).toEqual([
      { key: "name", kind: "changed", before: "Hindu", after: "Hindu (Sanatan)" },
      { key: "isActive", kind: "changed", before: true, after: false },
    ]);
  });

  it("tells keys only the after has as added and keys only the before has as removed", () => {
    expect(snapshotChanges({ id: 1, oldNote: "x", list: [1, 2] }, { id: 1, newNote: "y", list: [2, 1] })).toEqual([
      { key: "oldNote", kind: "removed", before: "x" },
      { key: "list", kind: "changed", before: [1, 2], after: [2, 1] },
      { key: "newNote", kind: "added", after: "y" },
    ]);
  });

  it("tells a record created as every key added, a record deleted as every key removed", () => {
    expect(snapshotChanges(null, { id: 7, name: "Jain" })).toEqual([
      { key: "id", kind: "added", after: 7 },
      { key: "name", kind: "added", after: "Jain" },
    ]);
    expect(snapshotChanges({ id: 7 }, undefined)).toEqual([{ key: "id", kind: "removed", before: 7 }]);
    expect(snapshotChanges(null, null)).toEqual([]);
  });

  it("keeps a null value apart from a missing key, and a bare value under its own key", () => {
    expect(snapshotChanges({ note: null }, {})).toEqual([{ key: "note", kind: "removed", before: null }]);
    expect(snapshotChanges({ note: null }, { note: "" })).toEqual([{ key: "note", kind: "changed", before: null, after: "" }]);
    expect(snapshotChanges(3, 4)).toEqual([{ key: WHOLE_VALUE, kind: "changed", before: 3, after: 4 }]);
  });

  it("prints text as it is, nothing as a dash, and other values as JSON", () => {
    expect(snapshotValue("Hindu")).toBe("Hindu");
    expect(snapshotValue(null)).toBe("—");
    expect(snapshotValue(undefined)).toBe("—");
    expect(snapshotValue(false)).toBe("false");
    expect(snapshotValue({ a: [1] })).toBe('{"a":[1]}');
  });
});
