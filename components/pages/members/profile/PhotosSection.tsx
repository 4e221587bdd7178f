import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { memberFileUrl } from "@/lib/resources/members/app-user";
import type { MemberPhoto } from "@/lib/resources/members/profile";
import { Section } from "./Section";
import { dayText } from "./AccountSection";

/** The member's photos as thumbnails, each opening the file; the profile photo marked with its status. */
export function PhotosSection({ photos, photoStatus, name }: { photos: MemberPhoto[]; photoStatus: string; name: string }) {
  return (
    <Section title="Photos">
      {photos.length === 0 ? (
        <Typography color="textSecondary">No photos uploaded.</Typography>
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
          {photos.map((photo, i) => (
            <Stack key={photo.id} spacing={0.5} sx={{ alignItems: "flex-start" }}>
              <Link href={memberFileUrl(photo.mediaId)} target="_blank" rel="noopener" aria-label={`Open photo ${i + 1} of ${name}`}>
                {/* A member's file through the console's api door (signed-in, never cached by an image optimiser). */}
                <Box component="img" src={memberFileUrl(photo.mediaId)} alt={`Photo ${i + 1} of ${name}`} loading="lazy" sx={{ width: 120, height: 120, objectFit: "cover", borderRadius: 1, border: 1, borderColor: "divider", display: "block" }} />
              </Link>
              {photo.isProfile && <Chip size="small" color={photoStatus === "Approved" ? "success" : "warning"} label={`Profile photo · ${photoStatus}`} />}
              <Typography variant="caption" color="textSecondary">
                Uploaded {dayText(photo.uploadedAt)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
