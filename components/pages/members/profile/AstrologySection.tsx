import Typography from "@mui/material/Typography";
import type { MemberAstrology } from "@/lib/resources/members/profile";
import { Facts, said } from "./Facts";
import { Section } from "./Section";

export function AstrologySection({ astrology: a }: { astrology: MemberAstrology | null }) {
  return (
    <Section title="Astrology">
      {!a ? (
        <Typography color="textSecondary">No astrology details given.</Typography>
      ) : (
        <Facts
          facts={[
            ["Believes in horoscopes", said(a.horoscopeBelief)],
            ["Zodiac sign", a.zodiacSign],
            ["Manglik", a.manglik],
            ["Time of birth", a.timeOfBirth?.slice(0, 5) ?? null],
            ["Place of birth", [a.birthCity, a.birthCountry].filter(Boolean).join(", ") || null],
          ]}
        />
      )}
    </Section>
  );
}
