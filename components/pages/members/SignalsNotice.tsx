"use client";

import NextLink from "next/link";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { memberViewHref } from "@/lib/resources/members/profile";
import { hasSignals, SIGNAL_KINDS, SIGNAL_LABELS, type MemberSignals } from "@/lib/signals";

/**
 * A member's fraud signals (docs/signals.md), each with the other members it names, linked to their
 * views; nothing when there are none. The review queue opens the links in a new tab, keeping its place.
 */
export function SignalsNotice({ signals, newTab = false }: { signals: MemberSignals; newTab?: boolean }) {
  if (!hasSignals(signals)) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ my: 1.5 }} aria-label="Fraud signals">
      <AlertTitle>Fraud signals</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {SIGNAL_KINDS.filter((kind) => signals[kind].length).map((kind) => (
          <li key={kind}>
            {SIGNAL_LABELS[kind]}{" "}
            {signals[kind].map((other, index) => (
              <span key={other.id}>
                {index > 0 && ", "}
                <Link component={NextLink} href={memberViewHref(other.id)} underline="hover" target={newTab ? "_blank" : undefined}>
                  {other.name} ({other.memberCode})
                </Link>
              </span>
            ))}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
