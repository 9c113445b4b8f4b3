import { useQuery } from "@tanstack/react-query";
import { publicConfigQuery } from "@/api/config";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { nextQuery } from "@/lib/return-path";

/**
 * 'Sign in with <provider>' under the password form when single sign-on is configured (product
 * rules §29); nothing otherwise. A plain link: the server sends the browser on to the provider.
 */
export function SsoSignIn({ search }: { search: string }) {
  const { data } = useQuery(publicConfigQuery);
  const sso = data?.sso;
  const t = useT();
  if (!sso) return null;
  return (
    <div className="mt-4 grid gap-4">
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t({ id: "auth.sso.or", defaultMessage: "or" })}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <Button asChild variant="outline" className="w-full">
        <a href={`/api/auth/oidc/start${nextQuery(search)}`}>
          {t(
            { id: "auth.sso.signInWith", defaultMessage: "Sign in with {provider}" },
            { provider: sso.name },
          )}
        </a>
      </Button>
    </div>
  );
}
