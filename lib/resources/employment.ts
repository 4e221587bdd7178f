import { namedResource } from "../engine/names";

export const employment = namedResource({
  key: "employment",
  table: "employments",
  singular: "Employment",
  seed: ["Private Sector", "Government / Public Sector", "Business / Self Employed", "Defence / Civil Services", "Not Working"],
});
