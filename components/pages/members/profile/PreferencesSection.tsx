import Typography from "@mui/material/Typography";
import type { MemberPreferences } from "@/lib/resources/members/profile";
import { Facts, said, type Fact } from "./Facts";
import type { ConsoleFlags } from "@/lib/console-flags";
import { Section } from "./Section";

/** "28 – 34", "from 28", "up to 34", or nothing said. */
const range = (from: string | number | null, to: string | number | null) =>
  from !== null && to !== null ? `${from} – ${to}` : from !== null ? `from ${from}` : to !== null ? `up to ${to}` : null;

/** A list of choices; none means the member does not mind. */
const anyOf = (names: string[]) => (names.length ? names.join(", ") : "Any");

/** A community the Setting turned off is not asked of members, so not shown. */
export function PreferencesSection({ preferences: p, flags }: { preferences: MemberPreferences | null; flags: ConsoleFlags }) {
  return (
    <Section title="Partner preferences">
      {!p ? (
        <Typography color="textSecondary">No partner preferences given.</Typography>
      ) : (
        <Facts
          facts={(
            [
            ["Age", range(p.ageFrom, p.ageTo)],
            ["Height", range(p.heightFrom, p.heightTo)],
            ["Marital status", anyOf(p.maritalStatuses)],
            ["Religion", anyOf(p.religions)],
            flags.community && ["Community", anyOf(p.communities)],
            ["Education", anyOf(p.educations)],
            ["Occupation", anyOf(p.occupations)],
            ["Diet", anyOf(p.diets)],
            ["States", anyOf(p.states)],
            ["Annual income from", p.incomeFrom],
            ["Accepts divorced", said(p.acceptsDivorced)],
            ["Accepts children", said(p.acceptsChildren)],
          ] satisfies (Fact | false)[]).filter((fact) => fact !== false)}
        />
      )}
    </Section>
  );
}
