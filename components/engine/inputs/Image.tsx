"use client";

import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { useState } from "react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import PhotoCameraOutlined from "@mui/icons-material/PhotoCameraOutlined";
import type { ImageField } from "@/lib/engine/fields";
import { uploadFile } from "@/lib/browser/api-client";
import { PICTURE_TYPES, pictureProblem } from "@/lib/pictures";
import type { ConsoleKindModule, FieldInputProps } from "./types";
import { apiPaths } from "@/lib/api-paths";

function ImageInput({ name, field, values, error, disabled, onChange, resource, imageBaseUrl }: FieldInputProps<ImageField>) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const id = values[name] as string | undefined;
  async function upload(file?: File) {
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return setFailure(problem);
    setUploading(true);
    setFailure(undefined);
    try {
      const answer = await uploadFile<{ id: string }>(apiPaths.image(resource.key), file);
      if (answer.status === 200) onChange(name, answer.recordList[0].id);
      else setFailure(answer.message);
    } catch {
      setFailure("The picture could not be uploaded. Please try again.");
    }
    setUploading(false);
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <Avatar variant="rounded" src={id ? `${imageBaseUrl}${id}` : undefined} alt={field.label} sx={{ width: 64, height: 64 }} />
      <Box>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlined />} disabled={disabled || uploading}>
          {id ? "Replace picture" : "Upload picture"}
          <input hidden type="file" accept={PICTURE_TYPES.join(",")} aria-label={field.label} onChange={(e) => void upload(e.target.files?.[0])} />
        </Button>
        <Typography variant="caption" color={failure || error ? "error" : "text.secondary"} sx={{ display: "block", mt: 0.5 }}>
          {failure ?? error ?? CONSOLE_MESSAGES.pictureHint}
        </Typography>
      </Box>
    </Stack>
  );
}

export const imageInput: ConsoleKindModule<ImageField> = { Input: ImageInput };
