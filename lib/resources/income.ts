import { defineResource } from "../engine/define";
import { text } from "../engine/fields";

export const income = defineResource({
  key: "income",
  table: "annual_incomes",
  singular: "Annual income",
  fields: {
    value: text("Annual income", 50, { pattern: { regex: /^[A-Za-z0-9][A-Za-z0-9 .-]*$/, message: "Annual income may hold letters, digits, spaces, dots and '-' only" } }),
  },
  display: "value",
  unique: [{ fields: ["value"] }],
  columns: [{ field: "value", sortable: true, flex: 1 }],
  search: ["value"],
  defaultSort: { field: "id", order: "asc" },
  deletable: true,
  seed: [
    "No Income", "Upto 1 Lakh", "1-2 Lakh", "2-3 Lakh", "3-5 Lakh", "5-7 Lakh", "7-10 Lakh", "10-15 Lakh",
    "15-20 Lakh", "20-30 Lakh", "30-50 Lakh", "50 Lakh-1 Crore", "Above 1 Crore",
  ].map((value) => ({ value })),
});
