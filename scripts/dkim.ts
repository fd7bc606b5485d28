// `npm run dkim -- DOMAIN [SELECTOR]`: makes a DKIM key pair for mail sent as DOMAIN, saves the
// private key under DATA_DIR/dkim (readable by this user only), and prints the DNS TXT record to
// publish and the three variables to set. Never overwrites a key: a published record would break.
import fs from "node:fs";
import path from "node:path";
import { dkimTxtRecord, makeDkimKeyPair } from "../src/server/mail/dkim-key.ts";

const [rawDomain, selector = `eventhub${new Date().getUTCFullYear()}`] = process.argv.slice(2);
const domain = rawDomain?.toLowerCase();
if (!domain || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) || !/^[a-z0-9-]+$/i.test(selector)) {
  console.error("Usage: npm run dkim -- DOMAIN [SELECTOR]   (e.g. npm run dkim -- example.com)");
  process.exit(2);
}

const dir = path.resolve(process.env.DATA_DIR ?? "./data", "dkim");
const file = path.join(dir, `${selector}._domainkey.${domain}.pem`);
if (fs.existsSync(file)) {
  console.error(`${file} exists already. Pick another selector: npm run dkim -- ${domain} SELECTOR`);
  process.exit(1);
}
const { privateKey } = makeDkimKeyPair();
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(file, privateKey, { mode: 0o600, flag: "wx" });

console.log(`Private key saved to ${file} (keep it secret; back it up with the data folder).

Publish this DNS TXT record at your DNS provider:

  Name:  ${selector}._domainkey.${domain}
  Type:  TXT
  Value: ${dkimTxtRecord(privateKey)}

(The value is longer than 255 characters: most DNS panels split it themselves; in a zone file,
write it as several quoted strings of at most 255 characters on one line.)

Then set these and restart EventHub (MAIL_FROM should be an address @${domain}):

  DKIM_DOMAIN=${domain}
  DKIM_SELECTOR=${selector}
  DKIM_PRIVATE_KEY=${file}
`);
