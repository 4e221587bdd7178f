import { namedResource } from "../engine/names";

export const religion = namedResource({
  key: "religion",
  table: "religions",
  singular: "Religion",
  referencedBy: [
    { resource: "community", field: "religionId", label: "communities" },
    { resource: "subcommunity", field: "religionId", label: "sub communities" },
  ],
  seed: ["Hindu", "Muslim", "Christian", "Sikh", "Jain", "Buddhist", "Parsi", "Jewish", "Spiritual", "No Religion", "Other"],
});
