import { randomBytes } from "node:crypto";
import { sealData } from "iron-session";
import { SESSION_COOKIE, SESSION_TTL_SECONDS, sessionPasswords } from "../session-options";
import { requestSession } from "./request-session";

beforeAll(() => {
  process.env.SESSION_SECRET = randomBytes(48).toString("base64url");
});
afterEach(() => jest.restoreAllMocks());

const seal = (data: object) => sealData(data, { password: sessionPasswords(), ttl: SESSION_TTL_SECONDS });
const open = (cookie: string, setCookies = new Headers()) => requestSession(new Request("http://localhost/api/admin/religion", { headers: { cookie } }), setCookies);

describe("requestSession: a cookie opened once is remembered", () => {
  it("opens the same cookie to the same data again, each time a copy of its own", async () => {
    const cookie = `${SESSION_COOKIE}=${await seal({ sessionToken: "s", refreshToken: "r", twoFactorChallenge: "c" })}`;
    const first = await open(cookie);
    expect({ ...first }).toEqual({ sessionToken: "s", refreshToken: "r", twoFactorChallenge: "c" });
    delete first.twoFactorChallenge;
    first.sessionToken = "changed";
    const second = await open(`other=1; ${cookie}`);
    expect({ ...second }).toEqual({ sessionToken: "s", refreshToken: "r", twoFactorChallenge: "c" });
  });

  it("writes a save or a destroy of a remembered session into its own answer", async () => {
    const cookie = `${SESSION_COOKIE}=${await seal({ sessionToken: "s" })}`;
    await open(cookie);
    const saved = new Headers();
    const session = await open(cookie, saved);
    session.sessionToken = "t";
    await session.save();
    expect(saved.getSetCookie()).toEqual([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=Fe26\\.2\\*`))]);
    const destroyed = new Headers();
    (await open(cookie, destroyed)).destroy();
    expect(destroyed.getSetCookie()).toEqual([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0`))]);
  });

  it("opens nothing once the seal has expired, remembered or not", async () => {
    const cookie = `${SESSION_COOKIE}=${await seal({ sessionToken: "s" })}`;
    expect((await open(cookie)).sessionToken).toBe("s");
    const later = Date.now() + (SESSION_TTL_SECONDS + 120) * 1000;
    jest.spyOn(Date, "now").mockReturnValue(later);
    expect({ ...(await open(cookie)) }).toEqual({});
  });

  it("opens nothing from a seal altered by one character, though its original is remembered", async () => {
    const sealed = await seal({ sessionToken: "s" });
    expect((await open(`${SESSION_COOKIE}=${sealed}`)).sessionToken).toBe("s");
    const altered = sealed.replace(/\*([A-Za-z0-9_-])/, (_, ch: string) => `*${ch === "A" ? "B" : "A"}`);
    expect({ ...(await open(`${SESSION_COOKIE}=${altered}`)) }).toEqual({});
  });
});
