import { type ImportPreviewResult, NEW_COLUMN } from "@contract/imports";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { plural } from "@/lib/plural";
import { SkippedRows } from "./skipped-rows";

/** The mapping the user chose: source status -> column id or 'new column'; source person -> user id or null. */
export type ImportMapping = { statuses: Record<string, string>; users: Record<string, number | null> };

const UNASSIGNED = "unassigned";

/** The mapping the preview suggests. */
export function suggestedMapping(preview: ImportPreviewResult): ImportMapping {
  return {
    statuses: Object.fromEntries(preview.statuses.map((s) => [s.source, s.suggested])),
    users: Object.fromEntries(preview.users.map((u) => [u.source, u.suggested])),
  };
}

/** Step 2: the counts, a select per source status and per source person, skipped rows; 'Import N tasks'. */
export function ImportMappingView({
  preview,
  mapping,
  onMapping,
  pending,
  onImport,
}: {
  preview: ImportPreviewResult;
  mapping: ImportMapping;
  onMapping: (mapping: ImportMapping) => void;
  pending: boolean;
  onImport: () => void;
}) {
  const columnOptions = [
    ...preview.columns.map((c) => ({ value: c.id, label: c.title })),
    { value: NEW_COLUMN, label: "Create column" },
  ];
  const peopleOptions = [
    { value: UNASSIGNED, label: "Unassigned" },
    ...preview.people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` })),
  ];
  return (
    <section aria-labelledby="import-preview-heading" className="grid gap-6">
      <div>
        <h2 id="import-preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <p className="text-muted-foreground">
          {plural(preview.tasks, "task", "tasks")} to import
          {preview.skippedCount > 0 && `, ${preview.skippedCount} skipped`}.
        </p>
      </div>
      {preview.statuses.length > 0 && (
        <div className="grid gap-3">
          <h3 className="font-medium">Statuses</h3>
          {preview.statuses.map((s, i) => (
            <SelectField
              key={s.source}
              id={`import-status-${i}`}
              label={`${s.source} (${s.count})`}
              value={mapping.statuses[s.source]}
              onValueChange={(value) =>
                onMapping({ ...mapping, statuses: { ...mapping.statuses, [s.source]: value } })
              }
              options={columnOptions}
              className="sm:max-w-md"
            />
          ))}
        </div>
      )}
      {preview.users.length > 0 && (
        <div className="grid gap-3">
          <h3 className="font-medium">People</h3>
          {preview.users.map((u, i) => (
            <SelectField
              key={u.source}
              id={`import-user-${i}`}
              label={`${u.source} (${u.count})`}
              value={String(mapping.users[u.source] ?? UNASSIGNED)}
              onValueChange={(value) =>
                onMapping({
                  ...mapping,
                  users: { ...mapping.users, [u.source]: value === UNASSIGNED ? null : Number(value) },
                })
              }
              options={peopleOptions}
              className="sm:max-w-md"
            />
          ))}
        </div>
      )}
      {preview.sample.length > 0 && (
        <div className="grid gap-2 overflow-x-auto">
          <h3 className="font-medium">First rows</h3>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Row</TableHead>
                <TableHead>Title</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Priority</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.sample.map((row) => (
                <TableRow key={row.row}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell className="max-w-64 truncate" title={row.title}>
                    {row.title}
                  </TableCell>
                  <TableCell>{row.status}</TableCell>
                  <TableCell>{row.priority}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <SkippedRows skipped={preview.skipped} skippedCount={preview.skippedCount} notes={preview.notes} />
      <div className="flex justify-end">
        <Button type="button" onClick={onImport} disabled={pending || preview.tasks === 0}>
          {pending && <Spinner />}
          Import {plural(preview.tasks, "task", "tasks")}
        </Button>
      </div>
    </section>
  );
}
