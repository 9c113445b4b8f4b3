import { AVATAR_NOT_IMAGE_MESSAGE, AVATAR_TOO_LARGE_MESSAGE, MAX_AVATAR_BYTES } from "@contract/profile";

/** Why a picked file cannot be an avatar (product rules §14), or null when it may be uploaded. */
export function avatarFileProblem(file: {
  size: number;
  type: string;
}): { kind: "type" | "size"; title: string; message: string } | null {
  if (!file.type.startsWith("image/"))
    return { kind: "type", title: "Invalid file type", message: AVATAR_NOT_IMAGE_MESSAGE };
  if (file.size > MAX_AVATAR_BYTES)
    return { kind: "size", title: "File too large", message: AVATAR_TOO_LARGE_MESSAGE };
  return null;
}
