import { z } from "zod";
import { PathIdSchema, refIdSchema, STORY_POINT_VALUES, TASK_PRIORITY_VALUES } from "./common.ts";
import { CreateProjectBody } from "./projects.ts";
import { TASK_TYPES } from "./tasks.ts";

/*
 * Import and export (product rules §30): a Trello board export, a Jira CSV export or the generic CSV
 * into a new or existing project, previewed first, written in one transaction; a project exported
 * as JSON or CSV.
 */

/** The formats an import reads. */
export const IMPORT_FORMATS = ["trello", "jira", "csv"] as const;
/** One import format. */
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** At most this many bytes of file per import (5 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** At most this many tasks per import. */
export const MAX_IMPORT_TASKS = 5000;
/** The preview and the report list this many skipped rows (the first ones); `skippedCount` counts all. */
export const IMPORT_SKIPPED_SHOWN = 100;
/** The preview shows this many rows. */
export const IMPORT_SAMPLE_SIZE = 20;
/** The target of a status that gets its own column (its name, as §3's extra column). */
export const NEW_COLUMN = "new column";
/** The generic CSV's columns, in the order the export writes them (after `key`). */
export const GENERIC_CSV_COLUMNS = [
  "title",
  "description",
  "status",
  "priority",
  "assignee email",
  "due date",
  "tags",
  "points",
  "start date",
] as const;

const format = z.enum(IMPORT_FORMATS, { error: "Format must be one of trello, jira, csv" });
const content = z.string({ error: "The file's content is required" }).min(1, "The file is empty");
const projectId = refIdSchema("Project must be a project id");

/** POST /api/imports/preview. */
export const ImportPreviewBody = z.object({
  /** trello, jira or csv. */
  format,
  /** The file's text. */
  content,
  /** The existing project to import into; absent for a new project. */
  projectId: projectId.optional(),
});
export type ImportPreview = z.output<typeof ImportPreviewBody>;
export type ImportPreviewInput = z.input<typeof ImportPreviewBody>;

/** A task as read from a file, normalised. */
export const ImportRowSchema = z.object({
  /** 1-based row (CSV data row, or Trello card) number in the file. */
  row: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** The status as the file names it (Trello: the list's name). */
  status: z.string(),
  priority: z.enum(TASK_PRIORITY_VALUES),
  /** The person as the file names them (email, Jira name or Trello full name), or null. */
  assignee: z.string().nullable(),
  /** ISO date-time, or null. */
  dueDate: z.string().nullable(),
  /** ISO date-time, or null (Jira's Start date, Trello's start, the CSV's start date). */
  startDate: z.string().nullable().optional(),
  tags: z.array(z.string()),
  storyPoints: z.literal(STORY_POINT_VALUES).nullable(),
  /** Checklist items (Trello), in order. */
  checklist: z.array(z.object({ text: z.string(), done: z.boolean() })),
  /** The task's type (Jira's Issue Type; product rules §35); task when absent. */
  type: z.enum(TASK_TYPES).optional(),
  /** Whether Jira calls it a sub-task (its parent is a story, task or bug). */
  subtask: z.boolean().optional(),
  /** The key and id in the file (Jira), to find its children by. */
  sourceKeys: z.array(z.string()).optional(),
  /** The parent's key or id in the file (Jira's Parent / Parent id), or null. */
  parent: z.string().nullable().optional(),
});
export type ImportRow = z.output<typeof ImportRowSchema>;

/** A row left out, and why. */
export const SkippedRowSchema = z.object({ row: z.number().int(), reason: z.string() });
export type SkippedRow = z.output<typeof SkippedRowSchema>;

/** The preview's answer. */
export const ImportPreviewSchema = z.object({
  /** How many tasks the import would create. */
  tasks: z.number().int(),
  /** The first rows. */
  sample: z.array(ImportRowSchema),
  /** Each source status, with the column suggested (a column id, or 'new column'). */
  statuses: z.array(z.object({ source: z.string(), count: z.number().int(), suggested: z.string() })),
  /** Each source person, with the user suggested (only people the importer may assign), or null. */
  users: z.array(
    z.object({ source: z.string(), count: z.number().int(), suggested: z.number().int().nullable() }),
  ),
  /** The columns the tasks may go to: the target project's (or the importer's, for a new one). */
  columns: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The people the tasks may be assigned to. */
  people: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
  /** A suggested name for a new project (the Trello board's name), or null. */
  projectName: z.string().nullable(),
  /** The first 100 rows left out (IMPORT_SKIPPED_SHOWN). */
  skipped: z.array(SkippedRowSchema),
  /** How many rows were left out in all. */
  skippedCount: z.number().int(),
  /** Values defaulted or cut, one line each. */
  notes: z.array(z.string()),
});
export type ImportPreviewResult = z.output<typeof ImportPreviewSchema>;

const newProject = CreateProjectBody.pick({ name: true, key: true, description: true });

/** POST /api/imports. */
export const RunImportBody = z.object({
  format,
  content,
  /** An existing project, or a new one (created as POST /api/projects does). */
  target: z.union([z.object({ projectId }).strict(), z.object({ newProject }).strict()], {
    error: "Target must be { projectId } or { newProject: { name } }",
  }),
  /** Source status -> column id or title, or 'new column'; an absent status takes the suggestion. */
  statusMap: z.record(z.string(), z.string({ error: "A status must map to a column name" })).default({}),
  /** Source person -> user id, or null (unassigned); an absent person takes the suggestion. */
  userMap: z.record(z.string(), refIdSchema("A person must map to a user id or null").nullable()).default({}),
});
export type RunImport = z.output<typeof RunImportBody>;
export type RunImportInput = z.input<typeof RunImportBody>;

/** The import's report. */
export const ImportResultSchema = z.object({
  projectId: z.number().int(),
  created: z.number().int(),
  /** The first 100 rows left out (IMPORT_SKIPPED_SHOWN). */
  skipped: z.array(SkippedRowSchema),
  /** How many rows were left out in all. */
  skippedCount: z.number().int(),
  notes: z.array(z.string()),
});
export type ImportResult = z.output<typeof ImportResultSchema>;

/** The export formats. */
export const EXPORT_FORMATS = ["json", "csv"] as const;

/** GET /api/projects/{id}/export. */
export const ExportParams = z.object({ id: PathIdSchema });
export type ExportParams = z.output<typeof ExportParams>;
export type ExportParamsInput = z.input<typeof ExportParams>;
export const ExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "Format must be json or csv" }).default("json"),
});
export type ExportQuery = z.output<typeof ExportQuery>;
export type ExportQueryInput = z.input<typeof ExportQuery>;

/** The JSON export of a project. */
export const ProjectExportSchema = z.object({
  project: z.object({
    name: z.string(),
    key: z.string(),
    description: z.string().nullable(),
    status: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  /** The board's columns in order. */
  columns: z.array(z.object({ id: z.string(), title: z.string() })),
  tasks: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      /** task, story, bug or epic (product rules §35). */
      type: z.enum(TASK_TYPES),
      /** The parent's key (same project), or null. */
      parentKey: z.string().nullable(),
      description: z.string().nullable(),
      status: z.string(),
      priority: z.string(),
      /** The assignee's email (every approved user may see it, §1), or null. */
      assignee: z.string().nullable(),
      assigneeName: z.string().nullable(),
      dueDate: z.string().nullable(),
      startDate: z.string().nullable(),
      tags: z.array(z.string()),
      storyPoints: z.literal(STORY_POINT_VALUES).nullable(),
      checklist: z.array(z.object({ text: z.string(), done: z.boolean() })),
      createdAt: z.string(),
      updatedAt: z.string(),
      comments: z.array(
        z.object({ author: z.string().nullable(), content: z.string(), createdAt: z.string() }),
      ),
      /** The task's history, oldest first (product rules §32): who, when, through what, what changed. */
      history: z.array(
        z.object({
          at: z.string(),
          kind: z.string(),
          /** The actor's name, or null (the system, a deleted account). */
          actor: z.string().nullable(),
          via: z.object({ kind: z.string(), name: z.string().nullable() }),
          changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
        }),
      ),
    }),
  ),
  /**
   * The links touching the project's tasks (product rules §36), in their stored direction: `source`
   * blocks, duplicates or relates to `target`, each a task key, or null for a task of another project.
   */
  links: z.array(
    z.object({
      type: z.enum(["blocks", "relates", "duplicates"]),
      source: z.string().nullable(),
      target: z.string().nullable(),
    }),
  ),
});
export type ProjectExport = z.output<typeof ProjectExportSchema>;
