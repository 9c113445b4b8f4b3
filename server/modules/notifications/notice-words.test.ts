import { describe, expect, it } from "vitest";
import { columnName } from "../../i18n/columns.ts";
import { type NotificationContent, notificationText, wordNotification } from "./messages.ts";

const task = { key: "WEB-16", title: "Checkout page" };
const ana = { name: "Anna Berg" };
const moved = (changes: Extract<NotificationContent, { kind: "taskChanged" }>["changes"]) =>
  notificationText.taskChanged(ana, task, changes).content;
const review = { id: "review", title: "Review" };
const inProgress = { id: "in_progress", title: "In Progress" };

describe("a notification's words, in the reader's language (issue 32)", () => {
  it("titles a watcher's notice with what happened, and lists each change before and after", () => {
    const words = wordNotification(moved([{ field: "status", from: inProgress, to: review }]), "en");
    expect(words).toEqual({
      title: "Anna Berg moved WEB-16 to Review",
      message: '"Checkout page" · Status: In Progress → Review',
    });
    const several = wordNotification(
      moved([
        { field: "status", from: inProgress, to: review },
        { field: "dueDate", from: "2026-12-03T00:00:00.000Z", to: "2026-12-05T00:00:00.000Z" },
        { field: "assignedTo", from: null, to: { id: 2, name: "Ben Ode" } },
      ]),
      "en",
    );
    expect(several.title).toBe("Anna Berg changed 3 things on WEB-16");
    expect(several.message).toBe(
      '"Checkout page" · Status: In Progress → Review · Due date: Dec 3, 2026 → Dec 5, 2026 · Assignee: nobody → Ben Ode',
    );
  });

  it("writes the same notice in German and Arabic, default columns translated", () => {
    const content = moved([{ field: "status", from: inProgress, to: review }]);
    expect(wordNotification(content, "de")).toEqual({
      title: "Anna Berg hat WEB-16 nach Review verschoben",
      message: "„Checkout page“ · Status: In Bearbeitung → Review",
    });
    const done = moved([{ field: "status", from: review, to: { id: "done", title: "Done" } }]);
    expect(wordNotification(done, "de").title).toBe("Anna Berg hat WEB-16 nach Erledigt verschoben");
    const ar = wordNotification(done, "ar");
    expect(ar.title).toContain("منجز");
    expect(ar.message).toContain("مراجعة");
    expect(ar.title).not.toMatch(/moved|Done/);
  });

  it("words the other changes of a watcher's notice", () => {
    const one = (change: Parameters<typeof moved>[0][number], locale: "en" | "de" = "en") =>
      wordNotification(moved([change]), locale).title;
    expect(one({ field: "assignedTo", from: null, to: { id: 2, name: "Ben Ode" } })).toBe(
      "Anna Berg assigned WEB-16 to Ben Ode",
    );
    expect(one({ field: "assignedTo", from: { id: 2, name: "Ben Ode" }, to: null })).toBe(
      "Anna Berg unassigned WEB-16",
    );
    expect(one({ field: "dueDate", from: null, to: "2026-12-05T00:00:00.000Z" }, "de")).toBe(
      "Anna Berg hat das Fälligkeitsdatum von WEB-16 auf 05.12.2026 gesetzt",
    );
    expect(one({ field: "dueDate", from: "2026-12-05T00:00:00.000Z", to: null })).toBe(
      "Anna Berg removed the due date of WEB-16",
    );
    expect(one({ field: "attachment", files: ["a.png", "b.pdf"] })).toBe(
      "Anna Berg attached a.png and b.pdf to WEB-16",
    );
    expect(one({ field: "attachment", files: ["a", "b", "c"] })).toBe("Anna Berg attached 3 files to WEB-16");
    const commented = wordNotification(
      moved([
        { field: "comment", comment: { id: 1, excerpt: "Ship it" } },
        { field: "attachment", files: ["shot.png"] },
      ]),
      "en",
    );
    expect(commented).toEqual({
      title: "Anna Berg commented on WEB-16 and attached a file",
      message: '"Checkout page" · Comment: Ship it · Attached: shot.png',
    });
  });

  it("names the act of an integration, and someone unknown, in the reader's language", () => {
    const github = notificationText.taskChanged({ name: "GitHub acme/webshop", integration: true }, task, [
      { field: "status", from: inProgress, to: review },
    ]).content;
    expect(wordNotification(github, "en", { actor: "Anna Berg" }).title).toBe(
      "GitHub acme/webshop moved WEB-16 to Review",
    );
    const nobody = notificationText.taskChanged(null, task, [
      { field: "status", from: inProgress, to: review },
    ]);
    expect(wordNotification(nobody.content, "de").title).toBe("Jemand hat WEB-16 nach Review verschoben");
  });

  it("words a comment notice with its quote, and with the names as they are now", () => {
    const content = notificationText.commentOnOwnTask("Anna Berg", "Checkout page", {
      id: 4,
      excerpt: "Done?",
    }).content;
    expect(wordNotification(content, "en", { task })).toEqual({
      title: "Anna Berg commented on your task WEB-16",
      message: 'On "Checkout page": Done?',
    });
    expect(wordNotification(content, "de", { actor: "Anna Neu" }).title).toBe(
      "Anna Neu hat Ihre Aufgabe „Checkout page“ kommentiert",
    );
    const reply = notificationText.replyToComment("Anna Berg", "Checkout page", null).content;
    const arabic = wordNotification(reply, "ar", { task });
    expect(arabic.title).toBe("ردّ \u2068Anna Berg\u2069 على تعليقك في \u2068WEB-16\u2069");
    expect(arabic.message).toContain("Checkout page");
    expect(arabic.message).not.toMatch(/replied|comment/);
  });
});

describe("user content inside right-to-left words (issue 32)", () => {
  it("isolates titles, names, keys and projects in Arabic, and nowhere else", () => {
    const assigned = notificationText.taskAssigned("Checkout page.", "Webshop", "Anna Berg").content;
    const arabic = wordNotification(assigned, "ar");
    expect(arabic.message).toContain("\u2068Checkout page.\u2069");
    expect(arabic.message).toContain("\u2068Webshop\u2069");
    const watched = wordNotification(moved([{ field: "status", from: inProgress, to: review }]), "ar");
    expect(watched.title).toContain("\u2068Anna Berg\u2069");
    expect(watched.title).toContain("\u2068WEB-16\u2069");
    expect(watched.message).toContain("\u2068Checkout page\u2069");
    expect(wordNotification(assigned, "de").message).not.toMatch(/[\u2068\u2069]/);
  });
});

describe("a column's name (issue 32)", () => {
  it("translates a default column under its English name, and keeps a name the owner gave", () => {
    expect(columnName("de", inProgress)).toBe("In Bearbeitung");
    expect(columnName("ja", { id: "todo", title: "To Do" })).toBe("未着手");
    expect(columnName("de", { id: "in_progress", title: "Doing" })).toBe("Doing");
    expect(columnName("de", { id: "qa", title: "QA" })).toBe("QA");
  });
});
