import { createTheme, type Theme } from "@mui/material/styles";

export const THEME_COOKIE = "appTheme";
export const THEME_NAMES = ["PureLightTheme", "NebulaFighterTheme"] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = "PureLightTheme";

export const isThemeName = (value: unknown): value is ThemeName => THEME_NAMES.includes(value as ThemeName);

export const LAYOUT = { headerHeight: 80, sidebarWidth: 290, formMaxWidth: 500 } as const;

const common = {
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1840 } },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700, fontSize: 35 },
    h3: { fontWeight: 700, fontSize: 25, lineHeight: 1.4 },
    h4: { fontWeight: 700, fontSize: 16 },
    button: { fontWeight: 600, textTransform: "none" as const },
  },
};

/** The light theme in the manner of the Tokyo white admin the original used. */
const pureLight = createTheme({
  ...common,
  palette: {
    mode: "light",
    primary: { main: "#5569ff", light: "#8C9BFF", dark: "#4151C7" },
    secondary: { main: "#6E759F" },
    success: { main: "#44A574", contrastText: "#fff" },
    warning: { main: "#B26B00" },
    error: { main: "#D32F2F" },
    info: { main: "#0B7FB5" },
    background: { default: "#f2f5f9", paper: "#ffffff" },
    text: { primary: "#223354", secondary: "rgba(34, 51, 84, 0.7)" },
    divider: "rgba(34, 51, 84, 0.1)",
  },
  components: {
    MuiPaper: { styleOverrides: { elevation1: { boxShadow: "0 9px 16px rgba(159, 162, 191, .18), 0 2px 2px rgba(159, 162, 191, 0.32)" } } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});

/** The dark companion, after Tokyo's Nebula Fighter. */
const nebulaFighter = createTheme({
  ...common,
  palette: {
    mode: "dark",
    primary: { main: "#8C7CF0" },
    secondary: { main: "#9EA4C1" },
    success: { main: "#57CA22" },
    warning: { main: "#FFA319" },
    error: { main: "#FF4D6A" },
    info: { main: "#33C2FF" },
    background: { default: "#070C27", paper: "#111633" },
    text: { primary: "#CBCCD2", secondary: "rgba(203, 204, 210, 0.7)" },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});

export const THEMES: Record<ThemeName, Theme> = { PureLightTheme: pureLight, NebulaFighterTheme: nebulaFighter };
