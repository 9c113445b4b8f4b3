import type { ImportFormat } from "@contract/imports";
import type { Project } from "@contract/projects";
import { type FormEvent, useState } from "react";
import { detectImportFormat } from "@/api/imports";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";

/** What the first step chose: the file, its format and where the tasks go. */
export type ImportSource = {
  fileName: string;
  content: string;
  format: ImportFormat;
  /** "new" or an existing project's id. */
  target: string;
  projectName: string;
};

const FORMATS = [
  { value: "trello", label: "Trello board (JSON)" },
  { value: "jira", label: "Jira issues (CSV)" },
  { value: "csv", label: "Generic CSV" },
] as const;

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
    if (!source) return setError("Choose a file to import");
    if (target === "new" && projectName.trim() === "") return setError("Project name is required");
    onPreview({ ...source, target, projectName: projectName.trim() });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField
        id="import-file"
        label="File"
        hint="A Trello board export (.json), a Jira CSV export or a CSV file."
      >
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
        label="Format"
        value={source?.format}
        placeholder="Chosen from the file"
        disabled={!source}
        onValueChange={(format) => {
          onFileRead();
          setSource((s) => (s ? { ...s, format: format as ImportFormat } : s));
        }}
        options={FORMATS}
      />
      <SelectField
        id="import-target"
        label="Import into"
        value={target}
        onValueChange={(value) => {
          onFileRead();
          setTarget(value);
        }}
        options={[
          { value: "new", label: "A new project" },
          ...projects.map((p) => ({ value: String(p.id), label: `${p.name} (${p.key})` })),
        ]}
      />
      {target === "new" && (
        <FormField id="import-project-name" label="Project name">
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
          Preview
        </Button>
      </div>
    </form>
  );
}
