import type { GenerateProjectInput } from "@contract/assistant";
import { TASK_PRIORITY_VALUES } from "@contract/common";
import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { DialogFooter, useDialogDirty } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { COMMON, defineMessages, type MessageDescriptor, useT } from "@/i18n";
import { labelOf, PRIORITY_LABELS, TASK_PRIORITIES } from "@/lib/statuses";

const MESSAGES = defineMessages({
  nameRequired: { id: "assistant.form.nameRequired", defaultMessage: "Project name is required" },
  descriptionRequired: {
    id: "assistant.form.descriptionRequired",
    defaultMessage: "Project description is required",
  },
  timelineRequired: { id: "assistant.form.timelineRequired", defaultMessage: "Timeline is required" },
  teamSizeRequired: { id: "assistant.form.teamSizeRequired", defaultMessage: "Team size is required" },
  name: { id: "assistant.form.name", defaultMessage: "Project Name" },
  namePlaceholder: { id: "assistant.form.namePlaceholder", defaultMessage: "e.g. Customer Portal" },
  description: { id: "assistant.form.description", defaultMessage: "Project Description" },
  descriptionPlaceholder: {
    id: "assistant.form.descriptionPlaceholder",
    defaultMessage: "What should the project achieve, and for whom?",
  },
  timeline: { id: "assistant.form.timeline", defaultMessage: "Timeline" },
  timelinePlaceholder: { id: "assistant.form.timelinePlaceholder", defaultMessage: "e.g. 3 months" },
  teamSize: { id: "assistant.form.teamSize", defaultMessage: "Team Size" },
  teamSizePlaceholder: { id: "assistant.form.teamSizePlaceholder", defaultMessage: "e.g. 5 people" },
  budget: { id: "assistant.form.budget", defaultMessage: "Budget" },
  budgetPlaceholder: { id: "assistant.form.budgetPlaceholder", defaultMessage: "e.g. $50,000" },
  industry: { id: "assistant.form.industry", defaultMessage: "Industry" },
  industryPlaceholder: { id: "assistant.form.industryPlaceholder", defaultMessage: "e.g. Retail" },
  priority: { id: "assistant.form.priority", defaultMessage: "Priority" },
  deliverables: { id: "assistant.form.deliverables", defaultMessage: "Key Deliverables" },
  deliverablesPlaceholder: {
    id: "assistant.form.deliverablesPlaceholder",
    defaultMessage: "What must be delivered?",
  },
  constraints: { id: "assistant.form.constraints", defaultMessage: "Constraints" },
  constraintsPlaceholder: {
    id: "assistant.form.constraintsPlaceholder",
    defaultMessage: "Deadlines, technology, regulations...",
  },
  generating: { id: "assistant.form.generating", defaultMessage: "Generating..." },
  generate: { id: "assistant.form.generate", defaultMessage: "Generate Project Plan" },
});

/** The form's checks name their message by its English text; shown in the language of the screen. */
const ERRORS: Record<string, MessageDescriptor> = {
  "Project name is required": MESSAGES.nameRequired,
  "Project description is required": MESSAGES.descriptionRequired,
  "Timeline is required": MESSAGES.timelineRequired,
  "Team size is required": MESSAGES.teamSizeRequired,
};

const required = (message: string) => z.string().trim().min(1, message);

/** The form's own checks: the four required fields (the server checks the description's length). */
const AssistantFormSchema = z.object({
  projectName: required("Project name is required"),
  projectDescription: required("Project description is required"),
  timeline: required("Timeline is required"),
  teamSize: required("Team size is required"),
  budget: z.string(),
  industry: z.string(),
  priority: z.enum(TASK_PRIORITY_VALUES),
  deliverables: z.string(),
  constraints: z.string(),
});
/** The assistant form's values. */
export type AssistantFormValues = z.infer<typeof AssistantFormSchema>;

/** An empty form (priority medium). */
export const EMPTY_ASSISTANT_FORM: AssistantFormValues = {
  projectName: "",
  projectDescription: "",
  timeline: "",
  teamSize: "",
  budget: "",
  industry: "",
  priority: "medium",
  deliverables: "",
  constraints: "",
};

/** The request body: trimmed, empty optional fields left out. */
export function toGenerateRequest(values: AssistantFormValues): GenerateProjectInput {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    projectName: values.projectName.trim(),
    projectDescription: values.projectDescription.trim(),
    timeline: values.timeline.trim(),
    teamSize: values.teamSize.trim(),
    budget: optional(values.budget),
    industry: optional(values.industry),
    priority: values.priority,
    deliverables: optional(values.deliverables),
    constraints: optional(values.constraints),
  };
}

function Req({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
    </>
  );
}

/** Step 1: the nine fields of the brief (four required) and Generate. */
export function AssistantForm({
  values,
  isGenerating,
  isDisabled = false,
  notice,
  onSubmit,
  onCancel,
}: {
  values: AssistantFormValues;
  isGenerating: boolean;
  /** True when the assistant cannot draft a plan (no API key): Generate is disabled. */
  isDisabled?: boolean;
  /** Shown above the fields, e.g. that the assistant is not configured. */
  notice?: ReactNode;
  onSubmit: (values: AssistantFormValues) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const errorOf = (name: keyof AssistantFormValues) => {
    const message = errors[name]?.message;
    return message === undefined ? undefined : labelOf(t, ERRORS, message, message);
  };
  const form = useForm<AssistantFormValues>({
    resolver: zodResolver(AssistantFormSchema),
    defaultValues: values,
  });
  const { errors, isDirty } = form.formState;
  useDialogDirty(isDirty);
  const text = (name: keyof AssistantFormValues, label: ReactNode, placeholder: string, req = false) => (
    <FormField id={`ai-${name}`} label={req ? <Req>{label}</Req> : label} error={errorOf(name)}>
      <Input
        id={`ai-${name}`}
        placeholder={placeholder}
        aria-required={req || undefined}
        aria-invalid={!!errors[name]}
        aria-describedby={fieldDescribedBy(`ai-${name}`, { error: errors[name] })}
        {...form.register(name)}
      />
    </FormField>
  );
  const area = (name: keyof AssistantFormValues, label: ReactNode, placeholder: string, req = false) => (
    <FormField id={`ai-${name}`} label={req ? <Req>{label}</Req> : label} error={errorOf(name)}>
      <Textarea
        id={`ai-${name}`}
        placeholder={placeholder}
        aria-required={req || undefined}
        aria-invalid={!!errors[name]}
        aria-describedby={fieldDescribedBy(`ai-${name}`, { error: errors[name] })}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {notice}
      {text("projectName", t(MESSAGES.name), t(MESSAGES.namePlaceholder), true)}
      {area("projectDescription", t(MESSAGES.description), t(MESSAGES.descriptionPlaceholder), true)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("timeline", t(MESSAGES.timeline), t(MESSAGES.timelinePlaceholder), true)}
        {text("teamSize", t(MESSAGES.teamSize), t(MESSAGES.teamSizePlaceholder), true)}
        {text("budget", t(MESSAGES.budget), t(MESSAGES.budgetPlaceholder))}
        {text("industry", t(MESSAGES.industry), t(MESSAGES.industryPlaceholder))}
      </div>
      <FormField id="ai-priority" label={t(MESSAGES.priority)}>
        <Controller
          control={form.control}
          name="priority"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="ai-priority">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TASK_PRIORITIES.map((p) => (
                  <SelectItem key={p.value} value={p.value}>
                    {labelOf(t, PRIORITY_LABELS, p.value, p.label)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {area("deliverables", t(MESSAGES.deliverables), t(MESSAGES.deliverablesPlaceholder))}
      {area("constraints", t(MESSAGES.constraints), t(MESSAGES.constraintsPlaceholder))}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t(COMMON.cancel)}
        </Button>
        <Button type="submit" disabled={isGenerating || isDisabled}>
          {isGenerating ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {t(isGenerating ? MESSAGES.generating : MESSAGES.generate)}
        </Button>
      </DialogFooter>
    </form>
  );
}
