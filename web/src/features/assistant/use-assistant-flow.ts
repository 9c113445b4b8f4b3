import type { GeneratedProject } from "@contract/assistant";
import { useState } from "react";
import { useGenerateProject } from "@/api/assistant";
import { errorStatus, messageOr } from "@/api/http";
import { useCreateProject } from "@/api/projects";
import { defineMessages, translator } from "@/i18n";
import { endSession } from "@/lib/session-end";
import { toast } from "@/lib/toast";
import { type AssistantFormValues, EMPTY_ASSISTANT_FORM, toGenerateRequest } from "./assistant-form";
import type { PlanSelections } from "./plan-review";
import { projectFromPlan } from "./project-from-plan";

const MESSAGES = defineMessages({
  generationFailed: { id: "assistant.flow.generationFailed", defaultMessage: "Generation Failed" },
  generateFailed: { id: "assistant.flow.generateFailed", defaultMessage: "Failed to generate project" },
  created: { id: "assistant.flow.created", defaultMessage: "Project Created Successfully" },
  createdText: {
    id: "assistant.flow.createdText",
    defaultMessage: "Your AI-generated project has been created with the selected tasks.",
  },
  creationFailed: { id: "assistant.flow.creationFailed", defaultMessage: "Project Creation Failed" },
  createFailed: { id: "assistant.flow.createFailed", defaultMessage: "Failed to create project" },
});

const NO_SELECTIONS: PlanSelections = { selected: new Set(), assignees: {}, departments: {} };

/** The assistant's state (brief, generated plan, choices) with Generate, Create and Close, which forgets it all. */
export function useAssistantFlow(onOpenChange: (open: boolean) => void) {
  const [values, setValues] = useState<AssistantFormValues>(EMPTY_ASSISTANT_FORM);
  const [generated, setGenerated] = useState<GeneratedProject | null>(null);
  const [selections, setSelections] = useState<PlanSelections>(NO_SELECTIONS);
  const generate = useGenerateProject();
  const create = useCreateProject();

  const reset = () => {
    setValues(EMPTY_ASSISTANT_FORM);
    setGenerated(null);
    setSelections(NO_SELECTIONS);
    generate.reset();
    create.reset();
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const onGenerate = (form: AssistantFormValues) => {
    setValues(form);
    generate.mutate(toGenerateRequest(form), {
      onSuccess: (result) => {
        setGenerated(result);
        setSelections({ ...NO_SELECTIONS, selected: new Set(result.project.tasks.map((_, i) => i)) });
      },
      onError: (error) => {
        if (errorStatus(error) === 401) return endSession();
        const t = translator();
        toast({
          variant: "destructive",
          title: t(MESSAGES.generationFailed),
          description: messageOr(error, t(MESSAGES.generateFailed)),
        });
      },
    });
  };

  const onCreate = () => {
    if (!generated) return;
    create.mutate(projectFromPlan(generated, selections), {
      onSuccess: () => {
        const t = translator();
        toast({ title: t(MESSAGES.created), description: t(MESSAGES.createdText) });
        close();
      },
      onError: (error) => {
        if (errorStatus(error) === 401) return endSession();
        const t = translator();
        toast({
          variant: "destructive",
          title: t(MESSAGES.creationFailed),
          description: messageOr(error, t(MESSAGES.createFailed)),
        });
      },
    });
  };

  return {
    values,
    generated,
    setGenerated,
    selections,
    setSelections,
    isGenerating: generate.isPending,
    isCreating: create.isPending,
    close,
    onGenerate,
    onCreate,
  };
}
