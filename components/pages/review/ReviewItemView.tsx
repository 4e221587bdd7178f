"use client";

import { SignalsNotice } from "../members/SignalsNotice";
import NextLink from "next/link";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { detailPath } from "@/lib/admin-paths";
import { apiPaths } from "@/lib/api-paths";
import { REVIEW_DECISIONS, type ReviewDocument, type ReviewHistoryLine, type ReviewItem, type ReviewMember } from "@/lib/review";
import { useMayOpen } from "../viewer";

const LARGE = { maxWidth: "100%", maxHeight: "60vh", objectFit: "contain" } as const;

/** The pictures an item shows large: fetched ahead of it (ReviewView). */
export function pictureUrls(item: ReviewItem): string[] {
  if (item.kind === "photos") return [apiPaths.memberFile(item.photoFileId)];
  if (item.kind === "documents") return item.documents.filter((doc) => doc.fileKind === "image" && !doc.isVerified).map((doc) => apiPaths.memberFile(doc.fileId));
  return [];
}

const waitedSince = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** One item, with what its decision needs side by side: the document or photo large, the member's essentials beside it. */
export function ReviewItemView({ item }: { item: ReviewItem }) {
  const heading = item.kind === "blockRequests" ? `Block request against ${item.reported.name}` : item.kind === "photos" ? `Profile photo of ${item.member.name}` : `Documents of ${item.member.name}`;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="overline" color="textSecondary">
          {REVIEW_DECISIONS[item.kind].label} · waiting since {waitedSince(item.waitingSince)}
        </Typography>
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
      </Box>
      {item.kind === "blockRequests" ? (
        <>
          <Paper variant="outlined" sx={{ p: 2, bgcolor: "action.hover" }}>
            <Typography variant="caption" color="textSecondary">
              Reason given by {item.reporter.name}
            </Typography>
            <Typography sx={{ whiteSpace: "pre-wrap" }}>{item.reason}</Typography>
          </Paper>
          <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
            <MemberCard title="Reported member" member={item.reported} history={item.reported.history} />
            <MemberCard title="Asked by" member={item.reporter} history={item.reporter.history} />
          </Stack>
        </>
      ) : (
        <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
          <Box sx={{ flex: 2, minWidth: 0, width: "100%" }}>
            {item.kind === "photos" ? (
              <Box sx={{ display: "flex", justifyContent: "center", bgcolor: "action.hover", borderRadius: 1 }}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a member's file from the api, not a static asset next/image could optimise */}
                <img src={apiPaths.memberFile(item.photoFileId)} alt={`Profile photo of ${item.member.name}`} style={LARGE} />
              </Box>
            ) : (
              <Stack spacing={2}>
                {item.documents.map((doc) => (
                  <DocumentShown key={doc.id} doc={doc} owner={item.member.name} />
                ))}
              </Stack>
            )}
          </Box>
          <MemberCard title="Member" member={item.member} />
        </Stack>
      )}
    </Stack>
  );
}

function DocumentShown({ doc, owner }: { doc: ReviewDocument; owner: string }) {
  const url = apiPaths.memberFile(doc.fileId);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
        <Typography variant="subtitle2">{doc.type}</Typography>
        <Typography variant="caption" color="textSecondary">
          uploaded {doc.uploaded}
        </Typography>
        <Chip size="small" label={doc.isVerified ? "Verified" : "Waiting"} color={doc.isVerified ? "success" : "warning"} variant="outlined" />
      </Stack>
      {doc.fileKind === "image" ? (
        <Box sx={{ display: "flex", justifyContent: "center", bgcolor: "action.hover", borderRadius: 1 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a member's file from the api */}
          <img src={url} alt={`${doc.type} of ${owner}`} style={LARGE} />
        </Box>
      ) : (
        <Link href={url} target="_blank" rel="noopener noreferrer">
          Open the {doc.fileKind === "pdf" ? "PDF" : "file"} ({doc.type}) in a new tab
        </Link>
      )}
    </Box>
  );
}

const fact = (label: string, value: string) => (
  <Box component="div" sx={{ display: "contents" }}>
    <Typography component="dt" variant="body2" color="textSecondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
      {value}
    </Typography>
  </Box>
);

/** A member's essentials: who they are, since when, their documents and the complaints about them. */
function MemberCard({ title, member, history }: { title: string; member: ReviewMember; history?: ReviewHistoryLine[] }) {
  const mayOpen = useMayOpen("appuser");
  const name = mayOpen ? (
    <Link component={NextLink} href={detailPath({ slug: "appuser" }, member.id)} target="_blank" underline="hover">
      {member.name}
    </Link>
  ) : (
    member.name
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 240 }} component="section" aria-label={`${title}: ${member.name}`}>
      <Typography variant="caption" color="textSecondary">
        {title}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", my: 1 }}>
        <Avatar src={member.photoFileId ? apiPaths.memberFile(member.photoFileId) : undefined} alt="" />
        <Box>
          <Typography variant="subtitle1" component="p">
            {name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {member.memberCode}
          </Typography>
        </Box>
        {member.isBlocked && <Chip size="small" color="error" label="Blocked" />}
      </Stack>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5, m: 0 }}>
        {fact("Age", member.age === null ? "Not given" : `${member.age}`)}
        {fact("Gender", member.gender ?? "Not given")}
        {fact("City", member.city ?? "Not given")}
        {fact("Registered", member.registered)}
        {fact("Documents verified", member.documents.total ? `${member.documents.verified} of ${member.documents.total}` : "None uploaded")}
        {fact("Reports against", member.reportsAgainst.total ? `${member.reportsAgainst.total} (${member.reportsAgainst.pending} pending)` : "None")}
        {fact("Reports made", member.reportsMade ? `${member.reportsMade}` : "None")}
        {fact("Profile photo", member.photoFileId ? (member.photoApproved ? "Approved" : "Waiting") : "None")}
      </Box>
      {mayOpen && <SignalsNotice signals={member.signals} newTab />}
      {history && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="caption" color="textSecondary">
            History
          </Typography>
          {history.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {history.map((line, index) => (
                <Typography component="li" variant="body2" key={index}>
                  {line.action}
                  {line.admin ? ` by ${line.admin}` : ""}, {waitedSince(line.at)}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2">Nothing recorded.</Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
