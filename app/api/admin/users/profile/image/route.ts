import { callBackend } from "@/lib/backend";
import { keepSignedInRecords } from "@/lib/session-records";
import { guarded, json, refuse } from "@/lib/route-handler";

const MAX_BYTES = 2 * 1024 * 1024;

/** The own profile picture: the file's bytes go to the api, which checks what they are. */
export const POST = guarded("signedIn", async (request, { session }) => {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > 2 * MAX_BYTES) return refuse(400, "The picture must be 2 MB or smaller.");
  const bytes = await request.arrayBuffer();
  const answer = await callBackend("/api/admin/users/profile/image", {
    method: "POST",
    file: { bytes, contentType: "application/octet-stream" },
    session,
    from: request,
  });
  if (answer.status === 401) session.destroy();
  const { status: _status, recordList, ...rest } = answer.body;
  return json(answer.status, { ...rest, recordList: answer.status === 200 ? await keepSignedInRecords(session, recordList) : recordList });
});
