import { CardError } from "@/components/feedback/load-failure";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/**
 * A card's or a dialog section's loading state: a skeleton bar as tall as a row of content, with its
 * words for screen readers; the loading look the sections of the task dialog share (issue 32).
 */
export function SectionLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div aria-busy="true" className={cn("grid", className)}>
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/** The part of a query a section's status needs. */
type SectionQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * A section's query while it has no data: loading (SectionLoading), or failed with 'Try again'
 * (CardError; a 401 the logged-out line); nothing once loaded.
 */
export function SectionStatus({
  query,
  loading,
  failed,
}: {
  query: SectionQuery;
  loading: string;
  failed: string;
}) {
  if (query.isPending) return <SectionLoading label={loading} />;
  if (query.isError)
    return <CardError error={query.error} message={failed} onRetry={() => void query.refetch()} />;
  return null;
}
