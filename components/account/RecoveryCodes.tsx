"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import { useToast } from "@/components/shell/ToastProvider";
import { PRODUCT_NAME } from "@/lib/product";

/** The file a person keeps: what the codes are for and that each works once. */
const asText = (codes: string[], email: string) =>
  [`${PRODUCT_NAME}: two-factor recovery codes for ${email}`, "Each code signs in once, in place of the authenticator app's code.", "", ...codes, ""].join("\n");

/**
 * The ten recovery codes, shown once right after two-factor sign-in is turned on: the api keeps only
 * their hashes, so this is the only time anyone sees them.
 */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { enqueueSnackbar } = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(asText(codes, email));
      enqueueSnackbar("Recovery codes copied", { variant: "success" });
    } catch {
      enqueueSnackbar("The browser did not allow copying: select the codes or download them.", { variant: "error" });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([asText(codes, email)], { type: "text/plain;charset=utf-8" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "recovery-codes.txt" });
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe now: they are shown only this once. Each one signs you in once if your phone is
        not at hand.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{ m: 0, p: 2, pl: 5, fontFamily: "monospace", fontSize: "1.05rem", bgcolor: "action.hover", borderRadius: 1, columns: { xs: 1, sm: 2 } }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={copy}>
          Copy
        </Button>
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={download}>
          Download
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}
