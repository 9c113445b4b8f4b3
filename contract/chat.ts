import { z } from "zod";
import { MAX_ATTACHMENT_URL_LENGTH } from "./comments.ts";
import { PathIdSchema, refIdSchema } from "./common.ts";
import { PublicUserSchema } from "./users.ts";

/*
 * Team chat (product rules §23): a channel per project and per department, direct messages between
 * two people who share a project or department, read state, search and one attachment per message.
 */

/** A message's text: at most this many characters. */
export const MAX_CHAT_MESSAGE = 4000;
/** Messages per page at most (and by default). */
export const CHAT_PAGE_LIMIT = 50;
/** Search results at most. */
export const CHAT_SEARCH_LIMIT = 50;
/** Messages one person may post in one channel per window (product rules §23 'Floods'). */
export const CHAT_RATE_LIMIT = { max: 10, windowSeconds: 10 } as const;
/** The 429 answered to the message over the limit; the composer shows it and keeps the text. */
export const CHAT_RATE_LIMIT_MESSAGE = `You are sending messages too fast: at most ${CHAT_RATE_LIMIT.max} every ${CHAT_RATE_LIMIT.windowSeconds} seconds in a channel. Please wait a moment and send it again.`;
/** The kinds of channel. */
export const CHAT_CHANNEL_KINDS = ["project", "department", "direct"] as const;
export type ChatChannelKind = (typeof CHAT_CHANNEL_KINDS)[number];

/** A channel as the list shows it. */
export const ChatChannelSchema = z.object({
  /** Channel id. */
  id: z.number().int(),
  /** project, department or direct. */
  kind: z.enum(CHAT_CHANNEL_KINDS),
  /** The project's or department's name, or the other person's name for a direct channel. */
  name: z.string(),
  /** The project of a project channel, else null. */
  projectId: z.number().int().nullable(),
  /** The department of a department channel, else null. */
  teamId: z.number().int().nullable(),
  /** The other person of a direct channel, else null. */
  otherUser: PublicUserSchema.nullable(),
  /** Messages by others after the user's last read one. */
  unreadCount: z.number().int().nonnegative(),
  /** The newest message's id, or null when there is none. */
  lastMessageId: z.number().int().nullable(),
});
export type ChatChannel = z.output<typeof ChatChannelSchema>;

/** GET /api/chat/channels */
export const ChatChannelListSchema = z.object({
  /** Projects, then departments, then direct channels, each by name. */
  channels: z.array(ChatChannelSchema),
  /** The sum of the channels' unread counts. */
  unreadTotal: z.number().int().nonnegative(),
});
export type ChatChannelList = z.output<typeof ChatChannelListSchema>;

/** A stored attachment of a message. */
export const ChatAttachmentSchema = z.object({
  /** The file's cleaned name. */
  name: z.string(),
  /** `/api/files/{id}`. */
  url: z.string(),
});

/** A chat message. */
export const ChatMessageSchema = z.object({
  /** Message id; newer messages have larger ids. */
  id: z.number().int(),
  /** Its channel. */
  channelId: z.number().int(),
  /** Who wrote it. */
  author: PublicUserSchema,
  /** Its text (may be empty when it carries a file). */
  content: z.string(),
  /** Its one file, or null. */
  attachment: ChatAttachmentSchema.nullable(),
  /** ISO time it was posted. */
  createdAt: z.string(),
  /** ISO time of its last edit, or null. */
  editedAt: z.string().nullable(),
});
export type ChatMessage = z.output<typeof ChatMessageSchema>;

/** A page of messages, newest first. */
export const ChatMessagePageSchema = z.object({
  /** Newest first. */
  messages: z.array(ChatMessageSchema),
  /** Pass as `before` for the next (older) page; null when this page is the last. */
  nextBefore: z.number().int().nullable(),
});
export type ChatMessagePage = z.output<typeof ChatMessagePageSchema>;

const limitMessage = (max: number) => `Limit must be a whole number from 1 to ${max}`;
const limit = (max: number) =>
  z.coerce
    .number({ error: limitMessage(max) })
    .int(limitMessage(max))
    .min(1, limitMessage(max))
    .max(max, limitMessage(max))
    .optional();

/** GET /api/chat/channels/{id}/messages?before={id}&limit={n} */
export const ChatMessagesQuery = z.object({
  /** Only messages older than this id (the previous page's `nextBefore`). */
  before: PathIdSchema.optional(),
  /** Page size, 1-50 (default 50). */
  limit: limit(CHAT_PAGE_LIMIT),
});
export type ChatMessagesQuery = z.output<typeof ChatMessagesQuery>;
export type ChatMessagesQueryInput = z.input<typeof ChatMessagesQuery>;

const content = z
  .string({ error: "Message text must be text" })
  .trim()
  .max(MAX_CHAT_MESSAGE, `A message is at most ${MAX_CHAT_MESSAGE} characters`);

/** POST /api/chat/channels/{id}/messages: text, a file, or both. */
export const CreateChatMessageBody = z
  .strictObject({
    /** The text, up to 4000 characters; `@First Last` mentions a reader of the channel. */
    content: content.default(""),
    /** One file as a `data:` URL (JPEG, PNG, GIF or PDF; at most 10 MB). */
    attachment: z
      .strictObject({
        /** The file's name. */
        name: z.string({ error: "Attachment name is required" }).trim().min(1).max(255),
        /** The bytes as a data URL. */
        url: z
          .string({ error: "Attachment URL is required" })
          .max(MAX_ATTACHMENT_URL_LENGTH, "File too large: Please upload a file smaller than 10MB."),
      })
      .optional(),
  })
  .refine((b) => b.content !== "" || b.attachment !== undefined, {
    message: "A message needs text or a file",
  });
export type CreateChatMessageInput = z.input<typeof CreateChatMessageBody>;
export type CreateChatMessage = z.output<typeof CreateChatMessageBody>;

/** PATCH /api/chat/messages/{id}: the author's new text. */
export const UpdateChatMessageBody = z.strictObject({
  /** New text, 1-4000 characters. */
  content: content.min(1, "Message text is required"),
});
export type UpdateChatMessageInput = z.input<typeof UpdateChatMessageBody>;
export type UpdateChatMessage = z.output<typeof UpdateChatMessageBody>;

/** POST /api/chat/channels/{id}/read: everything up to this message is read. */
export const MarkChatReadBody = z.strictObject({
  /** The newest message seen. */
  messageId: refIdSchema("Message id must be a message id"),
});
export type MarkChatReadInput = z.input<typeof MarkChatReadBody>;

/** POST /api/chat/direct: opens (or finds) the direct channel with a person. */
export const OpenDirectBody = z.strictObject({
  /** The other person; they must share a project or department with the caller. */
  userId: refIdSchema("User id must be a user id"),
});
export type OpenDirectInput = z.input<typeof OpenDirectBody>;

/** GET /api/chat/search?q= */
export const ChatSearchQuery = z.object({
  /** 2-100 characters, matched anywhere in the text, case-insensitively. */
  q: z
    .string({ error: "Search text is required" })
    .trim()
    .min(2, "Search text must be 2 to 100 characters")
    .max(100, "Search text must be 2 to 100 characters"),
  /** Results, 1-50 (default 50). */
  limit: limit(CHAT_SEARCH_LIMIT),
});
export type ChatSearchQuery = z.output<typeof ChatSearchQuery>;
export type ChatSearchQueryInput = z.input<typeof ChatSearchQuery>;

/** A search result: the message and its channel's name. */
export const ChatSearchHitSchema = ChatMessageSchema.extend({
  /** The channel's name as the list shows it. */
  channelName: z.string(),
});
export type ChatSearchHit = z.output<typeof ChatSearchHitSchema>;

/** A reader of a channel, for mentions and presence. */
export const ChatMemberSchema = PublicUserSchema.extend({
  /** Whether they have the app open (a socket on this server). */
  online: z.boolean(),
});
export type ChatMember = z.output<typeof ChatMemberSchema>;

/** The `@First Last` text that mentions a user (their email when they have no name). */
export function mentionName(user: { firstName: string | null; lastName: string | null; email: string }) {
  return [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || user.email;
}
