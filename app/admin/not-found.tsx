import Button from "@mui/material/Button";
import { EmptyState } from "@/components/shell/EmptyState";

export default function AdminNotFound() {
  return (
    <EmptyState title="Page not found">
      There is no such page in the console.{" "}
      <Button href="/admin" size="small">
        Go to my first page
      </Button>
    </EmptyState>
  );
}
