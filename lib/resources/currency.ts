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
    { field: "name", sortable: true, flex: 1 },
    { field: "code", sortable: true },
    { field: "symbol" },
    { field: "isDefault", sortable: true },
  ],
  search: ["name", "code"],
  defaultSort: { field: "name", order: "asc" },
  actions: [{ key: "default", label: "Set as Default", confirm: "Make this the default currency? Prices are shown in it." }],
  deletable: true,
  seed: [
    { name: "Indian Rupee", code: "INR", symbol: "₹", isDefault: true },
    { name: "US Dollar", code: "USD", symbol: "$", isDefault: false },
    { name: "UAE Dirham", code: "AED", symbol: "AED", isDefault: false },
    { name: "British Pound", code: "GBP", symbol: "£", isDefault: false },
    { name: "Euro", code: "EUR", symbol: "€", isDefault: false },
  ],
});
