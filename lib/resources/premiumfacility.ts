import { namedResource } from "../engine/names";

/** The facilities of the seed, from the most basic; the demo packages are made of them. */
export const FACILITIES = [
  "Unlimited profile views",
  "Send unlimited proposals",
  "View contact details",
  "Chat with matches",
  "See who viewed your profile",
  "Profile highlighted in search",
  "Horoscope matching",
  "Personal relationship manager",
] as const;

export const premiumFacility = namedResource({
  key: "premiumfacility",
  table: "premium_facilities",
  singular: "Premium facility",
  referencedBy: [{ resource: "premiumaccount", field: "facilities", label: "premium packages", blocksDeactivation: true }],
  seed: [...FACILITIES],
});
