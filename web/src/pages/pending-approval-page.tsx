import type { CurrentUser } from "@contract/users";
import { Hourglass, LogOut } from "lucide-react";
import { LanguageMenu } from "@/components/i18n/language-menu";
import { Brand } from "@/components/layout/brand";
import { useLogoutAction } from "@/components/layout/use-logout-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";

/** Shown on every route to a signed-in user whose account is not approved yet (product rules §2). */
export function PendingApprovalPage({ user }: { user: CurrentUser }) {
  const t = useT();
  const title = t({ id: "auth.pending.title", defaultMessage: "Waiting for approval" });
  usePageTitle(title);
  const { logout, isPending } = useLogoutAction();
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-accent/60 to-background px-4 py-8 sm:py-12">
      <header className="mb-6 flex w-full max-w-md items-center justify-between gap-2">
        <Brand />
        <LanguageMenu />
      </header>
      <main className="w-full max-w-md">
        <Card>
          <CardContent className="grid gap-4 text-center">
            <Hourglass aria-hidden="true" className="mx-auto size-12 text-primary" />
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            <p className="text-muted-foreground">
              {t.rich(
                {
                  id: "auth.pending.description",
                  defaultMessage:
                    "Your account <b>{email}</b> has been created. An administrator must approve it before you can use the workspace. Please check back later.",
                },
                {
                  email: user.email,
                  b: (chunks) => <strong className="break-all text-foreground">{chunks}</strong>,
                },
              )}
            </p>
            <Button variant="outline" onClick={logout} disabled={isPending}>
              {isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
              {t({ id: "layout.userBlock.logOut", defaultMessage: "Log out" })}
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
