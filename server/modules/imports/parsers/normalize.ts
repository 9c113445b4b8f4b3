import { parseIsoInstant, STORY_POINT_VALUES, type StoryPoints } from "../../../../contract/common.ts";
import { IMPORT_SKIPPED_SHOWN, type ImportRow, type SkippedRow } from "../../../../contract/imports.ts";
import { MAX_TAG_LENGTH, MAX_TAGS, startAfterDue } from "../../../../contract/tasks.ts";

/*
 * What the three parsers share (product rules §30): each reads its file into rows of one shape, a
 * value that can be defaulted is defaulted with a note, a value that cannot makes the row skipped
 * with a reason. Pure functions, no database.
 */

/** The contract's limits (contract/tasks.ts): title 255, description 20,000, a checklist item 200. */
export const MAX_TITLE = 255;
export const MAX_DESCRIPTION = 20_000;
export const MAX_CHECKLIST_ITEM = 200;
export const MAX_CHECKLIST_ITEMS = 100;

/** A parser's answer. */
export type Parsed = {
  rows: ImportRow[];
  /** The first 100 rows skipped (IMPORT_SKIPPED_SHOWN), with their reasons. */
  skipped: SkippedRow[];
  /** How many rows were skipped in all. */
  skippedCount: number;
  notes: string[];
  /** The file's own name for the project (a Trello board's name), or null. */
  projectName: string | null;
  /** The row of each issue key the file names (Jira's 'Issue key'), for links between its rows. */
  keys: Record<string, number>;
  /**
   * Links between the file's issues by their keys, in their stored direction (product rules §36):
   * `from` blocks, duplicates or relates to `to`. Keys the file does not hold are dropped on writing.
   */
  links: { type: "blocks" | "relates" | "duplicates"; from: string; to: string }[];
};

/** A row being read: collects its notes; `skip` ends it with a reason. */
export class RowError extends Error {}

const PRIORITIES: Record<string, ImportRow["priority"]> = {
  highest: "high",
  high: "high",
  urgent: "high",
  critical: "high",
  blocker: "high",
  major: "high",
  medium: "medium",
  normal: "medium",
  low: "low",
  lowest: "low",
  minor: "low",
  trivial: "low",
};

/** A priority from any of the usual words; blank is medium, anything else medium with a note. */
export function readPriority(raw: string | undefined, row: number, notes: string[]): ImportRow["priority"] {
  const text = (raw ?? "").trim();
  if (text === "") return "medium";
  const known = PRIORITIES[text.toLowerCase()];
  if (known) return known;
  notes.push(`Row ${row}: priority "${text}" is unknown; set to medium`);
  return "medium";
}

const POINTS_LIST = STORY_POINT_VALUES.join(", ");

/** Story points: blank is none; one of 0, 1, 2, 3, 5, 8, 13, 21, ? ("3.0" is 3); else the row is skipped. */
export function readPoints(raw: string | number | undefined | null): StoryPoints | null {
  const text = String(raw ?? "").trim();
  if (text === "") return null;
  if (text === "?") return "?";
  const value = Number(text);
  if (/^\d+(\.0+)?$/.test(text) && (STORY_POINT_VALUES as readonly unknown[]).includes(value)) {
    return value as StoryPoints;
  }
  throw new RowError(`points "${text}" is not one of ${POINTS_LIST}`);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** Jira's '12/Mar/26 5:00 PM' or '12/Mar/2026' (day/month name/year, optional 12-hour time). */
const JIRA_DATE = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{2}|\d{4})(?:\s+(\d{1,2}):(\d{2})(?:\s*([AaPp][Mm]))?)?$/;

/** A due date: ISO (date or date-time), or Jira's style; blank is none; else the row is skipped. */
export function readDate(raw: string | undefined | null): string | null {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  const iso = parseIsoInstant(text);
  if (iso !== null) return new Date(iso).toISOString();
  const jira = JIRA_DATE.exec(text);
  if (jira) {
    const month = MONTHS.indexOf(jira[2]!.toLowerCase());
    const year = jira[3]!.length === 2 ? 2000 + Number(jira[3]) : Number(jira[3]);
    let hour = Number(jira[4] ?? 0);
    const meridiem = jira[6]?.toLowerCase();
    if (meridiem === "pm" && hour < 12) hour += 12;
    if (meridiem === "am" && hour === 12) hour = 0;
    const pad = (n: number) => String(n).padStart(2, "0");
    const candidate = `${year}-${pad(month + 1)}-${pad(Number(jira[1]))}T${pad(hour)}:${jira[5] ?? "00"}:00Z`;
    if (month >= 0 && hour < 24 && parseIsoInstant(candidate) !== null)
      return candidate.replace("Z", ".000Z");
  }
  throw new RowError(`due date "${text}" is not a date`);
}

/** A date-time from another tool as the day it falls on in UTC (midnight UTC): task dates are days. */
const asDay = (iso: string | null) => (iso === null ? null : `${iso.slice(0, 10)}T00:00:00.000Z`);

/**
 * The due date (as `readDate`) and the start date: a start that is not a date, or falls after the
 * due date, is left out with a note (the row still imports). `days`: another tool's date-times
 * (Jira, Trello) become the UTC day they fall on (product rules, tasks: task dates are days); the
 * generic CSV, which our export writes, keeps its values as they are.
 */
export function readDates(
  due: string | undefined | null,
  start: string | undefined | null,
  row: number,
  notes: string[],
  days = false,
): { dueDate: string | null; startDate: string | null } {
  const day = days ? asDay : (iso: string | null) => iso;
  const dueDate = day(readDate(due));
  const text = (start ?? "").trim();
  if (text === "") return { dueDate, startDate: null };
  let startDate: string | null;
  try {
    startDate = day(readDate(text));
  } catch {
    notes.push(`Row ${row}: start date "${text.slice(0, 40)}" is not a date; left out`);
    return { dueDate, startDate: null };
  }
  if (startAfterDue(startDate, dueDate)) {
    notes.push(`Row ${row}: start date after the due date; left out`);
    return { dueDate, startDate: null };
  }
  return { dueDate, startDate };
}

/** A title: trimmed, required, cut to 255 characters with a note. */
export function readTitle(raw: string | undefined, row: number, notes: string[]): string {
  const text = (raw ?? "").trim();
  if (text === "") throw new RowError("missing title");
  if (text.length <= MAX_TITLE) return text;
  notes.push(`Row ${row}: title cut to ${MAX_TITLE} characters`);
  return text.slice(0, MAX_TITLE).trimEnd();
}

/** A description: blank is none; cut to 20,000 characters with a note. */
export function readDescription(raw: string | undefined | null, row: number, notes: string[]): string | null {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  if (text.length <= MAX_DESCRIPTION) return text;
  notes.push(`Row ${row}: description cut to ${MAX_DESCRIPTION} characters`);
  return text.slice(0, MAX_DESCRIPTION);
}

/** Tags: trimmed, blank and repeated ones dropped; over 50 characters cut, over 20 tags dropped, with notes. */
export function readTags(raw: readonly string[], row: number, notes: string[]): string[] {
  const tags = new Set<string>();
  for (const piece of raw) {
    let tag = piece.trim();
    if (tag === "") continue;
    if (tag.length > MAX_TAG_LENGTH) {
      notes.push(`Row ${row}: tag "${tag.slice(0, 20)}..." cut to ${MAX_TAG_LENGTH} characters`);
      tag = tag.slice(0, MAX_TAG_LENGTH).trimEnd();
    }
    tags.add(tag);
  }
  if (tags.size <= MAX_TAGS) return [...tags];
  notes.push(`Row ${row}: ${tags.size - MAX_TAGS} tags beyond ${MAX_TAGS} dropped`);
  return [...tags].slice(0, MAX_TAGS);
}

/**
 * A checklist: blank items dropped, texts cut to 200 characters, at most 100 items, with notes. Reads
 * `items` only until the 101st kept item: a long list costs no more than a list of 101.
 */
export function readChecklist(
  items: Iterable<{ text: string; done: boolean }>,
  row: number,
  notes: string[],
): ImportRow["checklist"] {
  const kept: ImportRow["checklist"] = [];
  let cut = false;
  let dropped = false;
  for (const item of items) {
    const text = item.text.trim();
    if (text === "") continue;
    if (kept.length === MAX_CHECKLIST_ITEMS) {
      dropped = true;
      break;
    }
    cut ||= text.length > MAX_CHECKLIST_ITEM;
    kept.push({ text: text.slice(0, MAX_CHECKLIST_ITEM).trimEnd(), done: item.done });
  }
  if (cut) notes.push(`Row ${row}: checklist items cut to ${MAX_CHECKLIST_ITEM} characters`);
  if (dropped) notes.push(`Row ${row}: checklist items beyond ${MAX_CHECKLIST_ITEMS} dropped`);
  return kept;
}

/**
 * Reads one row with `read`; a RowError makes it skipped with its reason. The row's notes are kept
 * only when the row is.
 */
export function readRow(
  out: Parsed,
  row: number,
  read: (notes: string[]) => Omit<ImportRow, "row"> | null,
): void {
  const notes: string[] = [];
  try {
    const value = read(notes);
    if (value === null) return;
    out.rows.push({ row, ...value });
    out.notes.push(...notes);
  } catch (err) {
    if (!(err instanceof RowError)) throw err;
    out.skippedCount += 1;
    if (out.skipped.length < IMPORT_SKIPPED_SHOWN) out.skipped.push({ row, reason: err.message });
  }
}

/** An empty answer to fill. */
export function emptyParsed(projectName: string | null = null): Parsed {
  return { rows: [], skipped: [], skippedCount: 0, notes: [], projectName, keys: {}, links: [] };
}
