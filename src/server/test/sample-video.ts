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

/** A movie header (version 0): time scale 1000, the given duration in milliseconds. */
function mvhd(durationMs: number): Buffer {
  const content = Buffer.alloc(100);
  content.writeUInt32BE(1000, 12);
  content.writeUInt32BE(durationMs, 16);
  return box("mvhd", content);
}

/** A track with its handler ('vide', 'soun', 'meta' for GPS or motion samples). */
export function track(handler: string): Buffer {
  const hdlr = Buffer.alloc(25);
  hdlr.write(handler, 8, "latin1");
  return box(
    "trak",
    box("tkhd", Buffer.alloc(84)),
    box("mdia", box("mdhd", Buffer.alloc(24)), box("hdlr", hdlr)),
  );
}

/**
 * A small MP4 shaped as a phone writes one: ftyp, a moov with a movie header (two seconds), a video
 * track and user data holding the place it was filmed (`©xyz`), and the media data. Enough for
 * the container checks; no decoder runs here. `tracks` adds others (a GoPro's GPS track: 'meta').
 */
export function mp4WithLocation(mediaBytes = 4096, brand = "isom", tracks: string[] = ["vide"]): Buffer {
  const xyz = box("\u00a9xyz", Buffer.from([0, 18, 0x15, 0xc7]), Buffer.from(sampleVideoLocation, "latin1"));
  return Buffer.concat([
    box("ftyp", Buffer.from(`${brand}\0\0\0\0isomiso2mp41`, "latin1")),
    box("moov", mvhd(2000), ...tracks.map(track), box("udta", xyz)),
    box("mdat", Buffer.alloc(mediaBytes, 7)),
  ]);
}

/** A file that starts as an MP4 and goes on as an HTML page. */
export function mp4ThenHtml(): Buffer {
  return Buffer.concat([
    box("ftyp", Buffer.from("isom\0\0\0\0isomiso2mp41", "latin1")),
    Buffer.from("<!doctype html><script>alert(document.domain)</script>", "latin1"),
  ]);
}
