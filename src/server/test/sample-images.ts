import sharp from "sharp";

/** A real JPEG carrying GPS coordinates in its EXIF, as a phone photo would. */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 110 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone", Model: "GPS Cam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "12/1 58/1 3/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 35/1 5/1",
      },
    })
    .toBuffer();
}

/**
 * A JPEG of random pixels, which no encoder can shrink: about 1 MB at the default size, larger than
 * any buffer between a download's stream and its reader.
 */
export async function noisyJpeg(width = 1000, height = 800): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function pngImage(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 40, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** Multipart body with one `file` field, as a browser's FormData would send it. */
export function fileForm(data: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(data)], name, { type }));
  return form;
}
