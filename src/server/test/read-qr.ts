import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from "@zxing/library";
import sharp from "sharp";

/** The text of the QR code in an image (PNG, SVG, …), read as a scanner would read its pixels. */
export async function readQr(image: Buffer | string): Promise<string> {
  const { data, info } = await sharp(typeof image === "string" ? Buffer.from(image) : image)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}
