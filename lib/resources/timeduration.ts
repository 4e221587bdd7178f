import { measureResource } from "../engine/names";

export const timeDuration = measureResource({
  key: "timeduration",
  table: "time_durations",
  singular: "Time duration",
  field: "months",
  label: "Months",
  header: "Duration",
  unit: "months",
  max: 120,
  seed: [1, 3, 6, 12],
  referencedBy: [{ resource: "premiumaccount", field: "durations", label: "premium packages", blocksDeactivation: true }],
});
