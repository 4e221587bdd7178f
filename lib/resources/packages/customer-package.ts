/**
 * Customer Packages (docs/packages.md): every package members bought, with its payment, and the
 * "Active Package" action that marks a Pending payment paid when the money came another way. The
 * member view's Purchased packages tab shows the same rows of one member and offers the same action.
 */
import { defineResource, type ResourceAction } from "../../engine/define";
import { date, MAX_ID, money, number, oneOf, text } from "../../engine/fields";
import { formatAmount } from "../../engine/format";
import { CONSOLE_MESSAGES } from "../../console-messages";

export const PAYMENT_STATUS_LABELS = ["Success", "Pending", "Failed"] as const;
/**
 * A paid package's standing today, one rule computed by the api in SQL: Expired (its last day has
 * passed), Upcoming (its first day is still to come), Active (current, and the highest weightage among
 * the member's current packages; on a tie the later purchase) and Override (current but outranked).
 * A package whose payment is not Success has none.
 */
export const PACKAGE_STATUS_LABELS = ["Active", "Override", "Upcoming", "Expired"] as const;

/**
 * Marks a Pending payment Success with the reference of the money received and sets the package's
 * days (docs/packages.md, "Activating by hand"). One declaration for both places that offer it.
 */
export const ACTIVATE_PACKAGE: ResourceAction = {
  key: "activate",
  label: "Active Package",
  icon: "check",
  rights: ["edit"],
  when: { field: "isPending", otherwise: CONSOLE_MESSAGES.paymentNotPending },
  // Its toast offers Undo for a payment marked paid by mistake (docs/undo.md); there is no bulk form.
  undoable: true,
  fields: {
    reference: text("Payment reference", 100, { help: "The bank transfer, UPI or receipt number of the money received." }),
    note: text("Note", 500, { required: false, multiline: true }),
  },
};

/** The columns both lists share: what was bought, when it runs, what it cost and how it was paid. */
export const PURCHASE_FIELDS = {
  packageName: text("Package", 100),
  startDate: date("Start"),
  endDate: date("End"),
  netAmount: money("Amount"),
  coupon: text("Coupon", 40, { required: false }),
  gateway: text("Gateway", 100, { required: false }),
  reference: text("Reference", 100, { required: false }),
  paymentStatus: oneOf("Payment Status", PAYMENT_STATUS_LABELS),
  packageStatus: oneOf("Package Status", PACKAGE_STATUS_LABELS),
  purchasedAt: date("Purchased on"),
};

/** The amount in the default currency's symbol the api sends with each row: "₹ 2,427.30". */
const amountOf = (row: Record<string, unknown>) => (row.netAmount === null || row.netAmount === undefined ? "" : `${String(row.currencySymbol ?? "")} ${formatAmount(Number(row.netAmount))}`.trim());
/** "Razorpay · pay_0A1B2C3D4E": how it was paid and the reference to find it there. */
const paidWithOf = (row: Record<string, unknown>) => [row.gateway, row.reference].filter(Boolean).join(" · ");

export const PURCHASE_COMPUTED = {
  amount: { header: "Amount", value: amountOf },
  paidWith: { header: "Gateway and reference", value: paidWithOf },
};

export const customerPackage = defineResource({
  key: "customerpackage",
  table: "member_packages",
  ownTables: true,
  readOnly: true,
  toggle: false,
  singular: "Customer package",
  fields: {
    member: text("Member", 200),
    memberCode: text("Member ID", 20),
    // The member's id: the row links to their view, and the page may be narrowed to one member.
    memberId: number("Member", { min: 1, max: MAX_ID, scale: 0 }),
    email: text("Email", 200),
    phone: text("Phone", 20),
    ...PURCHASE_FIELDS,
  },
  display: "packageName",
  // Five columns fit a 1280 px screen beside the row's button: the package shows its days under it, the
  // amount its coupon, the payment status its gateway and reference (components/pages/packages). Each of
  // those is also a column of its own, under Columns, and in the CSV.
  columns: [
    { field: "member", flex: 1.2 },
    { field: "packageName", flex: 1.2 },
    { field: "amount" },
    { field: "paymentStatus", flex: 1.2 },
    { field: "packageStatus" },
    { field: "startDate", sortable: true, optional: true },
    { field: "endDate", sortable: true, optional: true },
    { field: "coupon", optional: true },
    { field: "paidWith", flex: 1.3, optional: true },
    { field: "purchasedAt", sortable: true, optional: true },
    { field: "email", flex: 1, optional: true },
    { field: "phone", optional: true },
  ],
  computed: PURCHASE_COMPUTED,
  filters: [{ field: "paymentStatus" }, { field: "packageStatus" }],
  range: { field: "purchasedAt", label: "Purchase date" },
  // The member's name, email or phone (docs/packages.md, "Search"): the App Users search, then their purchases.
  search: ["member", "email", "phone"],
  defaultSort: { field: "purchasedAt", order: "desc" },
  actions: [ACTIVATE_PACKAGE],
});
