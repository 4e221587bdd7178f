/** Alive: the console process answers. No dependency is asked (docs/operations.md). */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: 200 }, { headers: { "cache-control": "no-store" } });
}
