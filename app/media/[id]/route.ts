import { fetchBackend } from "@/lib/backend";
import { guarded } from "@/lib/server/route-handler";

interface Context {
  params: Promise<{ id: string }>;
}

/** Uploaded pictures (IMAGE_BASE_URL is /media/ by default), for signed-in administrators. */
export const GET = guarded<Context>("signedIn", async (request, { session }, { params }) => {
  const { id } = await params;
  const answer = await fetchBackend(`/media/${encodeURIComponent(id)}`, { session, from: request });
  const headers = new Headers();
  for (const name of ["content-type", "cache-control", "x-content-type-options", "content-security-policy"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
});
