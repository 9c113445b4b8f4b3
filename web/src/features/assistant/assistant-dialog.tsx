import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { assistantStatusQuery } from "@/api/assistant";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { defineMessages, useT } from "@/i18n";
import { AssistantForm, EMPTY_ASSISTANT_FORM } from "./assistant-form";
import { PlanReview } from "./plan-review";
import { useAssistantFlow } from "./use-assistant-flow";
import { usePlanChoices } from "./use-plan-choices";

const MESSAGES = defineMessages({
  title: { id: "assistant.dialog.title", defaultMessage: "AI Project Assistant" },
  review: {
    id: "assistant.dialog.review",
    defaultMessage: "Review the generated plan, choose the tasks to keep and who does them.",
  },
  describe: {
    id: "assistant.dialog.describe",
    defaultMessage: "Describe your project and the assistant drafts a plan with tasks.",
  },
  notConfigured: {
    id: "assistant.dialog.notConfigured",
    defaultMessage: "The AI assistant is not configured. Ask your administrator to add an API key.",
  },
});

/**
 * The AI Project Assistant (product rules): a brief form, then the generated plan to review, pick
 * tasks and assignees, and create the project. Cancel or success closes it and forgets everything.
 */
export function AssistantDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const flow = useAssistantFlow(onOpenChange);
  const { generated, close } = flow;
  const choices = usePlanChoices(open && generated !== null);
  const status = useQuery({ ...assistantStatusQuery, enabled: open });
  const notConfigured = status.data?.configured === false;
  const content = useRef<HTMLDivElement>(null);
  // The form was scrolled down to reach Generate: the review (and the form again) opens at its top.
  useEffect(() => {
    if (generated !== undefined) content.current?.scrollTo({ top: 0 });
  }, [generated]);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        ref={content}
        className="sm:max-w-3xl"
        isDirty={generated !== null || flow.values !== EMPTY_ASSISTANT_FORM}
      >
        <DialogHeader>
          <DialogTitle>{t(MESSAGES.title)}</DialogTitle>
          <DialogDescription>{t(generated ? MESSAGES.review : MESSAGES.describe)}</DialogDescription>
        </DialogHeader>
        {generated ? (
          <PlanReview
            plan={generated.project}
            selections={flow.selections}
            onChange={flow.setSelections}
            assignees={choices.assignees}
            departments={choices.departments}
            isCreating={flow.isCreating}
            onBack={() => flow.setGenerated(null)}
            onCreate={flow.onCreate}
          />
        ) : (
          <AssistantForm
            notice={
              notConfigured && (
                <Alert variant="destructive">
                  <AlertDescription>{t(MESSAGES.notConfigured)}</AlertDescription>
                </Alert>
              )
            }
            values={flow.values}
            isDisabled={notConfigured}
            isGenerating={flow.isGenerating}
            onSubmit={flow.onGenerate}
            onCancel={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
