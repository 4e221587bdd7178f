"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import FileUploadOutlined from "@mui/icons-material/FileUploadOutlined";
import { mayRun } from "@/lib/engine/define";
import { REGION_CSV_ENDPOINTS, REGION_CSV_RESOURCE } from "@/lib/resources/region-csv";
import { usePageRights } from "@/components/engine/page-rights";
import { apiPaths } from "@/lib/api-paths";

// The dialog loads when it is opened.
const RegionUploadDialog = dynamic(() => import("./RegionUploadDialog").then((m) => m.RegionUploadDialog));

/** The Region page's bulk CSV: the sample, the whole tree, and an upload (docs/region-csv.md). */
export function RegionCsvToolbar({ readOnly }: { readOnly: boolean }) {
  const [uploading, setUploading] = useState(false);
  const rights = usePageRights();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} href={apiPaths.endpoint(REGION_CSV_RESOURCE, REGION_CSV_ENDPOINTS.sample)} download>
        Download sample
      </Button>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} href={apiPaths.endpoint(REGION_CSV_RESOURCE, REGION_CSV_ENDPOINTS.download)} download>
        Download
      </Button>
      {mayRun(rights, REGION_CSV_ENDPOINTS.upload) && (
        <Button variant="contained" startIcon={<FileUploadOutlined />} onClick={() => setUploading(true)} disabled={readOnly}>
          Upload
        </Button>
      )}
      {uploading && <RegionUploadDialog onClose={() => setUploading(false)} />}
    </Stack>
  );
}
