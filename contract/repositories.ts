import { z } from "zod";
import { PathIdSchema } from "./common.ts";

/*
 * Repository connections (product rules §34): a project's link to a GitHub, GitLab or Gitea/Forgejo
 * repository, fed by the provider's webhooks. Task keys in branch names, commit messages and pull
 * requests link them to tasks; opening and merging a pull request moves its tasks.
 */

/** The providers a repository may live on (`gitea` also covers Forgejo). */
export const REPOSITORY_PROVIDERS = ["github", "gitlab", "gitea"] as const;
export type RepositoryProvider = (typeof REPOSITORY_PROVIDERS)[number];

/** Human names of the providers, for the settings screen. */
export const REPOSITORY_PROVIDER_LABELS: Record<RepositoryProvider, string> = {
  github: "GitHub",
  gitlab: "GitLab",
  gitea: "Gitea / Forgejo",
};

/** Repositories a project may connect. */
export const MAX_REPOSITORIES_PER_PROJECT = 20;
/** The largest webhook body accepted (bytes); larger ones are refused with 413. */
export const MAX_INBOUND_BODY_BYTES = 1024 * 1024;
/** A column choice meaning "never move" (a status value is never empty). */
export const NO_MOVE = "";

export const REPOSITORY_NAME_MESSAGE =
  "Repository must be written owner/name (GitLab groups may nest: group/subgroup/name)";

/**
 * `owner/name` (GitLab: `group/subgroup/name`): segments of letters, digits, `.`, `_` and `-`, not
 * starting with `.` or `-`, at most 200 characters in all.
 */
export const RepositoryNameSchema = z
  .string({ error: "Repository is required" })
  .trim()
  .min(1, "Repository is required")
  .max(200, "Repository must be at most 200 characters")
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)+$/, REPOSITORY_NAME_MESSAGE)
  .refine((v) => !v.endsWith(".git"), "Leave out the .git ending");

/** POST /api/projects/:id/repositories. */
export const CreateRepositoryBody = z.object({
  /** github, gitlab or gitea (Gitea and Forgejo). */
  provider: z.enum(REPOSITORY_PROVIDERS, { error: "Provider must be github, gitlab or gitea" }),
  /** The repository as the provider names it: `owner/name`. */
  repository: RepositoryNameSchema,
});
export type CreateRepositoryInput = z.input<typeof CreateRepositoryBody>;
export type CreateRepository = z.output<typeof CreateRepositoryBody>;

/** A column choice: null = automatic, "" = never move, else a status value. */
const ColumnChoiceSchema = z
  .string({ error: "Column must be a status value, an empty string or null" })
  .max(100, "Column must be at most 100 characters")
  .nullable();

/** PATCH /api/projects/:id/repositories/:repositoryId: the fields present change. */
export const UpdateRepositoryBody = z
  .object({
    /** Column a task moves to when a linked pull request opens: null = the column named like 'Review' (else none), "" = never. */
    reviewColumn: ColumnChoiceSchema.optional(),
    /** Column a task moves to when a linked pull request merges: null = the done column, "" = never. */
    doneColumn: ColumnChoiceSchema.optional(),
  })
  .refine((v) => v.reviewColumn !== undefined || v.doneColumn !== undefined, {
    message: "Nothing to change",
  });
export type UpdateRepositoryInput = z.input<typeof UpdateRepositoryBody>;
export type UpdateRepository = z.output<typeof UpdateRepositoryBody>;

/** Path of /api/projects/:id/repositories/:repositoryId. */
export const RepositoryParams = z.object({ id: PathIdSchema, repositoryId: PathIdSchema });
export type RepositoryParams = z.output<typeof RepositoryParams>;

/** Path of the inbound endpoint: /api/integrations/:provider/:connectionId. */
export const InboundParams = z.object({
  /** github, gitlab or gitea. */
  provider: z.enum(REPOSITORY_PROVIDERS, { error: "Unknown provider" }),
  /** The connection's id. */
  connectionId: PathIdSchema,
});
export type InboundParams = z.output<typeof InboundParams>;

/** The last delivery a connection received. */
export const RepositoryDeliverySummarySchema = z.object({
  /** The provider's event name (`pull_request`, `Merge Request Hook`, ...). */
  event: z.string(),
  /** ISO time it arrived. */
  receivedAt: z.string(),
  /** What it did, in words ("Moved WEB-3 to Review (over its WIP limit)", "Ignored: ..."). */
  summary: z.string(),
});
export type RepositoryDeliverySummary = z.output<typeof RepositoryDeliverySummarySchema>;

/** A connection as listed (never with its secret). */
export const RepositorySchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  provider: z.enum(REPOSITORY_PROVIDERS),
  /** `owner/name`. */
  repository: z.string(),
  /** Where the provider sends its webhooks. */
  webhookUrl: z.string(),
  /** The chosen column for an opened pull request: null = automatic, "" = never move. */
  reviewColumn: z.string().nullable(),
  /** The chosen column for a merged pull request: null = the done column, "" = never move. */
  doneColumn: z.string().nullable(),
  /** The repository's default branch as its last push or pull request named it, or null. */
  defaultBranch: z.string().nullable(),
  /** The last delivery, or null before the first. */
  lastDelivery: RepositoryDeliverySummarySchema.nullable(),
  createdAt: z.string(),
});
export type Repository = z.output<typeof RepositorySchema>;

/** The answer to adding a connection or rotating its secret: the only time the secret is shown. */
export const RepositoryWithSecretSchema = RepositorySchema.extend({
  /** The webhook secret to paste into the provider. */
  secret: z.string(),
});
export type RepositoryWithSecret = z.output<typeof RepositoryWithSecretSchema>;

/** The answer to an inbound webhook. */
export const InboundResultSchema = z.object({
  /** processed, duplicate (a delivery id seen before) or ignored (an event or repository not used). */
  status: z.enum(["processed", "duplicate", "ignored"]),
  /** What happened, in words. */
  summary: z.string(),
});
export type InboundResult = z.output<typeof InboundResultSchema>;

/** A pull request's state. */
export const PULL_REQUEST_STATES = ["open", "draft", "merged", "closed"] as const;
export type PullRequestState = (typeof PULL_REQUEST_STATES)[number];
/** The checks' status, when the provider sends it. */
export const CHECKS_STATES = ["pending", "success", "failure"] as const;
export type ChecksState = (typeof CHECKS_STATES)[number];

/** A branch linked to a task. */
export const DevelopmentBranchSchema = z.object({
  provider: z.enum(REPOSITORY_PROVIDERS),
  repository: z.string(),
  name: z.string(),
  /** The branch on the provider's site, when known. */
  url: z.string().nullable(),
  updatedAt: z.string(),
});
/** A commit linked to a task. */
export const DevelopmentCommitSchema = z.object({
  provider: z.enum(REPOSITORY_PROVIDERS),
  repository: z.string(),
  sha: z.string(),
  /** The first 7 characters of the sha. */
  shortSha: z.string(),
  message: z.string(),
  author: z.string().nullable(),
  url: z.string().nullable(),
  committedAt: z.string().nullable(),
});
/** A pull (merge) request linked to a task. */
export const DevelopmentPullRequestSchema = z.object({
  provider: z.enum(REPOSITORY_PROVIDERS),
  repository: z.string(),
  number: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  state: z.enum(PULL_REQUEST_STATES),
  /** The checks' status (check runs, pipelines, commit statuses), or null when none were sent. */
  checks: z.enum(CHECKS_STATES).nullable(),
  /** The source branch. */
  branch: z.string().nullable(),
  updatedAt: z.string(),
});
/** GET /api/tasks/:id/development. */
export const DevelopmentSchema = z.object({
  branches: z.array(DevelopmentBranchSchema),
  commits: z.array(DevelopmentCommitSchema),
  pullRequests: z.array(DevelopmentPullRequestSchema),
});
export type Development = z.output<typeof DevelopmentSchema>;
export type DevelopmentPullRequest = z.output<typeof DevelopmentPullRequestSchema>;

/** A branch name for a task: `web-42-checkout-page` (lower case, letters, digits and hyphens, at most 60). */
export function branchNameFor(task: { key: string; title: string }): string {
  const slug = `${task.key}-${task.title}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, 60).replace(/-+$/, "");
}

/** A commit message for a task: `WEB-42 Checkout page`. */
export function commitMessageFor(task: { key: string; title: string }): string {
  return `${task.key} ${task.title.replace(/\s+/g, " ").trim()}`;
}
