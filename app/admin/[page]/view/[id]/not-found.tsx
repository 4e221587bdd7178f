"use client";

import { usePathname } from "next/navigation";
import Button from "@mui/material/Button";
import { pageForPath, pagePath } from "@/lib/pages";
import { EmptyState } from "@/components/shell/EmptyState";
import AdminNotFound from "../../../not-found";

/**
 * An id that names no record of the page (never was, or removed by the app): "Member not found". A page
 * without records of its own to show (/admin/religion/view/3) is no page at all.
 */
export default function RecordNotFound() {
  const page = pageForPath(usePathname());
  if (!page?.detail) return <AdminNotFound />;
  const { singular } = page.detail;
  return (
    <EmptyState title={`${singular} not found`}>
      There is no {singular.toLowerCase()} with this id.{" "}
      <Button href={pagePath(page)} size="small">
        Back to {page.title}
      </Button>
    </EmptyState>
  );
}
