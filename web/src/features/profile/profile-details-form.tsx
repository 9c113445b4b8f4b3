import { UpdateProfileBody } from "@contract/profile";
import type { CurrentUser } from "@contract/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { messageOr } from "@/api/http";
import { useUpdateProfile } from "@/api/profile";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { COMMON, defineMessage, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";

/** The editable fields, with the API's own rules (names 1-100, phone up to 20). */
const PHONE_TOO_LONG = defineMessage({
  id: "profile.details.phoneTooLong",
  defaultMessage: "Phone number must be at most 20 characters",
});

const ProfileFormSchema = z.object({
  firstName: UpdateProfileBody.shape.firstName.unwrap(),
  lastName: UpdateProfileBody.shape.lastName.unwrap(),
  phoneNumber: z
    .string()
    .trim()
    .max(20, {
      error: () => translator()(PHONE_TOO_LONG),
    }),
});
type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** Locked fields stay fully legible (the default disabled look fades them like placeholders). */
const READ_ONLY_LOOK = "disabled:cursor-default disabled:bg-muted/60 disabled:opacity-100";

const valuesOf = (user: CurrentUser): ProfileForm => ({
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  phoneNumber: user.phoneNumber ?? "",
});

/** First name, last name, read-only email and phone, with Edit Profile / Save Changes / Cancel. */
export function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const [isEditing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const t = useT();
  const form = useForm<ProfileForm>({ resolver: zodResolver(ProfileFormSchema), values: valuesOf(user) });
  const { errors } = form.formState;

  const cancel = () => {
    form.reset(valuesOf(user));
    setEditing(false);
  };

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      {
        id: user.id,
        email: user.email,
        firstName: values.firstName,
        lastName: values.lastName,
        phoneNumber: values.phoneNumber || null,
        profileImageUrl: user.profileImageUrl,
      },
      {
        onSuccess: () => {
          setEditing(false);
          toast({
            title: t({ id: "profile.details.updated.title", defaultMessage: "Profile Updated" }),
            description: t({
              id: "profile.details.updated.description",
              defaultMessage: "Your profile has been updated successfully.",
            }),
          });
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t(COMMON.error),
            description: messageOr(
              error,
              t({ id: "profile.details.failed", defaultMessage: "Failed to update profile" }),
            ),
          }),
      },
    );
  });

  const field = (name: keyof ProfileForm) => ({
    className: READ_ONLY_LOOK,
    "aria-invalid": !!errors[name],
    "aria-describedby": fieldDescribedBy(name, { error: errors[name] }),
    disabled: !isEditing,
    ...form.register(name),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-label={t({ id: "profile.details.form", defaultMessage: "Profile details" })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="firstName"
          label={t({ id: "auth.register.firstName", defaultMessage: "First Name" })}
          error={errors.firstName?.message}
        >
          <Input id="firstName" autoComplete="given-name" {...field("firstName")} />
        </FormField>
        <FormField
          id="lastName"
          label={t({ id: "auth.register.lastName", defaultMessage: "Last Name" })}
          error={errors.lastName?.message}
        >
          <Input id="lastName" autoComplete="family-name" {...field("lastName")} />
        </FormField>
      </div>
      <FormField
        id="email"
        label={t({ id: "auth.email", defaultMessage: "Email" })}
        hint={t({ id: "profile.details.emailHint", defaultMessage: "Email cannot be changed" })}
      >
        <Input
          id="email"
          type="email"
          value={user.email}
          readOnly
          disabled
          aria-describedby="email-hint"
          className={READ_ONLY_LOOK}
        />
      </FormField>
      <FormField
        id="phoneNumber"
        label={t({ id: "profile.details.phone", defaultMessage: "Phone Number" })}
        error={errors.phoneNumber?.message}
      >
        <Input
          id="phoneNumber"
          type="tel"
          autoComplete="tel"
          placeholder={t({ id: "profile.details.optional", defaultMessage: "Optional" })}
          {...field("phoneNumber")}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        {isEditing ? (
          <>
            <Button key="save" type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner />}
              {update.isPending
                ? t({ id: "profile.details.saving", defaultMessage: "Saving..." })
                : t({ id: "profile.details.save", defaultMessage: "Save Changes" })}
            </Button>
            <Button key="cancel" type="button" variant="outline" onClick={cancel} disabled={update.isPending}>
              {t(COMMON.cancel)}
            </Button>
          </>
        ) : (
          // Its own key: React must not turn this very button into the submit one mid-click.
          <Button key="edit" type="button" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> {t({ id: "profile.details.edit", defaultMessage: "Edit Profile" })}
          </Button>
        )}
      </div>
    </form>
  );
}
