// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings are server sources under test
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { checkServerTexts, findServerLiterals } from "./check-server-texts.mjs";

type Found = { line: number; text: string; why: string };
const find = (source: string) => findServerLiterals(source) as Found[];

describe("check-server-texts (issue 32)", () => {
  it("finds sentences built in code, as the watcher notices were", () => {
    const found = find(
      "export function one(actor: string, task: string) {\n  return `${actor} moved ${task} to Review`;\n}",
    );
    expect(found).toEqual([{ line: 2, text: "moved to Review", why: "sentence built in code" }]);
  });

  it("finds words in HTML and in the text given to a page, as the unsubscribe pages had", () => {
    const found = find(
      'const back = (url: string) => `<p><a href="${url}">Back to Sprintboard</a></p>`;\n' +
        'export const done = () => page("Unsubscribed", `<p>Stop email about this?</p>`);',
    );
    expect(found.map((f) => f.why)).toEqual(["HTML text", "argument of page", "HTML text"]);
  });

  it("finds a notification's literal title and message, and serverT in a fixed language", () => {
    const found = find(
      'createNotifications(tx, [{ userId, type: "task_reply", title: "New reply", message: "Someone replied" }]);\n' +
        'const title = serverT("en", "notification.reply.title");',
    );
    expect(found.map((f) => f.why)).toEqual([
      "title property",
      "message property",
      "serverT in a fixed language",
    ]);
  });

  it("leaves API errors, logs, SQL, values and catalog lookups alone", () => {
    const found = find(
      [
        'throw badRequest(`This link would make a blocking cycle: ${a} already waits on ${b}`, "LINK_CYCLE");',
        'log.warn({ err }, "posting a notification to Slack failed");',
        "await tx.execute(sql`select title from tasks where id = ${id}`);",
        'const row = { type: "task_changed", title: serverT(locale, "notification.taskAssigned.title") };',
        'const header = `attachment; filename="${name}"`;',
      ].join("\n"),
    );
    expect(found).toEqual([]);
  });

  it("finds an import's notes and a skipped row's reason, as literals or templates (issue 32)", () => {
    const found = find(
      [
        "notes.push(`Row ${row}: title cut to ${MAX_TITLE} characters`);",
        'out.notes.push("Row 1: start date after the due date; left out");',
        'throw new RowError("missing title");',
        'throw new RowError(`in archived list "${name}"`);',
      ].join("\n"),
    );
    expect(found.map((f) => [f.line, f.why])).toEqual([
      [1, "argument of notes.push"],
      [2, "argument of out.notes.push"],
      [3, "argument of RowError"],
      [4, "argument of RowError"],
    ]);
  });

  it("finds a delivery's notes and summary and a task description written in code (issue 32)", () => {
    const found = find(
      [
        'if (!tag) return { note: "Ignored: a tag was pushed", moves: [] };',
        "const text = `Moved ${key} to ${column.title}`;",
        'return { code: 200, result: { status: "duplicate", summary: "This delivery was received before" } };',
        "make({ title: card.text, description: `Action item from the retrospective (${name})` });",
        'return { ...base, reason: "Set the sprint dates to see its burndown." };',
      ].join("\n"),
    );
    expect(found.map((f) => [f.line, f.why])).toEqual([
      [1, "note property"],
      [2, "sentence built in code"],
      [3, "summary property"],
      [4, "description property"],
      [5, "reason property"],
    ]);
  });

  it("leaves developers' errors, SQL, JSON, OpenAPI and mapping refusals alone", () => {
    const found = find(
      [
        "reject(new Error(`The Trello reader stopped (exit code ${code})`));",
        "class SsoError extends Error { constructor(c: string) { super(`Single sign-on failed: ${c}`); } }",
        "const end = sql.raw(`case when ${a}b.project_id = ${id} then ${a}p.key end`);",
        'const body = `{"version":${v},"reset":true,"tasks":${tasks}}`;',
        'app.get("/x", { schema: { description: "The branches and commits of the task." } }, h);',
        'const download: ContentResponse = { description: "The project as JSON or as CSV, attached." };',
        'fail(`Status "${source}" is mapped to "${target}", which is not a column`);',
      ].join("\n"),
    );
    expect(found).toEqual([]);
  });

  it("finds nothing in server/modules today but what it allows", () => {
    expect(checkServerTexts()).toEqual([]);
  });
});
