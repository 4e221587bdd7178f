import type { MemberPersonal } from "@/lib/resources/members/profile";
import { Facts, said, type Fact } from "./Facts";
import { Section } from "./Section";
import type { ConsoleFlags } from "@/lib/console-flags";

/** A part of the product the Setting turned off (Communities) is not asked of members, so not shown. */
export function PersonalSection({ personal: p, flags }: { personal: MemberPersonal; flags: ConsoleFlags }) {
  return (
    <Section title="Personal details">
      <Facts
        facts={(
          [
          ["Middle name", p.middleName],
          ["Profile for", p.profileFor],
          ["Religion", p.religion],
          flags.community && ["Community", p.community],
          flags.subCommunity && ["Sub community", p.subCommunity],
          ["Mother tongue", p.motherTongue],
          ["Marital status", p.maritalStatus],
          ["Has children", said(p.haveChildren)],
          ["Height", p.height],
          ["Weight", p.weight],
          ["Complexion", p.complexion],
          ["Body type", p.bodyType],
          ["Blood group", p.bloodGroup],
          ["Diet", p.diet],
          ["Smoking", p.smoking],
          ["Drinking", p.drinking],
          ["Education", p.education],
          ["Occupation", p.occupation],
          ["Employment", p.employment],
          ["Company", p.companyName],
          ["Designation", p.designation],
          ["Annual income", p.income],
          ["Family type", p.familyType],
          ["Citizenship", p.citizenship],
          ["About me", p.aboutMe],
          ["Expectation", p.expectation],
        ] satisfies (Fact | false)[]).filter((fact) => fact !== false)}
      />
    </Section>
  );
}
