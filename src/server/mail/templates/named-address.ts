/**
 * "Name" <address>: spam filters count a bare address beside an HTML image against a message
 * (SpamAssassin's TO_NO_BRKTS_HTML_IMG), so the mails that show the pass inline name the guest.
 */
export function namedAddress(name: string, address: string): string {
  const quoted = name.replace(/[\\"\r\n<>]/g, "").trim();
  return quoted ? `"${quoted}" <${address}>` : address;
}
