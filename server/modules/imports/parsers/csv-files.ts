import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse } from "csv-parse";
import { type ImportRow, MAX_IMPORT_TASKS } from "../../../../contract/imports.ts";
import { badRequest } from "../../../platform/errors.ts";
import {
  emptyParsed,
  type Parsed,
  readDates,
  readDescription,
  readPoints,
  readPriority,
  readRow,
  readTags,
  readTitle,
} from "./normalize.ts";
import { pacer, pieces } from "./pace.ts";

/*
 * The two CSV formats (product rules §30): Jira's issue export (repeated 'Labels' columns, a BOM,
 * CRLF, quoted multi-line descriptions) and the generic CSV that the project export writes. Rows
 * are numbered from 1 after the header. The file is read 64 KB at a time, yielding to the event
 * loop between slices, and every row counts against the limit of 5,000: a file with more is
 * refused as soon as its 5,001st row is read.
 */

/** Reads one record (a data row, numbered from 1). */
type RecordReader = (record: string[], row: number) => void;

/**
 * Reads the CSV record by record: the header goes to `start`, which answers the reader of the data
 * rows. A file that is not CSV, or has no rows, is a 400.
 */
async function readCsv(content: string, what: string, start: (header: string[]) => RecordReader) {
  const pace = pacer();
  let read: RecordReader | null = null;
  let row = 0;
  // pipeline() answers a stopped reader with its own AbortError: the reader's error is kept here.
  let stop: unknown = null;
  const readAll = async (records: AsyncIterable<string[]>) => {
    try {
      for await (const record of records) {
        if (read === null) {
          read = start(
            record.map((h) =>
              h
                .replace(/^\uFEFF/, "")
                .trim()
                .toLowerCase(),
            ),
          );
          continue;
        }
        row += 1;
        if (row > MAX_IMPORT_TASKS) {
          throw badRequest(
            `The file has more than ${MAX_IMPORT_TASKS} rows; at most ${MAX_IMPORT_TASKS} can be imported at once`,
          );
        }
        read(record, row);
        await pace();
      }
    } catch (err) {
      stop = err;
      throw err;
    }
  };
  const options = { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false };
  try {
    await pipeline(Readable.from(pieces(content)), parse(options), readAll);
  } catch (err) {
    const cause = stop ?? err;
    if (cause instanceof CsvError) throw badRequest(`The ${what} could not be read as CSV: ${cause.message}`);
    throw cause;
  }
  if (read === null) throw badRequest(`The ${what} is empty`);
}

/** The indexes of the columns named `name` (lower-case). */
function columns(header: string[], ...names: string[]): number[] {
  return header.flatMap((h, i) => (names.includes(h) ? [i] : []));
}

/**
 * The record's cells at `indexes` (ascending), up to the record's end: a header that repeats a column
 * name costs a row no more than the row's own cells.
 */
function cells(record: string[], indexes: number[]): string[] {
  const out: string[] = [];
  for (const i of indexes) {
    if (i >= record.length) break;
    out.push(record[i]!);
  }
  return out;
}

const cell = (record: string[], indexes: number[]): string =>
  cells(record, indexes).find((v) => v.trim() !== "") ?? "";

/** A Jira issue export (CSV). */
export async function parseJiraCsv(content: string): Promise<Parsed> {
  const out = emptyParsed();
  await readCsv(content, "Jira file", (header) => jiraRow(out, header));
  return out;
}

function jiraRow(out: Parsed, header: string[]): RecordReader {
  const col = {
    summary: columns(header, "summary"),
    key: columns(header, "issue key"),
    id: columns(header, "issue id"),
    type: columns(header, "issue type"),
    parent: columns(header, "parent", "parent id", "parent key"),
    status: columns(header, "status"),
    priority: columns(header, "priority"),
    assignee: columns(header, "assignee"),
    due: columns(header, "due date", "due"),
    start: columns(header, "start date", "custom field (start date)"),
    labels: columns(header, "labels"),
    description: columns(header, "description"),
    points: columns(
      header,
      "custom field (story points)",
      "custom field (story point estimate)",
      "story points",
    ),
  };
  if (col.summary.length === 0) {
    throw badRequest("This is not a Jira export: it has no 'Summary' column", "IMPORT_JIRA_NO_SUMMARY");
  }
  // Link columns (repeated once per link): outward 'Blocks' = this issue blocks the named one.
  const linkCols = [
    { at: columns(header, "outward issue link (blocks)"), type: "blocks" as const, outward: true },
    { at: columns(header, "inward issue link (blocks)"), type: "blocks" as const, outward: false },
    { at: columns(header, "outward issue link (relates)"), type: "relates" as const, outward: true },
    { at: columns(header, "inward issue link (relates)"), type: "relates" as const, outward: false },
    { at: columns(header, "outward issue link (duplicate)"), type: "duplicates" as const, outward: true },
    { at: columns(header, "inward issue link (duplicate)"), type: "duplicates" as const, outward: false },
  ];
  return (record, row) => {
    const before = out.rows.length;
    readJiraRow(out, record, row, col);
    const key = cell(record, col.key).trim().toUpperCase();
    if (out.rows.length === before || key === "") return;
    out.keys[key] = row;
    for (const { at, type, outward } of linkCols) {
      for (const value of cells(record, at)) {
        const other = value.trim().toUpperCase();
        if (other === "" || other === key) continue;
        out.links.push(outward ? { type, from: key, to: other } : { type, from: other, to: key });
      }
    }
  };
}

type JiraColumns = Record<
  | "summary"
  | "key"
  | "id"
  | "type"
  | "parent"
  | "status"
  | "priority"
  | "assignee"
  | "due"
  | "start"
  | "labels"
  | "description"
  | "points",
  number[]
>;

function readJiraRow(out: Parsed, record: string[], row: number, col: JiraColumns): void {
  readRow(out, row, (notes) => ({
    title: readTitle(cell(record, col.summary), row, notes),
    description: readDescription(cell(record, col.description), row, notes),
    status: cell(record, col.status).trim() || "To Do",
    priority: readPriority(cell(record, col.priority), row, notes),
    assignee: cell(record, col.assignee).trim() || null,
    ...readDates(cell(record, col.due), cell(record, col.start), row, notes, true),
    tags: readTags(cells(record, col.labels), row, notes),
    storyPoints: readPoints(cell(record, col.points)),
    checklist: [],
    ...readJiraType(cell(record, col.type)),
    sourceKeys: [cell(record, col.key).trim(), cell(record, col.id).trim()].filter((k) => k !== ""),
    parent: cell(record, col.parent).trim() || null,
  }));
}

/** Jira's Issue Type as a type (product rules §35): Epic, Story, Bug; Sub-task and the rest are tasks. */
function readJiraType(raw: string): { type: ImportRow["type"]; subtask: boolean } {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, "");
  if (text === "epic" || text === "story" || text === "bug") return { type: text, subtask: false };
  return { type: "task", subtask: text === "subtask" };
}

/** A cell the CSV writer protected from spreadsheets (`'=x`), as it was (`=x`): the export round-trips. */
const unprotect = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** The generic CSV: title, description, status, priority, assignee email, due date, tags, points. */
export async function parseGenericCsv(content: string): Promise<Parsed> {
  const out = emptyParsed();
  await readCsv(content, "CSV file", (header) => genericRow(out, header));
  return out;
}

function genericRow(out: Parsed, header: string[]): RecordReader {
  const at = (name: string) => columns(header, name);
  const col = {
    title: at("title"),
    description: at("description"),
    status: at("status"),
    priority: at("priority"),
    assignee: columns(header, "assignee email", "assignee"),
    due: columns(header, "due date", "due"),
    start: columns(header, "start date", "start"),
    tags: at("tags"),
    points: columns(header, "points", "story points"),
  };
  if (col.title.length === 0) {
    throw badRequest(
      "The CSV file has no 'title' column. Its first row must name the columns: title, description, status, priority, assignee email, due date, tags, points",
    );
  }
  return (raw, row) => {
    const record = raw.map(unprotect);
    readRow(out, row, (notes) => ({
      title: readTitle(cell(record, col.title), row, notes),
      description: readDescription(cell(record, col.description), row, notes),
      status: cell(record, col.status).trim() || "To Do",
      priority: readPriority(cell(record, col.priority), row, notes),
      assignee: cell(record, col.assignee).trim().toLowerCase() || null,
      ...readDates(cell(record, col.due), cell(record, col.start), row, notes),
      tags: readTags(cell(record, col.tags).split(/[,;]/), row, notes),
      storyPoints: readPoints(cell(record, col.points)),
      checklist: [],
    }));
  };
}
