/** One ISO-media box: 32-bit size, four-letter type, content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
}

/** Where the sample video says it was filmed, as an iPhone writes it (ISO 6709). */
export const sampleVideoLocation = "+12.9716+077.5946/";

/**
 * A small MP4 shaped as a phone writes one: ftyp, a moov whose user data holds the place it was
 * filmed (`©xyz`), and the media data. Enough for the container checks; no decoder runs here.
 */
export function mp4WithLocation(mediaBytes = 4096, brand = "isom"): Buffer {
  const xyz = box("\u00a9xyz", Buffer.from([0, 18, 0x15, 0xc7]), Buffer.from(sampleVideoLocation, "latin1"));
  return Buffer.concat([
    box("ftyp", Buffer.from(`${brand}\0\0\0\0isomiso2mp41`, "latin1")),
    box("moov", box("mvhd", Buffer.alloc(100)), box("trak", box("tkhd", Buffer.alloc(84))), box("udta", xyz)),
    box("mdat", Buffer.alloc(mediaBytes, 7)),
  ]);
}
