import { readiness } from "@/lib/server/readiness";

/** Ready: the api answers its own /readyz (database and mail) in time (docs/operations.md). */
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const { status, body } = await readiness(request);
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}
