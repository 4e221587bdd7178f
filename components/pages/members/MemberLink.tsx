import NextLink from "next/link";
import Link from "@mui/material/Link";
import { memberViewHref } from "@/lib/resources/members/profile";

/** Another member named in a tab, leading to their own view. */
export function MemberLink({ id, name }: { id: unknown; name: unknown }) {
  if (typeof id !== "number") return <span>{String(name ?? "")}</span>;
  return (
    <Link component={NextLink} href={memberViewHref(id)} underline="hover">
      {String(name ?? "")}
    </Link>
  );
}
