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

  it("finds nothing in server/modules today but what it allows", () => {
    expect(checkServerTexts()).toEqual([]);
  });
});
