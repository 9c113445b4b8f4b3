import type { CurrentUser } from "@contract/users";
import { Hourglass, LogOut } from "lucide-react";
import { LanguageMenu } from "@/components/i18n/language-menu";
import { Brand } from "@/components/layout/brand";
import { useLogoutAction } from "@/components/layout/use-logout-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/lib/use-page-title";

/** Shown on every route to a signed-in user whose account is not approved yet (product rules §2). */
export function PendingApprovalPage({ user }: { user: CurrentUser }) {
  usePageTitle("Waiting for approval");
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
            <h1 className="text-2xl font-semibold tracking-tight">Waiting for approval</h1>
            <p className="text-muted-foreground">
              Your account <strong className="break-all text-foreground">{user.email}</strong> has been
              created. An administrator must approve it before you can use the workspace. Please check back
              later.
            </p>
            <Button variant="outline" onClick={logout} disabled={isPending}>
              {isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
              Log out
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
