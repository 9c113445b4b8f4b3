import type { AdminUser } from "@contract/admin";
import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useState } from "react";
import { adminUsersQuery, useApproveUser, useRemoveUser } from "@/api/admin";
import { LoadFailure } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { COMMON, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";
import { AdminUserRow } from "./admin-user-row";

/** User Management: every account with its approval state, Approve for pending ones, Remove for all but the super admin. */
export function UserManagement() {
  const users = useQuery(adminUsersQuery);
  const approve = useApproveUser();
  const remove = useRemoveUser();
  const [removing, setRemoving] = useState<AdminUser | null>(null);
  const t = useT();

  const onApprove = (user: AdminUser) =>
    approve.mutate(user.id, {
      onSuccess: () =>
        toast({
          title: t({ id: "admin.users.approved.title", defaultMessage: "User Approved" }),
          description: t(
            { id: "admin.users.approved.description", defaultMessage: "{name} can now use the app." },
            { name: displayName(user) },
          ),
        }),
      onError: (error) =>
        showError(error, t({ id: "admin.users.approveFailed", defaultMessage: "Failed to approve user" })),
    });
  const onRemove = () => {
    if (!removing) return;
    const user = removing;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({
          title: t({ id: "admin.users.removed.title", defaultMessage: "User Removed" }),
          description: t(
            { id: "admin.users.removed.description", defaultMessage: "{name} has been removed." },
            { name: displayName(user) },
          ),
        });
        setRemoving(null);
      },
      onError: (error) =>
        showError(error, t({ id: "admin.users.removeFailed", defaultMessage: "Failed to remove user" })),
    });
  };

  const list = users.data ?? [];
  const pending = list.filter((u) => !u.isApproved).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5" />
          <h2>{t({ id: "admin.users.title", defaultMessage: "User Management" })}</h2>
        </CardTitle>
        <CardDescription>
          {users.isSuccess
            ? t(
                {
                  id: "admin.users.summary",
                  defaultMessage:
                    "{count, plural, one {# user, {pending} pending approval} other {# users, {pending} pending approval}}",
                },
                { count: list.length, pending },
              )
            : t({ id: "admin.users.description", defaultMessage: "Approve new accounts and remove users." })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <div aria-busy="true" className="grid gap-3">
            <span className="sr-only">
              {t({ id: "teams.add.loadingUsers", defaultMessage: "Loading users..." })}
            </span>
            {["a", "b", "c"].map((key) => (
              <Skeleton key={key} className="h-16 rounded-lg" />
            ))}
          </div>
        ) : users.isError ? (
          <LoadFailure errors={[users.error]}>
            {t({
              id: "admin.users.loadFailed",
              defaultMessage: "The users could not be loaded. Please reload the page.",
            })}
          </LoadFailure>
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">
            {t({ id: "admin.users.empty", defaultMessage: "No users found" })}
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {list.map((user) => (
              <AdminUserRow
                key={user.id}
                user={user}
                isApproving={approve.isPending && approve.variables === user.id}
                onApprove={() => onApprove(user)}
                onRemove={() => setRemoving(user)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t({ id: "admin.users.confirm.title", defaultMessage: "Remove User" })}
        description={
          removing
            ? t(
                {
                  id: "admin.users.confirm.description",
                  defaultMessage:
                    "Are you sure you want to remove {name}? This deletes the account and everything it owns, and cannot be undone.",
                },
                { name: displayName(removing) },
              )
            : t({
                id: "admin.users.confirm.descriptionAnonymous",
                defaultMessage:
                  "Are you sure you want to remove this user? This deletes the account and everything it owns, and cannot be undone.",
              })
        }
        confirmLabel={t(COMMON.remove)}
        onConfirm={onRemove}
        isPending={remove.isPending}
      />
    </Card>
  );
}
