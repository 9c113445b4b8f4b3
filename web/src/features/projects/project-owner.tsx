import type { Project, ProjectUser } from "@contract/projects";
import { UserRound } from "lucide-react";
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
  if (!owner) return null;
  const name = displayName(owner);
  return (
    <span
      data-testid="project-owner"
      className={cn("inline-flex min-w-0 max-w-full items-center gap-1", className)}
      title={`Owner: ${name}`}
    >
      <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="min-w-0 truncate">Owner: {name}</span>
    </span>
  );
}
