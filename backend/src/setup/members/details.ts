/** What a profile holds besides its row: addresses, family, astrology and partner preferences. */
import { memberAddresses, memberAstrology, memberFamily, memberPreferences } from "../../db/schema";
import { FEMALE, randomFor, type Context } from "./context";
import { GROUPS } from "./names";
import { STREAM, weighted, type Random } from "./random";
import { tableLoad } from "./table-load";
import { DAY, timeOfDay, YEAR } from "./time";
import { LOCALITIES, MANGLIK, RESIDENTIAL_ABROAD, STREETS, ZODIAC, ZODIAC_FROM } from "./vocabulary";

const pickResidential = weighted(RESIDENTIAL_ABROAD);
const pickManglik = weighted(MANGLIK);
const familySize = weighted([[0, 8], [1, 7], [2, 35], [3, 28], [4, 22]] as const);
const FATHER_WORK = ["Business Owner", "Government Employee", "Teacher", "Engineer", "Banking Professional", "Doctor", "Not Working"];

const religionNames = (context: Context) => new Map([...context.reference.religions].map(([name, id]) => [id, name]));

const line1 = (random: Random) => `${random.between(1, 250)}, ${random.pick(STREETS)}`;
/** A list of ids without repeats or zeros; null for an empty list ("any"). */
function idList(ids: readonly number[]): number[] | null {
  const list = ids.filter((id, index) => id > 0 && ids.indexOf(id) === index);
  return list.length ? list : null;
}

/** A permanent address in the home city; a third also live elsewhere now (a metro, or abroad). */
export const addressesTable = tableLoad(
  memberAddresses,
  ["id", "memberId", "kind", "line1", "line2", "pincode", "countryId", "stateId", "districtId", "cityId", "residentialStatus", "latitude", "longitude"],
  function* (context) {
    const { cities } = context.reference;
    const { metros, abroad } = context.choices;
    let id = 1;
    for (let member = 1; member <= context.total; member++) {
      const home = context.facts.city[member];
      if (home < 0) continue;
      const random = randomFor(context, member, STREAM.address);
      const city = cities[home];
      yield [id++, member, "permanent", line1(random), random.chance(0.6) ? random.pick(LOCALITIES) : null, city.pincode, city.countryId, city.stateId, city.districtId, city.id, "Citizen", null, null];
      if (!random.chance(0.35)) continue;
      const overseas = random.chance(0.25) ? abroad(random) : null;
      const options = overseas ?? metros.filter((index) => index !== home);
      if (!options.length) continue;
      const current = cities[random.pick(options)];
      const status = overseas ? pickResidential(random) : "Citizen";
      yield [id++, member, "current", line1(random), null, current.pincode, current.countryId, current.stateId, current.districtId, current.id, status, null, null];
    }
  },
);

export const familyTable = tableLoad(
  memberFamily,
  ["id", "memberId", "name", "relation", "subType", "educationId", "occupationId", "isAlive"],
  function* (context) {
    const { facts, reference, choices } = context;
    const sikh = reference.religions.get("Sikh");
    let id = 1;
    for (let member = 1; member <= context.total; member++) {
      const random = randomFor(context, member, STREAM.family);
      const size = familySize(random);
      if (!size) continue;
      const group = GROUPS[facts.group[member]];
      const surname = group.surnames[facts.surname[member]];
      const middle = sikh !== undefined && facts.religion[member] === sikh ? group.middle : undefined;
      const name = (female: boolean) => {
        const first = random.pick(female ? group.female : group.male);
        return middle ? `${first} ${female ? middle.female : middle.male} ${surname}` : `${first} ${surname}`;
      };
      const education = () => (random.chance(0.6) ? choices.education(random) : null);
      for (let n = 0; n < size; n++) {
        if (n === 0) {
          yield [id++, member, name(false), "Father", null, education(), reference.occupations.get(random.pick(FATHER_WORK)) ?? null, random.chance(0.92)];
        } else if (n === 1) {
          const homemaker = random.chance(0.55);
          yield [id++, member, name(true), "Mother", null, education(), homemaker ? (reference.occupations.get("Not Working") ?? null) : choices.occupation(random).id, random.chance(0.96)];
        } else {
          const sister = random.chance(0.5);
          yield [id++, member, name(sister), sister ? "Sister" : "Brother", random.chance(0.5) ? "Elder" : "Younger", education(), random.chance(0.6) ? choices.occupation(random).id : null, true];
        }
      }
    }
  },
);

/** How many of a religion's members fill in astrology. */
const ASTROLOGY_SHARE: Record<string, number> = { Hindu: 0.78, Jain: 0.6, Sikh: 0.3, Buddhist: 0.35, Spiritual: 0.4 };

function zodiacOf(birthDay: number): string {
  const date = new Date(birthDay * DAY);
  const month = date.getUTCMonth();
  return date.getUTCDate() >= ZODIAC_FROM[month] ? ZODIAC[(month + 1) % 12] : ZODIAC[month];
}

export const astrologyTable = tableLoad(
  memberAstrology,
  ["memberId", "horoscopeBelief", "birthCountryId", "birthCityId", "zodiacSign", "timeOfBirth", "manglik"],
  function* (context) {
    const { facts, reference, choices } = context;
    const names = religionNames(context);
    for (let member = 1; member <= context.total; member++) {
      const random = randomFor(context, member, STREAM.astrology);
      const religion = names.get(facts.religion[member]) ?? "";
      if (!random.chance(ASTROLOGY_SHARE[religion] ?? 0.08)) continue;
      const hinduOrJain = religion === "Hindu" || religion === "Jain";
      const home = facts.city[member] >= 0 ? reference.cities[facts.city[member]] : undefined;
      const nearby = home ? choices.citiesByState.get(home.state) : undefined;
      const born = home && nearby && random.chance(0.25) ? reference.cities[random.pick(nearby)] : home;
      yield [member, random.chance(hinduOrJain ? 0.75 : 0.3), born?.countryId ?? null, born?.id ?? null, zodiacOf(facts.birthDay[member]), timeOfDay(random.int(24 * 60)), hinduOrJain ? pickManglik(random) : null];
    }
  },
);

/** What members look for: an age and height range around what is usual for a couple, and a few wishes. */
export const preferencesTable = tableLoad(
  memberPreferences,
  [
    "memberId", "ageFrom", "ageTo", "heightFromId", "heightToId", "maritalStatusIds", "religionIds", "communityIds", "educationIds",
    "occupationIds", "dietIds", "stateIds", "incomeFromId", "acceptsDivorced", "acceptsChildren",
  ],
  function* (context) {
    const { facts, reference, choices } = context;
    const never = reference.maritalStatuses.get("Never Married") ?? 0;
    const allMarital = [...reference.maritalStatuses.values()];
    const religions = [...reference.religions.values()];
    const vegetarian = reference.diets.get("Vegetarian") ?? 0;
    const heightId = (cm: number) => reference.heights.get(Math.min(213, Math.max(134, Math.round(cm)))) ?? null;
    for (let member = 1; member <= context.total; member++) {
      const random = randomFor(context, member, STREAM.preferences);
      const female = facts.gender[member] === FEMALE;
      const age = Math.floor((context.asOf / DAY - facts.birthDay[member]) / (YEAR / DAY));
      const ageFrom = Math.max(21, female ? age - random.int(2) : age - 3 - random.int(5));
      const ageTo = Math.min(60, Math.max(ageFrom + 2, female ? age + 3 + random.int(5) : age + random.int(3)));
      const height = facts.heightCm[member];
      const heightFrom = female ? height + random.int(6) : height - 20 - random.int(8);
      const heightTo = female ? height + 15 + random.int(12) : height - random.int(5);
      const married = facts.everMarried[member] === 1;
      const marital = married ? allMarital : random.chance(0.8) ? [never] : allMarital.filter((m) => m === never || random.chance(0.5));
      const religion = facts.religion[member];
      const religionIds = religion && random.chance(0.8) ? [religion, ...(random.chance(0.1) && religions.length ? [random.pick(religions)] : [])] : null;
      const communityIds = facts.community[member] && random.chance(0.4) ? [facts.community[member]] : null;
      const educationIds = random.chance(0.4) ? Array.from({ length: random.between(1, 3) }, () => choices.education(random) ?? 0) : null;
      const occupationIds = random.chance(0.25) ? Array.from({ length: random.between(1, 2) }, () => choices.occupation(random).id ?? 0) : null;
      const diet = facts.diet[member];
      const dietIds = diet && random.chance(0.5) ? (diet === vegetarian || random.chance(0.5) ? [diet] : [diet, vegetarian]) : null;
      const home = facts.city[member] >= 0 ? reference.cities[facts.city[member]] : undefined;
      const stateIds = home && random.chance(0.35) ? [home.stateId] : null;
      const income = facts.income[member];
      const incomeFrom = random.chance(0.4) && reference.incomes.length ? reference.incomes[Math.max(0, female ? income : Math.min(income, 1) - 1 + random.int(2))] : null;
      yield [
        member, ageFrom, ageTo, heightId(heightFrom), heightId(Math.max(heightTo, heightFrom + 5)), idList(marital), religionIds && idList(religionIds),
        communityIds && idList(communityIds), educationIds && idList(educationIds), occupationIds && idList(occupationIds), dietIds && idList(dietIds),
        stateIds && idList(stateIds), incomeFrom ?? null, married || random.chance(0.15), married ? random.chance(0.5) : random.chance(0.1),
      ];
    }
  },
);
