import { describe, expect, it } from "vitest";
import type { MailChange, MailEvent } from "./mail-events.ts";
import { excerpt, mailDate } from "./mail-text.ts";
import { type WordContext, wordLine } from "./mail-words.ts";

// The words of one notification in an email (issue 32): every case a sentence with its values before
// and after, in the reader's language; the SMTP tests (mail-content.test.ts) read the common ones as
// delivered, these the rest.

const NOW = new Date("2026-06-01T12:00:00Z");
const en: WordContext = { locale: "en", timeZone: "UTC", now: NOW };
const de: WordContext = { locale: "de", timeZone: "Europe/Berlin", now: NOW };
const ar: WordContext = { locale: "ar", timeZone: "UTC", now: NOW };
const ana = { name: "Ana Lee", integration: false };
const bob = { id: 2, name: "Bob Stone" };
const cleo = { id: 3, name: "Cleo Park" };

function line(kind: string, event: Partial<MailEvent>, changes: MailChange[] = []) {
  return {
    kind,
    title: "Stored title",
    message: "Stored message",
    task: { key: "WEB-16" },
    event: { actor: ana, changes, commented: false, comment: null, dueDate: null, ...event },
  };
}
const said = (kind: string, changes: MailChange[], ctx = en, event: Partial<MailEvent> = {}) => {
  const w = wordLine(line(kind, event, changes), ctx);
  return {
    sentence: w.sentence.text,
    rows: w.rows.map((r) => r.text),
    phrases: w.phrases.map((p) => p.text),
  };
};

describe("a watcher's change in words", () => {
  it("names the people before and after a reassignment, and who was unassigned", () => {
    expect(said("task_changed", [{ field: "assignee", from: bob, to: cleo }])).toEqual({
      sentence: "Ana Lee reassigned WEB-16 from Bob Stone to Cleo Park.",
      rows: [],
      phrases: ["assigned to Cleo Park"],
    });
    expect(said("task_changed", [{ field: "assignee", from: bob, to: null }]).sentence).toBe(
      "Ana Lee unassigned Bob Stone from WEB-16.",
    );
  });

  it("gives a due date's before and after, or says it was removed", () => {
    const changed = said("task_changed", [
      { field: "dueDate", from: "2026-12-01T00:00:00.000Z", to: "2027-01-05T00:00:00.000Z" },
    ]);
    expect(changed.sentence).toBe("Ana Lee changed the due date of WEB-16 from 1 Dec to 5 Jan 2027.");
    expect(changed.phrases).toEqual(["due 5 Jan 2027"]);
    const removed = said("task_changed", [{ field: "dueDate", from: "2026-12-01T00:00:00.000Z", to: null }]);
    expect(removed).toMatchObject({
      sentence: "Ana Lee removed the due date of WEB-16 (it was 1 Dec).",
      phrases: ["no due date"],
    });
  });

  it("a comment with files is one sentence; several changes are rows, each before and after", () => {
    const files: MailChange = { field: "attachment", files: ["shot.png", "log.txt"] };
    expect(said("task_changed", [files], en, { commented: true, comment: "Look" })).toEqual({
      sentence: "Ana Lee commented on WEB-16 and attached shot.png and log.txt:",
      rows: [],
      phrases: ["comment from Ana Lee", "2 files attached"],
    });
    const several = said("task_changed", [
      { field: "status", from: { id: "todo", title: "To Do" }, to: { id: "qa", title: "QA check" } },
      { field: "assignee", from: null, to: bob },
    ]);
    expect(several).toEqual({
      sentence: "Ana Lee changed 2 things on WEB-16:",
      rows: ["Status: To Do → QA check", "Assignee: nobody → Bob Stone"],
      phrases: ["moved to QA check", "assigned to Bob Stone"],
    });
  });

  it("an unknown actor is 'Someone'; an integration is named", () => {
    const moved: MailChange = {
      field: "status",
      from: { id: "todo", title: "To Do" },
      to: { id: "done", title: "Done" },
    };
    expect(said("task_changed", [moved], en, { actor: null }).sentence).toBe(
      "Someone moved WEB-16 from To Do to Done.",
    );
    const github = { name: "GitHub acme/webshop", integration: true };
    expect(said("task_completed", [moved], en, { actor: github })).toEqual({
      sentence: "GitHub acme/webshop completed WEB-16.",
      rows: ["Status: To Do → Done"],
      phrases: ["completed"],
    });
  });
});

describe("other task notifications in words", () => {
  it("an assignment names the one it was taken from", () => {
    expect(said("task_assigned", [{ field: "assignee", from: bob, to: cleo }]).sentence).toBe(
      "Ana Lee assigned WEB-16 to you (it was assigned to Bob Stone).",
    );
  });

  it("a reminder gives the due date now, in the reader's zone and language", () => {
    const w = said("deadline_reminder", [], de, { actor: null, dueDate: "2026-06-02T16:30:00.000Z" });
    expect(w.sentence).toBe("WEB-16 ist am 2. Juni, 18:30 fällig.");
    expect(w.phrases).toEqual(["fällig am 2. Juni, 18:30"]);
  });

  it("keeps the stored words of a notification whose act is unknown", () => {
    const w = wordLine(
      { kind: "project_assigned", title: "Added to a project", message: "You were added to Web", task: null },
      en,
    );
    expect(w.sentence.text).toBe("Added to a project: You were added to Web");
    expect(w.phrases.map((p) => p.text)).toEqual(["Added to a project"]);
  });
});

describe("right-to-left and quotes", () => {
  it("isolates names and keys inside Arabic text, and a column someone named", () => {
    const w = wordLine(
      line("task_changed", {}, [
        { field: "status", from: { id: "todo", title: "To Do" }, to: { id: "qa", title: "QA check." } },
      ]),
      ar,
    );
    expect(w.sentence.text).toBe(
      "نقل \u2068Ana Lee\u2069 المهمة \u2068WEB-16\u2069 من للتنفيذ إلى \u2068QA check.\u2069.",
    );
    expect(w.sentence.html).toBe(
      "نقل <bdi>Ana Lee</bdi> المهمة <bdi>WEB-16</bdi> من للتنفيذ إلى <bdi>QA check.</bdi>.",
    );
  });

  it("escapes user content in HTML", () => {
    const w = wordLine(
      line("task_changed", { actor: { name: "<b>Eve</b>", integration: false } }, [
        { field: "assignee", from: null, to: bob },
      ]),
      en,
    );
    expect(w.sentence.html).toBe(
      "<bdi>&lt;b&gt;Eve&lt;/b&gt;</bdi> assigned <bdi>WEB-16</bdi> to <bdi>Bob Stone</bdi>.",
    );
  });

  it("trims a comment at a word, keeping its lines", () => {
    expect(excerpt("  one\r\n\r\n\r\n\r\ntwo  ")).toEqual(["one", "", "two"]);
    expect(excerpt(`${"word ".repeat(100)}`, 20)).toEqual(["word word word word…"]);
  });

  it("reads a date picked as a day as that day anywhere", () => {
    expect(mailDate("2026-12-03T00:00:00.000Z", "en", "America/New_York", NOW)).toBe("3 Dec");
    expect(mailDate("2026-12-03T00:00:00.000Z", "ja", "Asia/Tokyo", NOW)).toBe("12月3日");
  });
});
