import { defineResource } from "../../engine/define";
import { date, oneOf, text } from "../../engine/fields";
import { REJECTION_FIELDS } from "./rejection";

/**
 * A member's request to block another member (Block Users). Approving blocks the reported member and
 * signs them out of the app; rejecting leaves both as they were (docs/members.md).
 */
export const blockRequest = defineResource({
  key: "blockrequest",
  table: "block_requests",
  ownTables: true,
  readOnly: true,
  toggle: false,
  singular: "Block request",
  fields: {
    reporter: text("Request From User", 200),
    reported: text("Request For User", 200),
    reason: text("Reason", 500),
    createdAt: date("Date"),
    // Not "status": that name is the list query's active filter (lib/engine/list-query.ts).
    requestStatus: oneOf("Status", ["Pending", "Approved", "Rejected"]),
  },
  display: "reported",
  columns: [
    { field: "reporter", sortable: true, flex: 1 },
    { field: "reported", sortable: true, flex: 1 },
    { field: "reason", flex: 1.5 },
    { field: "createdAt", sortable: true },
    { field: "requestStatus", sortable: true },
  ],
  filters: [{ field: "requestStatus" }],
  search: ["reporter", "reported", "reason"],
  defaultSort: { field: "createdAt", order: "desc" },
  // Approving takes no payload and rejecting only its reason: anything else sent is refused (400)
  // rather than silently ignored.
  actions: [
    {
      key: "approve",
      rights: ["edit"],
      label: "Approve",
      icon: "check",
      confirm: "Approve this request? The reported member is blocked and signed out of the app.",
      when: { field: "isPending", otherwise: "This request has already been decided." },
      undoable: true,
    },
    {
      key: "reject",
      rights: ["edit"],
      label: "Reject",
      icon: "close",
      danger: true,
      confirm: "Reject this request? Both members stay as they are.",
      when: { field: "isPending", otherwise: "This request has already been decided." },
      // Kept in the audit entry (docs/review.md).
      fields: REJECTION_FIELDS,
    },
  ],
});
