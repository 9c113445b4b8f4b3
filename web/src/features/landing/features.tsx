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

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Where the feature lives once signed in; the card signs the visitor in and goes there. */
  path: string;
}

const FEATURES: readonly Feature[] = [
  {
    title: "Sprint Planning & Backlog",
    description: "Groom the backlog, plan focused sprints and move work across a live kanban board.",
    icon: KanbanSquare,
    path: "/sprints",
  },
  {
    title: "Burndown Charts",
    description: "See remaining work against the ideal line every day of the sprint.",
    icon: TrendingDown,
    path: "/sprints",
  },
  {
    title: "Team Collaboration",
    description: "Threaded comments, mentions and integrated chat keep the whole team in the loop.",
    icon: MessagesSquare,
    path: "/chat",
  },
  {
    title: "Advanced Analytics",
    description: "Velocity, cycle time and delivery metrics show how your team really works.",
    icon: BarChart3,
    path: "/reports",
  },
  {
    title: "Scrum Ceremonies",
    description: "Run daily standups, sprint reviews and retrospectives with ready-made templates.",
    icon: CalendarCheck,
    path: "/sprints",
  },
  {
    title: "Goal Tracking & Real-time Updates",
    description: "Track sprint goals and get real-time updates and notifications the moment work changes.",
    icon: Target,
    path: "/dashboard",
  },
];

/** The landing page's grid of six feature cards, each leading (through sign-in) to its screen. */
export function FeatureGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((feature) => (
        <li
          key={feature.title}
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
              {feature.title}
            </Link>
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
