import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { files } from "../../db/schema.ts";
import { fileVisibleTo } from "../../platform/access.ts";
import { notFound } from "../../platform/errors.ts";
import { INLINE_MIME_TYPES } from "../../platform/files.ts";

/** A stored file with its bytes, as GET /api/files/{id} serves it. */
export type ServedFile = {
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
  data: Buffer;
  createdAt: Date;
};

/** The file if the user may read it (avatars: anyone signed in; attachments: the project's people); else 404. */
export async function loadReadableFile(db: DbOrTx, userId: number, fileId: number): Promise<ServedFile> {
  const [file] = await db
    .select({
      name: files.name,
      mimeType: files.mimeType,
      size: files.size,
      sha256: files.sha256,
      // Read as hex text: the embedded driver decodes a bytea column byte by byte (seconds per MB).
      hex: sql<string>`encode(${files.data}, 'hex')`,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(and(eq(files.id, fileId), fileVisibleTo(userId)))
    .limit(1);
  if (!file) throw notFound("File");
  const { hex, ...rest } = file;
  return { ...rest, data: Buffer.from(hex, "hex") };
}

/** Whether an `If-None-Match` header names this ETag (or is `*`). */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** The Content-Disposition of a served file: the four image types inline, anything else as a download. */
export function contentDisposition(name: string, mimeType: string): string {
  const type = INLINE_MIME_TYPES.includes(mimeType) ? "inline" : "attachment";
  // The quoted name is a plain ASCII fallback (no quote, backslash or %, which some browsers decode);
  // filename* carries the exact UTF-8 name (RFC 6266, RFC 5987).
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** Percent-encodes all but RFC 5987's attr-chars; a lone surrogate becomes U+FFFD instead of throwing. */
function rfc5987(value: string): string {
  const wellFormed = value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "\ufffd",
  );
  return encodeURIComponent(wellFormed).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
