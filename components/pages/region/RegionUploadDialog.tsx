"use client";

import { useState } from "react";
import { useSWRConfig } from "swr";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { Envelope } from "@/lib/envelope";
import { REGION_CSV_ENDPOINTS, REGION_CSV_MAX_BYTES, REGION_CSV_MAX_ROWS, REGION_CSV_RESOURCE, type RegionUploadResult } from "@/lib/resources/region-csv";
import { apiPaths } from "@/lib/api-paths";

type Progress = { stage: "idle" } | { stage: "sending"; percent: number } | { stage: "saving" };

/** Sends the file with its progress (fetch reports none for uploads); the answer is the usual envelope. */
function send(file: File, onProgress: (percent: number) => void): Promise<Envelope<RegionUploadResult>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiPaths.endpoint(REGION_CSV_RESOURCE, REGION_CSV_ENDPOINTS.upload));
    xhr.setRequestHeader("content-type", "text/csv");
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => {
      let body: Partial<Envelope<RegionUploadResult>> | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ recordList: [], ...body, status: body?.status ?? xhr.status });
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.send(file);
  });
}

const COUNTS: [keyof RegionUploadResult, string][] = [
  ["inserted", "Inserted"],
  ["updated", "Updated"],
  ["unchanged", "Unchanged"],
  ["refused", "Refused"],
];

/** Upload of a Region CSV: pick a file, watch it go, then read the counts and the refused lines. */
export function RegionUploadDialog({ onClose }: { onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<Progress>({ stage: "idle" });
  const [result, setResult] = useState<RegionUploadResult>();
  const [error, setError] = useState<string>();
  const busy = progress.stage !== "idle";

  async function upload() {
    if (!file) return;
    setError(undefined);
    setResult(undefined);
    if (file.size > REGION_CSV_MAX_BYTES) {
      setError("The file is larger than 20 MB: split it into smaller files.");
      return;
    }
    setProgress({ stage: "sending", percent: 0 });
    try {
      const answer = await send(file, (percent) => setProgress(percent < 100 ? { stage: "sending", percent } : { stage: "saving" }));
      if (answer.status === 200 && answer.recordList[0]) {
        setResult(answer.recordList[0]);
        // Every list on the page may show what the file changed.
        void mutate(() => true);
      } else setError(answer.message ?? "The upload failed. Please try again.");
    } catch {
      setError("The service is not reachable right now. Please try again in a moment.");
    } finally {
      setProgress({ stage: "idle" });
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="region-upload-title">
      <DialogTitle id="region-upload-title">Upload regions</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A CSV in UTF-8 with the sample&apos;s header, up to {REGION_CSV_MAX_ROWS.toLocaleString("en-US")} lines and 20 MB. Lines are matched by names at each
          level: new places are added, changed values saved, and nothing is written if the file as a whole is refused.
        </DialogContentText>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <Button variant="outlined" component="label" disabled={busy}>
            Choose file
            <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={(e) => setFile(e.target.files?.[0])} />
          </Button>
          <Typography variant="body2" color="textSecondary">
            {file ? `${file.name} (${Math.ceil(file.size / 1024).toLocaleString("en-US")} KB)` : "No file chosen"}
          </Typography>
        </Stack>
        {progress.stage === "sending" && <LinearProgress variant="determinate" value={progress.percent} sx={{ mt: 2 }} aria-label="Sending the file" />}
        {progress.stage === "saving" && (
          <>
            <LinearProgress sx={{ mt: 2 }} aria-label="Saving the lines" />
            <Typography variant="body2" sx={{ mt: 1 }}>
              Saving the lines…
            </Typography>
          </>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {result && (
          <>
            <Table size="small" sx={{ mt: 2 }} aria-label="Upload counts">
              <TableBody>
                <TableRow>
                  {COUNTS.map(([key, label]) => (
                    <TableCell key={key}>
                      {label}: <strong data-testid={`count-${key}`}>{String(result[key])}</strong>
                    </TableCell>
                  ))}
                </TableRow>
              </TableBody>
            </Table>
            {result.refusals.length > 0 && (
              <>
                <Typography variant="subtitle2" sx={{ mt: 2 }}>
                  Refused lines{result.refused > result.refusals.length ? ` (the first ${result.refusals.length} of ${result.refused})` : ""}
                </Typography>
                <Table size="small" aria-label="Refused lines">
                  <TableHead>
                    <TableRow>
                      <TableCell>Line</TableCell>
                      <TableCell>Reason</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {result.refusals.map((r) => (
                      <TableRow key={r.line}>
                        <TableCell>{r.line}</TableCell>
                        <TableCell>{r.reason}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button variant="contained" onClick={upload} disabled={!file || busy}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
