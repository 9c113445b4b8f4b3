import { PageHeading } from "@/components/layout/page-heading";

/** /teams/:id: one department and its members (placeholder). */
export function TeamDetailPage() {
  return <PageHeading title="Department" />;
}
