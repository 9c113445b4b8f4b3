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
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ProjectFields } from "@/features/projects/project-fields";
import { OptionalProjectKeySchema, ProjectKeyField } from "@/features/projects/project-key-field";
import { toast } from "@/lib/toast";

const NewProjectSchema = ProjectFieldsSchema.extend({ key: OptionalProjectKeySchema });
type NewProjectValues = z.input<typeof NewProjectSchema>;

/** /projects/new: Project Name*, Description, Status (default active); Cancel and success go to /dashboard. */
export function NewProjectPage() {
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
        toast({ title: "Project created successfully!", description: `${project.name} has been created.` });
        void navigate("/dashboard");
      },
      onError: (error) => setFormError(messageOr(error, "Failed to create project. Please try again.")),
    });
  });

  return (
    <div className="mx-auto max-w-2xl">
      <Link
        to="/dashboard"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Dashboard
      </Link>
      <PageHeading
        title="Create New Project"
        description="Set up a new project for your team."
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link to="/projects/import">
              <Upload aria-hidden="true" /> Import from Trello, Jira or CSV
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
                Cancel
              </Button>
              <Button type="submit" disabled={createProject.isPending}>
                {createProject.isPending && <Spinner />}
                Create Project
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
