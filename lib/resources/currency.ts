import { defineResource } from "../engine/define";
import { boolean, text } from "../engine/fields";
import { nameField } from "../engine/names";

export const currency = defineResource({
  key: "currency",
  table: "currencies",
  singular: "Currency",
  fields: {
    name: nameField(),
    code: text("Code", 3, { pattern: { regex: /^[A-Z]{3}$/, message: "Code must be three capital letters (ISO 4217), such as INR" } }),
    symbol: text("Symbol", 5),
    // Set through the "Set as Default" action only, so that exactly one currency is the default.
    isDefault: { ...boolean("Default"), readOnly: true },
  },
  display: "name",
  unique: [{ fields: ["name"] }, { fields: ["code"] }],
  columns: [
    { field: "label", sortable: true, flex: 1 },
    { field: "gateways", flex: 1.5 },
    { field: "code", sortable: true, optional: true },
    { field: "isDefault", sortable: true },
  ],
  // Both made by the api's list query (backend/src/resources/currency.ts), so that they sort and export alike.
  computed: {
    // "Indian Rupee (₹ : INR)", as the original listed currencies.
    label: { header: "Currency", value: (row) => String(row.label ?? "") },
    // The gateways that support it; the page draws them as chips, an inactive one outlined.
    gateways: { header: "Payment Gateways", value: (row) => ((row.gateways as { name: string }[] | undefined) ?? []).map((gateway) => gateway.name).join(", ") },
  },
  search: ["name", "code"],
  defaultSort: { field: "label", order: "asc" },
  actions: [{ key: "default", label: "Set as Default", confirm: "Make this the default currency? Prices are shown in it, and every active payment gateway must support it." }],
  referencedBy: [{ resource: "paymentGateway", field: "currencies", label: "payment gateways" }],
  deletable: true,
  seed: [
    { name: "Indian Rupee", code: "INR", symbol: "₹", isDefault: true },
    { name: "US Dollar", code: "USD", symbol: "$", isDefault: false },
    { name: "UAE Dirham", code: "AED", symbol: "AED", isDefault: false },
    { name: "British Pound", code: "GBP", symbol: "£", isDefault: false },
    { name: "Euro", code: "EUR", symbol: "€", isDefault: false },
  ],
});
