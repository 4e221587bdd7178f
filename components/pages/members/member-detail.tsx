import type { MemberProfile } from "@/lib/resources/members/profile";
import type { DetailParts } from "../details";
import { MemberDecisions } from "./MemberDecisions";
import { MemberHeader } from "./MemberHeader";
import { ProfileTab } from "./profile/ProfileTab";
import { SignalsNotice } from "./SignalsNotice";

/** A member's view (docs/members.md, "Member view"): their header with the photo and document decisions, and the whole profile as the first tab. */
export const MEMBER_DETAIL: DetailParts<MemberProfile> = {
  header: (profile, { readOnly, listHref }) => (
    <>
      <MemberHeader account={profile.account} listHref={listHref} decisions={<MemberDecisions memberId={profile.id} readOnly={readOnly} />} />
      <SignalsNotice signals={profile.signals} />
    </>
  ),
  recordTab: (profile, flags) => <ProfileTab profile={profile} flags={flags} />,
  name: (profile) => profile.account.name,
};
