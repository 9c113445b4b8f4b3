import type { AdminUser } from "@contract/admin";
import { useQuery } from "@tanstack/react-query";
import { Check, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { adminUsersQuery, useApproveUser, useRemoveUser } from "@/api/admin";
import { LoadFailure } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { displayName, initials } from "@/lib/user";

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
            ? `${list.length} ${list.length === 1 ? "user" : "users"}, ${pending} pending approval`
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
              <li
                key={user.id}
                data-testid="admin-user"
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar className="size-10">
                    {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
                    <AvatarFallback aria-hidden="true">{initials(user)}</AvatarFallback>
                  </Avatar>
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-medium" title={displayName(user)}>
                        {displayName(user)}
                      </span>
                      {user.isApproved ? (
                        <Badge variant="outline" className="border-green-200 bg-green-50 text-green-700">
                          Approved
                        </Badge>
                      ) : (
                        <Badge variant="outline" className="border-amber-200 bg-amber-50 text-amber-800">
                          Pending
                        </Badge>
                      )}
                      {user.isSuperAdmin && <Badge variant="secondary">Super Admin</Badge>}
                    </div>
                    <div className="truncate text-sm text-muted-foreground" title={user.email}>
                      {user.email}
                    </div>
                    <div className="text-xs text-muted-foreground">
                      Registered {formatDate(user.createdAt)}
                    </div>
                  </div>
                </div>
                <div className="flex shrink-0 gap-2">
                  {!user.isApproved && (
                    <Button
                      size="sm"
                      onClick={() => onApprove(user)}
                      disabled={approve.isPending && approve.variables === user.id}
                      aria-label={`Approve ${displayName(user)}`}
                    >
                      <Check aria-hidden="true" /> Approve
                    </Button>
                  )}
                  {!user.isSuperAdmin && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-destructive"
                      onClick={() => setRemoving(user)}
                      aria-label={`Remove ${displayName(user)}`}
                    >
                      <Trash2 aria-hidden="true" /> Remove
                    </Button>
                  )}
                </div>
              </li>
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
