import {
  BarChart3,
  CalendarCheck,
  KanbanSquare,
  type LucideIcon,
  MessagesSquare,
  Target,
  TrendingDown,
} from "lucide-react";
import { Link } from "react-router";
import { defineMessages, type MessageDescriptor, useT } from "@/i18n";

const M = defineMessages({
  planningTitle: { id: "landing.feature.planning.title", defaultMessage: "Sprint Planning & Backlog" },
  planningText: {
    id: "landing.feature.planning.description",
    defaultMessage: "Groom the backlog, plan focused sprints and move work across a live kanban board.",
  },
  burndownTitle: { id: "landing.feature.burndown.title", defaultMessage: "Burndown Charts" },
  burndownText: {
    id: "landing.feature.burndown.description",
    defaultMessage: "See remaining work against the ideal line every day of the sprint.",
  },
  collaborationTitle: { id: "landing.feature.collaboration.title", defaultMessage: "Team Collaboration" },
  collaborationText: {
    id: "landing.feature.collaboration.description",
    defaultMessage: "Threaded comments, mentions and integrated chat keep the whole team in the loop.",
  },
  analyticsTitle: { id: "landing.feature.analytics.title", defaultMessage: "Advanced Analytics" },
  analyticsText: {
    id: "landing.feature.analytics.description",
    defaultMessage: "Velocity, cycle time and delivery metrics show how your team really works.",
  },
  ceremoniesTitle: { id: "landing.feature.ceremonies.title", defaultMessage: "Scrum Ceremonies" },
  ceremoniesText: {
    id: "landing.feature.ceremonies.description",
    defaultMessage: "Run daily standups, sprint reviews and retrospectives with ready-made templates.",
  },
  goalsTitle: { id: "landing.feature.goals.title", defaultMessage: "Goal Tracking & Real-time Updates" },
  goalsText: {
    id: "landing.feature.goals.description",
    defaultMessage: "Track sprint goals and get real-time updates and notifications the moment work changes.",
  },
});

interface Feature {
  title: MessageDescriptor;
  description: MessageDescriptor;
  icon: LucideIcon;
  /** Where the feature lives once signed in; the card signs the visitor in and goes there. */
  path: string;
}

const FEATURES: readonly Feature[] = [
  {
    title: M.planningTitle,
    description: M.planningText,
    icon: KanbanSquare,
    path: "/sprints",
  },
  {
    title: M.burndownTitle,
    description: M.burndownText,
    icon: TrendingDown,
    path: "/sprints",
  },
  {
    title: M.collaborationTitle,
    description: M.collaborationText,
    icon: MessagesSquare,
    path: "/chat",
  },
  {
    title: M.analyticsTitle,
    description: M.analyticsText,
    icon: BarChart3,
    path: "/reports",
  },
  {
    title: M.ceremoniesTitle,
    description: M.ceremoniesText,
    icon: CalendarCheck,
    path: "/sprints",
  },
  {
    title: M.goalsTitle,
    description: M.goalsText,
    icon: Target,
    path: "/dashboard",
  },
];

/** The landing page's grid of six feature cards, each leading (through sign-in) to its screen. */
export function FeatureGrid() {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((feature) => (
        <li
          key={feature.title.id}
          className="relative rounded-xl border bg-card p-6 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/40"
        >
          <span className="mb-4 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <feature.icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="font-semibold">
            {/* The whole card is the link (its ::after covers it); the title names it. */}
            <Link
              to={`/login?next=${encodeURIComponent(feature.path)}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl"
            >
              {t(feature.title)}
            </Link>
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">{t(feature.description)}</p>
        </li>
      ))}
    </ul>
  );
}
