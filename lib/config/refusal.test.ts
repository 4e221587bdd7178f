import { z } from "zod";
import { describeConfigError, isConfigRefusal, refusalLine } from "./refusal";

describe("configuration refusals", () => {
  it("are one line per setting, each naming it once", () => {
    expect(refusalLine("ADMIN_PASSWORD", "required when ADMIN_EMAIL is set.")).toBe("Configuration refused: ADMIN_PASSWORD: required when ADMIN_EMAIL is set.");
    expect(refusalLine("JWT_SECRET", "JWT_SECRET is too short.")).toBe("Configuration refused: JWT_SECRET is too short.");
    const parsed = z.object({ PORT: z.string().regex(/^\d+$/, "a number"), HOST: z.string() }).safeParse({ PORT: "x" });
    const text = describeConfigError(parsed.error!);
    expect(text.split("\n")).toEqual(["Configuration refused: PORT: a number", expect.stringMatching(/^Configuration refused: HOST: /)]);
    expect(isConfigRefusal(text)).toBe(true);
    expect(isConfigRefusal("TypeError: x")).toBe(false);
  });
});
