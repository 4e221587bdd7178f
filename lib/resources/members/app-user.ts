import { defineResource } from "../../engine/define";
import { boolean, date, oneOf, ref, text } from "../../engine/fields";
import { apiPaths } from "../../api-paths";
import { REJECTION_FIELDS } from "./rejection";

/** A member's photo or document as the console fetches it: under App Users, so only its staff may (docs/members.md, "Member files"). */
export const memberFileUrl = apiPaths.memberFile;

/** How the App Users page names a member's documents: none uploaded, some waiting, all verified. */
export const DOCUMENT_STATUS_LABELS = ["Not Uploaded", "Verify Doc", "Verified"] as const;

/**
 * The members of the service, as staff find and moderate them (docs/members.md). The app creates and
 * edits members; staff verify their documents, review their profile photo and lift a block.
 */
export const appUser = defineResource({
  key: "appuser",
  table: "members",
  ownTables: true,
  readOnly: true,
  toggle: false,
  singular: "Member",
  fields: {
    name: text("Name", 200),
    memberCode: text("Member ID", 20),
    email: text("Email", 200),
    phone: text("Contact", 20),
    gender: oneOf("Gender", ["Male", "Female"]),
    religionId: ref("Religion", "religion"),
    communityId: ref("Community", "community", { dependsOn: { field: "religionId", filter: "religionId" }, follows: "community" }),
    maritalStatusId: ref("Marital Status", "maritalstatus"),
    documentStatus: oneOf("Document Status", DOCUMENT_STATUS_LABELS),
    photoPending: boolean("Photo awaiting approval"),
    // Fraud signals (docs/signals.md): shared phone or email, a near-duplicate photo, reported by three in 30 days.
    hasSignals: boolean("Has signals"),
    isBlocked: boolean("Blocked"),
    registeredAt: date("Registered"),
  },
  display: "name",
  columns: [
    { field: "name", sortable: true, flex: 1.2 },
    { field: "memberCode", optional: true },
    { field: "email", sortable: true, flex: 1.3 },
    { field: "phone", optional: true },
    { field: "gender", sortable: true },
    { field: "documentStatus" },
    { field: "registeredAt", sortable: true, optional: true },
    { field: "status" },
  ],
  computed: {
    status: { header: "Status", value: (row) => (row.isBlocked ? "Blocked" : row.isActive ? "Active" : "Inactive") },
  },
  filters: [
    { field: "gender" },
    { field: "religionId" },
    { field: "communityId" },
    { field: "maritalStatusId" },
    { field: "documentStatus" },
    { field: "photoPending" },
    { field: "hasSignals" },
    { field: "isBlocked" },
  ],
  range: { field: "registeredAt", label: "Registered" },
  // Also by member id ("SM1000042") and by a phone number's digits; see backend/src/resources/members.
  search: ["name", "email", "phone"],
  defaultSort: { field: "registeredAt", order: "desc" },
  actions: [
    {
      key: "verifyDocuments",
      rights: ["edit"],
      label: "Verify documents",
      icon: "verified",
      confirm: "Verify all of this member's documents?",
      when: { field: "hasPendingDocuments", otherwise: "This member has no documents waiting for verification." },
      bulk: true,
      // Its audit entry names the documents it verified, which its undo puts back to waiting (docs/undo.md).
      undoable: true,
      // The Document Status cell's "Verify Doc" button opens the documents with "Verify all".
      inRow: false,
    },
    {
      key: "rejectDocuments",
      rights: ["edit"],
      label: "Reject documents",
      icon: "close",
      danger: true,
      confirm: "Reject this member's documents waiting for verification? They are removed and the member is told; verified documents stay.",
      when: { field: "hasPendingDocuments", otherwise: "This member has no documents waiting for verification." },
      fields: REJECTION_FIELDS,
      // Offered by the review queue (docs/review.md), beside the documents it shows.
      inRow: false,
    },
    {
      key: "approvePhoto",
      rights: ["edit"],
      label: "Approve photo",
      icon: "check",
      confirm: "Approve this member's profile photo?",
      // A photo waiting is the row's to say; whether photos are reviewed at all (the Setting's switch)
      // the api checks itself, and says so when they are not.
      when: { field: "photoPending", otherwise: "This member has no profile photo waiting for approval." },
      bulk: true,
      undoable: true,
      // Offered from a dialog that shows the photo (components/pages/members).
      inRow: false,
    },
    {
      key: "rejectPhoto",
      rights: ["edit"],
      label: "Reject photo",
      icon: "close",
      danger: true,
      confirm: "Reject this member's profile photo? It is removed and the member is told.",
      when: { field: "photoPending", otherwise: "This member has no profile photo waiting for approval." },
      fields: REJECTION_FIELDS,
      inRow: false,
    },
    {
      key: "unblock",
      rights: ["edit"],
      label: "UnBlock",
      icon: "unblock",
      confirm: "UnBlock this member? They can sign in again, and the block requests against them are settled.",
      when: { field: "isBlocked", otherwise: "This member is not blocked." },
    },
  ],
});
