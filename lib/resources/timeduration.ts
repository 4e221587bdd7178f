import { defineResource } from "./define";
import { number } from "./fields";

export const timeDuration = defineResource({
  key: "timeduration",
  table: "time_durations",
  singular: "Time duration",
  fields: { months: number("Months", { min: 1, max: 120, scale: 0, unit: "months" }) },
  display: "months",
  unique: [{ fields: ["months"] }],
  columns: [{ field: "months", header: "Duration", sortable: true, flex: 1 }],
  search: [],
  defaultSort: { field: "months", order: "asc" },
  referencedBy: [{ resource: "premiumaccount", field: "durations", label: "premium packages", blocksDeactivation: true }],
  deletable: true,
  seed: [1, 3, 6, 12].map((months) => ({ months })),
});
