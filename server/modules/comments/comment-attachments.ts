import { and, eq, inArray } from "drizzle-orm";
import {
  type Attachment,
  FILE_TOO_LARGE_MESSAGE,
  INVALID_FILE_TYPE_MESSAGE,
  MAX_ATTACHMENT_BYTES,
} from "../../../contract/comments.ts";
import type { DbOrTx } from "../../db/client.ts";
import { files } from "../../db/schema.ts";
import { badRequest } from "../../platform/errors.ts";
import { ATTACHMENT_MIME_TYPES, fileIdFromUrl, parseDataUrl, storeFile } from "../../platform/files.ts";

/** Whether `url` is an absolute http(s) link (the only links kept as they are). */
function isWebLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Turns the attachments a client sent into the ones to keep (product rules §6): a `data:` URL is decoded,
 * checked by its real bytes (JPEG, PNG, GIF, PDF; at most 10 MB) and stored as a file of the task's
 * project, kept as `/api/files/{id}`; an http(s) link is kept as it is; anything else is a 400.
 */
export async function storeAttachments(
  tx: DbOrTx,
  input: Attachment[],
  owner: { userId: number; projectId: number },
): Promise<Attachment[]> {
  const kept: Attachment[] = [];
  for (const attachment of input) {
    const url = attachment.url.trim();
    if (/^data:/i.test(url)) {
      const decoded = parseDataUrl(url);
      if (!decoded) throw badRequest(INVALID_FILE_TYPE_MESSAGE);
      const stored = await storeFile(tx, {
        kind: "attachment",
        ownerId: owner.userId,
        projectId: owner.projectId,
        name: attachment.name,
        bytes: decoded.bytes,
        allowed: ATTACHMENT_MIME_TYPES,
        maxBytes: MAX_ATTACHMENT_BYTES,
        invalidTypeMessage: INVALID_FILE_TYPE_MESSAGE,
        tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
      });
      kept.push({ type: "file", name: stored.name, url: stored.url });
    } else if (isWebLink(url)) {
      kept.push({ type: attachment.type, name: attachment.name, url });
    } else {
      throw badRequest("Attachment URL must be a data URL or an http(s) link");
    }
  }
  return kept;
}

/** Deletes the stored files of these attachments (a deleted comment takes its files with it). */
export async function deleteAttachmentFiles(
  tx: DbOrTx,
  attachments: Attachment[],
  projectId: number,
): Promise<void> {
  const ids = attachments.map((a) => fileIdFromUrl(a.url)).filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  await tx
    .delete(files)
    .where(and(inArray(files.id, ids), eq(files.kind, "attachment"), eq(files.projectId, projectId)));
}
