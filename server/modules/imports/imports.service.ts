import { asc, eq } from "drizzle-orm";
import {
  IMPORT_SAMPLE_SIZE,
  type ImportPreview,
  type ImportPreviewResult,
  type ImportResult,
  type RunImport,
} from "../../../contract/imports.ts";
import type { Locale } from "../../../contract/locales.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { boards } from "../../db/schema.ts";
import { serverT } from "../../i18n/index.ts";
import { assertMayAssign, loadVisibleProject } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { addProjectMembers } from "../memberships/memberships.service.ts";
import { insertProject } from "../projects/project-create.service.ts";
import {
  assignablePeople,
  columnChoices,
  ownerColumns,
  resolvePeople,
  resolveStatuses,
  suggestColumn,
  suggestPerson,
  tally,
} from "./import-targets.ts";
import { writeTasks } from "./import-write.ts";
import { type Parsed, parseImport } from "./parsers/index.ts";

/*
 * Import (product rules §30). The preview reads the file and proposes where its statuses and people
 * go, writing nothing; the import writes the project (new or existing), its new members and every
 * task with its checklist in ONE transaction: any failure (a mapping the project cannot take, a
 * user who may not be assigned) rolls everything back, the new project included.
 */

/** The file's skipped rows and notes in the importer's language (issue 32). */
function worded(parsed: Parsed, locale: Locale) {
  return {
    skipped: parsed.skipped.map((s) => ({
      row: s.row,
      reason: serverT(locale, s.reason.key, s.reason.values),
    })),
    skippedCount: parsed.skippedCount,
    notes: parsed.notes.map((n) => serverT(locale, n.key, n.values)),
  };
}

/** The target project if the importer may create tasks in it (owner and members, §5); 404 otherwise. */
async function importTarget(db: DbOrTx, userId: number, projectId: number) {
  return loadVisibleProject(db, userId, projectId);
}

/** What an import would do, with the mapping suggested; nothing is written. */
export async function previewImport(
  db: Db,
  userId: number,
  input: ImportPreview,
  locale: Locale,
): Promise<ImportPreviewResult> {
  const parsed = await parseImport(input.format, input.content);
  const project = input.projectId === undefined ? null : await importTarget(db, userId, input.projectId);
  const [columns, people] = await Promise.all([
    ownerColumns(db, project?.ownerId ?? userId),
    assignablePeople(db, project, userId),
  ]);
  return {
    tasks: parsed.rows.length,
    sample: parsed.rows.slice(0, IMPORT_SAMPLE_SIZE),
    statuses: tally(parsed, (r) => r.status).map((s) => ({
      ...s,
      suggested: suggestColumn(columns, s.source),
    })),
    users: tally(parsed, (r) => r.assignee).map((u) => ({
      ...u,
      suggested: suggestPerson(people, u.source),
    })),
    columns: columnChoices(columns),
    people,
    projectName: parsed.projectName,
    ...worded(parsed, locale),
  };
}

const fail = (message: string): never => {
  throw badRequest(message);
};

/**
 * Runs the import in one transaction; 201 with the report. After the commit, the boards open on an
 * existing project reload its tasks (one `invalidate` event rather than thousands of task events).
 */
export async function runImport(
  ctx: AppContext,
  userId: number,
  input: RunImport,
  origin: EventOrigin,
  locale: Locale,
): Promise<ImportResult> {
  const result = await writeImport(ctx.db, userId, input, locale);
  if ("projectId" in input.target && result.created > 0) {
    ctx.realtime.publish({ type: "invalidate", projectId: result.projectId, taskId: null, ...origin });
  }
  return result;
}

async function writeImport(db: Db, userId: number, input: RunImport, locale: Locale): Promise<ImportResult> {
  const parsed = await parseImport(input.format, input.content);
  return db.transaction(async (tx) => {
    const { project, boardId } =
      "projectId" in input.target
        ? await existingTarget(tx, userId, input.target.projectId)
        : await insertProject(tx, userId, { ...input.target.newProject, status: "active" });
    const [columns, people] = await Promise.all([
      ownerColumns(tx, project.ownerId),
      assignablePeople(tx, "projectId" in input.target ? project : null, userId),
    ]);
    const statuses = resolveStatuses(parsed, columns, input.statusMap, fail);
    const assignees = resolvePeople(parsed, people, input.userMap, fail);
    const ids = [...new Set([...assignees.values()].filter((id): id is number => id !== null))];
    const newMembers = await assertMayAssign(tx, project, userId, ids);
    await addProjectMembers(tx, project, newMembers, userId);
    const via = { kind: "import" as const, name: input.format };
    const created = await writeTasks(tx, {
      boardId,
      columns,
      parsed,
      statuses,
      people: assignees,
      userId,
      via,
    });
    return {
      projectId: project.id,
      created,
      ...worded(parsed, locale),
    };
  });
}

/** An existing project to import into, and its first board. */
async function existingTarget(tx: DbOrTx, userId: number, projectId: number) {
  const project = await importTarget(tx, userId, projectId);
  const [board] = await tx
    .select({ id: boards.id })
    .from(boards)
    .where(eq(boards.projectId, project.id))
    .orderBy(asc(boards.id))
    .limit(1);
  if (!board) throw notFound("Board");
  return { project, boardId: board.id };
}
