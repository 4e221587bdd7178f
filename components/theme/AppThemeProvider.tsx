"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { ThemeProvider } from "@mui/material/styles";
import CssBaseline from "@mui/material/CssBaseline";
import { THEME_COOKIE, type ThemeName } from "./palette";
import { THEMES } from "./themes";

interface ThemeChoice {
  themeName: ThemeName;
  setThemeName: (name: ThemeName) => void;
}

const ThemeChoiceContext = createContext<ThemeChoice | null>(null);

export function useThemeChoice(): ThemeChoice {
  const choice = useContext(ThemeChoiceContext);
  if (!choice) throw new Error("useThemeChoice outside AppThemeProvider");
  return choice;
}

/**
 * The server renders with the theme named in the appTheme cookie, so a reload never flashes the
 * other theme; a change here is written back to that cookie.
 */
export function AppThemeProvider({ initial, children }: { initial: ThemeName; children: ReactNode }) {
  const [themeName, setName] = useState<ThemeName>(initial);
  const setThemeName = useCallback((name: ThemeName) => {
    setName(name);
    document.cookie = `${THEME_COOKIE}=${name}; path=/; max-age=31536000; samesite=lax`;
  }, []);
  const choice = useMemo(() => ({ themeName, setThemeName }), [themeName, setThemeName]);
  return (
    <ThemeChoiceContext.Provider value={choice}>
      <ThemeProvider theme={THEMES[themeName]}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeChoiceContext.Provider>
  );
}
