import { createTheme, type Theme } from "@mui/material/styles";
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

function themeOf(name: ThemeName): Theme {
  const { cardShadow, ...palette } = PALETTES[name];
  return createTheme({
    ...common,
    // Text on a coloured button picks black or white by WCAG AA's 4.5:1, not MUI's default 3:1.
    palette: { ...palette, contrastThreshold: 4.5 },
    components: {
      ...(cardShadow === "none" ? {} : { MuiPaper: { styleOverrides: { elevation1: { boxShadow: cardShadow } } } }),
      MuiButton: { defaultProps: { disableElevation: true } },
      // A disabled field's help says why it is disabled ("choose a religion first"): it stays readable.
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ "&.Mui-disabled": { color: theme.palette.text.secondary } }) } },
    },
  });
}

export const THEMES: Record<ThemeName, Theme> = { PureLightTheme: themeOf("PureLightTheme"), NebulaFighterTheme: themeOf("NebulaFighterTheme") };
