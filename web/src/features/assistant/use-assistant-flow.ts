import type { GeneratedProject } from "@contract/assistant";
import { useState } from "react";
import { useGenerateProject } from "@/api/assistant";
import { errorStatus, messageOr } from "@/api/http";
import { useCreateProject } from "@/api/projects";
import { endSession } from "@/lib/session-end";
import { toast } from "@/lib/toast";
import { type AssistantFormValues, EMPTY_ASSISTANT_FORM, toGenerateRequest } from "./assistant-form";
import type { PlanSelections } from "./plan-review";
import { projectFromPlan } from "./project-from-plan";

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
        toast({
          variant: "destructive",
          title: "Generation Failed",
          description: messageOr(error, "Failed to generate project"),
        });
      },
    });
  };

  const onCreate = () => {
    if (!generated) return;
    create.mutate(projectFromPlan(generated, selections), {
      onSuccess: () => {
        toast({
          title: "Project Created Successfully",
          description: "Your AI-generated project has been created with the selected tasks.",
        });
        close();
      },
      onError: (error) => {
        if (errorStatus(error) === 401) return endSession();
        toast({
          variant: "destructive",
          title: "Project Creation Failed",
          description: messageOr(error, "Failed to create project"),
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
