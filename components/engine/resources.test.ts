import { RESOURCES } from "@/lib/resources/index";
import { loadResource, requireResource } from "./resources";

describe("the browser's declarations", () => {
  it("are there once loaded, with those their fields refer to", async () => {
    expect(() => requireResource("premiumaccount")).toThrow("before it was loaded");
    await loadResource("premiumaccount");
    expect(requireResource("premiumaccount")).toBe(RESOURCES.find((resource) => resource.key === "premiumaccount"));
    // Its durations (rows referring to Time Duration) give the unit of its cells: loaded with it.
    expect(requireResource("timeduration").key).toBe("timeduration");
  });

  it("loads each key once, and refuses a key nobody declared", () => {
    expect(loadResource("community")).toBe(loadResource("community"));
    expect(() => loadResource("nothing")).toThrow('No resource is declared with the key "nothing"');
  });
});
