import Link from "next/link";
import { AuthCard } from "@/components/account/AuthCard";
import { styles } from "@/components/account/auth-classes";

/** Every route's bundle carries this page: plain markup, no JavaScript of its own. */
export default function NotFound() {
  return (
    <AuthCard heading="Page not found">
      <p className={styles.text}>There is no page at this address.</p>
      <Link href="/" className={styles.button}>
        Back to login page
      </Link>
    </AuthCard>
  );
}
