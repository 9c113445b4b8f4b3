import { z } from "zod";
import { PathIdSchema, refIdSchema } from "./common.ts";
import { PublicUserSchema } from "./users.ts";

/*
 * Task comments (product rules §13, 'Task comments dialog', sections 5 and 7; product rules §5, 6, 9): threaded
 * one level deep, edited and deleted by their author only, with at most one attachment each.
 */

/** Path of /api/tasks/{id}/comments. */
export const TaskCommentsParams = z.object({ /** Task id. */ id: PathIdSchema });
/** Path of /api/comments/{id}. */
export const CommentIdParams = z.object({ /** Comment id. */ id: PathIdSchema });
/** Path of /api/files/{id}. */
export const FileIdParams = z.object({ /** Stored file id. */ id: PathIdSchema });
export type TaskCommentsParams = z.output<typeof TaskCommentsParams>;
export type TaskCommentsParamsInput = z.input<typeof TaskCommentsParams>;
export type CommentIdParams = z.output<typeof CommentIdParams>;
export type CommentIdParamsInput = z.input<typeof CommentIdParams>;
export type FileIdParams = z.output<typeof FileIdParams>;
export type FileIdParamsInput = z.input<typeof FileIdParams>;

/** Largest comment, in characters. */
export const MAX_COMMENT_LENGTH = 10_000;
/** Largest attachment: 10 MB (product rules §16). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Attachments per comment. */
export const MAX_ATTACHMENTS = 1;
/** Longest attachment URL accepted: a 10 MB file as a base64 data URL, with room for its header. */
export const MAX_ATTACHMENT_URL_LENGTH = 14_200_000;
/** The answer to a file of another type (client and server). */
export const INVALID_FILE_TYPE_MESSAGE =
  "Invalid file type: Please upload an image (JPG, PNG, GIF) or PDF file.";
/** The answer to a file over 10 MB (client and server). */
export const FILE_TOO_LARGE_MESSAGE = "File too large: Please upload a file smaller than 10MB.";

/** An attachment as stored and returned: a stored file (`/api/files/{id}`) or a link. */
export const AttachmentSchema = z.object({
  /** `file` (stored by the server) or `link`. */
  type: z.enum(["file", "link"], { error: "Attachment type must be file or link" }),
  /** File name or link text. */
  name: z
    .string({ error: "Attachment name is required" })
    .trim()
    .min(1, "Attachment name is required")
    .max(255, "Attachment name must be at most 255 characters"),
  /**
   * On input: a `data:` URL (decoded and stored by the server), an http(s) link, or the
   * `/api/files/{id}` URL of a stored file. On output: `/api/files/{id}` or the link.
   */
  url: z
    .string({ error: "Attachment URL is required" })
    .min(1, "Attachment URL is required")
    .max(MAX_ATTACHMENT_URL_LENGTH, FILE_TOO_LARGE_MESSAGE),
});
export type Attachment = z.output<typeof AttachmentSchema>;
export type AttachmentInput = z.input<typeof AttachmentSchema>;

const ContentSchema = z
  .string({ error: "Comment cannot be empty" })
  .trim()
  .min(1, "Comment cannot be empty")
  .max(MAX_COMMENT_LENGTH, `Comment must be at most ${MAX_COMMENT_LENGTH} characters`);

/** POST /api/tasks/{id}/comments: a comment, or a reply when `parentId` names a top-level comment of the task. */
export const CreateCommentBody = z.object({
  /** The text, non-empty after trimming. */
  content: ContentSchema,
  /** At most one attachment; null or absent for none. */
  attachments: z
    .array(AttachmentSchema, { error: "Attachments must be a list" })
    .max(MAX_ATTACHMENTS, "A comment can have at most one attachment")
    .nullish()
    .transform((list) => list ?? []),
  /** The comment replied to (top-level, same task), or null/absent for a new thread. */
  parentId: refIdSchema("parentId must be a comment id").nullish(),
});
export type CreateComment = z.output<typeof CreateCommentBody>;
/** What a client sends to create a comment. */
export type CreateCommentInput = z.input<typeof CreateCommentBody>;

/** PUT /api/comments/{id}: the new text (author only). */
export const UpdateCommentBody = z.object({
  /** The new text, non-empty after trimming. */
  content: ContentSchema,
});
export type UpdateComment = z.output<typeof UpdateCommentBody>;
export type UpdateCommentInput = z.input<typeof UpdateCommentBody>;

/** The fields of every comment, top-level or reply. */
export const CommentFieldsSchema = z.object({
  /** Comment id. */
  id: z.number().int(),
  /** Task commented on. */
  taskId: z.number().int(),
  /** Author's user id. */
  userId: z.number().int(),
  /** The comment replied to, or null for a top-level comment. */
  parentId: z.number().int().nullable(),
  /** The text. */
  content: z.string(),
  /** Zero or one attachment. */
  attachments: z.array(AttachmentSchema),
  /** The author. */
  user: PublicUserSchema,
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of the last edit (equals createdAt when never edited). */
  updatedAt: z.string(),
});

export type CommentFields = z.output<typeof CommentFieldsSchema>;

/**
 * A top-level comment with its replies oldest first; a reply's own `replies` is always empty. The
 * schema refers to itself: it is a named component (`Comment`) of the OpenAPI document.
 */
export const CommentSchema = CommentFieldsSchema.extend({
  /** Replies, oldest first (one level deep: a reply's replies are empty). */
  get replies() {
    return z.array(CommentSchema);
  },
}).meta({ id: "Comment" });
/** A comment as the API returns it (a reply has `replies: []`). */
export type Comment = z.output<typeof CommentSchema>;
