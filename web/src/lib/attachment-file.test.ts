import { describe, expect, it } from "vitest";
import { allowedType, attachmentError, fitWithin, jpegName } from "./attachment-file";

const MB = 1024 * 1024;

describe("attachment checks", () => {
  it("allows jpeg, jpg, png, gif and pdf by type or extension", () => {
    expect(allowedType({ name: "a.jpg", type: "image/jpeg" })).toBe("image/jpeg");
    expect(allowedType({ name: "a.JPEG", type: "" })).toBe("image/jpeg");
    expect(allowedType({ name: "a.png", type: "image/png" })).toBe("image/png");
    expect(allowedType({ name: "a.gif", type: "" })).toBe("image/gif");
    expect(allowedType({ name: "doc.pdf", type: "application/pdf" })).toBe("application/pdf");
  });

  it("refuses other types with the documented message", () => {
    for (const file of [
      { name: "setup.exe", type: "application/x-msdownload", size: 10 },
      { name: "notes.txt", type: "text/plain", size: 10 },
      { name: "photo.webp", type: "image/webp", size: 10 },
      { name: "fake.png", type: "text/html", size: 10 },
    ]) {
      expect(attachmentError(file)).toBe(
        "Invalid file type: Please upload an image (JPG, PNG, GIF) or PDF file.",
      );
    }
  });

  it("refuses files over 10 MB with the documented message", () => {
    expect(attachmentError({ name: "big.pdf", type: "application/pdf", size: 10 * MB + 1 })).toBe(
      "File too large: Please upload a file smaller than 10MB.",
    );
    expect(attachmentError({ name: "max.pdf", type: "application/pdf", size: 10 * MB })).toBeNull();
  });
});

describe("image resizing", () => {
  it("scales the longest side down to 800 px and never enlarges", () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1000, 4000)).toEqual({ width: 200, height: 800 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
  });

  it("names the re-encoded image .jpg", () => {
    expect(jpegName("shot.png")).toBe("shot.jpg");
    expect(jpegName("anim.final.gif")).toBe("anim.final.jpg");
    expect(jpegName(".png")).toBe("image.jpg");
  });
});
