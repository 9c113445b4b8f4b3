import type { CurrentUser } from "@contract/users";
import { Menu, XIcon } from "lucide-react";
import { Dialog as DialogPrimitive, VisuallyHidden } from "radix-ui";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useLocaleSync } from "@/components/i18n/use-locale-sync";
import { NotificationBell } from "@/components/layout/notification-bell";
import { KeyboardShortcuts } from "@/components/shortcuts/keyboard-shortcuts";
import { useThemeSync } from "@/components/theme/use-theme-sync";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { useAppRealtime } from "@/realtime/use-app-realtime";
import { Brand } from "./brand";
import { SearchButton, useCommandPalette } from "./command-palette-host";
import { Sidebar } from "./sidebar";

/**
 * The navigation shell of every signed-in page: a fixed sidebar from `lg`, a drawer below it; the
 * notification bell in the sidebar or the top bar; and the app's one live socket.
 */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  useAppRealtime();
  useThemeSync(user);
  useLocaleSync(user);
  const { pathname } = useLocation();
  const commandPalette = useCommandPalette();
  const t = useT();

  // Any navigation (link, back button) closes the drawer.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  // The drawer is modal; never leave it open (and the page inert) once the fixed sidebar shows.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)");
    const close = () => wide.matches && setDrawerOpen(false);
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  return (
    <div className="min-h-dvh bg-muted/40">
      {/* The first stop of the keyboard: past the navigation to the page (issue 9). The main region
          is focusable (tabIndex -1), so following the fragment focuses it and the next Tab goes on
          from the page's content. */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg focus:ring-[3px] focus:ring-ring/50 focus:outline-none"
      >
        {t({ id: "layout.shell.skipToContent", defaultMessage: "Skip to content" })}
      </a>
      <aside
        aria-label={t({ id: "layout.shell.sidebar", defaultMessage: "Sidebar" })}
        className="fixed inset-y-0 start-0 z-30 hidden w-64 border-e border-sidebar-border lg:block"
      >
        <Sidebar user={user} showBell onSearch={commandPalette.open} />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background px-4 lg:hidden">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t({ id: "layout.shell.openNavigation", defaultMessage: "Open navigation" })}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden="true" className="size-5" />
        </Button>
        <Brand className="text-base" />
        <SearchButton
          onOpen={commandPalette.open}
          className="ms-auto w-auto px-2.5 [&_kbd]:hidden sm:[&_kbd]:inline"
        />
        <NotificationBell />
      </header>

      <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay
            data-testid="navigation-overlay"
            className="fixed inset-0 z-40 bg-black/50 motion-safe:animate-fade-in lg:hidden"
          />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] border-e border-sidebar-border shadow-xl outline-none motion-safe:animate-drawer-in lg:hidden"
          >
            <VisuallyHidden.Root>
              <DialogPrimitive.Title>
                {t({ id: "layout.shell.navigation", defaultMessage: "Navigation" })}
              </DialogPrimitive.Title>
            </VisuallyHidden.Root>
            <Sidebar
              user={user}
              onNavigate={() => setDrawerOpen(false)}
              onSearch={() => {
                setDrawerOpen(false);
                commandPalette.open();
              }}
            />
            <DialogPrimitive.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t({ id: "layout.shell.closeNavigation", defaultMessage: "Close navigation" })}
                className="absolute top-3 end-2"
              >
                <XIcon aria-hidden="true" className="size-5" />
              </Button>
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>

      {commandPalette.palette}
      <div className="lg:ps-64">
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl p-4 outline-none sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
      <KeyboardShortcuts />
    </div>
  );
}
