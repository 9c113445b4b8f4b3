import { lazy, Suspense, useEffect } from "react";
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { useCurrentUser } from "@/api/auth";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { defineMessages, translator } from "@/i18n";
import { returnPathFrom } from "@/lib/return-path";
import { showPendingFlashToast, toast } from "@/lib/toast";
import { watchNavigation } from "@/lib/url-state";
import { NotFoundPage } from "@/pages/not-found-page";
import { RouteErrorPage } from "@/pages/route-error-page";

// Code that is not the router, the user query and the two small fallback pages loads on demand, so the
// signed-out landing page fetches no shell, dashboard, form, drag-and-drop or chart code (issue 8).
// These are chosen at render time from the user, so React.lazy rather than a route's `lazy`.
const LandingPage = lazy(() => import("@/pages/landing-page").then((m) => ({ default: m.LandingPage })));
const AppShell = lazy(() => import("@/components/layout/app-shell").then((m) => ({ default: m.AppShell })));
const DashboardPage = lazy(() =>
  import("@/pages/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);
// Only a signed-out visit to a signed-in page needs the notice and the return path.
const SignedOutRedirect = lazy(() =>
  import("@/components/layout/signed-out-redirect").then((m) => ({ default: m.SignedOutRedirect })),
);
const PendingApprovalPage = lazy(() =>
  import("@/pages/pending-approval-page").then((m) => ({ default: m.PendingApprovalPage })),
);

/** Shows a toast carried over a full navigation (logout); mounted beside the page, so once no spinner shows. */
function PendingFlashToast() {
  useEffect(() => showPendingFlashToast(), []);
  return null;
}

/** Spinner while the user or the page's code loads; the waiting screen on every route for a pending account. */
function Root() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        {user && !user.isApproved ? <PendingApprovalPage user={user} /> : <Outlet />}
        <PendingFlashToast />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

/** Account screens: a signed-in visitor goes to the page of a safe `next` query, else /dashboard. */
function SignedOutOnly() {
  const { data: user } = useCurrentUser();
  const { search } = useLocation();
  return user ? <Navigate to={returnPathFrom(search)} replace /> : <Outlet />;
}

/**
 * Signed-in pages inside the navigation shell. Signed out, '/' is the landing page, an unknown path
 * is not found, and any other route goes to the login page and back (SignedOutRedirect).
 */
function SignedInShell() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const notFound = useMatches().some(
    (match) => (match.handle as { notFound?: boolean } | undefined)?.notFound,
  );
  if (!user) {
    if (pathname === "/") return <LandingPage />;
    return notFound ? <NotFoundPage standalone /> : <SignedOutRedirect />;
  }
  return (
    <AppShell user={user}>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

const ACCESS_DENIED = defineMessages({
  title: { id: "router.accessDenied.title", defaultMessage: "Access Denied" },
  description: {
    id: "router.accessDenied.description",
    defaultMessage: "You don't have permission to access this page.",
  },
});

/** /admin for the super administrator; anyone else gets 'Access Denied' and /dashboard. */
function SuperAdminOnly() {
  const { data: user } = useCurrentUser();
  const allowed = user?.isSuperAdmin === true;
  useEffect(() => {
    if (!allowed) {
      const t = translator();
      toast({
        variant: "destructive",
        title: t(ACCESS_DENIED.title),
        description: t(ACCESS_DENIED.description),
      });
    }
  }, [allowed]);
  return allowed ? <Outlet /> : <Navigate to="/dashboard" replace />;
}

/** Every route of the app (product rules §13); each page loads on demand. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    hydrateFallbackElement: <FullPageSpinner />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          {
            path: "login",
            lazy: () => import("@/pages/login-page").then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: "register",
            lazy: () => import("@/pages/register-page").then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: "forgot-password",
            lazy: () =>
              import("@/pages/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: "reset-password",
            lazy: () =>
              import("@/pages/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      {
        element: <SignedInShell />,
        children: [
          // Not a route `lazy`: the router would fetch the dashboard for '/' before it knows the
          // visitor is signed out and sees the landing page instead.
          { index: true, element: <DashboardPage /> },
          {
            path: "dashboard",
            lazy: () => import("@/pages/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: "sprints",
            lazy: () => import("@/pages/sprints-page").then((m) => ({ Component: m.SprintsPage })),
          },
          {
            path: "sprints/:id",
            lazy: () => import("@/pages/sprint-detail-page").then((m) => ({ Component: m.SprintDetailPage })),
          },
          {
            path: "sprints/:id/backlog",
            lazy: () =>
              import("@/pages/sprint-backlog-page").then((m) => ({ Component: m.SprintBacklogPage })),
          },
          {
            path: "sprints/:id/ceremonies",
            lazy: () =>
              import("@/pages/sprint-ceremonies-page").then((m) => ({ Component: m.SprintCeremoniesPage })),
          },
          {
            path: "projects",
            lazy: () => import("@/pages/projects-page").then((m) => ({ Component: m.ProjectsPage })),
          },
          {
            path: "projects/import",
            lazy: () => import("@/pages/import-page").then((m) => ({ Component: m.ImportPage })),
          },
          {
            path: "projects/new",
            lazy: () => import("@/pages/new-project-page").then((m) => ({ Component: m.NewProjectPage })),
          },
          {
            path: "projects/:id",
            // The board's data is asked for alongside the page's code, not after it (issue 8).
            loader: ({ params }) => {
              void import("@/features/board/board-prefetch").then((m) => m.prefetchBoard(Number(params.id)));
              return null;
            },
            lazy: () => import("@/pages/project-board-page").then((m) => ({ Component: m.ProjectBoardPage })),
          },
          {
            path: "projects/:id/activity",
            lazy: () =>
              import("@/pages/project-activity-page").then((m) => ({ Component: m.ProjectActivityPage })),
          },
          {
            path: "projects/:id/settings",
            lazy: () =>
              import("@/pages/project-settings-page").then((m) => ({ Component: m.ProjectSettingsPage })),
          },
          {
            path: "teams",
            lazy: () => import("@/pages/teams-page").then((m) => ({ Component: m.TeamsPage })),
          },
          {
            path: "teams/:id",
            lazy: () => import("@/pages/team-detail-page").then((m) => ({ Component: m.TeamDetailPage })),
          },
          {
            path: "chat",
            lazy: () => import("@/pages/chat-page").then((m) => ({ Component: m.ChatPage })),
          },
          {
            path: "chat/:channelId",
            lazy: () => import("@/pages/chat-page").then((m) => ({ Component: m.ChatPage })),
          },
          {
            path: "calendar",
            lazy: () => import("@/pages/calendar-page").then((m) => ({ Component: m.CalendarPage })),
          },
          {
            path: "tasks",
            lazy: () => import("@/pages/my-tasks-page").then((m) => ({ Component: m.MyTasksPage })),
          },
          {
            path: "reports",
            lazy: () => import("@/pages/reports-page").then((m) => ({ Component: m.ReportsPage })),
          },
          {
            path: "admin",
            element: <SuperAdminOnly />,
            children: [
              {
                index: true,
                lazy: () => import("@/pages/admin-page").then((m) => ({ Component: m.AdminPage })),
              },
            ],
          },
          {
            path: "team-members",
            lazy: () => import("@/pages/team-members-page").then((m) => ({ Component: m.TeamMembersPage })),
          },
          {
            path: "profile",
            lazy: () => import("@/pages/profile-page").then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: "notifications",
            lazy: () =>
              import("@/pages/notifications-page").then((m) => ({ Component: m.NotificationsPage })),
          },
          {
            path: "settings",
            lazy: () => import("@/pages/settings-page").then((m) => ({ Component: m.SettingsPage })),
          },
          { path: "*", element: <NotFoundPage />, handle: { notFound: true } },
        ],
      },
    ],
  },
]);

// A search pause ending while a navigation is under way must not cancel it (lib/url-state.ts).
watchNavigation(() => router.state.navigation.location);
