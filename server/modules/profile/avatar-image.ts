import { AVATAR_NOT_IMAGE_MESSAGE } from "../../../contract/profile.ts";
import { badRequest } from "../../platform/errors.ts";
import { detectMime } from "../../platform/files.ts";

/** Longest side of a stored avatar: the largest the app draws one (profile page) at 2x density. */
export const AVATAR_SIZE = 256;
/** A picture already this small (and no wider than AVATAR_SIZE) is kept as sent, animation and all. */
const KEEP_BYTES = 64 * 1024;
/** Pixels a picture may decode to: more is a decompression bomb, not a photo (about 8000 x 5000). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The copy of an uploaded avatar to store: a picture wider or taller than AVATAR_SIZE, or heavier
 * than 64 KB, becomes a WebP of at most AVATAR_SIZE a side (turned upright from its EXIF
 * orientation, metadata dropped), so a 32 px avatar no longer costs the whole camera picture. Bytes
 * that are not an image are returned unchanged for `storeFile` to refuse; a picture that decodes
 * to more than 40 million pixels is refused here.
 */
export async function avatarCopy(bytes: Buffer): Promise<{ bytes: Buffer; resized: boolean }> {
  if (!detectMime(bytes)) return { bytes, resized: false };
  // Loaded on the first upload only: libvips is large, and most processes never see one.
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { width = 0, height = 0 } = await image.metadata();
    if (width <= AVATAR_SIZE && height <= AVATAR_SIZE && bytes.length <= KEEP_BYTES) {
      return { bytes, resized: false };
    }
    const copy = await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes: copy, resized: true };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw badRequest(AVATAR_NOT_IMAGE_MESSAGE);
    // Bytes that only look like an image (right signature, no picture): kept as sent, as before.
    return { bytes, resized: false };
  }
}
