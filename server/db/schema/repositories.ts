/** Repository connections, their inbound deliveries and the development items they link to tasks (product rules §34). */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";
import { projects, tasks } from "./work.ts";

/** A project's link to one repository on GitHub, GitLab or Gitea/Forgejo. */
export const repositoryConnections = pgTable(
  "repository_connections",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** github, gitlab or gitea. */
    provider: varchar({ length: 10 }).$type<"github" | "gitlab" | "gitea">().notNull(),
    /** `owner/name` as entered; payloads are compared to it without regard to case. */
    repository: varchar({ length: 200 }).notNull(),
    /** The webhook secret, sealed with platform/secrets.ts (HMAC needs it in the clear). */
    secret: text().notNull(),
    /** Column for an opened pull request: null = automatic ('Review'-like), "" = never. */
    reviewColumn: varchar({ length: 100 }),
    /** Column for a merged pull request: null = the done column, "" = never. */
    doneColumn: varchar({ length: 100 }),
    /** The default branch as the last payload named it. */
    defaultBranch: varchar({ length: 255 }),
    createdAt: createdAt(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index().on(t.projectId),
    uniqueIndex("repository_connections_project_repo_unique").on(
      t.projectId,
      t.provider,
      sql`lower(${t.repository})`,
    ),
  ],
);

/** Why a delivery was ignored, as the provider's parser found it. */
export type IgnoredReason =
  | { kind: "noRepository" }
  | { kind: "noProject" }
  | { kind: "noPullRequestNumber" }
  | { kind: "noMergeRequestIid" }
  | { kind: "eventNotUsed"; event: string };

/**
 * One thing a delivery did or did not do, in no language (issue 32): worded when read, in the
 * reader's language (server/modules/repositories/delivery-words.ts).
 */
export type DeliveryNote =
  | { kind: "duplicate" }
  | { kind: "ignored"; reason: IgnoredReason }
  | { kind: "otherRepository"; repository: string; connected: string }
  | { kind: "tagPushed" }
  | { kind: "branchDeleted"; branch: string }
  | { kind: "pushLinked"; branches: number; commits: number }
  | { kind: "partlyRead"; list: "commits" | "pullRequests"; read: number; named: number }
  | { kind: "pullRequestLinked"; number: number; tasks: number }
  | { kind: "checksNoCommit" }
  | { kind: "checksUpdated"; pullRequests: number }
  | { kind: "columnGone"; task: string; column: string }
  | { kind: "notMoved"; task: string; reason: string }
  | {
      kind: "moved";
      task: string;
      column: { id: string; title: string };
      wip?: { count: number; limit: number };
    };

/** One inbound webhook delivery: its id (unique per connection, so a replay is ignored) and outcome. */
export const repositoryDeliveries = pgTable(
  "repository_deliveries",
  {
    id: serial().primaryKey(),
    connectionId: integer()
      .notNull()
      .references(() => repositoryConnections.id, { onDelete: "cascade" }),
    /** The provider's delivery id (or a hash of the body when it sends none). */
    deliveryId: varchar({ length: 100 }).notNull(),
    event: varchar({ length: 60 }).notNull(),
    /** The hex SHA-256 of the signed body: the same body again within 24 hours is a replay. */
    bodySha256: varchar({ length: 64 }),
    /** What the delivery did, in English words, as stored before `content` (kept for old rows). */
    summary: varchar({ length: 1000 }).notNull().default(""),
    /** The same as notes in no language, worded when read; null on deliveries stored before them. */
    content: jsonb().$type<DeliveryNote[]>(),
    receivedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("repository_deliveries_connection_delivery_unique").on(t.connectionId, t.deliveryId),
    index().on(t.connectionId, t.id),
    index().on(t.connectionId, t.bodySha256),
  ],
);

/** A branch linked to a task (one row per task the branch names). */
export const repositoryBranches = pgTable(
  "repository_branches",
  {
    id: serial().primaryKey(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    connectionId: integer()
      .notNull()
      .references(() => repositoryConnections.id, { onDelete: "cascade" }),
    name: varchar({ length: 255 }).notNull(),
    url: varchar({ length: 2000 }),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("repository_branches_unique").on(t.connectionId, t.name, t.taskId),
    index().on(t.taskId),
  ],
);

/** A commit linked to a task. */
export const repositoryCommits = pgTable(
  "repository_commits",
  {
    id: serial().primaryKey(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    connectionId: integer()
      .notNull()
      .references(() => repositoryConnections.id, { onDelete: "cascade" }),
    sha: varchar({ length: 64 }).notNull(),
    message: varchar({ length: 2000 }).notNull(),
    author: varchar({ length: 255 }),
    url: varchar({ length: 2000 }),
    committedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("repository_commits_unique").on(t.connectionId, t.sha, t.taskId), index().on(t.taskId)],
);

/**
 * A pull (merge) request linked to a task. Its changes bump the board's version (the card's badge is
 * part of the board's task list): see the hand-written trigger in its migration.
 */
export const repositoryPullRequests = pgTable(
  "repository_pull_requests",
  {
    id: serial().primaryKey(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    connectionId: integer()
      .notNull()
      .references(() => repositoryConnections.id, { onDelete: "cascade" }),
    /** GitHub/Gitea number, GitLab iid. */
    number: integer().notNull(),
    title: varchar({ length: 500 }).notNull(),
    url: varchar({ length: 2000 }),
    /** open, draft, merged or closed. */
    state: varchar({ length: 10 }).$type<"open" | "draft" | "merged" | "closed">().notNull(),
    /** The source branch. */
    branch: varchar({ length: 255 }),
    /** The head commit, which check runs and pipelines name. */
    headSha: varchar({ length: 64 }),
    /** Each check's status by name (check run, pipeline, commit status): pending, success or failure. */
    checks: jsonb().$type<Record<string, "pending" | "success" | "failure">>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("repository_pull_requests_unique").on(t.connectionId, t.number, t.taskId),
    index().on(t.taskId, t.id),
    index().on(t.connectionId, t.headSha),
  ],
);
