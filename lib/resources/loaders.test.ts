import { RESOURCES } from "./index";
import { RESOURCE_LOADERS } from "./loaders";

describe("the declarations the browser loads one by one", () => {
  // Behind the registry: `npm run db:generate` writes loaders.ts again (scripts/resource-loaders.ts).
  it("are every declaration of the registry, each under its key", async () => {
    expect(Object.keys(RESOURCE_LOADERS).sort()).toEqual(RESOURCES.map((resource) => resource.key).sort());
    for (const resource of RESOURCES) expect(await RESOURCE_LOADERS[resource.key]()).toBe(resource);
  });
});
