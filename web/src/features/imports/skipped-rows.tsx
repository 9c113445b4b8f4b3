import type { SkippedRow } from "@contract/imports";
import { plural } from "@/lib/plural";

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
  if (skippedCount === 0 && notes.length === 0) return null;
  return (
    <div className="grid gap-3">
      {skippedCount > 0 && (
        <div>
          <h3 className="font-medium">{plural(skippedCount, "row", "rows")} skipped</h3>
          {skippedCount > skipped.length && (
            <p className="text-sm text-muted-foreground">The first {skipped.length} are listed.</p>
          )}
          <ul className="mt-1 list-disc ps-5 text-sm">
            {skipped.map((s) => (
              <li key={s.row} className="break-words">
                Row {s.row}: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {notes.length > 0 && (
        <div>
          <h3 className="font-medium">Notes</h3>
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
