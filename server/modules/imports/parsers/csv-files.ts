import { parse } from "csv-parse/sync";
import { badRequest } from "../../../platform/errors.ts";
import {
  emptyParsed,
  type Parsed,
  readDate,
  readDescription,
  readPoints,
  readPriority,
  readRow,
  readTags,
  readTitle,
} from "./normalize.ts";

/*
 * The two CSV formats (product rules §30): Jira's issue export (repeated 'Labels' columns, a BOM,
 * CRLF, quoted multi-line descriptions) and the generic CSV that the project export writes. Rows
 * are numbered from 1 after the header.
 */

type Table = { header: string[]; records: string[][] };

/** The file as a header and records; a file that is not CSV, or has no rows, is a 400. */
function readTable(content: string, what: string): Table {
  let records: string[][];
  try {
    records = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false });
  } catch (err) {
    throw badRequest(`The ${what} could not be read as CSV: ${(err as Error).message}`);
  }
  if (records.length === 0) throw badRequest(`The ${what} is empty`);
  const [header, ...rest] = records;
  return {
    header: header!.map((h) =>
      h
        .replace(/^\uFEFF/, "")
        .trim()
        .toLowerCase(),
    ),
    records: rest,
  };
}

/** The indexes of the columns named `name` (lower-case). */
function columns(header: string[], ...names: string[]): number[] {
  return header.flatMap((h, i) => (names.includes(h) ? [i] : []));
}

const cell = (record: string[], indexes: number[]): string =>
  indexes.map((i) => record[i] ?? "").find((v) => v.trim() !== "") ?? "";

/** A Jira issue export (CSV). */
export function parseJiraCsv(content: string): Parsed {
  const { header, records } = readTable(content, "Jira file");
  const col = {
    summary: columns(header, "summary"),
    key: columns(header, "issue key"),
    status: columns(header, "status"),
    priority: columns(header, "priority"),
    assignee: columns(header, "assignee"),
    due: columns(header, "due date", "due"),
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
    throw badRequest("This is not a Jira export: it has no 'Summary' column");
  }
  const out = emptyParsed();
  records.forEach((record, index) => {
    readRow(out, index + 1, (notes) => ({
      title: readTitle(cell(record, col.summary), index + 1, notes),
      description: readDescription(cell(record, col.description), index + 1, notes),
      status: cell(record, col.status).trim() || "To Do",
      priority: readPriority(cell(record, col.priority), index + 1, notes),
      assignee: cell(record, col.assignee).trim() || null,
      dueDate: readDate(cell(record, col.due)),
      tags: readTags(
        col.labels.map((i) => record[i] ?? ""),
        index + 1,
        notes,
      ),
      storyPoints: readPoints(cell(record, col.points)),
      checklist: [],
    }));
  });
  return out;
}

/** A cell the CSV writer protected from spreadsheets (`'=x`), as it was (`=x`): the export round-trips. */
const unprotect = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** The generic CSV: title, description, status, priority, assignee email, due date, tags, points. */
export function parseGenericCsv(content: string): Parsed {
  const { header, records } = readTable(content, "CSV file");
  const at = (name: string) => columns(header, name);
  const col = {
    title: at("title"),
    description: at("description"),
    status: at("status"),
    priority: at("priority"),
    assignee: columns(header, "assignee email", "assignee"),
    due: columns(header, "due date", "due"),
    tags: at("tags"),
    points: columns(header, "points", "story points"),
  };
  if (col.title.length === 0) {
    throw badRequest(
      "The CSV file has no 'title' column. Its first row must name the columns: title, description, status, priority, assignee email, due date, tags, points",
    );
  }
  const out = emptyParsed();
  records.forEach((raw, index) => {
    const record = raw.map(unprotect);
    const row = index + 1;
    readRow(out, row, (notes) => ({
      title: readTitle(cell(record, col.title), row, notes),
      description: readDescription(cell(record, col.description), row, notes),
      status: cell(record, col.status).trim() || "To Do",
      priority: readPriority(cell(record, col.priority), row, notes),
      assignee: cell(record, col.assignee).trim().toLowerCase() || null,
      dueDate: readDate(cell(record, col.due)),
      tags: readTags(cell(record, col.tags).split(/[,;]/), row, notes),
      storyPoints: readPoints(cell(record, col.points)),
      checklist: [],
    }));
  });
  return out;
}
