import jsQRModule from "jsqr";
import sharp from "sharp";

// jsQR is a CommonJS bundle: Node hands its whole module object as the default export.
const jsQR = jsQRModule.default;

/**
 * The text of the QR code in an image (PNG, or SVG drawn at twice its size), read from its pixels
 * with the decoder door mode uses where the browser has no BarcodeDetector.
 */
export async function readQr(image: Buffer | string): Promise<string> {
  const input = typeof image === "string" ? Buffer.from(image) : image;
  const { data, info } = await sharp(input, { density: 144 })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!found) throw new Error("no QR code found in the image");
  return found.data;
}
