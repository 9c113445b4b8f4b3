import type { ImportPreviewResult, ImportResult } from "@contract/imports";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { messageOr } from "@/api/http";
import { usePreviewImport, useRunImport } from "@/api/imports";
import { projectsQuery } from "@/api/projects";
import { LoadFailure } from "@/components/feedback/load-failure";
import { PageHeading } from "@/components/layout/page-heading";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { type ImportMapping, ImportMappingView, suggestedMapping } from "@/features/imports/import-mapping";
import { ImportReport } from "@/features/imports/import-report";
import { type ImportSource, ImportSourceForm } from "@/features/imports/import-source-form";
import { IMPORT_MESSAGES } from "@/features/imports/messages";
import { COMMON, defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";

const MESSAGES = defineMessages({
  readFailed: { id: "imports.page.readFailed", defaultMessage: "Failed to read the file" },
  importFailed: { id: "imports.page.importFailed", defaultMessage: "Failed to import" },
  back: { id: "imports.page.back", defaultMessage: "Back to Projects" },
  title: { id: "imports.page.title", defaultMessage: "Import Tasks" },
  description: {
    id: "imports.page.description",
    defaultMessage: "Import from Trello, Jira or CSV into a new or existing project.",
  },
  loadFailed: { id: "imports.page.loadFailed", defaultMessage: "Your projects could not be loaded." },
});

/**
 * /projects/import (product rules §30): a Trello, Jira or CSV file into a new or existing project.
 * Choose the file and the target, 'Preview' (nothing is written), map statuses and people, then
 * 'Import N tasks' (one transaction) and see the report.
 */
export function ImportPage() {
  const t = useT();
  const projects = useQuery(projectsQuery);
  const previewImport = usePreviewImport();
  const runImport = useRunImport();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [preview, setPreview] = useState<ImportPreviewResult | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({ statuses: {}, users: {} });
  const [result, setResult] = useState<ImportResult | null>(null);
  const [formKey, setFormKey] = useState(0);

  const onPreview = (next: ImportSource) => {
    setSource(next);
    previewImport.mutate(
      {
        format: next.format,
        content: next.content,
        ...(next.target === "new" ? {} : { projectId: Number(next.target) }),
      },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setMapping(suggestedMapping(answer));
        },
        onError: (error) => {
          setPreview(null);
          toast({
            title: translator()(COMMON.error),
            description: messageOr(error, translator()(MESSAGES.readFailed)),
            variant: "destructive",
          });
        },
      },
    );
  };

  const onImport = () => {
    if (!source || !preview) return;
    runImport.mutate(
      {
        format: source.format,
        content: source.content,
        target:
          source.target === "new"
            ? { newProject: { name: source.projectName } }
            : { projectId: Number(source.target) },
        statusMap: mapping.statuses,
        userMap: mapping.users,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast({
            title: translator()(IMPORT_MESSAGES.complete),
            description: translator()(IMPORT_MESSAGES.importedSkipped, { count: answer.created, skipped: 0 }),
          });
        },
        onError: (error) =>
          toast({
            title: translator()(COMMON.error),
            description: messageOr(error, translator()(MESSAGES.importFailed)),
            variant: "destructive",
          }),
      },
    );
  };

  const reset = () => {
    setSource(null);
    setPreview(null);
    setResult(null);
    setFormKey((k) => k + 1);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to="/projects"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t(MESSAGES.back)}
      </Link>
      <PageHeading title={t(MESSAGES.title)} description={t(MESSAGES.description)} />
      <Card>
        <CardContent className="grid gap-8">
          {projects.isPending ? (
            <div className="grid gap-3" aria-busy="true">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          ) : projects.isError ? (
            <LoadFailure errors={[projects.error]}>{t(MESSAGES.loadFailed)}</LoadFailure>
          ) : result ? (
            <ImportReport result={result} onAgain={reset} />
          ) : (
            <>
              <ImportSourceForm
                key={formKey}
                projects={projects.data}
                pending={previewImport.isPending}
                onPreview={onPreview}
                onFileRead={() => setPreview(null)}
              />
              {preview && (
                <ImportMappingView
                  preview={preview}
                  mapping={mapping}
                  onMapping={setMapping}
                  pending={runImport.isPending}
                  onImport={onImport}
                />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
