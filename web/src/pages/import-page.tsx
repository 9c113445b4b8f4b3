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
import { plural } from "@/lib/plural";
import { toast } from "@/lib/toast";

/**
 * /projects/import (product rules §30): a Trello, Jira or CSV file into a new or existing project.
 * Choose the file and the target, 'Preview' (nothing is written), map statuses and people, then
 * 'Import N tasks' (one transaction) and see the report.
 */
export function ImportPage() {
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
            title: "Error",
            description: messageOr(error, "Failed to read the file"),
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
            title: "Import complete",
            description: `${plural(answer.created, "task", "tasks")} imported.`,
          });
        },
        onError: (error) =>
          toast({
            title: "Error",
            description: messageOr(error, "Failed to import"),
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
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Projects
      </Link>
      <PageHeading
        title="Import Tasks"
        description="Import from Trello, Jira or CSV into a new or existing project."
      />
      <Card>
        <CardContent className="grid gap-8">
          {projects.isPending ? (
            <div className="grid gap-3" aria-busy="true">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          ) : projects.isError ? (
            <LoadFailure errors={[projects.error]}>Your projects could not be loaded.</LoadFailure>
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
