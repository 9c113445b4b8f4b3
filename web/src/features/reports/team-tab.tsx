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
import { defineMessages, numberFormatter, useT } from "@/i18n";
import { displayName, initials } from "@/lib/user";
import { cn } from "@/lib/utils";

const MESSAGES = defineMessages({
  empty: { id: "reports.team.empty", defaultMessage: "No assigned tasks yet" },
  emptyText: { id: "reports.team.emptyText", defaultMessage: "People with assigned tasks show up here." },
  title: { id: "reports.team.title", defaultMessage: "Team performance" },
  member: { id: "reports.team.member", defaultMessage: "Member" },
  total: { id: "reports.team.total", defaultMessage: "Total" },
  completed: { id: "reports.team.completed", defaultMessage: "Completed" },
  overdue: { id: "reports.team.overdue", defaultMessage: "Overdue" },
  success: { id: "reports.team.success", defaultMessage: "Success" },
});

/** Team Performance tab: per assignee Total, Completed, Overdue and Success, best rate first. */
export function TeamTab({ members }: { members: ReportTeamMember[] }) {
  const t = useT();
  if (members.length === 0) {
    return <EmptyState icon={Users} title={t(MESSAGES.empty)} description={t(MESSAGES.emptyText)} />;
  }
  return (
    <Card className="py-0">
      {/* Focusable so that keyboard users can scroll it sideways on a narrow screen (axe). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="relative overflow-x-auto" tabIndex={0} aria-label={t(MESSAGES.title)}>
        <Table className="min-w-[560px]">
          <TableCaption className="sr-only">{t(MESSAGES.title)}</TableCaption>
          <TableHeader className="border-b bg-muted/50">
            <TableRow>
              <TableHead>{t(MESSAGES.member)}</TableHead>
              <TableHead className="text-end">{t(MESSAGES.total)}</TableHead>
              <TableHead className="text-end">{t(MESSAGES.completed)}</TableHead>
              <TableHead className="text-end">{t(MESSAGES.overdue)}</TableHead>
              <TableHead className="text-end">{t(MESSAGES.success)}</TableHead>
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
                <TableCell className="text-end tabular-nums">{m.total}</TableCell>
                <TableCell className="text-end tabular-nums">{m.completed}</TableCell>
                <TableCell
                  className={cn("text-end tabular-nums", m.overdue > 0 && "font-medium text-red-700")}
                >
                  {m.overdue}
                </TableCell>
                <TableCell className="text-end font-semibold tabular-nums">
                  {numberFormatter({ style: "percent", maximumFractionDigits: 1 }).format(
                    m.successRate / 100,
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </Card>
  );
}
