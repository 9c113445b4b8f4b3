import type { ImportResult } from "@contract/imports";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { defineMessages, useT } from "@/i18n";
import { IMPORT_MESSAGES } from "./messages";
import { SkippedRows } from "./skipped-rows";

const MESSAGES = defineMessages({
  open: { id: "imports.report.open", defaultMessage: "Open the project" },
  again: { id: "imports.report.again", defaultMessage: "Import another file" },
});

/** Step 3: what the import created and skipped, with a link to the project. */
export function ImportReport({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const t = useT();
  return (
    <section aria-labelledby="import-report-heading" className="grid gap-4">
      <h2 id="import-report-heading" className="text-lg font-semibold">
        {t(IMPORT_MESSAGES.complete)}
      </h2>
      <p>{t(IMPORT_MESSAGES.importedSkipped, { count: result.created, skipped: result.skippedCount })}</p>
      <SkippedRows skipped={result.skipped} skippedCount={result.skippedCount} notes={result.notes} />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/projects/${result.projectId}`}>{t(MESSAGES.open)}</Link>
        </Button>
        <Button type="button" variant="outline" onClick={onAgain}>
          {t(MESSAGES.again)}
        </Button>
      </div>
    </section>
  );
}
