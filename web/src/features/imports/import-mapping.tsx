import { type ImportPreviewResult, NEW_COLUMN } from "@contract/imports";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { COMMON, defineMessages, useT } from "@/i18n";
import { columnTitleText, labelOf, PRIORITY_LABELS } from "@/lib/statuses";
import { SkippedRows } from "./skipped-rows";

/** The mapping the user chose: source status -> column id or 'new column'; source person -> user id or null. */
export type ImportMapping = { statuses: Record<string, string>; users: Record<string, number | null> };

const UNASSIGNED = "unassigned";

const MESSAGES = defineMessages({
  createColumn: { id: "imports.mapping.createColumn", defaultMessage: "Create column" },
  preview: { id: "imports.mapping.preview", defaultMessage: "Preview" },
  toImport: {
    id: "imports.mapping.toImport",
    defaultMessage:
      "{skipped, select, 0 {{count, plural, one {# task to import.} other {# tasks to import.}}} other {{count, plural, one {# task to import, {skipped} skipped.} other {# tasks to import, {skipped} skipped.}}}}",
  },
  statuses: { id: "imports.mapping.statuses", defaultMessage: "Statuses" },
  people: { id: "imports.mapping.people", defaultMessage: "People" },
  sourceCount: { id: "imports.mapping.sourceCount", defaultMessage: "{source} ({count})" },
  firstRows: { id: "imports.mapping.firstRows", defaultMessage: "First rows" },
  row: { id: "imports.mapping.row", defaultMessage: "Row" },
  title: { id: "imports.mapping.title", defaultMessage: "Title" },
  status: { id: "imports.mapping.status", defaultMessage: "Status" },
  priority: { id: "imports.mapping.priority", defaultMessage: "Priority" },
  import: {
    id: "imports.mapping.import",
    defaultMessage: "{count, plural, one {Import # task} other {Import # tasks}}",
  },
});

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
  const t = useT();
  const columnOptions = [
    ...preview.columns.map((c) => ({ value: c.id, label: columnTitleText(t, c) })),
    { value: NEW_COLUMN, label: t(MESSAGES.createColumn) },
  ];
  const peopleOptions = [
    { value: UNASSIGNED, label: t(COMMON.unassigned) },
    ...preview.people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` })),
  ];
  return (
    <section aria-labelledby="import-preview-heading" className="grid gap-6">
      <div>
        <h2 id="import-preview-heading" className="text-lg font-semibold">
          {t(MESSAGES.preview)}
        </h2>
        <p className="text-muted-foreground">
          {t(MESSAGES.toImport, { count: preview.tasks, skipped: preview.skippedCount })}
        </p>
      </div>
      {preview.statuses.length > 0 && (
        <div className="grid gap-3">
          <h3 className="font-medium">{t(MESSAGES.statuses)}</h3>
          {preview.statuses.map((s, i) => (
            <SelectField
              key={s.source}
              id={`import-status-${i}`}
              label={t(MESSAGES.sourceCount, { source: s.source, count: s.count })}
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
          <h3 className="font-medium">{t(MESSAGES.people)}</h3>
          {preview.users.map((u, i) => (
            <SelectField
              key={u.source}
              id={`import-user-${i}`}
              label={t(MESSAGES.sourceCount, { source: u.source, count: u.count })}
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
          <h3 className="font-medium">{t(MESSAGES.firstRows)}</h3>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t(MESSAGES.row)}</TableHead>
                <TableHead>{t(MESSAGES.title)}</TableHead>
                <TableHead>{t(MESSAGES.status)}</TableHead>
                <TableHead>{t(MESSAGES.priority)}</TableHead>
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
                  <TableCell>{labelOf(t, PRIORITY_LABELS, row.priority, row.priority)}</TableCell>
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
          {t(MESSAGES.import, { count: preview.tasks })}
        </Button>
      </div>
    </section>
  );
}
