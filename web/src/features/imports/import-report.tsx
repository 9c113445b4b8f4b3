import type { ImportResult } from "@contract/imports";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { plural } from "@/lib/plural";
import { SkippedRows } from "./skipped-rows";

/** Step 3: what the import created and skipped, with a link to the project. */
export function ImportReport({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  return (
    <section aria-labelledby="import-report-heading" className="grid gap-4">
      <h2 id="import-report-heading" className="text-lg font-semibold">
        Import complete
      </h2>
      <p>
        {plural(result.created, "task", "tasks")} imported
        {result.skippedCount > 0 && `, ${result.skippedCount} skipped`}.
      </p>
      <SkippedRows skipped={result.skipped} skippedCount={result.skippedCount} notes={result.notes} />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/projects/${result.projectId}`}>Open the project</Link>
        </Button>
        <Button type="button" variant="outline" onClick={onAgain}>
          Import another file
        </Button>
      </div>
    </section>
  );
}
