import { RETRO_PRESETS } from "@contract/ceremonies";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { templatesQuery, useUpdateTemplates } from "@/api/ceremonies";
import { CardError } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The Templates tab: the standup questions and retro columns, one per line; the owner edits them. */
export function TemplatesTab({ sprintId }: { sprintId: number }) {
  const templates = useQuery(templatesQuery(sprintId));
  const save = useUpdateTemplates(sprintId);
  const [questions, setQuestions] = useState("");
  const [columns, setColumns] = useState("");
  useEffect(() => {
    if (!templates.data) return;
    setQuestions(templates.data.standupQuestions.join("\n"));
    setColumns(templates.data.retroColumns.join("\n"));
  }, [templates.data]);

  if (templates.isPending) return <Skeleton className="h-64 rounded-xl" aria-label="Loading the templates" />;
  if (templates.isError)
    return (
      <CardError
        error={templates.error}
        message="The templates could not be loaded."
        onRetry={templates.refetch}
      />
    );
  const canManage = templates.data.canManage;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ standupQuestions: lines(questions), retroColumns: lines(columns) });
      toast({ title: "Templates saved", description: "The ceremony templates have been saved." });
    } catch (failure) {
      showError(failure, "Failed to save the templates");
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid max-w-2xl gap-6">
      {!canManage && <p className="text-muted-foreground">Only the sprint owner edits the templates.</p>}
      <FormField
        id="template-questions"
        label="Standup questions"
        hint="One question per line; blockers are always asked."
      >
        <Textarea
          id="template-questions"
          aria-describedby="template-questions-hint"
          readOnly={!canManage}
          value={questions}
          onChange={(e) => setQuestions(e.target.value)}
        />
      </FormField>
      <FormField
        id="template-columns"
        label="Retro columns"
        hint="One column per line; an opened retro keeps its columns."
      >
        <Textarea
          id="template-columns"
          aria-describedby="template-columns-hint"
          readOnly={!canManage}
          value={columns}
          onChange={(e) => setColumns(e.target.value)}
        />
      </FormField>
      {canManage && (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Copy a default retro template</legend>
            <div className="flex flex-wrap gap-2">
              {RETRO_PRESETS.map((preset) => (
                <Button
                  key={preset.name}
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setColumns(preset.columns.join("\n"))}
                >
                  {preset.name}
                </Button>
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit" disabled={save.isPending}>
              Save Templates
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
