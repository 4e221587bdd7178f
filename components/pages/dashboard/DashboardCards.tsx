"use client";

import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ArrowDownwardRounded from "@mui/icons-material/ArrowDownwardRounded";
import ArrowUpwardRounded from "@mui/icons-material/ArrowUpwardRounded";
import type { Compared, DashboardAnswer } from "@/lib/dashboard-answer";
import { daysSpanned } from "@/lib/dashboard-range";
import { formatAmount } from "@/lib/engine/fields/base";
import { changeText, previousPeriodName } from "./change";

const whole = new Intl.NumberFormat("en-IN");

interface CardProps {
  label: string;
  figure: Compared;
  against: string;
  format?: (n: number) => string;
  note?: string;
  /** More requests waiting is worse: their rise is drawn in red. */
  moreIsWorse?: boolean;
}

/** One figure, and how it moved against the period before: green for better, red for worse. */
function FigureCard({ label, figure, against, format = (n) => whole.format(n), note, moreIsWorse }: CardProps) {
  const change = changeText(figure, against, format);
  const better = moreIsWorse ? "down" : "up";
  const Arrow = change.trend === "up" ? ArrowUpwardRounded : change.trend === "down" ? ArrowDownwardRounded : null;
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2, display: "flex", flexDirection: "column", gap: 0.5 }}>
      <Typography variant="body2" color="textSecondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h4" component="p" data-figure="">
        {format(figure.value)}
      </Typography>
      <Typography
        variant="caption"
        sx={{ display: "flex", alignItems: "center", gap: 0.5, color: change.trend === "same" ? "text.secondary" : change.trend === better ? "success.main" : "error.main" }}
      >
        {Arrow && <Arrow fontSize="inherit" aria-hidden />}
        {change.text}
      </Typography>
      {note && (
        <Typography variant="caption" color="textSecondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

/** The cards of the parts the viewer may see: today's against yesterday, the range's against the period before it. */
export function DashboardCards({ answer }: { answer: DashboardAnswer }) {
  const period = previousPeriodName(daysSpanned(answer));
  const { members, proposals, revenue, blockRequests } = answer;
  const money = revenue ? (n: number) => `${revenue.currencySymbol} ${formatAmount(n)}`.trim() : undefined;
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(230px, 1fr))" }}>
      {members && <FigureCard label="Members registered today" figure={members.today} against="yesterday" />}
      {members && <FigureCard label="Members registered in the range" figure={members.inRange} against={period} />}
      {proposals && <FigureCard label="Proposals sent today" figure={proposals.sentToday} against="yesterday" />}
      {proposals && <FigureCard label="Proposals sent in the range" figure={proposals.sentInRange} against={period} />}
      {revenue && <FigureCard label="Premium revenue in the range" figure={revenue.inRange} against={period} format={money} />}
      {blockRequests && (
        <FigureCard label="Block requests pending" figure={blockRequests.pending} against={period} note={`Made in the range and still waiting; ${whole.format(blockRequests.pendingInAll)} waiting in all.`} moreIsWorse />
      )}
    </Box>
  );
}
