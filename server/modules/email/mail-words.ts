import type { Locale } from "../../../contract/locales.ts";
import { defaultStatusOf } from "../../../contract/statuses.ts";
import { columnName } from "../../i18n/columns.ts";
import type { MailChange, MailColumn, MailEvent } from "./mail-events.ts";
import {
  fileList,
  mailDate,
  plainRich,
  type Rich,
  type RichValues,
  say,
  type UserText,
  user,
} from "./mail-text.ts";

/*
 * The words of one notification in an email (issue 32, product rules §33 'Contents'), in the
 * recipient's language: a whole sentence saying who did what ("Ana Lee moved WEB-16 from To Do to
 * Review."), the changes with their values before and after when there are several ("Status: To
 * Do → Review"), the comment to quote, and short phrases for the subject ("moved to Review", "due
 * 3 Dec"). A notification not about a task, or one whose act is unknown, keeps its stored words.
 */

/** What wording needs besides the line: the reader's language and time zone, and now. */
export type WordContext = { locale: Locale; timeZone: string; now?: Date };

/** One notification in words. */
export type LineWords = {
  sentence: Rich;
  /** The changes, one each, when the sentence does not say them. */
  rows: Rich[];
  /** The comment's text to quote (user content), or null. */
  quote: string | null;
  /** What the subject says of it. */
  phrases: Rich[];
};

/** What a line needs to be worded. */
export type WordedLine = {
  kind: string;
  title: string;
  message: string;
  task: { key: string } | null;
  event?: MailEvent | null;
};

/**
 * A column's name: the server's one function for it (`columnName`, issue 32), so one of the four
 * default columns reads under its English name in the reader's language; a name the owner gave is
 * user content, shown as it is.
 */
function columnValue(locale: Locale, column: MailColumn | null): string | UserText {
  if (!column) return say(locale, "mail.line.none").text;
  const name = columnName(locale, column);
  return defaultStatusOf(column) ? name : user(name);
}

/** One change as a whole sentence, with its values before and after. */
function changeSentence(c: MailChange, v: RichValues, ctx: WordContext): Rich {
  const { locale } = ctx;
  const date = (iso: string) => mailDate(iso, locale, ctx.timeZone, ctx.now);
  switch (c.field) {
    case "status":
      return c.from
        ? say(locale, "mail.line.moved", {
            ...v,
            from: columnValue(locale, c.from),
            to: columnValue(locale, c.to),
          })
        : say(locale, "mail.line.movedTo", { ...v, to: columnValue(locale, c.to) });
    case "assignee":
      if (c.to && c.from)
        return say(locale, "mail.line.reassigned", { ...v, from: user(c.from.name), to: user(c.to.name) });
      if (c.to) return say(locale, "mail.line.assigned", { ...v, to: user(c.to.name) });
      return say(locale, "mail.line.unassigned", { ...v, from: user(c.from?.name ?? "") });
    case "dueDate":
      if (c.to && c.from)
        return say(locale, "mail.line.dueChanged", { ...v, from: date(c.from), to: date(c.to) });
      if (c.to) return say(locale, "mail.line.dueSet", { ...v, to: date(c.to) });
      return say(locale, "mail.line.dueRemoved", { ...v, from: c.from ? date(c.from) : "" });
    case "attachment":
      return c.files.length <= 3
        ? say(locale, "mail.line.attached", { ...v, files: user(fileList(locale, c.files)) })
        : say(locale, "mail.line.attachedMany", { ...v, count: c.files.length });
  }
}

/** One change as a row: its field, before and after. */
function changeRow(c: MailChange, ctx: WordContext): Rich {
  const { locale } = ctx;
  const date = (iso: string | null) =>
    iso ? mailDate(iso, locale, ctx.timeZone, ctx.now) : say(locale, "mail.line.noDate").text;
  const nobody = say(locale, "mail.line.nobody").text;
  switch (c.field) {
    case "status":
      return say(locale, "mail.line.row.status", {
        from: columnValue(locale, c.from),
        to: columnValue(locale, c.to),
      });
    case "assignee":
      return say(locale, "mail.line.row.assignee", {
        from: c.from ? user(c.from.name) : nobody,
        to: c.to ? user(c.to.name) : nobody,
      });
    case "dueDate":
      return say(locale, "mail.line.row.dueDate", { from: date(c.from), to: date(c.to) });
    case "attachment":
      return say(locale, "mail.line.row.files", { files: user(fileList(locale, c.files)) });
  }
}

/** What the subject says of one change. */
function changePhrase(c: MailChange, ctx: WordContext): Rich {
  const { locale } = ctx;
  switch (c.field) {
    case "status":
      return say(locale, "mail.line.phrase.moved", { to: columnValue(locale, c.to) });
    case "assignee":
      return c.to
        ? say(locale, "mail.line.phrase.assigned", { to: user(c.to.name) })
        : say(locale, "mail.line.phrase.unassigned");
    case "dueDate":
      return c.to
        ? say(locale, "mail.line.phrase.due", { date: mailDate(c.to, locale, ctx.timeZone, ctx.now) })
        : say(locale, "mail.line.phrase.dueRemoved");
    case "attachment":
      return say(locale, "mail.line.phrase.attached", { count: c.files.length });
  }
}

/** A watcher's notice: one change in a sentence, a comment (with its files), or several as rows. */
function watchedWords(e: MailEvent, v: RichValues, ctx: WordContext): Omit<LineWords, "quote"> {
  const { locale } = ctx;
  const commentPhrase = say(locale, "mail.line.phrase.comment", { actor: v.actor! });
  const [only] = e.changes;
  if (e.commented && e.changes.length === 0) {
    const sentence = say(locale, e.comment ? "mail.line.commentedQuote" : "mail.line.commented", v);
    return { sentence, rows: [], phrases: [commentPhrase] };
  }
  if (e.commented && e.changes.length === 1 && only?.field === "attachment") {
    const files = user(fileList(locale, only.files));
    return {
      sentence: say(locale, "mail.line.commentedAttached", { ...v, files }),
      rows: [],
      phrases: [commentPhrase, changePhrase(only, ctx)],
    };
  }
  const phrases = [...e.changes.map((c) => changePhrase(c, ctx)), ...(e.commented ? [commentPhrase] : [])];
  if (!e.commented && e.changes.length === 1 && only) {
    return { sentence: changeSentence(only, v, ctx), rows: [], phrases };
  }
  const count = e.changes.length + (e.commented ? 1 : 0);
  return {
    sentence: say(locale, "mail.line.changedSeveral", { ...v, count }),
    rows: e.changes.map((c) => changeRow(c, ctx)),
    phrases,
  };
}

/** The words of one notification in an email. */
export function wordLine(line: WordedLine, ctx: WordContext): LineWords {
  const { locale } = ctx;
  const e = line.event;
  const stored: LineWords = {
    sentence: plainRich(`${line.title}: ${line.message}`),
    rows: [],
    quote: null,
    phrases: [plainRich(line.title)],
  };
  if (!e || !line.task) return stored;
  const actor = e.actor ? user(e.actor.name) : say(locale, "mail.line.someone").text;
  // A key is isolated too: "AR-1" stays whole inside right-to-left text.
  const key = user(line.task.key);
  const v: RichValues = { actor, key };
  const others = e.changes.filter((c) => c.field !== "assignee");
  const quote = e.commented ? e.comment : null;
  switch (line.kind) {
    case "task_assigned": {
      const before = e.changes.find((c) => c.field === "assignee")?.from;
      return {
        sentence: before
          ? say(locale, "mail.line.assignedYouFrom", { ...v, from: user(before.name) })
          : say(locale, "mail.line.assignedYou", v),
        rows: others.map((c) => changeRow(c, ctx)),
        quote: null,
        phrases: [say(locale, "mail.line.phrase.assignedYou"), ...others.map((c) => changePhrase(c, ctx))],
      };
    }
    case "task_completed":
      return {
        sentence: say(locale, "mail.line.completed", v),
        rows: e.changes.map((c) => changeRow(c, ctx)),
        quote: null,
        phrases: [say(locale, "mail.line.phrase.completed")],
      };
    case "task_changed":
      return { ...watchedWords(e, v, ctx), quote };
    case "task_reply":
    case "task_message_reply": {
      const reply = line.kind === "task_reply";
      const message = reply
        ? quote
          ? "mail.line.repliedQuote"
          : "mail.line.replied"
        : quote
          ? "mail.line.commentedQuote"
          : "mail.line.commented";
      return {
        sentence: say(locale, message, v),
        rows: [],
        quote,
        phrases: [say(locale, reply ? "mail.line.phrase.reply" : "mail.line.phrase.comment", { actor })],
      };
    }
    case "deadline_reminder": {
      if (!e.dueDate) return stored;
      const date = mailDate(e.dueDate, locale, ctx.timeZone, ctx.now);
      return {
        sentence: say(locale, "mail.line.dueSoon", { key, date }),
        rows: [],
        quote: null,
        phrases: [say(locale, "mail.line.phrase.due", { date })],
      };
    }
    default:
      return stored;
  }
}
