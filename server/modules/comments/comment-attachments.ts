import { and, eq, inArray } from "drizzle-orm";
import type { Attachment } from "../../../contract/comments.ts";
import type { DbOrTx } from "../../db/client.ts";
import { files } from "../../db/schema.ts";
import { badRequest } from "../../platform/errors.ts";
import { fileIdFromUrl, storeAttachment } from "../../platform/files.ts";

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
      const stored = await storeAttachment(tx, "attachment", owner, { name: attachment.name, url });
      kept.push({ type: "file", name: stored.name, url: stored.url });
    } else if (isWebLink(url)) {
      kept.push({ type: attachment.type, name: attachment.name, url });
    } else {
      throw badRequest("Attachment URL must be a data URL or an http(s) link", "ATTACHMENT_URL_INVALID");
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
