import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  chatChannels,
  chatMessages,
  projectMembers,
  projects,
  teamMembers,
  teams,
  users,
} from "../../db/schema.ts";
import { chatChannelVisibleTo, projectVisibleTo } from "../../platform/access.ts";
import { forbidden, notFound } from "../../platform/errors.ts";

/*
 * Who may do what in the team chat (product rules §23), on top of `chatChannelVisibleTo` in
 * platform/access.ts: a channel the user may not read answers 404 like a missing one.
 */

/** The channel if the user may read it; else 404. */
export async function loadReadableChannel(db: DbOrTx, userId: number, channelId: number) {
  const [channel] = await db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.id, channelId), chatChannelVisibleTo(userId)))
    .limit(1);
  if (!channel) throw notFound("Channel");
  return channel;
}

/** A message with its channel if the user may read the channel; else 404. */
export async function loadReadableMessage(db: DbOrTx, userId: number, messageId: number) {
  const [row] = await db
    .select({ message: chatMessages, channel: chatChannels })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
    .where(and(eq(chatMessages.id, messageId), chatChannelVisibleTo(userId)))
    .limit(1);
  if (!row) throw notFound("Message");
  return row;
}

/** Only its author edits or deletes a message. */
export function assertMessageAuthor(message: { authorId: number }, userId: number): void {
  if (message.authorId !== userId)
    throw forbidden("Only the author can change this message", "MESSAGE_AUTHOR_ONLY");
}

/**
 * SQL condition on the `users` table: the user shares a project (owner or member) or a department
 * (owner or member) with `userId`: the people `userId` may open a direct channel with.
 */
export function sharesProjectOrDepartmentWith(userId: number): SQL {
  const myProjects = sql`select ${projects.id} from ${projects} where ${projectVisibleTo(userId)}`;
  const myTeams = sql`select ${teams.id} from ${teams} where ${teams.ownerId} = ${userId}
    union select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId}`;
  return sql`(${users.id} in (
    select ${projects.ownerId} from ${projects} where ${projects.id} in (${myProjects})
    union select ${projectMembers.userId} from ${projectMembers} where ${projectMembers.projectId} in (${myProjects})
    union select ${teams.ownerId} from ${teams} where ${teams.id} in (${myTeams})
    union select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} in (${myTeams})))`;
}
