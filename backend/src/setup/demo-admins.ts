import { ROLE } from "@/lib/credentials";
import type { PageTitle } from "@/lib/pages";

export interface SeedAdmin {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  roleId: number;
  isDemo?: boolean;
  pages?: PageTitle[];
  /** What `npm start` says about the account. */
  note: string;
}

/** The demo sign-ins: seeded on an embedded database's first start, printed by `npm start`. */
export const DEMO_ADMINS: SeedAdmin[] = [
  { firstName: "Demo", lastName: "Admin", email: "demo@admin.com", password: "Demo@12345", roleId: ROLE.admin, isDemo: true, note: "full administrator, read-only" },
  { firstName: "Asha", lastName: "Menon", email: "admin@example.com", password: "Admin@12345", roleId: ROLE.admin, note: "full administrator" },
  {
    firstName: "Ravi",
    lastName: "Kumar",
    email: "staff@example.com",
    password: "Staff@12345",
    roleId: ROLE.staff,
    pages: ["Dashboard", "App Users", "Review", "Religion", "Community", "FAQs"],
    note: "staff: Dashboard, App Users, Review, Religion, Community, FAQs",
  },
  {
    firstName: "Meera",
    lastName: "Iyer",
    email: "content@example.com",
    password: "Staff@12345",
    roleId: ROLE.staff,
    pages: ["Coupons", "Region", "FAQs", "Success Story", "Feedback"],
    note: "staff: Coupons, Region, FAQs, Success Story, Feedback",
  },
  { firstName: "Neha", lastName: "Shah", email: "noaccess@example.com", password: "Staff@12345", roleId: ROLE.staff, pages: [], note: "staff without page permissions" },
];
