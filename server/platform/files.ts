import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { FILE_TOO_LARGE_MESSAGE, INVALID_FILE_TYPE_MESSAGE } from "../../contract/comments.ts";
import { MAX_ID } from "../../contract/common.ts";
import type { DbOrTx } from "../db/client.ts";
import { files } from "../db/schema.ts";
import { type ErrorCode, HttpError } from "./errors.ts";

/*
 * Stored uploads (product rules §6): comment attachments and avatars live as bytes in the `files` table so
 * every app process sees them and backups include them. The real type comes from the bytes, never
 * from the client's name or declared type. Files are served by GET /api/files/{id} (modules/files).
 */

/** What a stored file is for: who may read it follows from it (see access.ts `fileVisibleTo`). */
export type FileKind = "avatar" | "attachment" | "chat";

/** Types a comment attachment may have. */
export const ATTACHMENT_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "application/pdf"] as const;
/** Types an avatar may have. */
export const AVATAR_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
/** Types GET /api/files/{id} lets a browser show in place; every other type is served as a download. */
export const INLINE_MIME_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/gif", "image/webp"];
/** Largest comment attachment: 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Largest avatar: 5 MB. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of a file from its first bytes (JPEG, PNG, GIF, WebP, PDF), or null when unknown. */
export function detectMime(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

/** The usual file extension of a detected type. */
export const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/** A `data:` URL split into its declared type and decoded bytes, or null when it is not one. */
export function parseDataUrl(url: string): { declaredType: string; bytes: Buffer } | null {
  const match = /^data:([^,]*?),/i.exec(url.slice(0, 300));
  if (!match) return null;
  const meta = match[1]!.split(";");
  const isBase64 = meta.some((part, i) => i > 0 && part.trim().toLowerCase() === "base64");
  const payload = url.slice(match[0].length);
  if (isBase64) {
    const clean = payload.replace(/\s+/g, "");
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean)) return null;
    return { declaredType: meta[0]!.trim().toLowerCase(), bytes: Buffer.from(clean, "base64") };
  }
  try {
    return { declaredType: meta[0]!.trim().toLowerCase(), bytes: Buffer.from(decodeURIComponent(payload)) };
  } catch {
    return null;
  }
}

/** A name safe to keep and to put in a header: no path, no control or quote characters, at most 255. */
export function safeFileName(name: string, mimeType: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/["<>|:*?]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const fallback = `file.${EXTENSIONS[mimeType] ?? "bin"}`;
  const cleaned = base === "" || base === "." || base === ".." ? fallback : base;
  return cleaned.slice(0, 255);
}

/** What `storeFile` needs: the bytes, who owns them and the rules they must meet. */
export type NewFile = {
  kind: FileKind;
  ownerId: number;
  /** For attachments: the project whose members may read the file. */
  projectId: number | null;
  /** The client's file name (cleaned before it is kept). */
  name: string;
  bytes: Uint8Array;
  /** Types accepted, checked against the bytes. */
  allowed: readonly string[];
  /** Largest size accepted. */
  maxBytes: number;
  /** Message of the 400 for a type not in `allowed`. */
  invalidTypeMessage?: string;
  /** Message of the 413 for a file over `maxBytes`. */
  tooLargeMessage?: string;
  /** Codes of those two messages (issue 24), when they are their own. */
  invalidTypeCode?: ErrorCode;
  tooLargeCode?: ErrorCode;
};

/** A stored file as services report it. */
export type StoredFile = { id: number; url: string; name: string; mimeType: string; size: number };

/** The URL a stored file is served at. */
export const fileUrl = (id: number) => `/api/files/${id}`;

/** Checks size (413) and real type (400) and stores the bytes; returns the file's URL `/api/files/{id}`. */
export async function storeFile(db: DbOrTx, file: NewFile): Promise<StoredFile> {
  if (file.bytes.length > file.maxBytes) {
    throw new HttpError(413, file.tooLargeMessage ?? "The file is too large", undefined, file.tooLargeCode);
  }
  const mimeType = detectMime(file.bytes);
  if (!mimeType || !file.allowed.includes(mimeType) || file.bytes.length === 0) {
    throw new HttpError(
      400,
      file.invalidTypeMessage ?? "This type of file is not allowed",
      undefined,
      file.invalidTypeCode ?? "FILE_TYPE_NOT_ALLOWED",
    );
  }
  const data = Buffer.from(file.bytes);
  const name = safeFileName(file.name, mimeType);
  const [row] = await db
    .insert(files)
    .values({
      kind: file.kind,
      ownerId: file.ownerId,
      projectId: file.projectId,
      name,
      mimeType,
      size: data.length,
      sha256: createHash("sha256").update(data).digest("hex"),
      // Sent as base64 text: the embedded driver encodes a bytea parameter byte by byte (seconds per MB).
      data: sql`decode(${data.toString("base64")}, 'base64')`,
    })
    .returning({ id: files.id });
  return { id: row!.id, url: fileUrl(row!.id), name, mimeType, size: data.length };
}

/** The id of a stored file from its URL `/api/files/{id}`, or null for any other URL. */
export function fileIdFromUrl(url: string): number | null {
  const match = /^\/api\/files\/(\d{1,10})$/.exec(url);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/**
 * Stores an attachment sent as a data URL under the attachment rules (product rules §6: JPEG, PNG,
 * GIF or PDF by its bytes, at most 10 MB): a comment's (`attachment`) or a chat message's (`chat`).
 */
export async function storeAttachment(
  db: DbOrTx,
  kind: "attachment" | "chat",
  owner: { userId: number; projectId: number | null },
  attachment: { name: string; url: string },
): Promise<StoredFile> {
  const decoded = parseDataUrl(attachment.url.trim());
  if (!decoded) throw new HttpError(400, INVALID_FILE_TYPE_MESSAGE, undefined, "ATTACHMENT_TYPE_NOT_ALLOWED");
  return storeFile(db, {
    kind,
    ownerId: owner.userId,
    projectId: owner.projectId,
    name: attachment.name,
    bytes: decoded.bytes,
    allowed: ATTACHMENT_MIME_TYPES,
    maxBytes: MAX_ATTACHMENT_BYTES,
    invalidTypeMessage: INVALID_FILE_TYPE_MESSAGE,
    tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
    invalidTypeCode: "ATTACHMENT_TYPE_NOT_ALLOWED",
    tooLargeCode: "ATTACHMENT_TOO_LARGE",
  });
}
