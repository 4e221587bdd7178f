import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { MemberAddress } from "@/lib/resources/members/profile";
import { Facts, type Fact } from "./Facts";
import { Section } from "./Section";

const KIND_TITLES: Record<string, string> = { permanent: "Permanent address", current: "Current address" };

export function AddressesSection({ addresses }: { addresses: MemberAddress[] }) {
  return (
    <Section title="Addresses">
      {addresses.length === 0 ? (
        <Typography color="textSecondary">No address given.</Typography>
      ) : (
        <Stack spacing={2}>
          {addresses.map((a) => (
            <div key={a.kind}>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {KIND_TITLES[a.kind] ?? a.kind}
              </Typography>
              <Facts
                facts={[
                  ["Address", [a.line1, a.line2].filter(Boolean).join("\n") || null],
                  ["City", a.city],
                  ["District", a.district],
                  ["State", a.state],
                  ["Country", a.country],
                  ["Pincode", a.pincode],
                  ["Residential status", a.residentialStatus],
                  ...(a.latitude !== null && a.longitude !== null ? [["Location", `${a.latitude}, ${a.longitude}`] as Fact] : []),
                ]}
              />
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}
