import { PageHeading } from "@/components/layout/page-heading";

/** /teams: the departments list (placeholder). */
export function TeamsPage() {
  return <PageHeading title="Departments" />;
}
