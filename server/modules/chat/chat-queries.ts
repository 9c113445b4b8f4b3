import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ChatChannel, ChatChannelKind, ChatMessage } from "../../../contract/chat.ts";
import { mentionName } from "../../../contract/chat.ts";
import type { PublicUser } from "../../../contract/users.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  chatChannels,
  chatMessages,
  chatReads,
  files,
  projectMembers,
  projects,
  teamMembers,
  teams,
  users,
} from "../../db/schema.ts";
import { chatChannelVisibleTo, projectVisibleTo } from "../../platform/access.ts";
import { fileUrl } from "../../platform/files.ts";

/** The other person of a direct channel (the users table, aliased). */
export const other = alias(users, "chat_other");

/** SQL join condition: `other` is the direct channel's person who is not `userId`. */
export const otherOf = (userId: number) =>
  sql`${other.id} = case when ${chatChannels.directLow} = ${userId} then ${chatChannels.directHigh}
    else ${chatChannels.directLow} end`;
export const publicUser = (u: typeof users | typeof other) => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImageUrl: u.profileImageUrl,
});

/**
 * Makes the channels of every project the user sees and every department they belong to that have
 * none yet (two statements; the unique keys and ON CONFLICT make concurrent calls safe).
 */
export async function ensureGroupChannels(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(sql`insert into ${chatChannels} (kind, project_id)
    select 'project', ${projects.id} from ${projects} where ${projectVisibleTo(userId)}
    on conflict (project_id) do nothing`);
  await db.execute(sql`insert into ${chatChannels} (kind, team_id)
    select 'department', ${teams.id} from ${teams} where ${teams.ownerId} = ${userId}
      or ${teams.id} in (select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId})
    on conflict (team_id) do nothing`);
}

/** The channels the user may read (those matching `where` too), with names and unread counts: one query. */
export async function channelRows(db: DbOrTx, userId: number, where?: SQL): Promise<ChatChannel[]> {
  const rows = await db
    .select({
      id: chatChannels.id,
      kind: chatChannels.kind,
      projectId: chatChannels.projectId,
      teamId: chatChannels.teamId,
      projectName: projects.name,
      teamName: teams.name,
      other: publicUser(other),
      unreadCount: sql<number>`(select count(*)::int from ${chatMessages}
        where ${chatMessages.channelId} = ${chatChannels.id}
          and ${chatMessages.id} > coalesce(${chatReads.lastReadId}, 0) and ${chatMessages.authorId} <> ${userId})`,
      lastMessageId: sql<number | null>`(select max(${chatMessages.id}) from ${chatMessages}
        where ${chatMessages.channelId} = ${chatChannels.id})`,
    })
    .from(chatChannels)
    .leftJoin(projects, eq(projects.id, chatChannels.projectId))
    .leftJoin(teams, eq(teams.id, chatChannels.teamId))
    .leftJoin(other, otherOf(userId))
    .leftJoin(chatReads, and(eq(chatReads.channelId, chatChannels.id), eq(chatReads.userId, userId)))
    .where(and(chatChannelVisibleTo(userId), where))
    .orderBy(asc(chatChannels.id));
  const order: Record<string, number> = { project: 0, department: 1, direct: 2 };
  return rows
    .map((r): ChatChannel => {
      const otherUser = r.kind === "direct" && r.other ? (r.other as PublicUser) : null;
      return {
        id: r.id,
        kind: r.kind as ChatChannelKind,
        name: channelName({ projectName: r.projectName, teamName: r.teamName, otherUser }),
        projectId: r.projectId,
        teamId: r.teamId,
        otherUser,
        unreadCount: Number(r.unreadCount),
        lastMessageId: r.lastMessageId == null ? null : Number(r.lastMessageId),
      };
    })
    .sort((a, b) => order[a.kind]! - order[b.kind]! || a.name.localeCompare(b.name) || a.id - b.id);
}

/** What a message row selects (its author from `users`, its file from `files`). */
export const messageColumns = {
  id: chatMessages.id,
  channelId: chatMessages.channelId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  editedAt: chatMessages.editedAt,
  fileId: chatMessages.fileId,
  fileName: files.name,
  author: publicUser(users),
};

/** Messages with their authors and files (add `where`, order and limit). */
export function messageQuery(db: DbOrTx) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .leftJoin(files, eq(files.id, chatMessages.fileId));
}
type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>["execute"]>>[number];

/** A channel's name: its project's or department's, or the other person's for a direct channel. */
export function channelName(r: {
  projectName: string | null;
  teamName: string | null;
  otherUser: PublicUser | null;
}) {
  return r.projectName ?? r.teamName ?? (r.otherUser ? mentionName(r.otherUser) : "Direct message");
}

/** A message row as the API returns it. */
export function presentMessage(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    channelId: r.channelId,
    author: r.author,
    content: r.content,
    attachment: r.fileId != null && r.fileName != null ? { name: r.fileName, url: fileUrl(r.fileId) } : null,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt ? r.editedAt.toISOString() : null,
  };
}

/** One message as the API returns it. */
export async function loadMessage(db: DbOrTx, messageId: number): Promise<ChatMessage> {
  const [row] = await messageQuery(db).where(eq(chatMessages.id, messageId)).limit(1);
  return presentMessage(row!);
}

/** A channel row as the readers query needs it. */
export type ChannelRef = {
  id: number;
  kind: string;
  projectId: number | null;
  teamId: number | null;
  directLow: number | null;
  directHigh: number | null;
};

/** SQL: the ids of the users who may read the channel (product rules §23). */
function readerIds(channel: ChannelRef): SQL {
  if (channel.kind === "project") {
    return sql`select ${projects.ownerId} from ${projects} where ${projects.id} = ${channel.projectId}
      union select ${projectMembers.userId} from ${projectMembers} where ${projectMembers.projectId} = ${channel.projectId}`;
  }
  if (channel.kind === "department") {
    return sql`select ${teams.ownerId} from ${teams} where ${teams.id} = ${channel.teamId}
      union select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} = ${channel.teamId}`;
  }
  return sql`select ${users.id} from ${users} where ${inArray(users.id, [channel.directLow ?? 0, channel.directHigh ?? 0])}`;
}

/** The channel's readers, approved accounts only, by name: one query. */
export async function channelReaders(db: DbOrTx, channel: ChannelRef): Promise<PublicUser[]> {
  return db
    .select(publicUser(users))
    .from(users)
    .where(and(eq(users.isApproved, true), sql`${users.id} in (${readerIds(channel)})`))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** How a notification names a channel: its project or department, or "a direct message". */
export async function getChannelName(db: DbOrTx, channel: ChannelRef): Promise<string> {
  if (channel.kind === "project" && channel.projectId !== null) {
    const [row] = await db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, channel.projectId));
    return row?.name ?? "a project";
  }
  if (channel.kind === "department" && channel.teamId !== null) {
    const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, channel.teamId));
    return row?.name ?? "a department";
  }
  return "a direct message";
}
