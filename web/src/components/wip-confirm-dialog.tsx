import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useT } from "@/i18n";

/** A pending entry into a full column: its limit and what to do when the user goes ahead. */
export type WipPrompt = { limit: number; proceed: () => unknown };

/**
 * The WIP rule's confirmation (product rules §24): 'This column is at its WIP limit (5). Move
 * anyway?' with Cancel (focused first) and 'Move anyway'.
 */
export function WipConfirmDialog({ prompt, onClose }: { prompt: WipPrompt | null; onClose: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      open={prompt !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t({ id: "wip.title", defaultMessage: "Over the WIP limit?" })}
      description={t(
        { id: "wip.description", defaultMessage: "This column is at its WIP limit ({limit}). Move anyway?" },
        { limit: prompt?.limit ?? 0 },
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
