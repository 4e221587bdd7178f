import { namedResource } from "./names";

export const premiumFacility = namedResource({
  key: "premiumfacility",
  table: "premium_facilities",
  singular: "Premium facility",
  referencedBy: [{ resource: "premiumaccount", field: "facilities", label: "premium packages", blocksDeactivation: true }],
  seed: [
    "Unlimited profile views",
    "Send unlimited proposals",
    "View contact details",
    "Chat with matches",
    "Profile highlighted in search",
    "See who viewed your profile",
    "Horoscope matching",
    "Personal relationship manager",
  ],
});
