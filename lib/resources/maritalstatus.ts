import { namedResource } from "../engine/names";

export const maritalStatus = namedResource({
  key: "maritalstatus",
  table: "marital_statuses",
  singular: "Marital status",
  seed: ["Never Married", "Divorced", "Widowed", "Awaiting Divorce", "Annulled"],
});
