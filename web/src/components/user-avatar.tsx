import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { displayName, initials, type NamedUser } from "@/lib/user";
import { cn } from "@/lib/utils";

/** A user's round avatar with their name as its accessible label. */
export function UserAvatar({
  user,
  className,
}: {
  user: NamedUser & { profileImageUrl?: string | null };
  className?: string;
}) {
  const name = displayName(user);
  return (
    <Avatar
      className={cn("size-8 border-2 border-background", className)}
      title={name}
      aria-label={name}
      role="img"
    >
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback aria-hidden="true">{initials(user)}</AvatarFallback>
    </Avatar>
  );
}
