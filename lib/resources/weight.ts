import { defineResource } from "./define";
import { number } from "./fields";

export const weight = defineResource({
  key: "weight",
  table: "weights",
  singular: "Weight",
  fields: { kg: number("Weight", { min: 1, max: 999, scale: 0, unit: "kg" }) },
  display: "kg",
  unique: [{ fields: ["kg"] }],
  columns: [{ field: "kg", header: "Weight", sortable: true, flex: 1 }],
  search: [],
  defaultSort: { field: "kg", order: "asc" },
  deletable: true,
  seed: Array.from({ length: 140 - 40 + 1 }, (_, i) => ({ kg: 40 + i })),
});
