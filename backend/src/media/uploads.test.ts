/**
 * Uploads keep only their pixels, and an upload no saved record names is removed after a day
 * (docs/uploads.md).
 */
import sharp from "sharp";
import { eq, inArray, sql } from "drizzle-orm";
import { bearer, buildTestApp } from "../../test/app";
import { useAdminApp } from "../../test/admins";
import { describeEachDatabase } from "../../test/databases";
import { MARKUP, polyglotPng, REAL_PNG } from "../../test/images";
import { insertMember, insertProfilePhoto } from "../../test/members";
import { uploadPicture } from "../../test/resources";
import { adminUsers, media } from "../db/schema";
import { sweepUnusedUploads } from "./sweep";

describeEachDatabase("uploads", (t) => {
  const api = useAdminApp(t);
  const admin = api.admin;

  const stored = async (id: string) => (await t.db.select({ bytes: media.bytes }).from(media).where(eq(media.id, id)))[0]?.bytes;
  const age = (ids: string[], hours: number) =>
    t.db.update(media).set({ createdAt: sql`now() - make_interval(hours => ${hours})` }).where(inArray(media.id, ids));
  const present = async (ids: string[]) => (await t.db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((row) => row.id).sort();

  it("keeps only the pixels of a resource's picture that is also HTML", async () => {
    const id = await uploadPicture(api.app, admin.record.SessionToken, "occupation", polyglotPng());
    const bytes = await stored(id);
    expect(bytes.includes(MARKUP)).toBe(false);
    expect(bytes.includes("<script")).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe("png");
  });

  it("removes uploads older than a day that no record names, and keeps every other", async () => {
    const orphan = await uploadPicture(api.app, admin.record.SessionToken, "occupation");
    const fresh = await uploadPicture(api.app, admin.record.SessionToken, "occupation");
    const saved = await uploadPicture(api.app, admin.record.SessionToken, "occupation");
    expect((await admin("POST", "occupation", { name: "Swept Trade", image: saved })).statusCode).toBe(200);
    const picture = await api.app.inject({ method: "POST", url: "/api/admin/users/profile/image", headers: { ...bearer(admin.record.SessionToken), "content-type": "image/png" }, payload: REAL_PNG });
    expect(picture.statusCode).toBe(200);
    const [{ image: own }] = await t.db.select({ image: adminUsers.image }).from(adminUsers).where(eq(adminUsers.id, admin.record.id));
    const member = await insertMember(t.db);
    const { file: photo } = await insertProfilePhoto(t.db, member.id);
    const all = [orphan, fresh, saved, own!, photo.id];
    await age([orphan, saved, own!, photo.id], 25);
    await age([fresh], 23);

    await sweepUnusedUploads(t.db);
    expect(await present(all)).toEqual([fresh, saved, own!, photo.id].sort());
  });

  it("sweeps when an api starts, and two sweeps at once remove each file once", async () => {
    const first = await uploadPicture(api.app, admin.record.SessionToken, "occupation");
    const second = await uploadPicture(api.app, admin.record.SessionToken, "occupation");
    await age([first], 30);
    const other = await buildTestApp(t.db);
    await other.ready();
    await other.close(); // waits for the sweep it started
    expect(await present([first, second])).toEqual([second]);

    await age([second], 30);
    const removed = await Promise.all([sweepUnusedUploads(t.db), sweepUnusedUploads(t.db)]);
    expect(removed.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await present([second])).toEqual([]);
  });
});
