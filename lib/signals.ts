/**
 * Fraud signals (docs/signals.md): what makes staff look twice at a member, each naming the other
 * members involved. The api reads them (backend/src/resources/members/signals.ts); App Users filters
 * by them, the member view and the review queue show them.
 */

/** Another member a signal names. */
export interface SignalMember {
  id: number;
  name: string;
  memberCode: string;
}

export interface MemberSignals {
  /** Members with the same phone number, after normalisation. */
  phone: SignalMember[];
  /** Members whose email is the same inbox (case, "+tags", Gmail's dots). */
  email: SignalMember[];
  /** Members whose profile photo is a near-duplicate of this member's. */
  photo: SignalMember[];
  /** The members who reported this one in the last 30 days, when three or more did. */
  reporters: SignalMember[];
}

export const SIGNAL_KINDS = ["phone", "email", "photo", "reporters"] as const satisfies readonly (keyof MemberSignals)[];

export const SIGNAL_LABELS: Record<keyof MemberSignals, string> = {
  phone: "Shares a phone number with",
  email: "Shares an email inbox with",
  photo: "Profile photo resembles that of",
  reporters: "Reported in the last 30 days by",
};

/** How many others a signal names at most: the first by member id. */
export const SIGNAL_MEMBERS_SHOWN = 10;

export const NO_SIGNALS: MemberSignals = { phone: [], email: [], photo: [], reporters: [] };

export const hasSignals = (signals: MemberSignals) => SIGNAL_KINDS.some((kind) => signals[kind].length > 0);
