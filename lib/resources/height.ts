import { defineResource } from "./define";
import { number } from "./fields";

export const height = defineResource({
  key: "height",
  table: "heights",
  singular: "Height",
  fields: { cm: number("Height", { min: 1, max: 999, scale: 0, unit: "cm" }) },
  display: "cm",
  unique: [{ fields: ["cm"] }],
  columns: [{ field: "cm", header: "Height", sortable: true, flex: 1 }],
  search: [],
  defaultSort: { field: "cm", order: "asc" },
  deletable: true,
  seed: Array.from({ length: 213 - 134 + 1 }, (_, i) => ({ cm: 134 + i })),
});
