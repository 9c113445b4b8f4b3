import type { CurrentUser } from "@contract/users";
import { Camera } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { messageOr } from "@/api/http";
import { useUploadAvatar } from "@/api/profile";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { COMMON, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { displayName, initials } from "@/lib/user";
import { avatarFileProblem } from "./avatar-file";

/** The user's picture with a 'Change Avatar' button: an image up to 5 MB, uploaded at once. */
export function AvatarUpload({ user }: { user: CurrentUser }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const t = useT();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toast(
        problem.kind === "type"
          ? {
              variant: "destructive",
              title: t({ id: "profile.avatar.invalidType.title", defaultMessage: "Invalid file type" }),
              description: t({
                id: "profile.avatar.invalidType.description",
                defaultMessage: "Please select a valid image file",
              }),
            }
          : {
              variant: "destructive",
              title: t({ id: "profile.avatar.tooLarge.title", defaultMessage: "File too large" }),
              description: t({
                id: "profile.avatar.tooLarge.description",
                defaultMessage: "File size must be less than 5MB",
              }),
            },
      );
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        toast({
          title: t({ id: "profile.avatar.updated.title", defaultMessage: "Avatar Updated" }),
          description: t({
            id: "profile.avatar.updated.description",
            defaultMessage: "Your profile picture has been updated.",
          }),
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t(COMMON.error),
          description: messageOr(
            error,
            t({ id: "profile.avatar.failed", defaultMessage: "Failed to upload avatar" }),
          ),
        }),
    });
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <Avatar className="size-20">
        {user.profileImageUrl && (
          <AvatarImage
            src={user.profileImageUrl}
            alt={t(
              { id: "profile.avatar.alt", defaultMessage: "{name}'s avatar" },
              { name: displayName(user) },
            )}
          />
        )}
        <AvatarFallback className="text-xl">{initials(user)}</AvatarFallback>
      </Avatar>
      <div className="grid justify-items-center gap-1 sm:justify-items-start">
        <label htmlFor="avatar-input" className="sr-only">
          {t({ id: "profile.avatar.label", defaultMessage: "Profile picture" })}
        </label>
        <input
          ref={input}
          id="avatar-input"
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          onChange={onPick}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
          {upload.isPending ? <Spinner /> : <Camera aria-hidden="true" />}
          {upload.isPending
            ? t({ id: "profile.avatar.uploading", defaultMessage: "Uploading..." })
            : t({ id: "profile.avatar.change", defaultMessage: "Change Avatar" })}
        </Button>
        <p className="text-xs text-muted-foreground">
          {t({ id: "profile.avatar.hint", defaultMessage: "JPG, PNG, GIF or WebP, up to 5MB." })}
        </p>
      </div>
    </div>
  );
}
