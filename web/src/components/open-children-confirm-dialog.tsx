import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { defineMessages, useT } from "@/i18n";

const MESSAGES = defineMessages({
  title: { id: "hierarchy.confirm.title", defaultMessage: "Complete with open sub-tasks?" },
  confirm: { id: "hierarchy.confirm.completeAnyway", defaultMessage: "Complete anyway" },
});

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
  const t = useT();
  return (
    <ConfirmDialog
      open={prompt !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(MESSAGES.title)}
      description={prompt?.question ?? ""}
      confirmLabel={t(MESSAGES.confirm)}
      variant="default"
      onConfirm={() => {
        const next = prompt;
        onClose();
        next?.proceed();
      }}
    />
  );
}
