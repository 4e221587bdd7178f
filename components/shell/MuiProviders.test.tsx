/** @jest-environment node */
import { renderToString } from "react-dom/server";
import Box from "@mui/material/Box";
import { userSelectForSafari } from "./style-prefixes";
import { MuiProviders } from "./MuiProviders";

// The plugin, counted: stylis runs it on every declaration it compiles.
jest.mock("./style-prefixes", () => {
  const actual = jest.requireActual<typeof import("./style-prefixes")>("./style-prefixes");
  return { userSelectForSafari: jest.fn(actual.userSelectForSafari) };
});

const page = () =>
  renderToString(
    <MuiProviders themeName="PureLightTheme">
      <Box sx={{ display: "flex", userSelect: "none", p: 2 }}>row</Box>
    </MuiProviders>,
  );

describe("the console's styles cache on the server", () => {
  it("compiles a style once per process, not once per request", () => {
    page();
    const compiledByFirst = jest.mocked(userSelectForSafari).mock.calls.length;
    expect(compiledByFirst).toBeGreaterThan(0);
    page();
    // A second request's cache is a new one, but the CSS it writes comes from what the first compiled.
    expect(jest.mocked(userSelectForSafari).mock.calls.length).toBe(compiledByFirst);
  });
});
