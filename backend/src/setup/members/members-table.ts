/** The members themselves: a profile each, with the summary of their photos, documents and block. */
import { members } from "../../db/schema";
import { makeProfile } from "./profile";
import { planPurchases } from "./purchases";
import { tableLoad } from "./table-load";
import { documentPlan, photoPlan, profilePhotoUploaded } from "./uploads";

export const membersTable = tableLoad(
  members,
  [
    "id", "memberCode", "firstName", "middleName", "lastName", "email", "dialCode", "phone", "gender", "birthDate",
    "profileForId", "religionId", "communityId", "subCommunityId", "maritalStatusId", "occupationId", "educationId", "employmentId",
    "incomeId", "heightId", "weightId", "dietId", "motherTongue", "complexion", "bodyType", "bloodGroup", "haveChildren", "familyType",
    "companyName", "designation", "smoking", "drinking", "citizenship", "aboutMe", "expectation",
    "photoId", "photoStatus", "photoWaitingSince", "documentStatus", "isBlocked", "blockedAt", "isActive", "registeredAt", "updatedAt",
  ],
  function* (context) {
    // Photo ids are handed out member by member, as the photos pass writes them: a member's first photo is their profile photo.
    let nextPhotoId = 1;
    for (let id = 1; id <= context.total; id++) {
      const p = makeProfile(context, id);
      const photos = photoPlan(context, id);
      const photoId = photos.count ? nextPhotoId : null;
      nextPhotoId += photos.count;
      const blockedAt = context.blockedAt.get(id);
      planPurchases(context, id);
      yield [
        id, p.memberCode, p.firstName, p.middleName, p.lastName, p.email, "+91", p.phone, p.gender, p.birthDate,
        p.profileForId, p.religionId, p.communityId, p.subCommunityId, p.maritalStatusId, p.occupationId, p.educationId, p.employmentId,
        p.incomeId, p.heightId, p.weightId, p.dietId, p.motherTongue, p.complexion, p.bodyType, p.bloodGroup, p.haveChildren, p.familyType,
        p.companyName, p.designation, p.smoking, p.drinking, p.citizenship, p.aboutMe, p.expectation,
        photoId, photos.status, photos.status === "pending" ? new Date(profilePhotoUploaded(context, id, photos)) : null, documentPlan(context, id).status, blockedAt !== undefined, blockedAt === undefined ? null : new Date(blockedAt), p.isActive,
        new Date(p.registeredAt), new Date(Math.max(p.updatedAt, blockedAt ?? 0)),
      ];
    }
  },
);
