import { PageHeading } from "@/components/layout/page-heading";
import { ApiKeyCard } from "@/features/admin/api-key-card";
import { UserManagement } from "@/features/admin/user-management";

/** /admin: the super administrator's AI key and user management; the router guards access. */
export function AdminPage() {
  return (
    <div>
      <PageHeading
        title="Super Administrator"
        description="Manage the AI assistant's API key and the accounts of this instance."
      />
      <div className="grid gap-6">
        <ApiKeyCard />
        <UserManagement />
      </div>
    </div>
  );
}
