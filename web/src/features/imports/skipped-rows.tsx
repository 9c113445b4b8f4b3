import type { SkippedRow } from "@contract/imports";
import { defineMessages, useT } from "@/i18n";

const MESSAGES = defineMessages({
  skipped: {
    id: "imports.skipped.title",
    defaultMessage: "{count, plural, one {# row skipped} other {# rows skipped}}",
  },
  firstListed: { id: "imports.skipped.firstListed", defaultMessage: "The first {count} are listed." },
  row: { id: "imports.skipped.row", defaultMessage: "Row {row}: {reason}" },
  notes: { id: "imports.skipped.notes", defaultMessage: "Notes" },
});

/**
 * The rows left out: how many, then the first of them (the server lists at most 100) with row
 * number and reason; and the notes on values defaulted or cut.
 */
export function SkippedRows({
  skipped,
  skippedCount,
  notes,
}: {
  skipped: readonly SkippedRow[];
  skippedCount: number;
  notes: readonly string[];
}) {
  const t = useT();
  if (skippedCount === 0 && notes.length === 0) return null;
  return (
    <div className="grid gap-3">
      {skippedCount > 0 && (
        <div>
          <h3 className="font-medium">{t(MESSAGES.skipped, { count: skippedCount })}</h3>
          {skippedCount > skipped.length && (
            <p className="text-sm text-muted-foreground">
              {t(MESSAGES.firstListed, { count: skipped.length })}
            </p>
          )}
          <ul className="mt-1 list-disc ps-5 text-sm">
            {skipped.map((s) => (
              <li key={s.row} className="break-words">
                {t(MESSAGES.row, { row: s.row, reason: s.reason })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {notes.length > 0 && (
        <div>
          <h3 className="font-medium">{t(MESSAGES.notes)}</h3>
          <ul className="mt-1 list-disc ps-5 text-sm text-muted-foreground">
            {notes.map((note) => (
              <li key={note} className="break-words">
                {note}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
