"use client";

import type { ReactNode } from "react";
import NextLink from "next/link";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { DashboardAnswer } from "@/lib/dashboard-answer";
import { formatDay } from "@/lib/engine/fields/date";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { pagePath } from "@/lib/admin-paths";
import { memberViewHref } from "@/lib/resources/members/profile";
import { CellLink } from "@/components/engine/table/cell-parts";
import { CELL_CLASS, PLAIN_BODY, ROW_CLASS } from "@/components/engine/table/plain-body";
import { useMayOpen } from "../viewer";

/** A member's name, linked to their view for those who may open App Users (a page they may not open would sign them out). */
function MemberName({ id, name }: { id: number; name: string }) {
  return useMayOpen("appuser") ? (
    <CellLink href={memberViewHref(id)}>{name}</CellLink>
  ) : (
    <>{name}</>
  );
}

function TableCard({ title, more, headers, rows }: { title: string; more: { href: string; label: string }; headers: string[]; rows: ReactNode[][] }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Link component={NextLink} href={more.href} underline="hover" variant="body2">
          {more.label}
        </Link>
      </Stack>
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" aria-label={title} sx={PLAIN_BODY}>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length ? (
              rows.map((cells, index) => (
                <tr key={index} className={ROW_CLASS}>
                  {cells.map((cell, column) => (
                    <td key={column} className={CELL_CLASS}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr className={ROW_CLASS}>
                <td className={CELL_CLASS} colSpan={headers.length} style={{ textAlign: "center" }}>
                  {CONSOLE_MESSAGES.dataNotFound}
                </td>
              </tr>
            )}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

/** The range's newest pending block requests (on to Block Users) and its ten newest members (on to their views). */
export function DashboardTables({ answer }: { answer: DashboardAnswer }) {
  const { blockRequests, members } = answer;
  if (!blockRequests && !members) return null;
  const days = new URLSearchParams({ from: answer.from, to: answer.to });
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "repeat(2, minmax(0, 1fr))" } }}>
      {blockRequests && (
        <TableCard
          title="Pending block requests"
          more={{ href: `${pagePath({ slug: "blockuser" })}?${new URLSearchParams({ requestStatus: "Pending" })}`, label: "All pending in Block Users" }}
          headers={["Request From User", "Request For User", "Reason", "Date"]}
          rows={blockRequests.newest.map((request) => [
            <MemberName key="from" id={request.reporterId} name={request.reporter} />,
            <MemberName key="for" id={request.reportedId} name={request.reported} />,
            request.reason,
            formatDay(request.createdOn),
          ])}
        />
      )}
      {members && (
        <TableCard
          title="Newest members"
          more={{ href: `${pagePath({ slug: "appuser" })}?${days}`, label: "All of the range in App Users" }}
          headers={["Name", "Member ID", "Gender", "Registered"]}
          rows={members.newest.map((member) => [<MemberName key="name" id={member.id} name={member.name} />, member.memberCode, member.gender, formatDay(member.registeredOn)])}
        />
      )}
    </Box>
  );
}
