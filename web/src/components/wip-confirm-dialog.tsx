import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** A pending entry into a full column: its limit and what to do when the user goes ahead. */
export type WipPrompt = { limit: number; proceed: () => unknown };

/**
 * The WIP rule's confirmation (product rules §24): 'This column is at its WIP limit (5). Move
 * anyway?' with Cancel (focused first) and 'Move anyway'.
 */
export function WipConfirmDialog({ prompt, onClose }: { prompt: WipPrompt | null; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={prompt !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Over the WIP limit?"
      description={`This column is at its WIP limit (${prompt?.limit ?? 0}). Move anyway?`}
      confirmLabel="Move anyway"
      variant="default"
      onConfirm={() => {
        prompt?.proceed();
        onClose();
      }}
    />
  );
}
