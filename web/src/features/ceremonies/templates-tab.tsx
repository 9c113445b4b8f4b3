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
import { defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";

const MESSAGES = defineMessages({
  loading: { id: "ceremonies.templates.loading", defaultMessage: "Loading the templates" },
  loadFailed: { id: "ceremonies.templates.loadFailed", defaultMessage: "The templates could not be loaded." },
  saved: { id: "ceremonies.templates.saved", defaultMessage: "Templates saved" },
  savedText: {
    id: "ceremonies.templates.savedText",
    defaultMessage: "The ceremony templates have been saved.",
  },
  saveFailed: { id: "ceremonies.templates.saveFailed", defaultMessage: "Failed to save the templates" },
  ownerOnly: {
    id: "ceremonies.templates.ownerOnly",
    defaultMessage: "Only the sprint owner edits the templates.",
  },
  questions: { id: "ceremonies.templates.questions", defaultMessage: "Standup questions" },
  questionsHint: {
    id: "ceremonies.templates.questionsHint",
    defaultMessage: "One question per line; blockers are always asked.",
  },
  columns: { id: "ceremonies.templates.columns", defaultMessage: "Retro columns" },
  columnsHint: {
    id: "ceremonies.templates.columnsHint",
    defaultMessage: "One column per line; an opened retro keeps its columns.",
  },
  copyPreset: { id: "ceremonies.templates.copyPreset", defaultMessage: "Copy a default retro template" },
  save: { id: "ceremonies.templates.save", defaultMessage: "Save Templates" },
});

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The Templates tab: the standup questions and retro columns, one per line; the owner edits them. */
export function TemplatesTab({ sprintId }: { sprintId: number }) {
  const t = useT();
  const templates = useQuery(templatesQuery(sprintId));
  const save = useUpdateTemplates(sprintId);
  const [questions, setQuestions] = useState("");
  const [columns, setColumns] = useState("");
  useEffect(() => {
    if (!templates.data) return;
    setQuestions(templates.data.standupQuestions.join("\n"));
    setColumns(templates.data.retroColumns.join("\n"));
  }, [templates.data]);

  if (templates.isPending) return <Skeleton className="h-64 rounded-xl" aria-label={t(MESSAGES.loading)} />;
  if (templates.isError)
    return <CardError error={templates.error} message={t(MESSAGES.loadFailed)} onRetry={templates.refetch} />;
  const canManage = templates.data.canManage;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ standupQuestions: lines(questions), retroColumns: lines(columns) });
      const tr = translator();
      toast({ title: tr(MESSAGES.saved), description: tr(MESSAGES.savedText) });
    } catch (failure) {
      showError(failure, translator()(MESSAGES.saveFailed));
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid max-w-2xl gap-6">
      {!canManage && <p className="text-muted-foreground">{t(MESSAGES.ownerOnly)}</p>}
      <FormField id="template-questions" label={t(MESSAGES.questions)} hint={t(MESSAGES.questionsHint)}>
        <Textarea
          id="template-questions"
          aria-describedby="template-questions-hint"
          readOnly={!canManage}
          value={questions}
          onChange={(e) => setQuestions(e.target.value)}
        />
      </FormField>
      <FormField id="template-columns" label={t(MESSAGES.columns)} hint={t(MESSAGES.columnsHint)}>
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
            <legend className="mb-2 text-sm font-medium">{t(MESSAGES.copyPreset)}</legend>
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
              {t(MESSAGES.save)}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
