import type { AdminUser } from "@contract/admin";
import { Check, Trash2 } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { COMMON, useT } from "@/i18n";
import { formatDate } from "@/lib/format";
import { displayName, initials } from "@/lib/user";

/** One account in User Management: avatar, name, approval badges, email, sign-up date, Approve and Remove. */
export function AdminUserRow({
  user,
  isApproving,
  onApprove,
  onRemove,
}: {
  user: AdminUser;
  isApproving: boolean;
  onApprove: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <li
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
                {t({ id: "admin.user.approved", defaultMessage: "Approved" })}
              </Badge>
            ) : (
              <Badge variant="outline" className="border-amber-200 bg-amber-50 text-amber-800">
                {t({ id: "admin.user.pending", defaultMessage: "Pending" })}
              </Badge>
            )}
            {user.isSuperAdmin && (
              <Badge variant="secondary">{t({ id: "nav.superAdmin", defaultMessage: "Super Admin" })}</Badge>
            )}
          </div>
          <div className="truncate text-sm text-muted-foreground" title={user.email}>
            {user.email}
          </div>
          <div className="text-xs text-muted-foreground">
            {t(
              { id: "admin.user.registered", defaultMessage: "Registered {date}" },
              { date: formatDate(user.createdAt) },
            )}
          </div>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {!user.isApproved && (
          <Button
            size="sm"
            onClick={onApprove}
            disabled={isApproving}
            aria-label={t(
              { id: "admin.user.approveNamed", defaultMessage: "Approve {name}" },
              { name: displayName(user) },
            )}
          >
            <Check aria-hidden="true" /> {t({ id: "admin.user.approve", defaultMessage: "Approve" })}
          </Button>
        )}
        {!user.isSuperAdmin && (
          <Button
            size="sm"
            variant="outline"
            className="text-destructive"
            onClick={onRemove}
            aria-label={t(
              { id: "teams.member.remove", defaultMessage: "Remove {name}" },
              { name: displayName(user) },
            )}
          >
            <Trash2 aria-hidden="true" /> {t(COMMON.remove)}
          </Button>
        )}
      </div>
    </li>
  );
}
