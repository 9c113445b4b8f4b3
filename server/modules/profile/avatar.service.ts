import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  MAX_AVATAR_BYTES,
} from "../../../contract/profile.ts";
import type { Db } from "../../db/client.ts";
import { files, users } from "../../db/schema.ts";
import { badRequest, HttpError } from "../../platform/errors.ts";
import { AVATAR_MIME_TYPES, fileIdFromUrl, storeFile } from "../../platform/files.ts";
import type { SessionUser } from "../../platform/sessions.ts";
import { presentCurrentUser, toSessionUser } from "../auth/auth.service.ts";
import { avatarCopy } from "./avatar-image.ts";
import type { CurrentUserView } from "./profile.service.ts";

/** The multipart field carrying the picture (product rules §18). */
export const AVATAR_FIELD = "avatar";

/** An uploaded picture, read whole (at most MAX_AVATAR_BYTES). */
export type AvatarUpload = { name: string; bytes: Buffer };

/**
 * Reads the `avatar` part of a multipart request: 415 when the request is not multipart, 400 when
 * the field is missing, 413 'File size must be less than 5MB' when the part is too large.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<AvatarUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      "Send the picture as multipart/form-data in the field avatar",
      undefined,
      "AVATAR_NOT_MULTIPART",
    );
  }
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file({ limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 20, parts: 30 } });
  } catch (err) {
    throw uploadError(err);
  }
  if (!part) throw badRequest(AVATAR_NOT_IMAGE_MESSAGE, "AVATAR_NOT_IMAGE");
  if (part.fieldname !== AVATAR_FIELD) {
    part.file.resume();
    throw badRequest("Send the picture in the field avatar", "AVATAR_FIELD_MISSING");
  }
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated)
      throw new HttpError(413, AVATAR_TOO_LARGE_MESSAGE, undefined, "AVATAR_TOO_LARGE");
    return { name: part.filename || "avatar", bytes };
  } catch (err) {
    throw uploadError(err);
  }
}

function uploadError(err: unknown): Error {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new HttpError(413, AVATAR_TOO_LARGE_MESSAGE, undefined, "AVATAR_TOO_LARGE");
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return badRequest("Send one picture in the field avatar", "AVATAR_ONE_FILE");
  }
  return badRequest("The upload could not be read", "UPLOAD_UNREADABLE");
}

/**
 * Stores the picture (real type from its bytes: JPEG, PNG, GIF or WebP; at most 5 MB), as a copy of
 * at most 256 px a side when larger (`avatarCopy`), as the user's avatar, points profileImageUrl at
 * `/api/files/{id}` and drops the previous upload.
 */
export async function setAvatar(db: Db, user: SessionUser, upload: AvatarUpload): Promise<CurrentUserView> {
  const copy = await avatarCopy(upload.bytes);
  return db.transaction(async (tx) => {
    const stored = await storeFile(tx, {
      kind: "avatar",
      ownerId: user.id,
      projectId: null,
      name: copy.resized ? "avatar.webp" : upload.name,
      bytes: copy.bytes,
      allowed: AVATAR_MIME_TYPES,
      maxBytes: MAX_AVATAR_BYTES,
      invalidTypeMessage: AVATAR_NOT_IMAGE_MESSAGE,
      tooLargeMessage: AVATAR_TOO_LARGE_MESSAGE,
      invalidTypeCode: "AVATAR_NOT_IMAGE",
      tooLargeCode: "AVATAR_TOO_LARGE",
    });
    const [current] = await tx
      .select({ profileImageUrl: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    const [row] = await tx
      .update(users)
      .set({ profileImageUrl: stored.url, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const previousId = current?.profileImageUrl ? fileIdFromUrl(current.profileImageUrl) : null;
    if (previousId !== null) {
      await tx
        .delete(files)
        .where(and(eq(files.id, previousId), eq(files.ownerId, user.id), eq(files.kind, "avatar")));
    }
    return presentCurrentUser(toSessionUser(row!));
  });
}
