import type { ImportFormat } from "@contract/imports";
import type { Project } from "@contract/projects";
import { type FormEvent, useState } from "react";
import { detectImportFormat } from "@/api/imports";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { defineMessages, useT } from "@/i18n";

/** What the first step chose: the file, its format and where the tasks go. */
export type ImportSource = {
  fileName: string;
  content: string;
  format: ImportFormat;
  /** "new" or an existing project's id. */
  target: string;
  projectName: string;
};

const MESSAGES = defineMessages({
  trello: { id: "imports.source.trello", defaultMessage: "Trello board (JSON)" },
  jira: { id: "imports.source.jira", defaultMessage: "Jira issues (CSV)" },
  csv: { id: "imports.source.csv", defaultMessage: "Generic CSV" },
  chooseFile: { id: "imports.source.chooseFile", defaultMessage: "Choose a file to import" },
  nameRequired: { id: "imports.source.nameRequired", defaultMessage: "Project name is required" },
  file: { id: "imports.source.file", defaultMessage: "File" },
  fileHint: {
    id: "imports.source.fileHint",
    defaultMessage: "A Trello board export (.json), a Jira CSV export or a CSV file.",
  },
  format: { id: "imports.source.format", defaultMessage: "Format" },
  fromFile: { id: "imports.source.fromFile", defaultMessage: "Chosen from the file" },
  into: { id: "imports.source.into", defaultMessage: "Import into" },
  newProject: { id: "imports.source.newProject", defaultMessage: "A new project" },
  projectName: { id: "imports.source.projectName", defaultMessage: "Project name" },
  preview: { id: "imports.source.preview", defaultMessage: "Preview" },
});

const FORMATS = ["trello", "jira", "csv"] as const;

/** A Trello board's name, to prefill the new project's (null when the file is not such JSON). */
function boardName(content: string): string | null {
  try {
    const name = (JSON.parse(content) as { name?: unknown }).name;
    return typeof name === "string" && name.trim() ? name.trim().slice(0, 255) : null;
  } catch {
    return null;
  }
}

/** Step 1: choose a file (its format detected, changeable) and a new or existing project; then 'Preview'. */
export function ImportSourceForm({
  projects,
  pending,
  onPreview,
  onFileRead,
}: {
  /** The projects the user may import into (every project they see: members create tasks, §5). */
  projects: readonly Project[];
  pending: boolean;
  onPreview: (source: ImportSource) => void;
  /** Called when a file is read, to forget an earlier preview. */
  onFileRead: () => void;
}) {
  const t = useT();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [target, setTarget] = useState("new");
  const [projectName, setProjectName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    setError(null);
    onFileRead();
    if (!file) return setSource(null);
    const content = await file.text();
    const format = detectImportFormat(file.name, content);
    setSource({ fileName: file.name, content, format, target, projectName });
    if (format === "trello" && projectName === "") {
      const name = boardName(content);
      if (name) setProjectName(name);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!source) return setError(t(MESSAGES.chooseFile));
    if (target === "new" && projectName.trim() === "") return setError(t(MESSAGES.nameRequired));
    onPreview({ ...source, target, projectName: projectName.trim() });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField id="import-file" label={t(MESSAGES.file)} hint={t(MESSAGES.fileHint)}>
        <Input
          id="import-file"
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-describedby="import-file-hint"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </FormField>
      <SelectField
        id="import-format"
        label={t(MESSAGES.format)}
        value={source?.format}
        placeholder={t(MESSAGES.fromFile)}
        disabled={!source}
        onValueChange={(format) => {
          onFileRead();
          setSource((s) => (s ? { ...s, format: format as ImportFormat } : s));
        }}
        options={FORMATS.map((value) => ({ value, label: t(MESSAGES[value]) }))}
      />
      <SelectField
        id="import-target"
        label={t(MESSAGES.into)}
        value={target}
        onValueChange={(value) => {
          onFileRead();
          setTarget(value);
        }}
        options={[
          { value: "new", label: t(MESSAGES.newProject) },
          ...projects.map((p) => ({ value: String(p.id), label: `${p.name} (${p.key})` })),
        ]}
      />
      {target === "new" && (
        <FormField id="import-project-name" label={t(MESSAGES.projectName)}>
          <Input
            id="import-project-name"
            value={projectName}
            maxLength={255}
            onChange={(e) => setProjectName(e.target.value)}
          />
        </FormField>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {t(MESSAGES.preview)}
        </Button>
      </div>
    </form>
  );
}
