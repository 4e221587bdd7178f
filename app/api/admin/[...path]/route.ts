import { apiAccessFor, SESSION_ACTIONS } from "@/lib/access";
import { callBackend } from "@/lib/backend";
import { keepSignedInRecords } from "@/lib/session-records";
import { guarded, json } from "@/lib/route-handler";

interface Context {
  params: Promise<{ path: string[] }>;
}

/**
 * The console's door to the api: checks the session and the page permission of the resource
 * (lib/access.ts), then forwards with the tokens from the sealed cookie. Sign-in, refresh and
 * sign-out are the session route's, never forwarded.
 */
const accessOf = async ({ params }: Context) => {
  const { path } = await params;
  return path[0] === "users" && SESSION_ACTIONS.has(path[1]) ? undefined : apiAccessFor(path);
};

const forward = guarded<Context>(accessOf, async (request, { session, credentials }, { params }) => {
  const { path } = await params;
  const hasBody = !["GET", "HEAD", "DELETE"].includes(request.method);
  const answer = await callBackend(`/api/admin/${path.map(encodeURIComponent).join("/")}`, {
    method: request.method as "GET",
    body: hasBody ? await request.json().catch(() => ({})) : undefined,
    session: credentials ? session : undefined,
    from: request,
    query: new URL(request.url).searchParams,
  });
  if (answer.status === 401 && credentials) session.destroy();
  const { status: _status, recordList, ...rest } = answer.body;
  const ownAccount = path[0] === "users" && (await accessOf({ params })) === "signedIn";
  const records = answer.status === 200 && credentials && ownAccount ? await keepSignedInRecords(session, recordList) : recordList;
  return json(answer.status, { ...rest, recordList: records });
});

export { forward as GET, forward as POST, forward as PUT, forward as DELETE, forward as PATCH };
