/**
 * The lists of one member's view (/admin/appuser/view/[id], its tabs in lib/pages.ts): each tab is one
 * of these, fixed to the member by one of its filters, paged by the api like every list. Every
 * declaration here joins the registry (lib/resources/index.ts).
 */
import { defineResource } from "../../engine/define";
import { boolean, date, MAX_ID, number, oneOf, ref, text } from "../../engine/fields";
import { ACTIVATE_PACKAGE, PURCHASE_COMPUTED, PURCHASE_FIELDS } from "../packages/customer-package";

const member = ref("Member", "appuser");
/**
 * The member whose tab it is, as an exact id the page fixes: a list of one member, never chosen from a
 * select (a million members have no options list), and needing no App Users declaration to stand on.
 */
const memberKey = (label: string) => number(label, { min: 1, max: MAX_ID, scale: 0 });
const own = { ownTables: true, readOnly: true, toggle: false } as const;

/** How a proposal reads: the receiver's answer, or Cancelled when the sender withdrew it. */
export const PROPOSAL_LABELS = ["Pending", "Accepted", "Rejected", "Cancelled"] as const;

/**
 * Proposals a member sent (fixed `senderId`) or received (fixed `receiverId`). Each row names the other
 * member of the proposal (`member`): the receiver on the Sent tab, the sender on the Received tab.
 */
export const memberProposal = defineResource({
  key: "memberproposal",
  table: "proposals",
  ...own,
  singular: "Proposal",
  fields: {
    senderId: memberKey("From"),
    receiverId: memberKey("To"),
    member: text("Member", 200),
    memberCode: text("Member ID", 20),
    // Not `status`: that name is the list query's active filter.
    proposalStatus: oneOf("Status", PROPOSAL_LABELS),
    createdAt: date("Sent on"),
    respondedAt: date("Answered on", { required: false }),
  },
  display: "member",
  columns: [
    { field: "member", flex: 1 },
    { field: "memberCode" },
    { field: "proposalStatus", sortable: true },
    { field: "createdAt", sortable: true },
    { field: "respondedAt", sortable: true },
  ],
  filters: [{ field: "senderId" }, { field: "receiverId" }, { field: "proposalStatus" }],
  search: [],
  defaultSort: { field: "createdAt", order: "desc" },
});

export const memberFavourite = defineResource({
  key: "memberfavourite",
  table: "favourites",
  ...own,
  singular: "Favourite",
  fields: {
    memberId: memberKey("Member"),
    name: text("Name", 200),
    phone: text("Contact", 20),
    email: text("Email", 200),
    createdAt: date("Added on"),
  },
  display: "name",
  columns: [{ field: "name", flex: 1 }, { field: "phone" }, { field: "email", flex: 1 }, { field: "createdAt", sortable: true }],
  filters: [{ field: "memberId" }],
  search: [],
  defaultSort: { field: "createdAt", order: "desc" },
});

export const memberBlock = defineResource({
  key: "memberblock",
  table: "member_blocks",
  ...own,
  singular: "Blocked member",
  fields: {
    memberId: memberKey("Member"),
    name: text("Name", 200),
    phone: text("Contact", 20),
    email: text("Email", 200),
    createdAt: date("Date"),
  },
  display: "name",
  columns: [{ field: "name", flex: 1 }, { field: "phone" }, { field: "email", flex: 1 }, { field: "createdAt", sortable: true }],
  filters: [{ field: "memberId" }],
  search: [],
  defaultSort: { field: "createdAt", order: "desc" },
});

/** The member's purchases: Customer Packages' rows of one member, with the same "Active Package" (lib/resources/packages). */
export const memberPackage = defineResource({
  key: "memberpackage",
  table: "member_packages",
  ...own,
  singular: "Purchased package",
  fields: {
    memberId: memberKey("Member"),
    ...PURCHASE_FIELDS,
  },
  display: "packageName",
  columns: [
    { field: "packageName", flex: 1 },
    { field: "startDate", sortable: true },
    { field: "endDate", sortable: true },
    { field: "amount", sortable: true },
    // With its gateway and reference under it (components/pages/packages), which are a column of their own too.
    { field: "paymentStatus", flex: 1 },
    { field: "packageStatus" },
    { field: "paidWith", flex: 1.2, optional: true },
    { field: "coupon", optional: true },
    { field: "purchasedAt", sortable: true, optional: true },
  ],
  computed: PURCHASE_COMPUTED,
  filters: [{ field: "memberId" }],
  search: [],
  defaultSort: { field: "startDate", order: "desc" },
  actions: [ACTIVATE_PACKAGE],
});

export const memberDocument = defineResource({
  key: "memberdocument",
  table: "member_documents",
  ...own,
  singular: "Document",
  fields: {
    memberId: member,
    documentTypeId: ref("Document", "document-type"),
    isVerified: boolean("Verified"),
    verifiedBy: text("Verified by", 200, { required: false }),
    verifiedAt: date("Verified on", { required: false }),
    uploadedAt: date("Uploaded on"),
  },
  display: "documentTypeId",
  columns: [
    { field: "documentTypeId", flex: 1 },
    { field: "file" },
    { field: "uploadedAt", sortable: true },
    { field: "isVerified" },
    { field: "verifiedBy", flex: 1 },
    { field: "verifiedAt" },
  ],
  computed: { file: { header: "File", value: (row) => String(row.fileName ?? "") } },
  filters: [{ field: "memberId" }],
  search: [],
  defaultSort: { field: "uploadedAt", order: "desc" },
  actions: [
    {
      key: "verify",
      rights: ["edit"],
      label: "Verify",
      icon: "verified",
      confirm: "Verify this document?",
      when: { field: "awaitingVerification", otherwise: "This document is already verified." },
      undoable: true,
    },
  ],
});

/** Every moderation action on the member, from the audit log: who, what, when, before and after. */
export const memberHistory = defineResource({
  key: "memberhistory",
  table: "audit_log",
  ...own,
  singular: "Action",
  fields: {
    memberId: memberKey("Member"),
    action: text("Action", 200),
    admin: text("By", 200),
    change: text("Change", 2000),
    // A moment, not a day: the api sends it in ISO 8601 (UTC, as the CSV keeps it); the console shows it
    // in the service's time zone.
    createdAt: text("When", 40),
  },
  display: "action",
  columns: [{ field: "createdAt", sortable: true, flex: 0.8 }, { field: "action", flex: 1 }, { field: "admin", flex: 1 }, { field: "change", flex: 2 }],
  filters: [{ field: "memberId" }],
  search: [],
  defaultSort: { field: "createdAt", order: "desc" },
});
