import { CalendarDays, type LucideIcon, Plus, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { defineMessages, type MessageDescriptor, useT } from "@/i18n";

const M = defineMessages({
  title: { id: "dashboard.quickActions.title", defaultMessage: "Quick Actions" },
  createProject: { id: "dashboard.quickActions.createProject", defaultMessage: "Create New Project" },
  invite: { id: "dashboard.quickActions.invite", defaultMessage: "Invite Team Members" },
  calendar: { id: "dashboard.quickActions.calendar", defaultMessage: "View Calendar" },
});

const ACTIONS: { to: string; label: MessageDescriptor; icon: LucideIcon }[] = [
  { to: "/projects/new", label: M.createProject, icon: Plus },
  { to: "/team-members", label: M.invite, icon: UserPlus },
  { to: "/calendar", label: M.calendar, icon: CalendarDays },
];

/** 'Quick Actions': links to create a project, invite team members and open the calendar. */
export function QuickActions() {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="quick-actions-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="quick-actions-heading">{t(M.title)}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {ACTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-md border px-3 py-2 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
