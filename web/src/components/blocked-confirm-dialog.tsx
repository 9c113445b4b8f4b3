import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** A pending completion of a blocked task: its unfinished blockers' keys and what to do on 'Move anyway'. */
export type BlockedPrompt = { blockers: string[]; proceed: () => unknown };

/** 'WEB-12', 'WEB-12 and WEB-14', 'WEB-12, WEB-14 and 2 more'. */
export function blockerList(keys: readonly string[]): string {
  if (keys.length === 0) return "an unfinished task";
  if (keys.length === 1) return keys[0]!;
  if (keys.length <= 3) return `${keys.slice(0, -1).join(", ")} and ${keys[keys.length - 1]}`;
  return `${keys.slice(0, 2).join(", ")} and ${keys.length - 2} more`;
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
  return (
    <ConfirmDialog
      open={prompt !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Complete a blocked task?"
      description={`Blocked by ${blockerList(keys)}, not done. Move anyway?`}
      confirmLabel="Move anyway"
      variant="default"
      onConfirm={() => {
        prompt?.proceed();
        onClose();
      }}
    />
  );
}
