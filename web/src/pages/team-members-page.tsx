import { PageHeading } from "@/components/layout/page-heading";

/** /team-members: personal team members and invitations (placeholder). */
export function TeamMembersPage() {
  return <PageHeading title="Team Members" />;
}
