import { PageHeading } from "@/components/layout/page-heading";

/** /tasks: the user's tasks (placeholder). */
export function MyTasksPage() {
  return <PageHeading title="My Tasks" />;
}
