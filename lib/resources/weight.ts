import { measureResource, range } from "../engine/names";

export const weight = measureResource({
  key: "weight",
  table: "weights",
  singular: "Weight",
  field: "kg",
  label: "Weight",
  unit: "kg",
  max: 999,
  seed: range(40, 140),
});
