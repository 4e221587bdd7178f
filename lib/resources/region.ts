/**
 * The four levels of the Region page: country → state → district → city. Names are unique within
 * their parent; a city's pincode follows its country's rule (`pincodeRefusal` below), which the api
 * asks with the country it reads from the database. The city resource owns the Region CSV's routes.
 */
import { defineResource } from "../engine/define";
import { ref, text } from "../engine/fields";
import { nameField } from "../engine/names";
import { REGION_CSV_ENDPOINTS } from "./region-csv";
import { REGION_SEED } from "./region-seed";

export const country = defineResource({
  key: "country",
  table: "countries",
  singular: "Country",
  fields: {
    name: nameField(),
    isoCode: text("ISO code", 2, { pattern: { regex: /^[A-Z]{2}$/, message: "ISO code must be two capital letters (ISO 3166), such as IN" } }),
    isoCode3: text("ISO code3", 3, { pattern: { regex: /^[A-Z]{3}$/, message: "ISO code3 must be three capital letters (ISO 3166), such as IND" } }),
    dialCode: text("Dial code", 5, { pattern: { regex: /^\+[1-9]\d{0,3}$/, message: "Dial code must be + and 1 to 4 digits, such as +91" }, example: "+91" }),
  },
  display: "name",
  unique: [{ fields: ["name"] }, { fields: ["isoCode"] }, { fields: ["isoCode3"] }],
  columns: [
    { field: "name", sortable: true, flex: 1 },
    { field: "isoCode", sortable: true },
    { field: "isoCode3", sortable: true },
    { field: "dialCode" },
  ],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  referencedBy: [{ resource: "state", field: "countryId", label: "states" }],
  deletable: true,
  // The original never switched countries off: every country stays selectable.
  toggle: false,
  card: { title: "name", meta: ["isoCode", "isoCode3", "dialCode"] },
  seed: REGION_SEED.countries,
});

export const state = defineResource({
  key: "state",
  table: "states",
  singular: "State",
  fields: {
    name: nameField(),
    code: text("Code", 5, { required: false, pattern: { regex: /^[A-Z0-9]{1,5}$/, message: "Code must be 1 to 5 capital letters or digits, such as MH" } }),
    countryId: ref("Country", "country"),
  },
  display: "name",
  unique: [{ fields: ["name"], scope: ["countryId"] }],
  columns: [
    { field: "name", sortable: true, flex: 1 },
    { field: "code", sortable: true },
    { field: "countryId", sortable: true, flex: 1 },
  ],
  filters: [{ field: "countryId" }],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  referencedBy: [{ resource: "district", field: "stateId", label: "districts" }],
  deletable: true,
  card: { title: "name", meta: ["code"] },
  seed: REGION_SEED.states,
});

export const district = defineResource({
  key: "district",
  table: "districts",
  singular: "District",
  fields: { name: nameField(), stateId: ref("State", "state") },
  display: "name",
  unique: [{ fields: ["name"], scope: ["stateId"] }],
  columns: [
    { field: "name", sortable: true, flex: 1 },
    { field: "stateId", sortable: true, flex: 1 },
  ],
  filters: [{ field: "stateId" }],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  referencedBy: [{ resource: "city", field: "districtId", label: "cities" }],
  deletable: true,
  seed: REGION_SEED.districts,
});

/** The shape every pincode has; India's own rule (six digits, the first not 0) is the api's. */
export const PINCODE_SHAPE = /^[A-Za-z0-9]{3,10}$/;
export const INDIAN_PINCODE = /^[1-9]\d{5}$/;
export const INDIAN_PINCODE_MESSAGE = "Pincode of a city in India must be 6 digits, the first not 0, such as 110001";
/** India's two-letter code: its cities take six-digit pincodes. */
const INDIA_ISO = "IN";
/** The pincode rule that depends on the country (the api checks it on a save and on an upload); the shape every pincode has is the declaration's. */
export function pincodeRefusal(isoCode: string | undefined, pincode: string): string | undefined {
  return isoCode === INDIA_ISO && !INDIAN_PINCODE.test(pincode) ? INDIAN_PINCODE_MESSAGE : undefined;
}

export const city = defineResource({
  key: "city",
  table: "cities",
  singular: "City",
  fields: {
    name: nameField(),
    districtId: ref("District", "district"),
    pincode: text("Pincode", 10, {
      pattern: { regex: PINCODE_SHAPE, message: "Pincode must be 3 to 10 letters or digits" },
      help: "6 digits in India; elsewhere 3 to 10 letters or digits",
      example: "110001",
    }),
  },
  display: "name",
  unique: [{ fields: ["name"], scope: ["districtId"] }],
  columns: [
    { field: "name", sortable: true, flex: 1 },
    { field: "districtId", sortable: true, flex: 1 },
    { field: "pincode", sortable: true },
  ],
  filters: [{ field: "districtId" }],
  search: ["name"],
  defaultSort: { field: "name", order: "asc" },
  deletable: true,
  card: { title: "name", meta: ["pincode"] },
  endpoints: Object.values(REGION_CSV_ENDPOINTS),
  seed: REGION_SEED.cities,
});
