import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** A number card: label, big value and a line below. */
export function StatCard({
  label,
  value,
  icon: Icon,
  children,
  valueClassName,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  children?: ReactNode;
  valueClassName?: string;
}) {
  return (
    <Card className="gap-2 py-5">
      <CardContent className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
          <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
        </div>
        <p className={cn("text-3xl font-bold tracking-tight", valueClassName)}>{value}</p>
        {children && <div className="text-sm text-muted-foreground">{children}</div>}
      </CardContent>
    </Card>
  );
}

/** A labelled count with a bar showing its share of `total`. */
export function ShareRow({
  label,
  count,
  total,
  barClassName,
}: {
  label: string;
  count: number;
  total: number;
  barClassName: string;
}) {
  const share = total > 0 ? (count / total) * 100 : 0;
  return (
    <li className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="min-w-0 truncate" title={label}>
          {label}
        </span>
        <span className="font-semibold tabular-nums">{count}</span>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
        <div className={cn("h-full rounded-full", barClassName)} style={{ width: `${share}%` }} />
      </div>
    </li>
  );
}
