import { measureResource, range } from "../engine/names";

export const height = measureResource({
  key: "height",
  table: "heights",
  singular: "Height",
  field: "cm",
  label: "Height",
  unit: "cm",
  max: 999,
  seed: range(134, 213),
});
