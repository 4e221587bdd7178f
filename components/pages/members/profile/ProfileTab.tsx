import Grid from "@mui/material/Grid";
import type { MemberProfile } from "@/lib/resources/members/profile";
import { AccountSection } from "./AccountSection";
import { AddressesSection } from "./AddressesSection";
import { AstrologySection } from "./AstrologySection";
import { FamilySection } from "./FamilySection";
import { PersonalSection } from "./PersonalSection";
import type { ConsoleFlags } from "@/lib/console-flags";
import { PhotosSection } from "./PhotosSection";
import { PreferencesSection } from "./PreferencesSection";

/** Every section of the profile, two columns on a wide screen: who the member is on the left, whom they look for on the right. */
export function ProfileTab({ profile, flags }: { profile: MemberProfile; flags: ConsoleFlags }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <AccountSection account={profile.account} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PhotosSection photos={profile.photos} photoStatus={profile.account.photoStatus} name={profile.account.name} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PersonalSection personal={profile.personal} flags={flags} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AddressesSection addresses={profile.addresses} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AstrologySection astrology={profile.astrology} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PreferencesSection preferences={profile.preferences} flags={flags} />
      </Grid>
      <Grid size={12}>
        <FamilySection family={profile.family} />
      </Grid>
    </Grid>
  );
}
