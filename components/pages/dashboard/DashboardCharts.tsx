"use client";

import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import type { DashboardAnswer } from "@/lib/dashboard-answer";
import { formatAmount } from "@/lib/engine/fields/base";
import { Bars } from "@/components/charts/Bars";

const HEIGHT = 280;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const whole = new Intl.NumberFormat("en-IN");
/** Amounts on an axis: "₹ 1.5L", "₹ 2Cr". */
const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

/** A bucket's name on the axis: "28 Nov" for a day, "Nov 2026" for a month. */
const bucketLabel = (first: string, bucket: DashboardAnswer["bucket"]) =>
  bucket === "day" ? `${Number(first.slice(8, 10))} ${MONTHS[Number(first.slice(5, 7)) - 1]}` : `${MONTHS[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;

function ChartCard({ title, caption, children }: { title: string; caption: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {caption}
      </Typography>
      {children}
    </Paper>
  );
}

const sum = (counts: readonly number[]) => counts.reduce((n, c) => n + c, 0);

/** In words, for those who do not see the bars: the total and the largest bucket. */
function described(label: string, counts: readonly number[], names: readonly string[]) {
  const total = sum(counts);
  if (!total) return `No ${label} in the range.`;
  const top = counts.indexOf(Math.max(...counts));
  return `${whole.format(total)} ${label} in the range; the most, ${whole.format(counts[top])}, in ${names[top]}.`;
}

/** The charts of the parts the viewer may see, each counted by day for a short range and by month otherwise. */
export function DashboardCharts({ answer }: { answer: DashboardAnswer }) {
  const { palette } = useTheme();
  const names = answer.buckets.map((first) => bucketLabel(first, answer.bucket));
  const by = answer.bucket === "day" ? "by day" : "by month";
  const { members, proposals, revenue } = answer;
  if (!members && !proposals && !revenue) return null;
  const money = (amount: number) => `${revenue?.currencySymbol ?? ""} ${formatAmount(amount)}`.trim();
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "repeat(2, minmax(0, 1fr))" } }}>
      {members && (
        <ChartCard title="New members" caption={`Members registered, ${by}`}>
          <Bars height={HEIGHT} title={`New members, ${by}`} desc={described("new members", members.byBucket, names)} names={names} series={[{ data: members.byBucket, label: "New members", color: palette.primary.main }]} />
        </ChartCard>
      )}
      {proposals && (
        <ChartCard title="Proposals" caption={`Sent on the day sent, accepted and rejected on the day answered, ${by}`}>
          <Bars
            height={HEIGHT}
            title={`Proposals sent, accepted and rejected, ${by}`}
            desc={`${described("proposals sent", proposals.sent, names)} ${whole.format(sum(proposals.accepted))} accepted and ${whole.format(sum(proposals.rejected))} rejected.`}
            names={names}
            series={[
              { data: proposals.sent, label: "Sent", color: palette.info.main },
              { data: proposals.accepted, label: "Accepted", color: palette.success.main },
              { data: proposals.rejected, label: "Rejected", color: palette.error.main },
            ]}
          />
        </ChartCard>
      )}
      {revenue && (
        <ChartCard title="Revenue by package" caption="Paid purchases made in the range, net of coupons">
          {revenue.byPackage.length ? (
            <Bars
              horizontal
              height={Math.max(160, 56 * revenue.byPackage.length + 60)}
              title="Revenue by package"
              desc={revenue.byPackage.map((row) => `${row.name}: ${money(row.amount)}`).join("; ")}
              names={revenue.byPackage.map((row) => row.name)}
              series={[{ data: revenue.byPackage.map((row) => row.amount), label: "Revenue", color: palette.secondary.main }]}
              tick={(amount) => `${revenue.currencySymbol} ${compact.format(amount)}`.trim()}
            />
          ) : (
            <Typography sx={{ py: 6, textAlign: "center" }} color="textSecondary">
              No paid purchases in the range.
            </Typography>
          )}
        </ChartCard>
      )}
    </Box>
  );
}
