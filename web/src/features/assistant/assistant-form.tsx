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
import { TASK_PRIORITIES } from "@/lib/statuses";

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
  const form = useForm<AssistantFormValues>({
    resolver: zodResolver(AssistantFormSchema),
    defaultValues: values,
  });
  const { errors, isDirty } = form.formState;
  useDialogDirty(isDirty);
  const text = (name: keyof AssistantFormValues, label: ReactNode, placeholder: string, req = false) => (
    <FormField id={`ai-${name}`} label={req ? <Req>{label}</Req> : label} error={errors[name]?.message}>
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
    <FormField id={`ai-${name}`} label={req ? <Req>{label}</Req> : label} error={errors[name]?.message}>
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
      {text("projectName", "Project Name", "e.g. Customer Portal", true)}
      {area(
        "projectDescription",
        "Project Description",
        "What should the project achieve, and for whom?",
        true,
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("timeline", "Timeline", "e.g. 3 months", true)}
        {text("teamSize", "Team Size", "e.g. 5 people", true)}
        {text("budget", "Budget", "e.g. $50,000")}
        {text("industry", "Industry", "e.g. Retail")}
      </div>
      <FormField id="ai-priority" label="Priority">
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
                    {p.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {area("deliverables", "Key Deliverables", "What must be delivered?")}
      {area("constraints", "Constraints", "Deadlines, technology, regulations...")}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isGenerating || isDisabled}>
          {isGenerating ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {isGenerating ? "Generating..." : "Generate Project Plan"}
        </Button>
      </DialogFooter>
    </form>
  );
}
