import { missingTools, plan, TOOLS, type Tool } from "./preflight";

const [chromium, nginx] = TOOLS({});

describe("npm test's preflight", () => {
  it("lets the tests run when Chromium and nginx are there", () => {
    for (const root of [true, false]) for (const apt of [true, false]) expect(plan([], { root, apt })).toEqual({ kind: "ready" });
  });

  it("installs what is missing with apt-get when it runs as root", () => {
    expect(plan([chromium, nginx], { root: true, apt: true })).toEqual({ kind: "install", packages: ["chromium", "nginx"] });
    expect(plan([nginx], { root: true, apt: true })).toEqual({ kind: "install", packages: ["nginx"] });
  });

  it("otherwise names what is missing and the one command to run, and installs nothing", () => {
    const asked = plan([chromium, nginx], { root: false, apt: true });
    expect(asked.kind).toBe("ask");
    const message = (asked as { message: string }).message;
    expect(message).toContain("Chromium (/usr/bin/chromium) and nginx (/usr/sbin/nginx)");
    expect(message.split("\n").filter((line) => line.startsWith("  "))).toEqual(["  sudo apt-get install -y chromium nginx"]);
    expect((plan([nginx], { root: false, apt: true }) as { message: string }).message).toContain("  sudo apt-get install -y nginx\n");
  });

  it("without apt-get, even as root, asks for the tools by name", () => {
    const asked = plan([chromium], { root: true, apt: false });
    expect(asked).toEqual({ kind: "ask", message: expect.stringContaining("install Chromium with this system's package manager") });
    expect((asked as { message: string }).message).toContain("CHROMIUM_PATH");
  });

  it("asks rather than installs when CHROMIUM_PATH or NGINX_PATH names a place apt-get does not fill", () => {
    const [moved] = TOOLS({ CHROMIUM_PATH: "/opt/chrome/chrome" });
    expect(plan([moved], { root: true, apt: true })).toEqual({ kind: "ask", message: expect.stringContaining("Chromium (/opt/chrome/chrome)") });
  });

  it("looks where the tests look, CHROMIUM_PATH and NGINX_PATH included", () => {
    expect(TOOLS({ CHROMIUM_PATH: "/opt/chrome/chrome", NGINX_PATH: "/usr/local/sbin/nginx" }).map((tool) => tool.path)).toEqual(["/opt/chrome/chrome", "/usr/local/sbin/nginx"]);
    const absent: Tool = { ...chromium, path: "/nonexistent/chromium" };
    const present: Tool = { ...nginx, path: process.execPath };
    expect(missingTools([absent, present])).toEqual([absent]);
  });
});
