import type { ReactNode } from "react";
import Button from "@mui/material/Button";
import Chip, { type ChipProps } from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import ArrowBackRounded from "@mui/icons-material/ArrowBackRounded";
import type { MemberAccount, MemberStatus } from "@/lib/resources/members/profile";
import { PageHeader } from "@/components/shell/PageHeader";

const STATUS_COLORS: Record<MemberStatus, ChipProps["color"]> = { Active: "success", Inactive: "default", Blocked: "error" };

/**
 * The member's name and id, their status at a glance with what staff can decide about it (`decisions`:
 * the photo, the documents), and the way back to the App Users list.
 */
export function MemberHeader({ account, listHref, decisions }: { account: MemberAccount; listHref: string; decisions?: ReactNode }) {
  return (
    <>
      <Button href={listHref} size="small" startIcon={<ArrowBackRounded />} sx={{ mb: 1 }}>
        App Users
      </Button>
      <PageHeader
        title={account.name}
        description={`Member ID ${account.memberCode}`}
        actions={
          <Stack spacing={1} sx={{ alignItems: { sm: "flex-end" } }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="Status">
              <Chip label={account.status} color={STATUS_COLORS[account.status]} />
              <Chip variant="outlined" label={`Photo: ${account.photoStatus}`} color={account.photoStatus === "Awaiting approval" ? "warning" : "default"} />
              <Chip variant="outlined" label={`Documents: ${account.documentStatus}`} color={account.documentStatus === "Verify Doc" ? "warning" : account.documentStatus === "Verified" ? "success" : "default"} />
            </Stack>
            {decisions}
          </Stack>
        }
      />
    </>
  );
}
