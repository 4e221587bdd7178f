import { redirect } from "next/navigation";

/** The original's /overview; the middleware answers first, this covers a request that skipped it. */
export default function Overview() {
  redirect("/");
}
