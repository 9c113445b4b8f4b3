import { PageHeading } from "@/components/layout/page-heading";
import { ApiKeyCard } from "@/features/admin/api-key-card";
import { UserManagement } from "@/features/admin/user-management";
import { useT } from "@/i18n";

/** /admin: the super administrator's AI key and user management; the router guards access. */
export function AdminPage() {
  const t = useT();
  return (
    <div>
      <PageHeading
        title={t({ id: "admin.title", defaultMessage: "Super Administrator" })}
        description={t({
          id: "admin.description",
          defaultMessage: "Manage the AI assistant's API key and the accounts of this instance.",
        })}
      />
      <div className="grid gap-6">
        <ApiKeyCard />
        <UserManagement />
      </div>
    </div>
  );
}
