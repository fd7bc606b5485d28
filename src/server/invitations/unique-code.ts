import { randomInt } from "node:crypto";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 8 letters and digits from a cryptographic source (spec §9); 62^8 ≈ 2×10^14 codes. */
export function newUniqueCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}
