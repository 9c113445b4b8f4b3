import { useCurrentUser } from "@/api/auth";
import { PageHeading } from "@/components/layout/page-heading";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmailPreferencesCard } from "@/features/email/email-preferences-card";
import { ApiTokensCard } from "@/features/profile/api-tokens-card";
import { AvatarUpload } from "@/features/profile/avatar-upload";
import { ChangePasswordForm } from "@/features/profile/change-password-form";
import { NotificationSettingsCard } from "@/features/profile/notification-settings-card";
import { OpenTasksCard } from "@/features/profile/open-tasks-card";
import { ProfileDetailsForm } from "@/features/profile/profile-details-form";
import { useT } from "@/i18n";

/** /profile: avatar, details, password, comment-notification switches, email, the user's open tasks and API tokens. */
export function ProfilePage() {
  const { data: user } = useCurrentUser();
  const t = useT();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeading
        title={t({ id: "profile.title", defaultMessage: "Profile Settings" })}
        description={t({
          id: "profile.description",
          defaultMessage: "Manage your account, password and notifications.",
        })}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <Card role="region" aria-labelledby="profile-heading">
            <CardHeader>
              <CardTitle>
                <h2 id="profile-heading">
                  {t({ id: "profile.info.title", defaultMessage: "Profile Information" })}
                </h2>
              </CardTitle>
              <CardDescription>
                {t({
                  id: "profile.info.description",
                  defaultMessage: "Your name, picture and contact details.",
                })}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <AvatarUpload user={user} />
              <ProfileDetailsForm user={user} />
            </CardContent>
          </Card>
          <Card role="region" aria-labelledby="password-heading">
            <CardHeader>
              <CardTitle>
                <h2 id="password-heading">
                  {t({ id: "profile.password.title", defaultMessage: "Change Password" })}
                </h2>
              </CardTitle>
              <CardDescription>
                {t({
                  id: "profile.password.description",
                  defaultMessage: "Changing it signs you out on your other devices.",
                })}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordForm />
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <NotificationSettingsCard />
          <EmailPreferencesCard />
          <OpenTasksCard />
          <ApiTokensCard />
        </div>
      </div>
    </div>
  );
}
