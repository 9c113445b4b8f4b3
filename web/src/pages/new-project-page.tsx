import { ProjectFieldsSchema } from "@contract/projects";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, ArrowLeft, Upload } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { messageOr } from "@/api/http";
import { useCreateProject } from "@/api/projects";
import { PageHeading } from "@/components/layout/page-heading";
import { ProjectFields } from "@/components/project-fields";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { OptionalProjectKeySchema, ProjectKeyField } from "@/features/projects/project-key-field";
import { COMMON, defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";

const NewProjectSchema = ProjectFieldsSchema.extend({ key: OptionalProjectKeySchema });
type NewProjectValues = z.input<typeof NewProjectSchema>;

const MESSAGES = defineMessages({
  created: { id: "projects.new.created", defaultMessage: "Project created successfully!" },
  createdText: { id: "projects.new.createdText", defaultMessage: "{name} has been created." },
  failed: { id: "projects.new.failed", defaultMessage: "Failed to create project. Please try again." },
  back: { id: "projects.backToDashboard", defaultMessage: "Back to Dashboard" },
  title: { id: "projects.new.title", defaultMessage: "Create New Project" },
  description: { id: "projects.new.description", defaultMessage: "Set up a new project for your team." },
  import: { id: "projects.new.import", defaultMessage: "Import from Trello, Jira or CSV" },
  submit: { id: "projects.new.submit", defaultMessage: "Create Project" },
});

/** /projects/new: Project Name*, Description, Status (default active); Cancel and success go to /dashboard. */
export function NewProjectPage() {
  const t = useT();
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewProjectValues>({
    resolver: zodResolver(NewProjectSchema),
    mode: "onChange",
    defaultValues: { name: "", description: "", status: "active", key: "" },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const { key, ...fields } = values;
    createProject.mutate(key ? { ...fields, key } : fields, {
      onSuccess: (project) => {
        const tr = translator();
        toast({ title: tr(MESSAGES.created), description: tr(MESSAGES.createdText, { name: project.name }) });
        void navigate("/dashboard");
      },
      onError: (error) => setFormError(messageOr(error, translator()(MESSAGES.failed))),
    });
  });

  return (
    <div className="mx-auto max-w-2xl">
      <Link
        to="/dashboard"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t(MESSAGES.back)}
      </Link>
      <PageHeading
        title={t(MESSAGES.title)}
        description={t(MESSAGES.description)}
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link to="/projects/import">
              <Upload aria-hidden="true" /> {t(MESSAGES.import)}
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-5">
            {formError && (
              <Alert variant="destructive">
                <AlertCircle aria-hidden="true" />
                <AlertDescription>{formError}</AlertDescription>
              </Alert>
            )}
            <ProjectFields form={form} idPrefix="new-project" autoFocus />
            <ProjectKeyField form={form} idPrefix="new-project" optional />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => void navigate("/dashboard")}>
                {t(COMMON.cancel)}
              </Button>
              <Button type="submit" disabled={createProject.isPending}>
                {createProject.isPending && <Spinner />}
                {t(MESSAGES.submit)}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
