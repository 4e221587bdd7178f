/**
 * A member's documents and files (docs/members.md, "Documents and photos", "Member files"): the
 * documents list and its per-document Verify; photos and documents served under App Users only, with
 * their own type when it is a picture or a PDF, never as a page; /media/:id no longer serves them.
 */
import { MESSAGES } from "@/lib/messages";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { ACCOUNTS, bearer, buildTestApp, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { auditOf, csvCells, memberTablesFingerprint } from "../../../test/member-checks";
import { insertDocument, insertMedia, insertMember, insertProfilePhoto, refId } from "../../../test/members";
import { PNG_BYTES, resourceClient, type ResourceClient } from "../../../test/resources";
import { media, memberDocuments, memberPhotos, members } from "../../db/schema";
import { seedReferenceData } from "../../engine/seed";

describeEachDatabase("Member documents and files", (t) => {
  let app: FastifyInstance;
  let staff: ResourceClient;
  let staffToken: string;
  let staffId: number;
  let aadhaar: number;
  let pan: number;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    const record = await signIn(app, ACCOUNTS.staff);
    [staffToken, staffId] = [record.SessionToken, record.id];
    staff = resourceClient(app, staffToken);
    aadhaar = await refId(t.db, "document-type", "Aadhaar Card");
    pan = await refId(t.db, "document-type", "PAN Card");
  });
  afterAll(async () => {
    await app?.close();
  });

  const fetchFile = (path: string, token = staffToken) => app.inject({ method: "GET", url: path, headers: bearer(token) });

  it("lists a member's documents, newest first, with their file, and verifies each on its own", async () => {
    const member = await insertMember(t.db, { firstName: "Kavya", lastName: "Nair" });
    const other = await insertMember(t.db);
    const first = (await insertDocument(t.db, member.id, aadhaar)).document;
    const second = (await insertDocument(t.db, member.id, pan)).document;
    await t.db.update(memberDocuments).set({ uploadedAt: new Date("2024-05-01T10:00:00Z") }).where(eq(memberDocuments.id, first.id));
    await insertDocument(t.db, other.id, pan);

    const list = await staff.ok(`memberdocument?memberId=${member.id}`);
    expect(list.totalRecords).toBe(2);
    expect(list.recordList.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(list.recordList[1]).toMatchObject({
      id: first.id,
      memberId: member.id,
      memberIdName: "Kavya Nair",
      documentTypeId: aadhaar,
      documentTypeIdName: "Aadhaar Card",
      mediaId: first.mediaId,
      fileName: `member-document-${first.mediaId.slice(0, 8)}.png`,
      fileKind: "image",
      isVerified: false,
      awaitingVerification: true,
      verifiedBy: null,
      verifiedAt: null,
      uploadedAt: "2024-05-01",
    });
    expect(ids(await staff.ok(`memberdocument?memberId=${member.id}&sort=uploadedAt&order=asc`))).toEqual([first.id, second.id]);

    const verified = await staff.post(`memberdocument/${first.id}/verify`, {});
    expect(verified.json()).toMatchObject({ status: 200, message: "Aadhaar Card of Kavya Nair verified." });
    expect(verified.json().recordList[0]).toMatchObject({ isVerified: true, awaitingVerification: false, verifiedBy: "Ravi Kumar", verifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const [stored] = await t.db.select().from(memberDocuments).where(eq(memberDocuments.id, first.id));
    expect(stored.verifiedBy).toBe(staffId);
    // One of two verified: the member still has one waiting.
    expect((await t.db.select().from(members).where(eq(members.id, member.id)))[0].documentStatus).toBe("pending");
    const [entry] = await auditOf(t.db, member.id);
    expect(entry).toMatchObject({ action: "memberdocument.verify", adminId: staffId, page: "App Users", memberId: member.id, target: `memberdocument:${first.id}` });

    const before = await memberTablesFingerprint(t.db);
    const again = await staff.post(`memberdocument/${first.id}/verify`, {});
    expect(again.json()).toMatchObject({ status: 409, message: MESSAGES.documentAlreadyVerified });
    for (const id of ["x", "0", "0x1", "01"]) expect((await staff.post(`memberdocument/${id}/verify`, {})).statusCode).toBe(404);
    expect((await staff.post("memberdocument/2000000000/verify", {})).json()).toMatchObject({ status: 404, message: "Document not found." });
    expect(await memberTablesFingerprint(t.db)).toEqual(before);

    expect((await staff.post(`memberdocument/${second.id}/verify`, {})).statusCode).toBe(200);
    expect((await t.db.select().from(members).where(eq(members.id, member.id)))[0].documentStatus).toBe("verified");
    expect((await staff.ok(`appuser/${member.id}`)).recordList[0]).toMatchObject({ documentStatus: "Verified", hasPendingDocuments: false });

    const [header, ...lines] = csvCells((await staff.get(`memberdocument/export?memberId=${member.id}`)).body);
    expect(header).toEqual(["Sr. No", "Document", "File", "Uploaded on", "Verified", "Verified by", "Verified on"]);
    expect(lines.map((line) => line.slice(1, 3))).toEqual([
      ["PAN Card", `member-document-${second.mediaId.slice(0, 8)}.png`],
      ["Aadhaar Card", `member-document-${first.mediaId.slice(0, 8)}.png`],
    ]);
  });

  it("serves member photos and documents with safe headers, and nothing else", async () => {
    const member = await insertMember(t.db);
    const { file: photo } = await insertProfilePhoto(t.db, member.id, "pending");
    const photoAnswer = await fetchFile(`/api/admin/appuser/files/${photo.id}`);
    expect(photoAnswer.statusCode).toBe(200);
    expect(photoAnswer.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(photoAnswer.headers).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `inline; filename="member-photo-${photo.id.slice(0, 8)}.png"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, no-store",
    });

    // A PDF is downloaded; a file of any other stored type is bytes to save, never HTML to show.
    const kinds: [string, string, string][] = [
      ["application/pdf", "application/pdf", "pdf"],
      ["text/html", "application/octet-stream", "bin"],
      ["image/svg+xml", "application/octet-stream", "bin"],
      ["IMAGE/JPEG; charset=binary", "image/jpeg", "jpg"],
    ];
    for (const [stored, served, extension] of kinds) {
      const { document } = await insertDocument(t.db, member.id, aadhaar);
      await t.db.update(media).set({ contentType: stored }).where(eq(media.id, document.mediaId));
      const answer = await fetchFile(`/api/admin/appuser/files/${document.mediaId}`);
      const disposition = served.startsWith("image/") ? "inline" : "attachment";
      expect({ stored, type: answer.headers["content-type"], disposition: answer.headers["content-disposition"] }).toEqual({
        stored,
        type: served,
        disposition: `${disposition}; filename="member-document-${document.mediaId.slice(0, 8)}.${extension}"`,
      });
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }

    // Uploads that are no member's file (an occupation's picture) are not served here; nor is nonsense.
    const occupationPicture = await insertMedia(t.db, "occupation");
    for (const path of [occupationPicture.id, "00000000-0000-4000-8000-000000000000", "not-an-id", "..%2F..%2Fetc"]) {
      expect({ path, status: (await fetchFile(`/api/admin/appuser/files/${path}`)).statusCode }).toEqual({ path, status: 404 });
    }
    // The picture route serves them still; it no longer serves members' files or the generator's.
    expect((await fetchFile(`/media/${occupationPicture.id}`)).statusCode).toBe(200);
    const generated = await insertMedia(t.db, "generator");
    await t.db.insert(memberPhotos).values({ memberId: member.id, mediaId: generated.id });
    for (const id of [photo.id, generated.id]) expect({ id, status: (await fetchFile(`/media/${id}`)).statusCode }).toEqual({ id, status: 404 });
    // A shared generated picture a member uses is served under App Users.
    expect((await fetchFile(`/api/admin/appuser/files/${generated.id}`)).statusCode).toBe(200);

    // Only to staff with App Users; the demo administrator reads.
    const content = await signIn(app, ACCOUNTS.content);
    expect((await fetchFile(`/api/admin/appuser/files/${photo.id}`, content.SessionToken)).statusCode).toBe(403);
    const demo = await signIn(app, ACCOUNTS.demo);
    expect((await fetchFile(`/api/admin/appuser/files/${photo.id}`, demo.SessionToken)).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `/api/admin/appuser/files/${photo.id}` })).statusCode).toBe(401);
  });
});

const ids = (body: { recordList: Record<string, unknown>[] }) => body.recordList.map((row) => row.id);
