import type { Project, ProjectUser } from "@contract/projects";
import { UserRound } from "lucide-react";
import { useT } from "@/i18n";
import { displayName } from "@/lib/user";
import { cn } from "@/lib/utils";

/** A project as All Projects lists it: the owner is there when the list was asked with ?include=owner. */
export type ListedProject = Project & { owner?: ProjectUser | null };

/** "Owner: Oona Owner" on a project card or table heading (issue 9); long names truncate, full on hover. */
export function ProjectOwner({
  owner,
  className,
}: {
  owner: ProjectUser | null | undefined;
  className?: string;
}) {
  const t = useT();
  if (!owner) return null;
  const label = t(
    { id: "projects.owner.label", defaultMessage: "Owner: {name}" },
    { name: displayName(owner) },
  );
  return (
    <span
      data-testid="project-owner"
      className={cn("inline-flex min-w-0 max-w-full items-center gap-1", className)}
      title={label}
    >
      <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="min-w-0 truncate">{label}</span>
    </span>
  );
}
