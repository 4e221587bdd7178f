"use client";

import { usePathname } from "next/navigation";
import Button from "@mui/material/Button";
import { pageForPath, pagePath } from "@/lib/pages";
import { EmptyState } from "@/components/shell/EmptyState";

/** An id that names no record of the page (never was, or removed by the app): "Member not found". */
export default function RecordNotFound() {
  const page = pageForPath(usePathname());
  const singular = page?.detail?.singular ?? "Record";
  return (
    <EmptyState title={`${singular} not found`}>
      There is no {singular.toLowerCase()} with this id.{" "}
      {page && (
        <Button href={pagePath(page)} size="small">
          Back to {page.title}
        </Button>
      )}
    </EmptyState>
  );
}
