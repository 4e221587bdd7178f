/**
 * The generator's choices bound to this database's ids, made once per run: religions with their
 * groups, communities by religion, cities by state, occupations with their titles… Names in the code
 * the database lacks are left out, so a trimmed master list still generates valid rows.
 */
import { GROUPS, RELIGIONS } from "./names";
import type { City, Reference } from "./reference";
import { weighted, type Random } from "./random";
import { ABROAD, EDUCATION_FOR, EDUCATIONS, METROS, OCCUPATIONS, PROFILE_FOR_WEIGHT } from "./vocabulary";

export interface ReligionChoice {
  name: string;
  id: number | null;
  /** Index into GROUPS. */
  group: (random: Random) => number;
}

export interface OccupationChoice {
  name: string;
  id: number | null;
  titles: readonly string[];
}

export interface Choices {
  religion: (random: Random) => ReligionChoice;
  religionByName: Map<string, ReligionChoice>;
  /** Community ids of a religion, all and those a group's people mostly belong to. */
  communities: (religionId: number | null, group: number) => { all: number[]; usual: number[] };
  /** Profile-for ids a member of a gender may have (Son for men, Daughter for women, Self for all…). */
  profileFor: [(random: Random) => number | null, (random: Random) => number | null];
  /** Education ids that go with an occupation, when it asks for particular degrees. */
  educationFor: Map<string, number[]>;
  occupation: (random: Random) => OccupationChoice;
  occupationByName: Map<string, OccupationChoice>;
  education: (random: Random) => number | null;
  /** Indian cities by state name; cities abroad by country name; the metros people move to. */
  citiesByState: Map<string, number[]>;
  /** By group (GROUPS' order): the cities of each of its home states the database has, first states first. */
  homeCities: number[][][];
  indianCities: number[];
  metros: number[];
  abroad: (random: Random) => number[] | null;
  gateway: (random: Random) => number | null;
}

const present = <T extends readonly [string, number, ...unknown[]]>(entries: readonly T[], ids: Map<string, number>) => entries.filter(([name]) => ids.has(name));

export function makeChoices(reference: Reference): Choices {
  const groupIndex = new Map(GROUPS.map((group, index) => [group.key, index]));
  const religionChoices = RELIGIONS.map((religion) => ({
    name: religion.name,
    id: reference.religions.get(religion.name) ?? null,
    group: weighted(religion.groups.map(([key, weight]) => [groupIndex.get(key)!, weight] as const)),
    weight: religion.weight,
  }));
  // A database without a religion still gets members (of no stated religion): the generic groups.
  const usable = religionChoices.filter((choice) => choice.id !== null);
  const religion = weighted((usable.length ? usable : religionChoices.filter((c) => c.name === "Other")).map((choice) => [choice, choice.weight] as const));

  const byReligion = new Map<number, { id: number; name: string }[]>();
  for (const community of reference.communities) byReligion.set(community.religionId, [...(byReligion.get(community.religionId) ?? []), community]);
  const communityCache = new Map<number, { all: number[]; usual: number[] }>();
  const communities = (religionId: number | null, group: number) => {
    const key = (religionId ?? 0) * 256 + group;
    let found = communityCache.get(key);
    if (!found) {
      const all = religionId === null ? [] : (byReligion.get(religionId) ?? []);
      const usualNames = new Set(GROUPS[group].communities);
      found = { all: all.map((c) => c.id), usual: all.filter((c) => usualNames.has(c.name)).map((c) => c.id) };
      communityCache.set(key, found);
    }
    return found;
  };

  const occupationChoices = OCCUPATIONS.map(([name, weight, titles]) => ({ name, id: reference.occupations.get(name) ?? null, titles, weight }));
  const occupationsPresent = occupationChoices.filter((choice) => choice.id !== null);
  const occupation = weighted((occupationsPresent.length ? occupationsPresent : occupationChoices).map((choice) => [choice, choice.weight] as const));

  const educationsPresent = present(EDUCATIONS, reference.educations);
  const allEducations = [...reference.educations.values()];
  const education = educationsPresent.length
    ? weighted(educationsPresent.map(([name, weight]) => [reference.educations.get(name)!, weight] as const))
    : (random: Random) => (allEducations.length ? random.pick(allEducations) : null);

  const citiesByState = new Map<string, number[]>();
  const citiesByCountry = new Map<string, number[]>();
  reference.cities.forEach((city: City, index: number) => {
    if (city.country === "India") citiesByState.set(city.state, [...(citiesByState.get(city.state) ?? []), index]);
    else citiesByCountry.set(city.country, [...(citiesByCountry.get(city.country) ?? []), index]);
  });
  const indianCities = [...citiesByState.values()].flat();
  const metroNames = new Set(METROS);
  const metros = indianCities.filter((index) => metroNames.has(reference.cities[index].name));
  const abroadPresent = ABROAD.filter(([country]) => citiesByCountry.has(country));
  const abroadPick = abroadPresent.length ? weighted(abroadPresent.map(([country, weight]) => [citiesByCountry.get(country)!, weight] as const)) : null;

  const gatewayWeights: [string, number][] = [
    ["Razorpay", 60], ["Google Play Billing", 14], ["Apple In-App Purchase", 8], ["Stripe", 7], ["PayPal", 6], ["Manual Payment", 5],
  ];
  const gatewaysPresent = gatewayWeights.filter(([name]) => reference.gateways.has(name));
  const allGateways = [...reference.gateways.values()];
  const gateway = gatewaysPresent.length
    ? weighted(gatewaysPresent.map(([name, weight]) => [reference.gateways.get(name)!, weight] as const))
    : (random: Random) => (allGateways.length ? random.pick(allGateways) : null);

  const profileForOf = (gender: string) => {
    const options = reference.profileFor.filter((option) => option.gender === "Any" || option.gender === gender);
    return options.length ? weighted(options.map((option) => [option.id, PROFILE_FOR_WEIGHT[option.name] ?? 3] as const)) : () => null;
  };
  const educationFor = new Map(
    Object.entries(EDUCATION_FOR)
      .map(([occupationName, names]) => [occupationName, names.flatMap((name) => reference.educations.get(name) ?? [])] as const)
      .filter(([, ids]) => ids.length),
  );

  return {
    religion,
    profileFor: [profileForOf("Male"), profileForOf("Female")],
    educationFor,
    religionByName: new Map(religionChoices.map((choice) => [choice.name, choice])),
    communities,
    occupation,
    occupationByName: new Map(occupationChoices.map((choice) => [choice.name, choice])),
    education,
    citiesByState,
    homeCities: GROUPS.map((group) => group.states.flatMap((state) => (citiesByState.has(state) ? [citiesByState.get(state)!] : []))),
    indianCities,
    metros,
    abroad: (random) => (abroadPick ? abroadPick(random) : null),
    gateway,
  };
}
