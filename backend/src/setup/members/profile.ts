/**
 * A member's profile (their row of `members`), decided in one stream of their own: who they are, where
 * they come from, what they do. A scenario member's stated facts are forced; the rest is drawn as for
 * anyone, from the scenario seed. The facts other tables need are written into `context.facts`.
 */
import { FEMALE, MALE, isScenario, randomFor, scenarioOf, type Context } from "./context";
import { GROUPS } from "./names";
import { STREAM, weighted, type Random } from "./random";
import { DAY, dayText, YEAR } from "./time";
import {
  ADJECTIVES,
  BLOOD_GROUPS,
  BODY_TYPES,
  COMPANIES,
  COMPLEXIONS,
  DRINKING,
  EMPLOYERS,
  EMPLOYMENT_OF,
  FAMILY_TYPES,
  HABITS,
  HOBBIES,
  MARITAL,
  VALUES,
} from "./vocabulary";

export interface Profile {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  phone: string;
  memberCode: string;
  gender: "Male" | "Female";
  birthDate: string;
  profileForId: number | null;
  religionId: number | null;
  communityId: number | null;
  subCommunityId: number | null;
  maritalStatusId: number | null;
  occupationId: number | null;
  educationId: number | null;
  employmentId: number | null;
  incomeId: number | null;
  heightId: number | null;
  weightId: number | null;
  dietId: number | null;
  motherTongue: string;
  complexion: string;
  bodyType: string;
  bloodGroup: string;
  haveChildren: boolean;
  familyType: string;
  companyName: string | null;
  designation: string | null;
  smoking: string;
  drinking: string;
  citizenship: string;
  aboutMe: string;
  expectation: string;
  isActive: boolean;
  registeredAt: number;
  updatedAt: number;
}

const pickComplexion = weighted(COMPLEXIONS);
const pickBodyType = weighted(BODY_TYPES);
const pickBloodGroup = weighted(BLOOD_GROUPS);
const pickFamilyType = weighted(FAMILY_TYPES);
const pickHabit = weighted(HABITS);
const pickDrinking = weighted(DRINKING);
const pickMarital = weighted(MARITAL);
const pickMaritalOlder = weighted([["Never Married", 72], ["Divorced", 14], ["Awaiting Divorce", 6], ["Widowed", 6], ["Annulled", 2]] as const);

/** Food habits by religion (names of the Diet seed). */
const DIETS: Record<string, readonly (readonly [string, number])[]> = {
  Hindu: [["Vegetarian", 42], ["Non-Vegetarian", 33], ["Eggetarian", 12], ["Occasionally Non-Vegetarian", 10], ["Vegan", 3]],
  Jain: [["Jain", 70], ["Vegetarian", 28], ["Vegan", 2]],
  Sikh: [["Vegetarian", 45], ["Non-Vegetarian", 40], ["Eggetarian", 10], ["Occasionally Non-Vegetarian", 5]],
  Buddhist: [["Non-Vegetarian", 55], ["Vegetarian", 30], ["Eggetarian", 10], ["Vegan", 5]],
  meat: [["Non-Vegetarian", 80], ["Occasionally Non-Vegetarian", 10], ["Eggetarian", 5], ["Vegetarian", 5]],
};
const dietPickers = new Map(Object.entries(DIETS).map(([key, entries]) => [key, weighted(entries)]));
const dietOf = (religion: string) => dietPickers.get(religion in DIETS ? religion : ["Muslim", "Christian", "Parsi", "Jewish"].includes(religion) ? "meat" : "Hindu")!;

/** Where an occupation puts a member on the income ladder (an index into the Annual Income seed, 13 rungs). */
const INCOME_RUNG: Record<string, number> = {
  Doctor: 8, "Chartered Accountant": 8, "Software Professional": 7.5, "Civil Services (IAS/IPS/IFS)": 7.5, "Business Owner": 7.5, Architect: 7,
  Lawyer: 7, Consultant: 7.5, Scientist: 7, Engineer: 6.5, "Banking Professional": 6.5, "Marketing Professional": 6, Designer: 6,
  "Defence Services": 6.5, "Professor / Lecturer": 6.5, Teacher: 4.5, Nurse: 4.5, "Government Employee": 5, Pharmacist: 4.5,
};

/** Christians speak the language of their state. */
const CHRISTIAN_TONGUE: Record<string, string> = { Goa: "Konkani", "Tamil Nadu": "Tamil", Karnataka: "Kannada", Maharashtra: "Marathi", Meghalaya: "English", Mizoram: "Mizo", Nagaland: "English" };

const EMAIL_DOMAINS = ["example.com", "example.net", "example.org"];
const emailParts = new Map<string, string>();
/** A name as it appears in an address ("D'Souza" → "dsouza"); the few hundred names are worked out once. */
function emailPart(name: string): string {
  let part = emailParts.get(name);
  if (part === undefined) {
    part = name.toLowerCase().replace(/[^a-z]/g, "");
    emailParts.set(name, part);
  }
  return part;
}

function email(random: Random, first: string, last: string, id: number): string {
  const f = emailPart(first);
  const l = emailPart(last);
  const local = [`${f}.${l}${id}`, `${f}${l}${id}`, `${f}_${l}${id}`, `${f}${id}`, `${l}.${f}${id}`][random.int(5)];
  return `${local}@${random.pick(EMAIL_DOMAINS)}`;
}

/**
 * A 10-digit mobile number starting 6–9, unique by construction: the last nine digits are the id
 * through a bijection of 0..10^9−1 (an odd multiplier not divisible by 5). The block 9800xxxxxx is the
 * scenario members' (98000000xx) and the planted shared numbers' (signals.ts); no generated number falls in it.
 */
function phone(random: Random, id: number): string {
  const rest = (id * 387_420_489 + 123_456_789) % 1_000_000_000;
  let first = [9, 9, 9, 9, 8, 8, 7, 7, 7, 6][random.int(10)];
  if (first === 9 && Math.floor(rest / 1_000_000) === 800) first = 8;
  return `${first}${String(rest).padStart(9, "0")}`;
}

export const memberCode = (id: number) => `SM${1_000_000 + id}`;

/** Two different items of a list. */
function twoOf<T>(random: Random, list: readonly T[]): [T, T] {
  const first = random.int(list.length);
  const second = (first + 1 + random.int(list.length - 1)) % list.length;
  return [list[first], list[second]];
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A member's home state: a group's first states more often. */
function homeCity(context: Context, random: Random, group: number): number {
  const { homeCities, indianCities } = context.choices;
  const states = homeCities[group];
  if (!states.length) return indianCities.length ? random.pick(indianCities) : -1;
  return random.pick(states[Math.min(states.length - 1, Math.floor(random.next() ** 1.8 * states.length))]);
}

export function makeProfile(context: Context, id: number): Profile {
  const { reference, choices, facts } = context;
  const random = randomFor(context, id, STREAM.profile);
  const scenario = isScenario(context, id) ? scenarioOf(id) : undefined;

  const gender = scenario ? (scenario.gender === "Female" ? FEMALE : MALE) : random.chance(0.5) ? FEMALE : MALE;
  const religion = scenario ? (choices.religionByName.get(scenario.religion) ?? choices.religion(random)) : choices.religion(random);
  const groupIndex = scenario ? GROUPS.findIndex((g) => g.key === scenario.group) : religion.group(random);
  const group = GROUPS[groupIndex];
  const firstName = scenario?.firstName ?? random.pick(gender === FEMALE ? group.female : group.male);
  const surnameIndex = scenario ? Math.max(0, group.surnames.indexOf(scenario.lastName)) : random.int(group.surnames.length);
  const lastName = scenario?.lastName ?? group.surnames[surnameIndex];
  const middleName = scenario ? null : religion.name === "Sikh" && group.middle ? (gender === FEMALE ? group.middle.female : group.middle.male) : null;

  // Age: 21 or more when they registered, at most 45 today.
  const registered = context.facts.registered[id];
  let birth: number;
  if (scenario) birth = Date.parse(`${scenario.birthDate}T00:00:00Z`);
  else {
    const ageThen = clamp(random.normal(gender === FEMALE ? 25.5 : 28.5, 3.6), 21, 40);
    birth = registered - ageThen * YEAR - random.next() * 30 * DAY;
    if (context.asOf - birth > 45.9 * YEAR) birth = context.asOf - (45 + random.next() * 0.8) * YEAR;
  }
  const birthDay = Math.floor(birth / DAY);
  const age = (context.asOf - birth) / YEAR;

  const maritalName = age >= 32 ? pickMaritalOlder(random) : pickMarital(random);
  const everMarried = maritalName !== "Never Married";
  const haveChildren = everMarried && random.chance(0.35);

  const communities = choices.communities(religion.id, groupIndex);
  let communityId: number | null = null;
  if (scenario) communityId = reference.communities.find((c) => c.name === scenario.community && c.religionId === religion.id)?.id ?? null;
  else if (communities.usual.length && random.chance(0.85)) communityId = random.pick(communities.usual);
  else if (communities.all.length) communityId = random.pick(communities.all);
  const subs = communityId === null ? undefined : reference.subCommunities.get(communityId);
  const subCommunityId = subs && random.chance(0.6) ? random.pick(subs) : null;

  const occupation = scenario ? (choices.occupationByName.get(scenario.occupation) ?? choices.occupation(random)) : choices.occupation(random);
  const working = occupation.name !== "Not Working";
  const employmentId = reference.employments.get(EMPLOYMENT_OF[occupation.name] ?? "Private Sector") ?? null;
  const degrees = choices.educationFor.get(occupation.name);
  const educationId = scenario ? (reference.educations.get(scenario.education) ?? choices.education(random)) : degrees ? random.pick(degrees) : choices.education(random);

  const incomes = reference.incomes;
  const rung = working ? clamp(Math.round(random.normal((INCOME_RUNG[occupation.name] ?? 6) + (age - 28) * 0.12, 1.4)), 1, incomes.length - 1) : 0;
  const incomeIndex = incomes.length ? Math.min(rung, incomes.length - 1) : -1;

  const heightCm = Math.round(clamp(random.normal(gender === FEMALE ? 157 : 171, gender === FEMALE ? 6 : 7), 134, 213));
  const bmi = clamp(random.normal(gender === FEMALE ? 22 : 23, 3), 17, 35);
  const weightKg = Math.round(clamp(bmi * (heightCm / 100) ** 2, 40, 140));

  const dietName = dietOf(religion.name)(random);
  const dietId = reference.diets.get(dietName) ?? null;

  const profileFor = choices.profileFor[gender](random);

  const cityIndex = scenario ? reference.cities.findIndex((city) => city.name === scenario.city && city.country === "India") : homeCity(context, random, groupIndex);
  const city = cityIndex >= 0 ? reference.cities[cityIndex] : undefined;
  const motherTongue = group.key === "christian" && city ? (CHRISTIAN_TONGUE[city.state] ?? group.motherTongue) : group.motherTongue;

  const companyName = !working
    ? null
    : occupation.name === "Business Owner"
      ? `${lastName} ${random.pick(["Enterprises", "Traders", "Industries", "Associates"])}`
      : random.pick(EMPLOYERS[occupation.name] ?? COMPANIES);
  const designation = working && occupation.titles.length ? random.pick(occupation.titles) : null;

  const female = gender === FEMALE;
  const smoking = female ? (random.chance(0.97) ? "No" : "Occasionally") : pickHabit(random);
  const drinking = female ? (random.chance(0.85) ? "No" : "Occasionally") : pickDrinking(random);

  const [hobby, other] = twoOf(random, HOBBIES);
  const place = city?.name ?? "India";
  const title = designation ?? occupation.name;
  const aboutMe = working
    ? `I am ${/^[AEIOU]/.test(title) ? "an" : "a"} ${title} at ${companyName}, based in ${place}. I enjoy ${hobby} and ${other}.`
    : `I live in ${place} with my family. I enjoy ${hobby} and ${other}.`;
  const [value, alsoValue] = twoOf(random, VALUES);
  const expectation = `Looking for a ${random.pick(ADJECTIVES)} partner who values ${value} and ${alsoValue}.`;

  facts.gender[id] = gender;
  facts.birthDay[id] = birthDay;
  facts.religion[id] = religion.id ?? 0;
  facts.community[id] = communityId ?? 0;
  facts.diet[id] = dietId ?? 0;
  facts.group[id] = groupIndex;
  facts.surname[id] = surnameIndex;
  facts.city[id] = cityIndex;
  facts.heightCm[id] = heightCm;
  facts.income[id] = incomeIndex;
  facts.everMarried[id] = everMarried ? 1 : 0;

  return {
    firstName,
    middleName,
    lastName,
    email: scenario?.email ?? context.planted.email.get(id) ?? email(random, firstName, lastName, id),
    phone: scenario?.phone ?? context.planted.phone.get(id) ?? phone(random, id),
    memberCode: memberCode(id),
    gender: female ? "Female" : "Male",
    birthDate: dayText(birthDay * DAY),
    profileForId: profileFor,
    religionId: religion.id,
    communityId,
    subCommunityId,
    maritalStatusId: reference.maritalStatuses.get(maritalName) ?? null,
    occupationId: occupation.id,
    educationId,
    employmentId,
    incomeId: incomeIndex >= 0 ? incomes[incomeIndex] : null,
    heightId: reference.heights.get(heightCm) ?? null,
    weightId: reference.weights.get(weightKg) ?? null,
    dietId,
    motherTongue,
    complexion: pickComplexion(random),
    bodyType: pickBodyType(random),
    bloodGroup: pickBloodGroup(random),
    haveChildren,
    familyType: pickFamilyType(random),
    companyName,
    designation,
    smoking,
    drinking,
    citizenship: "Indian",
    aboutMe,
    expectation,
    isActive: scenario ? true : random.chance(0.96),
    registeredAt: registered,
    updatedAt: Math.floor((registered + random.next() * (context.asOf - registered)) / 1000) * 1000,
  };
}
