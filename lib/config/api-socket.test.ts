import { parseConsoleEnv } from "./console-env";
import { apiSocketSetting, defaultApiSocket } from "./api-socket";

describe("API_SOCKET", () => {
  it("takes an absolute path the system can hold, and refuses others in words", () => {
    expect(apiSocketSetting.parse("/srv/app/.data/api.sock")).toBe("/srv/app/.data/api.sock");
    expect(apiSocketSetting.safeParse(".data/api.sock").error?.issues[0].message).toBe("API_SOCKET must be an absolute path");
    expect(apiSocketSetting.safeParse(`/${"d".repeat(100)}/api.sock`).error?.issues[0].message).toMatch(/at most 100 bytes/);
    expect(parseConsoleEnv({ SESSION_SECRET: "x".repeat(10), API_SOCKET: "api.sock" }).refusal).toMatch(/API_SOCKET must be an absolute path/);
  });

  it("is given by npm start beside the data where the system has sockets and the path fits, else the port is used", () => {
    expect(defaultApiSocket("/srv/app/.data", "linux")).toBe("/srv/app/.data/api.sock");
    expect(defaultApiSocket("/srv/app/.data", "win32")).toBeUndefined();
    expect(defaultApiSocket(`/${"d".repeat(100)}`, "linux")).toBeUndefined();
  });
});
