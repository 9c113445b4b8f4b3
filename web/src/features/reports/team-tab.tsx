import type { ReportTeamMember } from "@contract/reports";
import { Users } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { displayName, initials } from "@/lib/user";
import { cn } from "@/lib/utils";

/** Team Performance tab: per assignee Total, Completed, Overdue and Success, best rate first. */
export function TeamTab({ members }: { members: ReportTeamMember[] }) {
  if (members.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No assigned tasks yet"
        description="People with assigned tasks show up here."
      />
    );
  }
  return (
    <Card className="py-0">
      {/* Focusable so that keyboard users can scroll it sideways on a narrow screen (axe). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="relative overflow-x-auto" tabIndex={0} aria-label="Team performance">
        <table className="w-full min-w-[560px] text-sm">
          <caption className="sr-only">Team performance</caption>
          <thead className="border-b bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Member
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Total
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Completed
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Overdue
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Success
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.user.id} className="border-b last:border-b-0">
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <div className="flex items-center gap-3">
                    <Avatar className="size-9">
                      {m.user.profileImageUrl && <AvatarImage src={m.user.profileImageUrl} alt="" />}
                      <AvatarFallback aria-hidden="true">{initials(m.user)}</AvatarFallback>
                    </Avatar>
                    <div className="min-w-0">
                      <div className="truncate font-medium" title={displayName(m.user)}>
                        {displayName(m.user)}
                      </div>
                      <div className="truncate text-muted-foreground" title={m.user.email}>
                        {m.user.email}
                      </div>
                    </div>
                  </div>
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{m.total}</td>
                <td className="px-4 py-3 text-right tabular-nums">{m.completed}</td>
                <td
                  className={cn(
                    "px-4 py-3 text-right tabular-nums",
                    m.overdue > 0 && "font-medium text-red-700",
                  )}
                >
                  {m.overdue}
                </td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums">{m.successRate}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
