import { PageHeading } from "@/components/layout/page-heading";

/** /calendar: tasks by due date (placeholder). */
export function CalendarPage() {
  return <PageHeading title="Calendar" />;
}
