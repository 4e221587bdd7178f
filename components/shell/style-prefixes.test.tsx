/** @jest-environment node */
import createCache from "@emotion/cache";
import { CacheProvider, css, jsx } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { userSelectForSafari } from "./style-prefixes";

/** The CSS the console's styles cache writes for `styles`, as it goes into the page. */
function written(styles: string): string {
  const cache = createCache({ key: "t", stylisPlugins: [userSelectForSafari] });
  const html = renderToString(
    <CacheProvider value={cache}>
      {jsx("div", { css: css(styles) })}
    </CacheProvider>,
  );
  return html.match(/<style[^>]*>(.*?)<\/style>/)?.[1] ?? "";
}

describe("the console's style prefixes", () => {
  it("writes user-select for Safari too, and nothing else prefixed", () => {
    const rule = written("display:flex;user-select:none;transition:opacity 1s;align-items:center;");
    expect(rule).toContain("-webkit-user-select:none;user-select:none;");
    expect(rule).not.toMatch(/-webkit-(box|flex|transition|align)|-ms-|-moz-/);
    expect(rule).toContain("display:flex;");
  });
});
