import { CalendarDays, type LucideIcon, Plus, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const ACTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: "/projects/new", label: "Create New Project", icon: Plus },
  { to: "/team-members", label: "Invite Team Members", icon: UserPlus },
  { to: "/calendar", label: "View Calendar", icon: CalendarDays },
];

/** 'Quick Actions': links to create a project, invite team members and open the calendar. */
export function QuickActions() {
  return (
    <Card role="region" aria-labelledby="quick-actions-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="quick-actions-heading">Quick Actions</h2>
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
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
