import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition.ts";

describe("attachmentDisposition", () => {
  it("keeps an ASCII name as it is", () => {
    expect(attachmentDisposition("summer-party-photos.zip")).toBe(
      'attachment; filename="summer-party-photos.zip"',
    );
  });

  it("gives a name in another script an ASCII stand-in and its UTF-8 form, and Headers accepts it", () => {
    const value = attachmentDisposition("शादी-photos.zip");
    expect(value).toBe(
      "attachment; filename=\"_-photos.zip\"; filename*=UTF-8''%E0%A4%B6%E0%A4%BE%E0%A4%A6%E0%A5%80-photos.zip",
    );
    expect(() => new Headers({ "content-disposition": value })).not.toThrow();
    expect(() => new Headers({ "content-disposition": 'attachment; filename="शादी.zip"' })).toThrow();
  });

  it("never lets a quote end the quoted name early", () => {
    expect(attachmentDisposition('say "hi".jpg')).toBe(
      "attachment; filename=\"say _hi_.jpg\"; filename*=UTF-8''say%20%22hi%22.jpg",
    );
  });
});
