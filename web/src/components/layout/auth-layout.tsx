import type { ReactNode } from "react";
import { LanguageMenu } from "@/components/i18n/language-menu";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Brand } from "./brand";

/** The centred card every account screen (sign-in, register, password) sits in. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-accent/60 to-background px-4 py-8 sm:py-12">
      <header className="mb-6 flex w-full max-w-md items-center justify-between gap-2">
        <Brand />
        <LanguageMenu />
      </header>
      <main className="w-full max-w-md">
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer && (
            <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter>
          )}
        </Card>
      </main>
    </div>
  );
}
