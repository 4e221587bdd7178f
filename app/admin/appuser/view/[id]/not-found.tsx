import Button from "@mui/material/Button";
import { EmptyState } from "@/components/shell/EmptyState";

/** A member id that names no member (never was, or removed by the app). */
export default function MemberNotFound() {
  return (
    <EmptyState title="Member not found">
      There is no member with this id.{" "}
      <Button href="/admin/appuser" size="small">
        Back to App Users
      </Button>
    </EmptyState>
  );
}
