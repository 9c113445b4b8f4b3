import { parseIsoInstant, STORY_POINT_VALUES, type StoryPoints } from "../../../../contract/common.ts";
import { IMPORT_SKIPPED_SHOWN, type ImportRow } from "../../../../contract/imports.ts";
import { MAX_TAG_LENGTH, MAX_TAGS, startAfterDue } from "../../../../contract/tasks.ts";
import type { LocalizedText } from "../../../i18n/index.ts";

/*
 * What the three parsers share (product rules §30): each reads its file into rows of one shape, a
 * value that can be defaulted is defaulted with a note, a value that cannot makes the row skipped
 * with a reason. Pure functions, no database. Notes and reasons are catalog keys and values (issue
 * 32), worded for the person who reads the preview or the report (imports.service.ts).
 */

/** A note or a skipped row's reason, in no language yet. */
export type ImportText = LocalizedText;
/** A skipped row and why, in no language yet. */
export type ParsedSkip = { row: number; reason: ImportText };

/** The contract's limits (contract/tasks.ts): title 255, description 20,000, a checklist item 200. */
export const MAX_TITLE = 255;
export const MAX_DESCRIPTION = 20_000;
export const MAX_CHECKLIST_ITEM = 200;
export const MAX_CHECKLIST_ITEMS = 100;

/** A parser's answer. */
export type Parsed = {
  rows: ImportRow[];
  /** The first 100 rows skipped (IMPORT_SKIPPED_SHOWN), with their reasons. */
  skipped: ParsedSkip[];
  /** How many rows were skipped in all. */
  skippedCount: number;
  notes: ImportText[];
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
export class RowError extends Error {
  constructor(readonly reason: ImportText) {
    super(reason.key);
  }
}

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
export function readPriority(
  raw: string | undefined,
  row: number,
  notes: ImportText[],
): ImportRow["priority"] {
  const text = (raw ?? "").trim();
  if (text === "") return "medium";
  const known = PRIORITIES[text.toLowerCase()];
  if (known) return known;
  notes.push({ key: "import.note.priorityUnknown", values: { row, value: text } });
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
  throw new RowError({ key: "import.skip.points", values: { value: text, allowed: POINTS_LIST } });
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
  throw new RowError({ key: "import.skip.dueNotDate", values: { value: text } });
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
  notes: ImportText[],
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
    notes.push({ key: "import.note.startNotDate", values: { row, value: text.slice(0, 40) } });
    return { dueDate, startDate: null };
  }
  if (startAfterDue(startDate, dueDate)) {
    notes.push({ key: "import.note.startAfterDue", values: { row } });
    return { dueDate, startDate: null };
  }
  return { dueDate, startDate };
}

/** A title: trimmed, required, cut to 255 characters with a note. */
export function readTitle(raw: string | undefined, row: number, notes: ImportText[]): string {
  const text = (raw ?? "").trim();
  if (text === "") throw new RowError({ key: "import.skip.missingTitle" });
  if (text.length <= MAX_TITLE) return text;
  notes.push({ key: "import.note.titleCut", values: { row, max: MAX_TITLE } });
  return text.slice(0, MAX_TITLE).trimEnd();
}

/** A description: blank is none; cut to 20,000 characters with a note. */
export function readDescription(
  raw: string | undefined | null,
  row: number,
  notes: ImportText[],
): string | null {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  if (text.length <= MAX_DESCRIPTION) return text;
  notes.push({ key: "import.note.descriptionCut", values: { row, max: MAX_DESCRIPTION } });
  return text.slice(0, MAX_DESCRIPTION);
}

/** Tags: trimmed, blank and repeated ones dropped; over 50 characters cut, over 20 tags dropped, with notes. */
export function readTags(raw: readonly string[], row: number, notes: ImportText[]): string[] {
  const tags = new Set<string>();
  for (const piece of raw) {
    let tag = piece.trim();
    if (tag === "") continue;
    if (tag.length > MAX_TAG_LENGTH) {
      notes.push({ key: "import.note.tagCut", values: { row, tag: tag.slice(0, 20), max: MAX_TAG_LENGTH } });
      tag = tag.slice(0, MAX_TAG_LENGTH).trimEnd();
    }
    tags.add(tag);
  }
  if (tags.size <= MAX_TAGS) return [...tags];
  notes.push({ key: "import.note.tagsDropped", values: { row, count: tags.size - MAX_TAGS, max: MAX_TAGS } });
  return [...tags].slice(0, MAX_TAGS);
}

/**
 * A checklist: blank items dropped, texts cut to 200 characters, at most 100 items, with notes. Reads
 * `items` only until the 101st kept item: a long list costs no more than a list of 101.
 */
export function readChecklist(
  items: Iterable<{ text: string; done: boolean }>,
  row: number,
  notes: ImportText[],
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
  if (cut) notes.push({ key: "import.note.checklistCut", values: { row, max: MAX_CHECKLIST_ITEM } });
  if (dropped) notes.push({ key: "import.note.checklistDropped", values: { row, max: MAX_CHECKLIST_ITEMS } });
  return kept;
}

/**
 * Reads one row with `read`; a RowError makes it skipped with its reason. The row's notes are kept
 * only when the row is.
 */
export function readRow(
  out: Parsed,
  row: number,
  read: (notes: ImportText[]) => Omit<ImportRow, "row"> | null,
): void {
  const notes: ImportText[] = [];
  try {
    const value = read(notes);
    if (value === null) return;
    out.rows.push({ row, ...value });
    out.notes.push(...notes);
  } catch (err) {
    if (!(err instanceof RowError)) throw err;
    out.skippedCount += 1;
    if (out.skipped.length < IMPORT_SKIPPED_SHOWN) out.skipped.push({ row, reason: err.reason });
  }
}

/** An empty answer to fill. */
export function emptyParsed(projectName: string | null = null): Parsed {
  return { rows: [], skipped: [], skippedCount: 0, notes: [], projectName, keys: {}, links: [] };
}
