// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: give or take admin rights on the
// server itself, for an account that already exists. The only way besides a verified ADMIN_EMAILS address.
import { setRole } from "../src/server/auth/roles.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { embeddedDatabaseBusy } from "../src/server/db/embedded-lock.ts";
import { migrateDatabase } from "../src/server/db/migrate.ts";

const [command, email] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant EMAIL | revoke EMAIL");
  process.exit(2);
}

const config = loadConfig();
const busy = embeddedDatabaseBusy(config);
if (busy) {
  console.error(`${busy} Stop the server, then run this again.`);
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const outcome = await setRole(database.db, email, command === "grant" ? "admin" : "user");
  if (outcome === "not_found") {
    console.error(`No account with the e-mail ${email}. The person must register first.`);
    process.exitCode = 1;
  } else if (outcome === "last_admin") {
    console.error(`${email} is the last admin. Grant another account admin rights first.`);
    process.exitCode = 1;
  } else {
    console.log(command === "grant" ? `${email} is now an admin.` : `${email} is no longer an admin.`);
  }
} finally {
  await database.close();
}
