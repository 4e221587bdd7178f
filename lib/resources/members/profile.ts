/**
 * One member's whole profile as the member view shows it (`GET /api/admin/appuser/<id>/profile`):
 * every master-data reference already resolved to its name, so the page draws it as it comes.
 * Shared by the api, which answers it, and the console, which draws it.
 */

import type { MemberSignals } from "../../signals";
import type { DetailRecord } from "../../engine/detail";
import { detailPath } from "../../admin-paths";

/** "Active", "Inactive" (the member paused their profile) or "Blocked" (by the service). */
export type MemberStatus = "Active" | "Inactive" | "Blocked";

export interface MemberAccount {
  name: string;
  memberCode: string;
  email: string;
  /** With its dial code: "+91 9876543210". */
  contact: string;
  gender: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** Whole years, today. */
  age: number;
  /** ISO 8601. */
  registeredAt: string;
  status: MemberStatus;
  /** ISO 8601, while blocked. */
  blockedAt: string | null;
  /** "No photo", "Awaiting approval" or "Approved". */
  photoStatus: string;
  /** "Not Uploaded", "Verify Doc" or "Verified" (the App Users list's words). */
  documentStatus: string;
}

/** The personal details; null where the member said nothing. */
export interface MemberPersonal {
  profileFor: string | null;
  religion: string | null;
  community: string | null;
  subCommunity: string | null;
  maritalStatus: string | null;
  occupation: string | null;
  education: string | null;
  employment: string | null;
  income: string | null;
  height: string | null;
  weight: string | null;
  diet: string | null;
  /** Shown here, not in the name (backend/src/db/person-name.ts). */
  middleName: string | null;
  motherTongue: string | null;
  complexion: string | null;
  bodyType: string | null;
  bloodGroup: string | null;
  haveChildren: boolean | null;
  familyType: string | null;
  companyName: string | null;
  designation: string | null;
  smoking: string | null;
  drinking: string | null;
  citizenship: string | null;
  aboutMe: string | null;
  expectation: string | null;
}

export interface MemberAddress {
  /** "permanent" or "current". */
  kind: string;
  line1: string | null;
  line2: string | null;
  pincode: string | null;
  country: string | null;
  state: string | null;
  district: string | null;
  city: string | null;
  residentialStatus: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface MemberFamilyRow {
  id: number;
  name: string;
  relation: string;
  subType: string | null;
  education: string | null;
  occupation: string | null;
  isAlive: boolean;
}

export interface MemberAstrology {
  horoscopeBelief: boolean;
  birthCountry: string | null;
  birthCity: string | null;
  zodiacSign: string | null;
  /** HH:MM:SS. */
  timeOfBirth: string | null;
  manglik: string | null;
}

export interface MemberPreferences {
  ageFrom: number | null;
  ageTo: number | null;
  heightFrom: string | null;
  heightTo: string | null;
  incomeFrom: string | null;
  maritalStatuses: string[];
  religions: string[];
  communities: string[];
  educations: string[];
  occupations: string[];
  diets: string[];
  states: string[];
  acceptsDivorced: boolean | null;
  acceptsChildren: boolean | null;
}

export interface MemberPhoto {
  id: number;
  /** The file, read through `memberFileUrl` (lib/resources/members/app-user.ts). */
  mediaId: string;
  uploadedAt: string;
  /** The member's profile photo (its status is the account's photoStatus). */
  isProfile: boolean;
}

/** The member view's record: its `counts` are its tabs' (lib/pages.ts). */
export interface MemberProfile extends DetailRecord {
  account: MemberAccount;
  personal: MemberPersonal;
  /** Permanent first, then current; a member may have given neither. */
  addresses: MemberAddress[];
  family: MemberFamilyRow[];
  astrology: MemberAstrology | null;
  preferences: MemberPreferences | null;
  photos: MemberPhoto[];
  /** Fraud signals with the members each names (docs/signals.md). */
  signals: MemberSignals;
}

/** The member view's address. */
export const memberViewHref = (id: number | string) => detailPath({ slug: "appuser" }, id);
