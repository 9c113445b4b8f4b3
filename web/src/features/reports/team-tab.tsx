import type { ReportTeamMember } from "@contract/reports";
import { Users } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
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
        <Table className="min-w-[560px]">
          <TableCaption className="sr-only">Team performance</TableCaption>
          <TableHeader className="border-b bg-muted/50">
            <TableRow>
              <TableHead>Member</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead className="text-right">Completed</TableHead>
              <TableHead className="text-right">Overdue</TableHead>
              <TableHead className="text-right">Success</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {members.map((m) => (
              <TableRow key={m.user.id} className="border-b last:border-b-0">
                <TableHead scope="row" className="font-normal">
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
                </TableHead>
                <TableCell className="text-right tabular-nums">{m.total}</TableCell>
                <TableCell className="text-right tabular-nums">{m.completed}</TableCell>
                <TableCell
                  className={cn("text-right tabular-nums", m.overdue > 0 && "font-medium text-red-700")}
                >
                  {m.overdue}
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{m.successRate}%</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </Card>
  );
}
