import { formatDay } from "@/lib/engine/fields";
import type { MemberAccount } from "@/lib/resources/members/profile";
import { Facts, type Fact } from "./Facts";
import { Section } from "./Section";

/** A moment's day, the same on the server and in the browser (UTC), as lists show days. */
export const dayText = (iso: string | null) => (iso ? formatDay(iso.slice(0, 10)) : null);

export function AccountSection({ account }: { account: MemberAccount }) {
  return (
    <Section title="Account">
      <Facts
        facts={[
          ["Name", account.name],
          ["Member ID", account.memberCode],
          ["Email", account.email],
          ["Contact", account.contact],
          ["Gender", account.gender],
          ["Age", `${account.age} (born ${formatDay(account.birthDate)})`],
          ["Registered", dayText(account.registeredAt)],
          ["Status", account.status],
          ...(account.blockedAt ? [["Blocked since", dayText(account.blockedAt)] as Fact] : []),
          ["Profile photo", account.photoStatus],
          ["Documents", account.documentStatus],
        ]}
      />
    </Section>
  );
}
