import { FILE_TOO_LARGE_MESSAGE, INVALID_FILE_TYPE_MESSAGE, MAX_ATTACHMENT_BYTES } from "@contract/comments";

/** Longest side of an attached image after resizing (product rules §16). */
export const MAX_IMAGE_SIDE = 800;
/** JPEG quality of a resized image. */
export const JPEG_QUALITY = 0.6;

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"];
const EXTENSIONS: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  pdf: "application/pdf",
};

/** The type of an allowed file (jpeg, jpg, png, gif, pdf) from its type or extension, else null. */
export function allowedType(file: { name: string; type: string }): string | null {
  const declared = file.type.toLowerCase();
  if (declared === "image/jpg") return "image/jpeg";
  if (Object.values(EXTENSIONS).includes(declared)) return declared;
  if (declared && declared !== "application/octet-stream") return null;
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  return EXTENSIONS[ext] ?? null;
}

/** The spec's error for a file that may not be attached, or null when it may. */
export function attachmentError(file: { name: string; type: string; size: number }): string | null {
  if (!allowedType(file)) return INVALID_FILE_TYPE_MESSAGE;
  if (file.size > MAX_ATTACHMENT_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

/** The size of an image scaled so its longest side is at most `max` (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `photo.png` -> `photo.jpg` (a resized image is re-encoded as JPEG). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^.]+$/, "");
  return `${base || "image"}.jpg`;
}

/** A processed attachment ready to send: its name, data URL, and whether it was optimized. */
export type PreparedAttachment = { name: string; url: string; optimized: boolean };

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(blob);
  });
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error("not a readable image"));
    };
    img.src = url;
  });
}

/**
 * Turns a chosen file into a data URL (product rules §14): images are drawn on a canvas with the
 * longest side at most 800 px and re-encoded as JPEG at quality 0.6; other files are read as they are.
 * Throws when the file cannot be read.
 */
export async function prepareAttachment(file: File): Promise<PreparedAttachment> {
  const type = allowedType(file);
  if (type && IMAGE_TYPES.includes(type)) {
    const img = await loadImage(file);
    const size = fitWithin(img.naturalWidth, img.naturalHeight);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    // JPEG has no transparency: paint white under transparent PNG and GIF pixels.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(img, 0, 0, size.width, size.height);
    return { name: jpegName(file.name), url: canvas.toDataURL("image/jpeg", JPEG_QUALITY), optimized: true };
  }
  return { name: file.name, url: await readAsDataUrl(file), optimized: false };
}
