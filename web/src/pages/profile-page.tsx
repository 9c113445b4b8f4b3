import { PageHeading } from "@/components/layout/page-heading";

/** /profile: the user's profile, avatar and password (placeholder). */
export function ProfilePage() {
  return <PageHeading title="Profile Settings" />;
}
