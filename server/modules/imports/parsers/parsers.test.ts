import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { type LocalizedText, serverT } from "../../../i18n/index.ts";
import { HttpError } from "../../../platform/errors.ts";
import { emptyCards } from "../import-fixtures.ts";
import { type Parsed, parseImport } from "./index.ts";
import { RowError, readDate, readPoints, readPriority } from "./normalize.ts";

/** A note or reason as an English reader gets it (the parsers keep catalog keys, issue 32). */
const english = (text: LocalizedText) => serverT("en", text.key, text.values);
const notesOf = (parsed: Parsed) => parsed.notes.map(english);
const skippedOf = (parsed: Parsed) => parsed.skipped.map((s) => ({ row: s.row, reason: english(s.reason) }));
/** The reason a read throws, in English. */
function reasonOf(read: () => unknown): string {
  try {
    read();
  } catch (err) {
    if (err instanceof RowError) return english(err.reason);
    throw err;
  }
  throw new Error("no RowError");
}

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8");

/** The HttpError a call throws (status and message), or null. */
async function failure(run: () => Promise<unknown>): Promise<{ status: number; message: string } | null> {
  try {
    await run();
    return null;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, message: err.message };
    throw err;
  }
}

describe("Trello board export (product rules §30)", () => {
  let parsed: Parsed;
  beforeAll(async () => {
    parsed = await parseImport("trello", fixture("trello-board.json"));
  });

  it("reads the cards of open lists in file order, with labels, members, due dates and checklists", async () => {
    expect(parsed.projectName).toBe("Website Relaunch");
    expect(parsed.rows).toHaveLength(14);
    const first = parsed.rows[0]!;
    expect(first).toMatchObject({
      row: 1,
      title: "Set up the staging server",
      status: "Backlog",
      priority: "medium",
      assignee: "Pat Programmer",
      tags: ["green"],
      storyPoints: null,
    });
    expect(first.description).toContain("PostgreSQL 16");
    expect(first.checklist).toEqual([
      { text: "Create the VM", done: true },
      { text: "Install PostgreSQL", done: true },
      { text: "Open the firewall for 443", done: false },
    ]);
    const login = parsed.rows.find((r) => r.title.startsWith("Fix: login"))!;
    expect(login).toMatchObject({ status: "Doing", tags: ["bug"], dueDate: "2026-03-20T00:00:00.000Z" });
    expect(parsed.rows.find((r) => r.title === "Ship the new landing page")!.tags).toEqual(["UX", "green"]);
  });

  it("skips archived cards and cards of archived lists, and notes a card with two members", async () => {
    expect(skippedOf(parsed)).toEqual([
      { row: 13, reason: "archived card" },
      { row: 14, reason: 'in archived list "Old ideas"' },
    ]);
    expect(notesOf(parsed)).toEqual(["Row 5: 2 members; assigned to the first"]);
  });

  it("answers a truncated file, a non-board JSON and an empty file with a clear 400", async () => {
    expect(await failure(() => parseImport("trello", fixture("trello-truncated.json")))).toEqual({
      status: 400,
      message: "The Trello file is not valid JSON (it may be cut short). Export the board again.",
    });
    expect((await failure(() => parseImport("trello", '{"name":"x"}')))?.message).toBe(
      "This is not a Trello board export: it has no 'lists'",
    );
    expect((await failure(() => parseImport("trello", "  \n")))?.message).toBe("The file is empty");
  });
});

describe("Jira CSV export", () => {
  let parsed: Parsed;
  beforeAll(async () => {
    parsed = await parseImport("jira", fixture("jira-export.csv"));
  });

  it("reads the BOM, CRLF, repeated Labels, multi-line descriptions, Jira dates and both points fields", async () => {
    expect(parsed.skipped).toEqual([]);
    expect(parsed.rows.map((r) => r.title)).toEqual([
      "Checkout button does nothing on Safari",
      "Add Apple Pay",
      "Product images load slowly",
      "Update the returns policy page",
      "Spike: headless CMS",
      "Wishlist sharing",
    ]);
    const [checkout, applePay, images, returns, spike, wishlist] = parsed.rows;
    expect(checkout).toMatchObject({
      status: "To Do",
      priority: "high",
      assignee: "Pat Programmer",
      dueDate: "2026-03-12T00:00:00.000Z",
      tags: ["bug", "safari"],
      storyPoints: 3,
    });
    expect(checkout!.description).toBe(
      'Steps:\r\n1. Add an item\r\n2. Click "Checkout"\r\n\r\nNothing happens.',
    );
    expect(applePay).toMatchObject({ priority: "high", dueDate: "2026-04-01T00:00:00.000Z", storyPoints: 8 });
    expect(images).toMatchObject({ assignee: null, tags: ["performance", "images", "cdn"], storyPoints: 5 });
    expect(returns).toMatchObject({ priority: "low", dueDate: "2026-03-20T00:00:00.000Z", storyPoints: 1 });
    expect(spike).toMatchObject({ status: "Backlog", priority: "low", storyPoints: "?" });
    expect(wishlist).toMatchObject({ priority: "high", status: "Selected for Development" });
  });

  it("refuses a CSV without a Summary column", async () => {
    expect(await failure(() => parseImport("jira", fixture("no-title.csv")))).toEqual({
      status: 400,
      message: "This is not a Jira export: it has no 'Summary' column",
    });
  });
});

describe("generic CSV", () => {
  it("reads every column, defaulting an unknown priority with a note", async () => {
    const parsed = await parseImport("csv", fixture("generic.csv"));
    expect(parsed.skipped).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({
      title: "Plan the sprint review",
      description: "Invite the stakeholders.",
      status: "To Do",
      priority: "high",
      assignee: "owner@example.test",
      dueDate: "2026-05-04T00:00:00.000Z",
      tags: ["meeting", "planning"],
      storyPoints: 2,
    });
    expect(parsed.rows[2]).toMatchObject({ status: "Blocked", tags: ["ci", "tests"], storyPoints: "?" });
    expect(parsed.rows[4]!.priority).toBe("medium");
    expect(notesOf(parsed)).toEqual(['Row 5: priority "whenever" is unknown; set to medium']);
  });

  it("skips bad rows with their 1-based number and reason and keeps the good ones", async () => {
    const parsed = await parseImport("csv", fixture("generic-partial.csv"));
    expect(parsed.rows.map((r) => [r.row, r.title])).toEqual([
      [1, "Good task one"],
      [5, "Good task two"],
    ]);
    expect(skippedOf(parsed)).toEqual([
      { row: 2, reason: 'due date "31/31/2026" is not a date' },
      { row: 3, reason: 'points "4" is not one of 0, 1, 2, 3, 5, 8, 13, 21, ?' },
      { row: 4, reason: "missing title" },
    ]);
  });

  it("refuses a file without a title column, an unreadable CSV, and too many rows", async () => {
    expect((await failure(() => parseImport("csv", fixture("no-title.csv"))))?.message).toMatch(
      /^The CSV file has no 'title' column/,
    );
    expect((await failure(() => parseImport("csv", 'title\n"unclosed')))?.message).toMatch(
      /^The CSV file could not be read as CSV: /,
    );
    const many = `title\n${Array.from({ length: 5001 }, (_, i) => `Task ${i}`).join("\n")}\n`;
    expect(await failure(() => parseImport("csv", many))).toEqual({
      status: 400,
      message: "The file has more than 5000 rows; at most 5000 can be imported at once",
    });
    expect((await failure(() => parseImport("csv", `title\n${"x".repeat(5 * 1024 * 1024)}`)))?.status).toBe(
      413,
    );
  });

  it("takes back a cell the CSV export protected from spreadsheets", async () => {
    const parsed = await parseImport("csv", "title,description\n'=SUM(A1),'- first point\n");
    expect(parsed.rows[0]).toMatchObject({ title: "=SUM(A1)", description: "- first point" });
  });
});

describe("value readers", () => {
  it("reads priorities, points and dates, or says why not", async () => {
    const notes: LocalizedText[] = [];
    expect(["Highest", "Lowest", "", "normal"].map((p) => readPriority(p, 1, notes))).toEqual([
      "high",
      "low",
      "medium",
      "medium",
    ]);
    expect(notes).toEqual([]);
    expect(["3.0", "?", "", "21"].map((p) => readPoints(p))).toEqual([3, "?", null, 21]);
    expect(reasonOf(() => readPoints("8 points"))).toContain('points "8 points" is not one of');
    expect(readDate("1/Jan/27 12:30 AM")).toBe("2027-01-01T00:30:00.000Z");
    expect(reasonOf(() => readDate("30/Feb/26"))).toBe('due date "30/Feb/26" is not a date');
  });
});

describe("large and hostile files (issue 20)", () => {
  const board = (cards: unknown[], checklists: unknown[] = []) =>
    JSON.stringify({ name: "B", lists: [{ id: "l", name: "To Do" }], checklists, cards });

  it("reads a checklist once: named again by its card or by another card, it adds nothing", async () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Item ${i}`, pos: i }));
    const parsed = await parseImport(
      "trello",
      board(
        [
          { name: "One", idList: "l", idChecklists: ["a", "a", "b"] },
          { name: "Two", idList: "l", idChecklists: ["a", "b", "c"] },
        ],
        [
          { id: "a", checkItems: items(2) },
          { id: "b", checkItems: items(1) },
          { id: "c", checkItems: items(150) },
        ],
      ),
    );
    expect(parsed.rows[0]!.checklist.map((i) => i.text)).toEqual(["Item 0", "Item 1", "Item 0"]);
    expect(parsed.rows[1]!.checklist).toHaveLength(100);
    expect(notesOf(parsed)).toEqual(["Row 2: checklist items beyond 100 dropped"]);
  });

  it("reads a CSV in slices without splitting a character or a quoted cell", async () => {
    const long = `"${"🙂".repeat(40_000)}\nsecond line"`;
    const parsed = await parseImport("csv", `title,description\nFirst,${long}\nSecond 🙂,x\n`);
    expect(parsed.rows.map((r) => r.title)).toEqual(["First", "Second 🙂"]);
    expect(parsed.rows[0]!.description).toBe(`${"🙂".repeat(10_000)}`);
    expect(notesOf(parsed)).toEqual(["Row 1: description cut to 20,000 characters"]);
  });

  it("refuses more than 5,000 Trello tasks, read in a worker thread when the file is large", async () => {
    const cards = Array.from({ length: 5001 }, (_, i) => ({
      name: `Card number ${i}`,
      idList: "l",
      desc: "A card to do",
    }));
    const content = board(cards);
    expect(content.length).toBeGreaterThan(256 * 1024);
    expect(await failure(() => parseImport("trello", content))).toEqual({
      status: 400,
      message: "The file has more than 5000 tasks; at most 5000 can be imported at once",
    });
  });

  it("refuses a Trello file of millions of tiny objects rather than swell the server's memory", async () => {
    const content = emptyCards();
    expect(await failure(() => parseImport("trello", content))).toEqual({
      status: 413,
      message: "The Trello file holds too many entries to read; export a smaller board",
    });
  });
});
