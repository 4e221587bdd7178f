import { createTheme, keyframes, type Theme } from "@mui/material/styles";
import { BORDER_RADIUS, FONT_FAMILY, PALETTES, type ThemeName } from "./palette";

const common = {
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1840 } },
  shape: { borderRadius: BORDER_RADIUS },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { fontWeight: 700, fontSize: 35 },
    h3: { fontWeight: 700, fontSize: 25, lineHeight: 1.4 },
    h4: { fontWeight: 700, fontSize: 16 },
    button: { fontWeight: 600, textTransform: "none" as const },
  },
};

/**
 * MUI's indeterminate progress bar moves its two bars by animating `left` and `right`, which lays the
 * page out again on every frame: while a page is on its way, 5–10 ms of the browser's main thread in
 * each of those frames, beside the server drawing the page on a small machine. The same motion as
 * transforms, which the compositor runs alone: a bar spanning `left`…`100% − right` of its track is the
 * full-width bar moved by `left` and scaled by `1 − left − right` from its left edge, and both change
 * linearly between the keyframes, as `left` and `right` did. The second bar waits 1.15 s at its first
 * keyframe, out of sight, where MUI's had no width (docs/performance.md).
 */
const slide1 = keyframes`
  0% { transform: translateX(-35%) scaleX(0.35); }
  60%, 100% { transform: translateX(100%) scaleX(0.9); }
`;
const slide2 = keyframes`
  0% { transform: translateX(-200%) scaleX(2); }
  60%, 100% { transform: translateX(107%) scaleX(0.01); }
`;
const indeterminate = ({ ownerState }: { ownerState: { variant?: string } }) => ownerState.variant === "indeterminate" || ownerState.variant === "query";
const PROGRESS_BARS = {
  bar1: { variants: [{ props: indeterminate, style: { width: "100%", animation: `${slide1} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` } }] },
  bar2: { variants: [{ props: indeterminate, style: { width: "100%", animation: `${slide2} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite backwards` } }] },
};

function themeOf(name: ThemeName): Theme {
  const { cardShadow, ...palette } = PALETTES[name];
  return createTheme({
    ...common,
    // Text on a coloured button picks black or white by WCAG AA's 4.5:1, not MUI's default 3:1.
    palette: { ...palette, contrastThreshold: 4.5 },
    components: {
      ...(cardShadow === "none" ? {} : { MuiPaper: { styleOverrides: { elevation1: { boxShadow: cardShadow } } } }),
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLinearProgress: { styleOverrides: PROGRESS_BARS },
      // A disabled field's help says why it is disabled ("choose a religion first"): it stays readable.
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ "&.Mui-disabled": { color: theme.palette.text.secondary } }) } },
    },
  });
}

export const THEMES: Record<ThemeName, Theme> = { PureLightTheme: themeOf("PureLightTheme"), NebulaFighterTheme: themeOf("NebulaFighterTheme") };
