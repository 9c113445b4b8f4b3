import { z } from "zod";
import { ActivityViaSchema } from "./activity.ts";
import { ChatMessageSchema } from "./chat.ts";
import { refIdSchema } from "./common.ts";
import { TaskSchema, TaskUserSchema } from "./tasks.ts";

/*
 * Real-time messages over /ws (product rules §7). The server publishes an event after its transaction
 * commits; every socket that joined the event's project receives it (a `notification` goes to the
 * sockets of its user). `originClientId` is the `X-Client-Id` header of the request that caused it,
 * so the tab that made the change can skip its own echo.
 */

const base = {
  /** Project the event belongs to; null only for `notification`. */
  projectId: z.number().int().nullable(),
  /** The user whose action caused the event, or null. */
  actorId: z.number().int().nullable(),
  /** The client (browser tab) that caused it, from the `X-Client-Id` header, or null. */
  originClientId: z.string().nullable(),
};

/**
 * Addressing for events that belong to people rather than to a board (chat, ceremonies): the hub
 * delivers such an event to every socket of each listed user, whatever board they view. The
 * publisher lists only users who may see it.
 */
export const audience = {
  /** Recipients (the users who may see the event). */
  userIds: z.array(z.number().int()).max(1000),
};

/** A comment as carried by comment events (its full shape is the comments API's). */
const EventCommentSchema = z.looseObject({ /** Comment id. */ id: z.number().int() });

/** A task was created. */
export const TaskCreatedEvent = z.object({ type: z.literal("task_created"), ...base, task: TaskSchema });
/** A task's fields changed (an edit, or a status change through the edit form). */
export const TaskUpdatedEvent = z.object({ type: z.literal("task_updated"), ...base, task: TaskSchema });
/** A task moved to `status` at index `position`; the client renumbers both columns as the server did. */
export const TaskMovedEvent = z.object({
  type: z.literal("task_moved"),
  ...base,
  /** The task after the move. */
  task: TaskSchema,
  /** Column it left. */
  fromStatus: z.string(),
  /**
   * What moved it when no person did: a repository connection, `{kind: "integration", name:
   * "GitHub acme/shop"}` (product rules §34); absent for a person's move, whatever it came through.
   */
  via: ActivityViaSchema.optional(),
});
/** A task was deleted. */
export const TaskDeletedEvent = z.object({
  type: z.literal("task_deleted"),
  ...base,
  /** Deleted task. */
  taskId: z.number().int(),
  /** Its board. */
  boardId: z.number().int(),
});
/** A comment was posted on a task. */
export const CommentCreatedEvent = z.object({
  type: z.literal("comment_created"),
  ...base,
  /** Task commented on. */
  taskId: z.number().int(),
  /** The new comment. */
  comment: EventCommentSchema,
});
/** A comment was edited. */
export const CommentUpdatedEvent = z.object({
  type: z.literal("comment_updated"),
  ...base,
  /** Task of the comment. */
  taskId: z.number().int(),
  /** The comment after the edit. */
  comment: EventCommentSchema,
});
/** A comment (and its replies) was deleted. */
export const CommentDeletedEvent = z.object({
  type: z.literal("comment_deleted"),
  ...base,
  /** Task of the comment. */
  taskId: z.number().int(),
  /** Deleted comment. */
  commentId: z.number().int(),
  /** How many comments went with it (itself and its replies). */
  removedCount: z.number().int().optional(),
});
/** A notification for one user; delivered to that user's sockets only. */
export const NotificationEvent = z.object({
  type: z.literal("notification"),
  ...base,
  /** Recipient. */
  userId: z.number().int(),
  /** The recipient's unread notifications once this one is delivered (the bell takes it as it is). */
  unreadCount: z.number().int().nonnegative(),
  /** The notification as the notifications API returns it. */
  notification: z.looseObject({ /** Notification id. */ id: z.number().int() }),
});
/**
 * Sent once to each socket as it opens: the user's unread notifications at that moment, so the
 * bell is right from then on without reading the count again (a notification made before the
 * socket opened is counted here; one made after comes as a `notification` event).
 */
export const UnreadCountEvent = z.object({
  type: z.literal("unread_count"),
  ...base,
  /** Unread notifications of the socket's user. */
  count: z.number().int().nonnegative(),
});
/** At most this many viewers are named in a presence event; `count` counts them all. */
export const PRESENCE_MAX_USERS = 20;
/** Who is viewing the project's board right now (all processes). */
export const PresenceEvent = z.object({
  type: z.literal("presence"),
  ...base,
  /** Viewers, each once: the first PRESENCE_MAX_USERS of them. */
  users: z.array(TaskUserSchema),
  /** How many users view the board in all (a crowd is counted, not listed). */
  count: z.number().int().nonnegative(),
});
/** The board's columns changed (the owner edited their statuses): reload boards and tasks. */
export const BoardUpdatedEvent = z.object({ type: z.literal("board_updated"), ...base });
/** Something changed that was too large to carry (or events may have been missed): reload the project's tasks. */
export const InvalidateEvent = z.object({
  type: z.literal("invalidate"),
  ...base,
  /** The task concerned, when one. */
  taskId: z.number().int().nullable(),
});

/**
 * A user-addressed event too large to carry between processes: its recipients reload the data
 * under the query-key root `scope` (e.g. "chat").
 */
export const ResyncEvent = z.object({
  type: z.literal("resync"),
  ...base,
  ...audience,
  /** What to reload: a query-key root. */
  scope: z.string().max(40),
});

/** A retro changed (product rules §22): its participants reload it (query-key root "retro"). */
const retroEvent = <T extends string>(type: T) =>
  z.object({
    type: z.literal(type),
    ...base,
    ...audience,
    /** The retro's sprint. */
    sprintId: z.number().int(),
    /** The card concerned, when one. */
    cardId: z.number().int().nullable(),
  });
/** A card was added to a retro. */
export const RetroCardAddedEvent = retroEvent("retro_card_added");
/** A card's text, group, votes or task changed. */
export const RetroCardUpdatedEvent = retroEvent("retro_card_updated");
/** A card was deleted. */
export const RetroCardDeletedEvent = retroEvent("retro_card_deleted");
/** The retro was opened or its settings changed. */
export const RetroUpdatedEvent = retroEvent("retro_updated");
/** A member saved their standup answer (query-key root "standup"). */
export const StandupAnswerSavedEvent = z.object({
  type: z.literal("standup_answer_saved"),
  ...base,
  ...audience,
  /** The sprint. */
  sprintId: z.number().int(),
  /** The day answered, YYYY-MM-DD. */
  day: z.string(),
});

/** A chat message was posted (to the channel's readers). */
export const ChatMessageCreatedEvent = z.object({
  type: z.literal("chat_message_created"),
  ...base,
  ...audience,
  /** The channel. */
  channelId: z.number().int(),
  /** The new message. */
  message: ChatMessageSchema,
  /** Readers mentioned in it. */
  mentionedUserIds: z.array(z.number().int()),
});
/** A chat message was edited by its author. */
export const ChatMessageUpdatedEvent = z.object({
  type: z.literal("chat_message_updated"),
  ...base,
  ...audience,
  /** The channel. */
  channelId: z.number().int(),
  /** The message after the edit. */
  message: ChatMessageSchema,
});
/** A chat message was deleted by its author. */
export const ChatMessageDeletedEvent = z.object({
  type: z.literal("chat_message_deleted"),
  ...base,
  ...audience,
  /** The channel. */
  channelId: z.number().int(),
  /** The deleted message. */
  messageId: z.number().int(),
});
/** Someone is typing in a chat channel (sent at most every few seconds while they type). */
export const ChatTypingEvent = z.object({
  type: z.literal("chat_typing"),
  ...base,
  ...audience,
  /** The channel. */
  channelId: z.number().int(),
  /** Who is typing. */
  user: TaskUserSchema,
});

/**
 * A sprint's plan changed (product rules §21: ranked, planned in or out, started): the listed users,
 * who see the sprint, reload its backlog and commitment. The scope `sprints` is the web's key root.
 */
export const SprintsBacklogChangedEvent = z.object({
  type: z.literal("sprints_backlog_changed"),
  ...base,
  ...audience,
  /** The sprint whose plan changed. */
  sprintId: z.number().int(),
});

/**
 * Links of these tasks of the project changed (product rules §36): clients reload those tasks' links
 * and the board (its Blocked flags) through the API, which shows each reader only what they may see.
 * Ids only: a link's other end may be a task some of the project's readers cannot open.
 */
export const TaskLinksChangedEvent = z.object({
  type: z.literal("task_links_changed"),
  ...base,
  /** The project's tasks whose links changed. */
  taskIds: z.array(z.number().int()),
});

/** Every message the server sends over /ws. */
export const ServerEventSchema = z.discriminatedUnion("type", [
  TaskCreatedEvent,
  TaskUpdatedEvent,
  TaskMovedEvent,
  TaskDeletedEvent,
  CommentCreatedEvent,
  CommentUpdatedEvent,
  CommentDeletedEvent,
  NotificationEvent,
  UnreadCountEvent,
  PresenceEvent,
  BoardUpdatedEvent,
  InvalidateEvent,
  ResyncEvent,
  RetroCardAddedEvent,
  RetroCardUpdatedEvent,
  RetroCardDeletedEvent,
  RetroUpdatedEvent,
  StandupAnswerSavedEvent,
  ChatMessageCreatedEvent,
  ChatMessageUpdatedEvent,
  ChatMessageDeletedEvent,
  ChatTypingEvent,
  SprintsBacklogChangedEvent,
  TaskLinksChangedEvent,
]);
export type ServerEvent = z.output<typeof ServerEventSchema>;
/** The `type` of a server event. */
export type ServerEventType = ServerEvent["type"];
/** The count a socket is sent as it opens. */
export type UnreadCountEvent = z.infer<typeof UnreadCountEvent>;
/** Who views a board: the first viewers and their count. */
export type PresenceEvent = z.infer<typeof PresenceEvent>;

/** Every message a client may send over /ws. */
export const ClientMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("join_project"),
    /** Project whose events to receive (membership is checked). */
    projectId: refIdSchema(),
    /** Sent by the client for compatibility; the server uses the session's user. */
    userId: z.unknown().optional(),
    /** The tab's id, echoed back in events it causes. */
    clientId: z.string().max(64).optional(),
  }),
  z.object({
    type: z.literal("leave_project"),
    /** Project to stop receiving. */
    projectId: refIdSchema(),
  }),
  z.object({ type: z.literal("ping") }),
  z.object({
    type: z.literal("chat_typing"),
    /** The chat channel being typed in (the server checks the user may read it). */
    channelId: refIdSchema(),
  }),
]);
export type ClientMessage = z.output<typeof ClientMessageSchema>;

/** Header carrying the tab's client id on API calls, echoed as `originClientId`. */
export { CLIENT_ID_HEADER } from "./client-id.ts";

/**
 * Close code of a socket whose session ended (logout, password changed elsewhere, account removed,
 * expiry): the client treats it as signed out, like a 401, and does not reconnect.
 */
export const SESSION_ENDED_CODE = 4401;
/** Close reason sent with `SESSION_ENDED_CODE`. */
export const SESSION_ENDED_REASON = "Session ended";
