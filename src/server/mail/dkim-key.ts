import { createPrivateKey, createPublicKey, generateKeyPairSync } from "node:crypto";
import fs from "node:fs";

/**
 * DKIM_PRIVATE_KEY is the PEM itself or a path to a file holding it. A PEM pasted into a one-line
 * variable (a hosting panel, a .env file) often has its line ends written as "\n": put them back.
 * Throws with a reason a person can act on; the config turns it into a start-up error.
 */
export function readDkimPrivateKey(value: string): string {
  let pem: string;
  if (value.includes("-----BEGIN")) {
    pem = value.replace(/\\n/g, "\n");
  } else {
    try {
      pem = fs.readFileSync(value, "utf8");
    } catch (err) {
      throw new Error(`not a PEM and no readable file at ${value} (${(err as NodeJS.ErrnoException).code})`);
    }
  }
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== "rsa")
      throw new Error(`a ${key.asymmetricKeyType} key; DKIM here needs RSA`);
  } catch (err) {
    throw new Error(`not a usable private key: ${(err as Error).message}`);
  }
  return pem;
}

/** A new 2048-bit RSA key pair for DKIM (what most DNS providers and receivers accept). */
export function makeDkimKeyPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
}

/** The TXT record receivers look up at SELECTOR._domainkey.DOMAIN to check our signatures. */
export function dkimTxtRecord(privateOrPublicKey: string): string {
  const der = createPublicKey(privateOrPublicKey).export({ type: "spki", format: "der" });
  return `v=DKIM1; k=rsa; p=${der.toString("base64")}`;
}
