/** The fake FCM of backend/test/fake-fcm.ts in a process of its own (bench:push): the provider does not share the api's CPU. Prints its configuration as one JSON line. */
import { startFakeFcm } from "../backend/test/fake-fcm";

startFakeFcm(() => "ok").then((fake) => {
  process.stdout.write(`${JSON.stringify(fake.config)}\n`);
  process.on("SIGTERM", () => void fake.close().then(() => process.exit(0)));
});
