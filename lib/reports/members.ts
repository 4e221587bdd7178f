/**
 * The member reports (docs/reports.md): every member with their place and profile, the members with a
 * package in force today, and those the service blocked.
 */
import { defineReport, type ReportColumn } from "../engine/report";

const WHO: ReportColumn[] = [
  { key: "name", header: "Name", sortable: true },
  { key: "memberCode", header: "Member ID" },
  { key: "email", header: "Email" },
  { key: "phone", header: "Contact" },
];

/**
 * Members with their city and state (the current address, else the permanent one) and the names of
 * their profile's choices; the drawer's filters narrow them, the registered range and a search too.
 */
export const applicationuser = defineReport({
  key: "applicationuser",
  columns: [
    ...WHO,
    { key: "gender", header: "Gender" },
    { key: "age", header: "Age", format: "number" },
    { key: "religion", header: "Religion" },
    { key: "community", header: "Community", follows: "community" },
    { key: "maritalStatus", header: "Marital Status" },
    { key: "education", header: "Education" },
    { key: "occupation", header: "Occupation" },
    { key: "income", header: "Income" },
    { key: "city", header: "City" },
    { key: "state", header: "State" },
    { key: "registeredOn", header: "Registered on", format: "day", sortable: true },
  ],
  filters: [
    { kind: "text", label: "Search name, email, phone or member id" },
    { kind: "dateRange", label: "Registered" },
    { kind: "choice", key: "gender", label: "Gender", options: ["Male", "Female"], drawer: true },
    { kind: "ageRange", label: "Age", min: 18, max: 100, drawer: true },
    { kind: "ref", key: "religionId", label: "Religion", resource: "religion", drawer: true },
    { kind: "ref", key: "communityId", label: "Community", resource: "community", dependsOn: { key: "religionId", field: "religionId" }, drawer: true, follows: "community" },
    { kind: "ref", key: "maritalStatusId", label: "Marital Status", resource: "maritalstatus", drawer: true },
    { kind: "ref", key: "educationId", label: "Education", resource: "education", drawer: true },
    { kind: "ref", key: "occupationId", label: "Occupation", resource: "occupation", drawer: true },
    { kind: "ref", key: "incomeId", label: "Income", resource: "income", drawer: true },
    { kind: "ref", key: "stateId", label: "State", resource: "state", drawer: true },
    { kind: "ref", key: "districtId", label: "District", resource: "district", dependsOn: { key: "stateId", field: "stateId" }, drawer: true },
    { kind: "ref", key: "cityId", label: "City", resource: "city", dependsOn: { key: "districtId", field: "districtId" }, drawer: true },
  ],
  defaultSort: { key: "registeredOn", order: "desc" },
});

/** Members with a package in force today: the one that is Active for them (docs/packages.md, "Package status"). */
export const premiumAppUser = defineReport({
  key: "premiumAppUser",
  columns: [
    ...WHO.map((column) => ({ ...column, sortable: false })),
    { key: "packageName", header: "Package" },
    { key: "startDate", header: "Start", format: "day", sortable: true },
    { key: "endDate", header: "End", format: "day", sortable: true },
  ],
  filters: [{ kind: "text", label: "Search name, email, phone or member id" }],
  defaultSort: { key: "endDate", order: "asc" },
});

/** Members the service blocked (an approved block request), by the day of the block. */
export const systemBlockedUser = defineReport({
  key: "systemBlockedUser",
  columns: [...WHO, { key: "gender", header: "Gender" }, { key: "blockedOn", header: "Blocked on", format: "day", sortable: true }],
  filters: [
    { kind: "text", label: "Search name, email, phone or member id" },
    { kind: "dateRange", label: "Blocked" },
  ],
  defaultSort: { key: "blockedOn", order: "desc" },
});
