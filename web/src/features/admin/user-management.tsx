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
import { plural } from "@/lib/plural";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";
import { AdminUserRow } from "./admin-user-row";

/** User Management: every account with its approval state, Approve for pending ones, Remove for all but the super admin. */
export function UserManagement() {
  const users = useQuery(adminUsersQuery);
  const approve = useApproveUser();
  const remove = useRemoveUser();
  const [removing, setRemoving] = useState<AdminUser | null>(null);

  const onApprove = (user: AdminUser) =>
    approve.mutate(user.id, {
      onSuccess: () =>
        toast({ title: "User Approved", description: `${displayName(user)} can now use the app.` }),
      onError: (error) => showError(error, "Failed to approve user"),
    });
  const onRemove = () => {
    if (!removing) return;
    const user = removing;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: "User Removed", description: `${displayName(user)} has been removed.` });
        setRemoving(null);
      },
      onError: (error) => showError(error, "Failed to remove user"),
    });
  };

  const list = users.data ?? [];
  const pending = list.filter((u) => !u.isApproved).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5" />
          <h2>User Management</h2>
        </CardTitle>
        <CardDescription>
          {users.isSuccess
            ? `${plural(list.length, "user", "users")}, ${pending} pending approval`
            : "Approve new accounts and remove users."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <div aria-busy="true" className="grid gap-3">
            <span className="sr-only">Loading users...</span>
            {["a", "b", "c"].map((key) => (
              <Skeleton key={key} className="h-16 rounded-lg" />
            ))}
          </div>
        ) : users.isError ? (
          <LoadFailure errors={[users.error]}>
            The users could not be loaded. Please reload the page.
          </LoadFailure>
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No users found</p>
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
        title="Remove User"
        description={`Are you sure you want to remove ${removing ? displayName(removing) : "this user"}? This deletes the account and everything it owns, and cannot be undone.`}
        confirmLabel="Remove"
        onConfirm={onRemove}
        isPending={remove.isPending}
      />
    </Card>
  );
}
