import type { Locale } from "../../contract/locales.ts";
import { defaultStatusOf } from "../../contract/statuses.ts";
import { type ServerMessageKey, serverT } from "./index.ts";

const DEFAULT_COLUMN_KEYS: Record<string, ServerMessageKey> = {
  todo: "column.default.todo",
  in_progress: "column.default.inProgress",
  review: "column.default.review",
  done: "column.default.done",
};

/**
 * A board column's name for a reader in `locale` (issue 32), the one function the server's texts
 * (notifications, emails, chat posts, history) name a column with: one of the four default columns
 * under its English name in the reader's language; a name the owner gave as it is. `column` is the
 * status value (`id`) and the column's title; a bare status value passes as both.
 */
export function columnName(locale: Locale, column: { id: string; title: string }): string {
  const status = defaultStatusOf(column);
  const key = status ? DEFAULT_COLUMN_KEYS[status] : undefined;
  return key ? serverT(locale, key) : column.title;
}
