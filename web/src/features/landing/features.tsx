import {
  BarChart3,
  CalendarCheck,
  KanbanSquare,
  type LucideIcon,
  MessagesSquare,
  Target,
  TrendingDown,
} from "lucide-react";

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const FEATURES: readonly Feature[] = [
  {
    title: "Sprint Planning & Backlog",
    description: "Groom the backlog, plan focused sprints and move work across a live kanban board.",
    icon: KanbanSquare,
  },
  {
    title: "Burndown Charts",
    description: "See remaining work against the ideal line every day of the sprint.",
    icon: TrendingDown,
  },
  {
    title: "Team Collaboration",
    description: "Threaded comments, mentions and integrated chat keep the whole team in the loop.",
    icon: MessagesSquare,
  },
  {
    title: "Advanced Analytics",
    description: "Velocity, cycle time and delivery metrics show how your team really works.",
    icon: BarChart3,
  },
  {
    title: "Scrum Ceremonies",
    description: "Run daily standups, sprint reviews and retrospectives with ready-made templates.",
    icon: CalendarCheck,
  },
  {
    title: "Goal Tracking & Real-time Updates",
    description: "Track sprint goals and get real-time updates and notifications the moment work changes.",
    icon: Target,
  },
];

/** The landing page's grid of six feature cards. */
export function FeatureGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((feature) => (
        <li key={feature.title} className="rounded-xl border bg-card p-6 shadow-sm">
          <span className="mb-4 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <feature.icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="font-semibold">{feature.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
