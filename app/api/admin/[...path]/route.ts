import { forwardAdmin } from "@/lib/server/admin-forwarder";

interface Context {
  params: Promise<{ path: string[] }>;
}

/**
 * The console's door to the api (lib/server/admin-forwarder.ts). The production server answers these
 * paths before Next (lib/server/admin-lane.ts); this route serves them where the lane is not installed
 * (next dev) and any path the lane leaves to Next.
 */
const forward = async (request: Request, { params }: Context) => forwardAdmin(request, (await params).path);

export { forward as GET, forward as POST, forward as PUT, forward as DELETE, forward as PATCH };
