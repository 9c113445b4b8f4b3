import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type Translate, useT } from "@/i18n";

/** A pending completion of a blocked task: its unfinished blockers' keys and what to do on 'Move anyway'. */
export type BlockedPrompt = { blockers: string[]; proceed: () => unknown };

/** 'WEB-12', 'WEB-12 and WEB-14', 'WEB-12, WEB-14 and 2 more'. */
export function blockerList(t: Translate, keys: readonly string[]): string {
  if (keys.length === 0) return t({ id: "blocked.list.none", defaultMessage: "an unfinished task" });
  if (keys.length === 1) return keys[0]!;
  if (keys.length <= 3)
    return t(
      { id: "blocked.list.some", defaultMessage: "{first} and {last}" },
      { first: keys.slice(0, -1).join(", "), last: keys[keys.length - 1]! },
    );
  return t(
    { id: "blocked.list.many", defaultMessage: "{first} and {count} more" },
    { first: keys.slice(0, 2).join(", "), count: keys.length - 2 },
  );
}

/**
 * Completing a blocked task asks first (product rules §36): 'Blocked by WEB-12, not done. Move
 * anyway?' with Cancel (focused first) and 'Move anyway'. The server does not refuse.
 */
export function BlockedConfirmDialog({
  prompt,
  onClose,
}: {
  prompt: BlockedPrompt | null;
  onClose: () => void;
}) {
  const keys = prompt?.blockers ?? [];
  const t = useT();
  return (
    <ConfirmDialog
      open={prompt !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t({ id: "blocked.title", defaultMessage: "Complete a blocked task?" })}
      description={t(
        { id: "blocked.description", defaultMessage: "Blocked by {blockers}, not done. Move anyway?" },
        { blockers: blockerList(t, keys) },
      )}
      confirmLabel={t({ id: "blocked.moveAnyway", defaultMessage: "Move anyway" })}
      variant="default"
      onConfirm={() => {
        prompt?.proceed();
        onClose();
      }}
    />
  );
}
