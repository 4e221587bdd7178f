"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import Stack from "@mui/material/Stack";
import Button from "@mui/material/Button";
import EventOutlined from "@mui/icons-material/EventOutlined";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { DASHBOARD_PRESETS, isPreset, type DashboardPreset } from "@/lib/dashboard-range";
import { formatDay } from "@/lib/engine/fields/date";
import type { ChosenRange } from "@/lib/dashboard-range";

// The date pickers (about 45 kB) load when From or To is first used, not with the page (docs/performance.md);
// until then each day is a button showing it (a text field would bring about 17 kB of inputs).
const DayPicker = dynamic(() => import("@/components/engine/inputs/DayPicker"), { ssr: false });

/** A day the dashboard may be asked for: cleared, or whole with a four-digit year (not each keystroke of one). */
const isWholeDay = (day: string) => day === "" || /^(19|20|21)\d{2}-\d{2}-\d{2}$/.test(day);

interface Props {
  range: ChosenRange;
  onPreset: (preset: DashboardPreset) => void;
  onDays: (days: { from?: string; to?: string }) => void;
}

/** The page's one range: a preset, or two days picked; each is a step of the URL. */
export function DashboardRange({ range, onPreset, onDays }: Props) {
  const [opened, setOpened] = useState<"from" | "to">();
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ alignItems: { md: "center" }, flexWrap: "wrap", rowGap: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Range of days"
        value={range.preset ?? null}
        onChange={(_event, preset: unknown) => isPreset(preset) && onPreset(preset)}
        // The buttons' own grey is too faint on the page's background, and the primary colour on the chosen
        // one in the dark theme (WCAG AA): the theme's text colours, the chosen one bold.
        sx={{ bgcolor: "background.paper", "& .MuiToggleButton-root": { color: "text.secondary" }, "& .MuiToggleButton-root.Mui-selected": { color: "text.primary", fontWeight: 700 } }}
      >
        {DASHBOARD_PRESETS.map((preset) => (
          <ToggleButton key={preset.key} value={preset.key}>
            {preset.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {(["from", "to"] as const).map((key) => {
        const label = key === "from" ? "From" : "To";
        const value = range[key];
        return (
          <Stack key={key} sx={{ width: 190 }}>
            {opened ? (
              <DayPicker key={value} uncontrolled name={key} label={label} value={value} autoFocus={opened === key} onChange={(day) => isWholeDay(day) && onDays({ [key]: day })} />
            ) : (
              <Button
                variant="outlined"
                color="inherit"
                name={key}
                startIcon={<EventOutlined />}
                onClick={() => setOpened(key)}
                sx={{ justifyContent: "flex-start", height: 56, textTransform: "none", borderColor: "divider" }}
              >
                {label}: {value ? formatDay(value) : "—"}
              </Button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
