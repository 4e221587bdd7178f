import { sealData } from "iron-session";
import { GRANTABLE_TITLES } from "./pages";
import { SESSION_TTL_SECONDS, type SessionData } from "./session-options";

/** Browsers drop a cookie over 4,096 bytes: a staff member holding every right on every page must fit. */
it("keeps the sealed session of staff with every right on every page under 4 KB", async () => {
  const longest = (length: number) => "x".repeat(length);
  const session: SessionData = {
    // A SessionToken as the api signs it (header, claims with sub/sid/ver/iat/exp, signature) and a refresh token.
    sessionToken: longest(260),
    refreshToken: longest(43),
    // A two-factor challenge (about 215 characters) beside a sign-in: someone signing in again as another account.
    twoFactorChallenge: longest(240),
    credentials: {
      id: 2_147_483_647,
      roleId: 3,
      pagePermissions: GRANTABLE_TITLES.map((title) => ({ title, can: "aed" })),
      firstName: longest(40),
      lastName: longest(40),
      roleName: "Staff",
      email: `${longest(60)}@example.com`,
      image: "00000000-0000-0000-0000-000000000000",
      readOnly: false,
    },
  };
  const seal = await sealData(session, { password: { 1: longest(48) }, ttl: SESSION_TTL_SECONDS });
  const cookie = `mac_session=${seal}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_SECONDS}`;
  expect(cookie.length).toBeLessThan(4096);
});
