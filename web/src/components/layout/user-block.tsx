import type { CurrentUser } from "@contract/users";
import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { useLogoutAction } from "@/components/layout/use-logout-action";
import { ThemeMenu } from "@/components/theme/theme-menu";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n";
import { displayName, initials } from "@/lib/user";

/** The signed-in user's avatar, name and email (a link to /profile), the theme menu and the logout button. */
export function UserBlock({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const { logout, isPending } = useLogoutAction();
  const name = displayName(user);
  const t = useT();
  const logOut = t({ id: "layout.userBlock.logOut", defaultMessage: "Log out" });

  return (
    <div className="flex items-center gap-2 border-t border-sidebar-border p-3">
      <Link
        to="/profile"
        onClick={onNavigate}
        title={user.email && name !== user.email ? `${name} (${user.email})` : name}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md p-1.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Avatar className="size-9">
          {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
          <AvatarFallback>{initials(user)}</AvatarFallback>
        </Avatar>
        <span className="min-w-0">
          <span className="sr-only">
            {t({ id: "layout.userBlock.profilePrefix", defaultMessage: "Profile:" })}{" "}
          </span>
          <span className="block truncate text-sm font-medium">{name}</span>
          {user.email && name !== user.email && (
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          )}
        </span>
      </Link>
      <ThemeMenu theme={user.theme} />
      <Button
        variant="ghost"
        size="icon"
        aria-label={logOut}
        title={logOut}
        onClick={logout}
        disabled={isPending}
      >
        {isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
      </Button>
    </div>
  );
}
