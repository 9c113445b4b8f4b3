import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** A pending completion of a parent with open children: the question and what to do on 'Complete anyway'. */
export type ChildrenPrompt = { question: string; proceed: () => unknown };

/**
 * Completing a parent with open children asks first (product rules §35): '3 sub-tasks are not done.
 * Complete anyway?' with Cancel (focused first) and 'Complete anyway'.
 */
export function OpenChildrenConfirmDialog({
  prompt,
  onClose,
}: {
  prompt: ChildrenPrompt | null;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={prompt !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Complete with open sub-tasks?"
      description={prompt?.question ?? ""}
      confirmLabel="Complete anyway"
      variant="default"
      onConfirm={() => {
        const next = prompt;
        onClose();
        next?.proceed();
      }}
    />
  );
}
