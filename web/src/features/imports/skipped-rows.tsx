import type { SkippedRow } from "@contract/imports";

/** The rows left out (row number and reason) and the notes on values defaulted or cut. */
export function SkippedRows({
  skipped,
  notes,
}: {
  skipped: readonly SkippedRow[];
  notes: readonly string[];
}) {
  if (skipped.length === 0 && notes.length === 0) return null;
  return (
    <div className="grid gap-3">
      {skipped.length > 0 && (
        <div>
          <h3 className="font-medium">Skipped rows</h3>
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
