import { PageHeading } from "@/components/layout/page-heading";

/** /reports: velocity, cycle time and exports (placeholder). */
export function ReportsPage() {
  return <PageHeading title="Reports" />;
}
