/**
 * Members as the App Users list, its CSV, its actions and their audit entries show them: the
 * declaration's fields (lib/resources/members/app-user.ts) by key, with what the page's buttons need
 * (docs/members.md, "App Users").
 */
import { eq, inArray, sql } from "drizzle-orm";
import { serviceDayOf } from "../../db/service-day";
import type { Db } from "../../db/client";
import { memberDocuments, memberPhotos, members, systemFlags } from "../../db/schema";
import type { Row } from "../../engine/hooks";
import { qualified, tablesOf } from "../../engine/tables";
import { documentStatusLabel } from "./app-user-query";
import { personName } from "../../db/person-name";
import { withSignals } from "./signals";
import { PHOTO_REVIEW_FLAG } from "../../../../lib/settings/setting";

/** The system flag that puts profile photos under review (the Setting page edits it, lib/settings). */
export { PHOTO_REVIEW_FLAG };

/** Whether staff review profile photos: the flag's value is "true". */
export const photoReviewOn = sql<boolean>`coalesce((select ${systemFlags.value} = 'true' from ${systemFlags} where ${systemFlags.name} = ${PHOTO_REVIEW_FLAG}), false)`;

/** The same rule asked on its own (an action's precondition, the sidebar's count of photos waiting). */
export async function photoReviewIsOn(db: Db): Promise<boolean> {
  const { rows } = await db.execute(sql`select ${photoReviewOn} as "on"`);
  return (rows[0] as { on: boolean }).on === true;
}

/** The day of registration in the service's time zone, as the range of days counts it. */
const registeredDay = serviceDayOf(members.registeredAt);

/**
 * What the CSV export writes of a member (the declaration's columns and the status they make), read
 * from the members row alone: a batch of the export is one query, with no join.
 */
export const exportColumns = {
  name: personName(members),
  memberCode: members.memberCode,
  email: members.email,
  phone: members.phone,
  gender: members.gender,
  documentStatus: members.documentStatus,
  registeredAt: registeredDay,
  isBlocked: members.isBlocked,
  isActive: members.isActive,
};

/** The members of the given ids, in the order of the ids; ids of no member are left out. */
export async function memberRows(db: Db, ids: number[]): Promise<Row[]> {
  if (!ids.length) return [];
  const religion = tablesOf("religion").main;
  const community = tablesOf("community").main;
  const marital = tablesOf("maritalstatus").main;
  const found = await db
    .select({
      id: members.id,
      name: personName(members),
      memberCode: members.memberCode,
      email: members.email,
      dialCode: members.dialCode,
      phone: members.phone,
      gender: members.gender,
      religionId: members.religionId,
      religionIdName: religion.name,
      communityId: members.communityId,
      communityIdName: community.name,
      maritalStatusId: members.maritalStatusId,
      maritalStatusIdName: marital.name,
      documentStatus: members.documentStatus,
      hasPendingDocuments: sql<boolean>`exists (select 1 from ${memberDocuments} where ${qualified(memberDocuments.memberId)} = ${qualified(members.id)} and not ${qualified(memberDocuments.isVerified)})`,
      photoStatus: members.photoStatus,
      photoId: members.photoId,
      photoMediaId: memberPhotos.mediaId,
      photoReviewOn,
      hasSignals: sql<boolean>`${withSignals()}`,
      isBlocked: members.isBlocked,
      blockedAt: members.blockedAt,
      isActive: members.isActive,
      registeredAt: registeredDay,
    })
    .from(members)
    .leftJoin(religion, eq(religion.id, members.religionId))
    .leftJoin(community, eq(community.id, members.communityId))
    .leftJoin(marital, eq(marital.id, members.maritalStatusId))
    .leftJoin(memberPhotos, eq(memberPhotos.id, members.photoId))
    .where(inArray(members.id, ids));
  const byId = new Map<number, Row>(found.map(({ photoReviewOn: reviewOn, ...row }) => {
    const photoPending = row.photoStatus === "pending";
    return [
      row.id,
      {
        ...row,
        documentStatus: documentStatusLabel(row.documentStatus),
        photoPending,
        // Approve and Reject apply: a photo waits and staff review photos.
        photoReviewable: photoPending && Boolean(reviewOn),
        // The verified mark: an approved profile photo, as the original app's isVerifyProfilePic.
        isVerified: row.photoStatus === "approved",
      } as Row,
    ];
  }));
  return ids.flatMap((id): Row[] => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
