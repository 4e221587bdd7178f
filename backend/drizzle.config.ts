import { defineConfig } from "drizzle-kit";

// Migrations are generated against the schema alone; they run unchanged on PGlite and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./backend/src/db/schema/index.ts", "./backend/src/db/schema/resources.ts"],
  out: "./backend/drizzle",
});
