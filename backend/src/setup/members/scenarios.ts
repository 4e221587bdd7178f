/**
 * The scenario members: the first ids of every generated database, the same on every run and for any
 * seed, so tests and browser journeys can name them. Their relations stay among themselves (generated
 * members never propose to, favour, block or report them), so the facts below hold at any size.
 * Times are days before the run's "as of" day (docs/members.md, "Generated members").
 */
export interface ScenarioMember {
  id: number;
  firstName: string;
  lastName: string;
  gender: "Male" | "Female";
  email: string;
  phone: string;
  memberCode: string;
  birthDate: string;
  registeredDaysAgo: number;
  religion: string;
  community: string;
  /** A people group of names.ts: their family's names and mother tongue. */
  group: string;
  city: string;
  occupation: string;
  education: string;
  /** How many photos; the first is the profile photo, in this state. */
  photos: number;
  photoStatus: "none" | "pending" | "approved";
  documents: readonly { type: string; verified: boolean }[];
  documentStatus: "none" | "pending" | "verified";
  isBlocked: boolean;
}

const member = (id: number, firstName: string, lastName: string, rest: Omit<ScenarioMember, "id" | "firstName" | "lastName" | "email" | "phone" | "memberCode" | "isBlocked">): ScenarioMember => ({
  id,
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  phone: `98000000${String(id).padStart(2, "0")}`,
  memberCode: `SM${1_000_000 + id}`,
  isBlocked: false,
  ...rest,
});

export const PRIYA = member(1, "Priya", "Sharma", {
  gender: "Female", birthDate: "1997-03-14", registeredDaysAgo: 120, religion: "Hindu", community: "Brahmin", group: "hindi", city: "Jaipur",
  occupation: "Software Professional", education: "B.Tech / B.E.", photos: 1, photoStatus: "pending",
  documents: [{ type: "Aadhaar Card", verified: false }, { type: "PAN Card", verified: false }], documentStatus: "pending",
});
export const ARJUN = member(2, "Arjun", "Mehta", {
  gender: "Male", birthDate: "1994-08-22", registeredDaysAgo: 400, religion: "Hindu", community: "Khatri", group: "hindi", city: "Mumbai",
  occupation: "Chartered Accountant", education: "CA", photos: 2, photoStatus: "approved",
  documents: [{ type: "Aadhaar Card", verified: true }, { type: "Passport", verified: true }], documentStatus: "verified",
});
export const RAHUL = member(3, "Rahul", "Verma", {
  gender: "Male", birthDate: "1992-11-05", registeredDaysAgo: 200, religion: "Hindu", community: "Kayastha", group: "hindi", city: "Lucknow",
  occupation: "Marketing Professional", education: "MBA / PGDM", photos: 1, photoStatus: "approved",
  documents: [{ type: "Aadhaar Card", verified: true }], documentStatus: "verified",
});
export const SNEHA = {
  ...member(4, "Sneha", "Iyer", {
    gender: "Female", birthDate: "1996-01-30", registeredDaysAgo: 300, religion: "Hindu", community: "Iyer", group: "tamil", city: "Chennai",
    occupation: "Doctor", education: "MBBS", photos: 1, photoStatus: "approved",
    documents: [{ type: "Aadhaar Card", verified: true }], documentStatus: "verified",
  }),
  isBlocked: true,
};
export const KARAN = member(5, "Karan", "Singh", {
  gender: "Male", birthDate: "1995-06-18", registeredDaysAgo: 60, religion: "Hindu", community: "Rajput", group: "hindi", city: "Chandigarh",
  occupation: "Business Owner", education: "B.Com", photos: 0, photoStatus: "none", documents: [], documentStatus: "none",
});
export const DIVYA = member(6, "Divya", "Nair", {
  gender: "Female", birthDate: "1996-09-09", registeredDaysAgo: 250, religion: "Hindu", community: "Nair", group: "malayali", city: "Kochi",
  occupation: "Engineer", education: "M.Tech / M.E.", photos: 2, photoStatus: "approved",
  documents: [{ type: "Aadhaar Card", verified: true }, { type: "Voter ID", verified: true }], documentStatus: "verified",
});
export const KAVYA = member(7, "Kavya", "Reddy", {
  gender: "Female", birthDate: "1998-02-11", registeredDaysAgo: 90, religion: "Hindu", community: "Reddy", group: "telugu", city: "Hyderabad",
  occupation: "Software Professional", education: "B.Tech / B.E.", photos: 1, photoStatus: "approved",
  documents: [{ type: "Aadhaar Card", verified: true }, { type: "PAN Card", verified: false }], documentStatus: "pending",
});
export const ISHITA = member(8, "Ishita", "Kapoor", {
  gender: "Female", birthDate: "1997-12-01", registeredDaysAgo: 150, religion: "Hindu", community: "Khatri", group: "hindi", city: "Gurugram",
  occupation: "Designer", education: "BBA", photos: 1, photoStatus: "approved",
  documents: [{ type: "Aadhaar Card", verified: true }], documentStatus: "verified",
});

/** In id order: scenario member n has id n. */
export const SCENARIO_MEMBERS: readonly ScenarioMember[] = [PRIYA, ARJUN, RAHUL, SNEHA, KARAN, DIVYA, KAVYA, ISHITA];

export interface ScenarioProposal {
  from: ScenarioMember;
  to: ScenarioMember;
  status: "pending" | "accepted" | "rejected";
  cancelled?: boolean;
  daysAgo: number;
  respondedDaysAgo?: number;
}

export const SCENARIO_PROPOSALS: readonly ScenarioProposal[] = [
  { from: ARJUN, to: PRIYA, status: "pending", daysAgo: 6 },
  { from: ARJUN, to: DIVYA, status: "accepted", daysAgo: 45, respondedDaysAgo: 43 },
  { from: ARJUN, to: SNEHA, status: "rejected", daysAgo: 100, respondedDaysAgo: 97 },
  { from: KAVYA, to: ARJUN, status: "pending", daysAgo: 4 },
  { from: ISHITA, to: ARJUN, status: "pending", cancelled: true, daysAgo: 30 },
  { from: RAHUL, to: PRIYA, status: "rejected", daysAgo: 20, respondedDaysAgo: 18 },
  { from: KARAN, to: KAVYA, status: "pending", daysAgo: 10 },
];

/** A member's favourite, and a member hiding another (no staff involved). */
export const SCENARIO_FAVOURITES = [
  { member: ARJUN, other: DIVYA, daysAgo: 44 },
  { member: ARJUN, other: KAVYA, daysAgo: 3 },
  { member: PRIYA, other: ARJUN, daysAgo: 5 },
] as const;
export const SCENARIO_MEMBER_BLOCKS = [
  { member: ARJUN, other: RAHUL, daysAgo: 60 },
  { member: PRIYA, other: RAHUL, daysAgo: 3 },
] as const;

export const SCENARIO_BLOCK_REQUESTS = [
  { reporter: PRIYA, reported: RAHUL, reason: "Asked for money", status: "pending", daysAgo: 2 },
  { reporter: ARJUN, reported: SNEHA, reason: "Misleading photos", status: "approved", daysAgo: 25, decidedDaysAgo: 23 },
] as const;

/** Arjun's package: what it costs follows the seeded price list (packagePrice). */
export const SCENARIO_PURCHASES = [{ member: ARJUN, packageName: "Gold", months: 6, gateway: "Razorpay", status: "Success", daysAgo: 30 }] as const;

export const SCENARIO_SESSIONS = [
  { member: ARJUN, device: "Android 14 · Pixel 8", daysAgo: 10 },
  { member: PRIYA, device: "iOS 17 · iPhone 14", daysAgo: 2 },
] as const;
