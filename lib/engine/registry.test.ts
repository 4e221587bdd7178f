import { isResourceDef } from "./define";
import { isReportDef, defineReport } from "./report";
import { declarationsIn } from "./registry";
import * as memberLists from "../resources/members/member-tabs";

describe("declarationsIn", () => {
  it("gathers every declaration a module exports, and nothing else", () => {
    const keys = declarationsIn(memberLists, isResourceDef).map((resource) => resource.key);
    expect(keys).toEqual(["memberblock", "memberdocument", "memberfavourite", "memberhistory", "memberpackage", "memberproposal"]);
    // The module's other exports (the proposal labels) are not declarations.
    expect(Object.keys(memberLists)).toContain("PROPOSAL_LABELS");
  });

  it("tells a report from a resource", () => {
    const report = defineReport({ key: "r", columns: [], filters: [], defaultSort: { key: "a", order: "asc" } });
    const exported = { report, resource: memberLists.memberBlock, words: ["a"], nothing: null };
    expect(declarationsIn(exported, isReportDef)).toEqual([report]);
    expect(declarationsIn(exported, isResourceDef)).toEqual([memberLists.memberBlock]);
  });
});
