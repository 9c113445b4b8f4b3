import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { Brand, PRODUCT_NAME } from "@/components/layout/brand";
import { Button } from "@/components/ui/button";
import { FeatureGrid } from "@/features/landing/features";
import { SampleDashboard } from "@/features/landing/sample-dashboard";
import { usePageTitle } from "@/lib/use-page-title";

/** The landing page's title (also written into the prerendered landing.html at build time). */
export const LANDING_TITLE = "Agile project management for teams";

const HIGHLIGHTS = ["Free trial, no card needed", "Self-hosted, your data stays yours", "Set up in minutes"];

/**
 * / for signed-out visitors: top bar, hero, sample dashboard, six features and a closing call to
 * action. The build prerenders it to landing.html (web/prerender-landing.ts), which the server sends
 * for '/' without a session; the app renders it when a visitor without one navigates to '/'.
 */
export function LandingPage() {
  usePageTitle(LANDING_TITLE);
  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
          <Brand />
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/login">Login</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/register">Start Free Trial</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-b from-accent/70 to-background">
          <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
            <div className="min-w-0">
              <p className="mb-4 inline-flex rounded-full border bg-background px-3 py-1 text-xs font-medium text-primary">
                Agile & Scrum, without the overhead
              </p>
              <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
                Plan sprints, ship faster, together.
              </h1>
              <p className="mt-4 max-w-xl text-lg text-muted-foreground">
                {PRODUCT_NAME} brings your backlog, boards, burndown charts and team conversations into one
                place, so every sprint ends with work delivered.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg" className="whitespace-normal">
                  <Link to="/register">
                    Get Started Free
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline" className="whitespace-normal">
                  <Link to="/login">Sign in to your workspace</Link>
                </Button>
              </div>
              <ul className="mt-8 grid gap-2 text-sm text-muted-foreground sm:grid-cols-3">
                {HIGHLIGHTS.map((text) => (
                  <li key={text} className="flex items-center gap-2">
                    <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
                    {text}
                  </li>
                ))}
              </ul>
            </div>
            <SampleDashboard />
          </div>
        </section>

        <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
              Everything your team needs to run Scrum
            </h2>
            <p className="mt-3 text-muted-foreground">
              From the first backlog item to the sprint retrospective, in one tool.
            </p>
          </div>
          <FeatureGrid />
        </section>

        <section aria-labelledby="cta-heading" className="px-4 pb-16 sm:px-6 lg:pb-24">
          <div className="mx-auto max-w-4xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
              Ready to run better sprints?
            </h2>
            <p className="mx-auto mt-3 max-w-xl opacity-90">
              Create your workspace in a minute and invite your team.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link to="/register">Start Your Free Trial</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>
            {/* Set again by the prerendered page's script (src/landing.ts): the build's year goes stale. */}©{" "}
            <span data-current-year="">{new Date().getFullYear()}</span> {PRODUCT_NAME}
          </p>
          <p>Self-hosted agile project management.</p>
        </div>
      </footer>
    </div>
  );
}
