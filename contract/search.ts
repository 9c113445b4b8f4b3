import { z } from "zod";
import { pathIdSchema } from "./common.ts";
import { TaskTypeSchema } from "./tasks.ts";

/** The longest search text GET /api/search takes. */
export const SEARCH_MAX_LENGTH = 100;
/** The most results one search returns. */
export const SEARCH_MAX_LIMIT = 50;
/** How many results a search returns without `limit`. */
export const SEARCH_DEFAULT_LIMIT = 20;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`;

/** The kinds of result, in the palette's group order. */
export const SEARCH_KINDS = ["task", "project", "sprint", "person", "department"] as const;
/** A kind of result. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * GET /api/search?q=&limit=&kind=&projectId=&type=: the command palette's search (product rules
 * §26), and the task pickers' (§35, §36): `kind=task`, `projectId` or `type` return tasks only.
 */
export const SearchQuery = z.object({
  /** The text: 1-100 characters after trimming. */
  q: z
    .string({ error: "Search text is required" })
    .trim()
    .min(1, "Search text is required")
    .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`),
  /** How many results, 1-50 (default 20). */
  limit: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(SEARCH_MAX_LIMIT, LIMIT_MESSAGE)
      .default(SEARCH_DEFAULT_LIMIT),
  ),
  /** Only results of this kind. */
  // Absent means every kind; an empty value is a bad one (§26), as is any other.
  kind: z
    .enum(SEARCH_KINDS, { error: "Kind must be task, project, sprint, person or department" })
    .optional(),
  /** Only tasks of this project (tasks only; none when the reader may not see it). */
  projectId: pathIdSchema("projectId must be a project id").optional(),
  /** Only tasks of this type (tasks only; product rules §35). */
  type: TaskTypeSchema.optional(),
});
export type SearchQuery = z.output<typeof SearchQuery>;
export type SearchQueryInput = z.input<typeof SearchQuery>;

const score = z.number();

/** A task the reader may see. */
export const TaskSearchResultSchema = z.object({
  /** Kind. */ kind: z.literal("task"),
  /** Task id. */ id: z.number().int(),
  /** Task key, e.g. WEB-42. */ key: z.string(),
  /** Title. */ title: z.string(),
  /** task, story, bug or epic (product rules §35). */ type: z.enum(["task", "story", "bug", "epic"]),
  /** Status value. */ status: z.string(),
  /** The task's project. */ projectId: z.number().int(),
  /** The project's name. */ projectName: z.string(),
  /** Relevance: higher first; an exact key match outranks any text match. */ score,
});

/** A project the reader may see. */
export const ProjectSearchResultSchema = z.object({
  /** Kind. */ kind: z.literal("project"),
  /** Project id. */ id: z.number().int(),
  /** Project key. */ key: z.string(),
  /** Name. */ name: z.string(),
  /** Relevance. */ score,
});

/** A sprint the reader may see. */
export const SprintSearchResultSchema = z.object({
  /** Kind. */ kind: z.literal("sprint"),
  /** Sprint id. */ id: z.number().int(),
  /** Name. */ name: z.string(),
  /** planning, active or completed. */ status: z.string(),
  /** Relevance. */ score,
});

/** A person who shares a project or department with the reader, or the reader. */
export const PersonSearchResultSchema = z.object({
  /** Kind. */ kind: z.literal("person"),
  /** User id. */ id: z.number().int(),
  /** First and last name, else the email. */ name: z.string(),
  /** Email. */ email: z.string(),
  /** Avatar URL or null. */ profileImageUrl: z.string().nullable(),
  /** Relevance. */ score,
});

/** A department (every approved user sees every department). */
export const DepartmentSearchResultSchema = z.object({
  /** Kind. */ kind: z.literal("department"),
  /** Department id. */ id: z.number().int(),
  /** Name. */ name: z.string(),
  /** Relevance. */ score,
});

/** One result of any kind. */
export const SearchResultSchema = z.discriminatedUnion("kind", [
  TaskSearchResultSchema,
  ProjectSearchResultSchema,
  SprintSearchResultSchema,
  PersonSearchResultSchema,
  DepartmentSearchResultSchema,
]);
export type SearchResult = z.output<typeof SearchResultSchema>;

/** GET /api/search: the results, best first. */
export const SearchResponseSchema = z.object({
  /** Results of every kind, by descending score. */
  results: z.array(SearchResultSchema),
});
export type SearchResponse = z.output<typeof SearchResponseSchema>;
