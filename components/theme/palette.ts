/**
 * The two themes' names, colours and sizes as plain data: MUI's themes are made from it
 * (themes.ts), and so are the CSS variables of the pages drawn without MUI (sign-in, forgot and reset
 * password: docs/performance.md), so both look alike from one source.
 */
export const THEME_COOKIE = "appTheme";
export const THEME_NAMES = ["PureLightTheme", "NebulaFighterTheme"] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = "PureLightTheme";

export const isThemeName = (value: unknown): value is ThemeName => THEME_NAMES.includes(value as ThemeName);

export const LAYOUT = { headerHeight: 80, sidebarWidth: 290, formMaxWidth: 500 } as const;

export const FONT_FAMILY = '"Inter", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const BORDER_RADIUS = 10;

export const PALETTES = {
  /** The light theme in the manner of the Tokyo white admin the original used. */
  PureLightTheme: {
    mode: "light",
    primary: { main: "#4d5ef0", light: "#8C9BFF", dark: "#3b49c0", contrastText: "#fff" },
    secondary: { main: "#5F668F" },
    // Each colour reads at 4.5:1 or more as text on white and on the page's grey (docs/accessibility.md).
    success: { main: "#2E7D4F", contrastText: "#fff" },
    warning: { main: "#9A5B00" },
    error: { main: "#D32F2F" },
    info: { main: "#0A73A3" },
    background: { default: "#f2f5f9", paper: "#ffffff" },
    text: { primary: "#223354", secondary: "rgba(34, 51, 84, 0.7)" },
    divider: "rgba(34, 51, 84, 0.1)",
    cardShadow: "0 9px 16px rgba(159, 162, 191, .18), 0 2px 2px rgba(159, 162, 191, 0.32)",
  },
  /** The dark companion, after Tokyo's Nebula Fighter. */
  NebulaFighterTheme: {
    mode: "dark",
    primary: { main: "#8C7CF0", light: "#AFA3F5", dark: "#6253C8", contrastText: "rgba(0, 0, 0, 0.87)" },
    secondary: { main: "#9EA4C1" },
    success: { main: "#57CA22" },
    warning: { main: "#FFA319" },
    error: { main: "#FF4D6A" },
    info: { main: "#33C2FF" },
    background: { default: "#070C27", paper: "#111633" },
    text: { primary: "#CBCCD2", secondary: "rgba(203, 204, 210, 0.7)" },
    divider: "rgba(255, 255, 255, 0.12)",
    cardShadow: "none",
  },
} as const;

/** The CSS variables the pages without MUI are styled with (app/auth.css). */
export function themeCssVariables(name: ThemeName): Record<`--${string}`, string> {
  const palette = PALETTES[name];
  return {
    "--c-primary": palette.primary.main,
    "--c-primary-dark": palette.primary.dark,
    "--c-on-primary": palette.primary.contrastText,
    "--c-error": palette.error.main,
    "--c-warning": palette.warning.main,
    "--c-success": palette.success.main,
    "--c-bg": palette.background.default,
    "--c-paper": palette.background.paper,
    "--c-text": palette.text.primary,
    "--c-text-2": palette.text.secondary,
    "--c-divider": palette.divider,
    "--card-shadow": palette.cardShadow,
    "--radius": `${BORDER_RADIUS}px`,
    "--font": FONT_FAMILY,
  };
}
