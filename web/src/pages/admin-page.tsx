import { PageHeading } from "@/components/layout/page-heading";

/** /admin: the super administrator's area; the router guards access (placeholder). */
export function AdminPage() {
  return <PageHeading title="Super Administrator" />;
}
