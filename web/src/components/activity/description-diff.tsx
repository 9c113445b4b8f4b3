import { defineMessages, useT } from "@/i18n";
import { lineDiff } from "@/lib/line-diff";
import { cn } from "@/lib/utils";

const MESSAGES = defineMessages({
  label: { id: "activity.diff.label", defaultMessage: "Description before and after:" },
  removed: { id: "activity.diff.removed", defaultMessage: "Removed:" },
  added: { id: "activity.diff.added", defaultMessage: "Added:" },
});

/** A description's change as a line diff: removed lines struck through in red, added ones in green. */
export function DescriptionDiff({ from, to }: { from: string | null; to: string | null }) {
  const t = useT();
  const lines = lineDiff(from, to);
  if (lines.length === 0) return null;
  return (
    <div
      className="mt-1 max-h-60 overflow-auto rounded-md border bg-muted/40 p-2 font-mono text-xs"
      data-testid="description-diff"
    >
      <span className="sr-only">{`${t(MESSAGES.label)} `}</span>
      {lines.map((line, i) => (
        <div
          // Lines repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff line has no id of its own
          key={i}
          className={cn(
            "break-words whitespace-pre-wrap",
            // The palette's ends swap in the dark theme (index.css), keeping the contrast.
            line.kind === "removed" && "bg-red-50 text-red-700 line-through",
            line.kind === "added" && "bg-green-50 text-green-700",
          )}
        >
          <span aria-hidden="true" className="me-1 select-none">
            {line.kind === "removed" ? "-" : line.kind === "added" ? "+" : " "}
          </span>
          {line.kind !== "same" && (
            <span className="sr-only">{`${t(line.kind === "removed" ? MESSAGES.removed : MESSAGES.added)} `}</span>
          )}
          {line.text || "\u00a0"}
        </div>
      ))}
    </div>
  );
}
