import { AVATAR_NOT_IMAGE_MESSAGE } from "../../../contract/profile.ts";
import { badRequest } from "../../platform/errors.ts";
import { detectMime } from "../../platform/files.ts";

/** Longest side of a stored avatar: the largest the app draws one (profile page) at 2x density. */
export const AVATAR_SIZE = 256;
/** A picture this small is kept as sent, animation and all. */
const KEEP_BYTES = 64 * 1024;
/** Pixels a picture may decode to: more is a decompression bomb, not a photo (about 8000 x 5000). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The copy of an uploaded avatar to store: a picture heavier than 64 KB becomes a WebP of at most
 * AVATAR_SIZE a side (turned upright from its EXIF
 * orientation, metadata dropped), so a 32 px avatar no longer costs the whole camera picture. Bytes
 * that are not an image are returned unchanged for `storeFile` to refuse; a picture over 64 KB that
 * decodes to more than 40 million pixels is refused here.
 */
export async function avatarCopy(bytes: Buffer): Promise<{ bytes: Buffer; resized: boolean }> {
  // A small file is kept without decoding it: loading libvips blocks the event loop for a moment,
  // which only a picture worth shrinking should cost (and a server shutting down must not pay).
  if (!detectMime(bytes) || bytes.length <= KEEP_BYTES) return { bytes, resized: false };
  // Loaded on the first large upload only: libvips is large, and most processes never need it.
  const { default: sharp } = await import("sharp");
  try {
    const copy = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes: copy, resized: true };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message))
      throw badRequest(AVATAR_NOT_IMAGE_MESSAGE, "AVATAR_NOT_IMAGE");
    // Bytes that only look like an image (right signature, no picture): kept as sent, as before.
    return { bytes, resized: false };
  }
}
