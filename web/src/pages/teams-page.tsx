import { useQuery } from "@tanstack/react-query";
import { Building2, LayoutGrid, List, Plus, Search } from "lucide-react";
import { useState } from "react";
import { teamsQuery, useCreateTeam } from "@/api/teams";
import { LoadFailure } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Skeleton } from "@/components/ui/skeleton";
import { CreateTeamDialog, type TeamFormValues } from "@/features/teams/create-team-dialog";
import { TeamCard } from "@/features/teams/team-card";
import { filterTeams } from "@/features/teams/team-filters";
import { toast } from "@/lib/toast";
import { LAYOUTS, useUrlSearch, useUrlState } from "@/lib/use-url-state";
import { cn } from "@/lib/utils";

type Layout = "grid" | "list";

/** /teams: search, grid or list of departments, and the 'Create Department' dialog. */
export function TeamsPage() {
  const teams = useQuery(teamsQuery);
  // Search and layout live in the URL: shareable, kept on reload and Back (issue 9).
  const [search, setSearch] = useUrlSearch();
  const [layout, setLayout] = useUrlState<Layout>("layout", "grid", LAYOUTS);
  const [creating, setCreating] = useState(false);
  const createTeam = useCreateTeam();

  const onCreate = (values: TeamFormValues) =>
    createTeam.mutate(values, {
      onSuccess: () => {
        toast({ title: "Success", description: "Department created successfully" });
        setCreating(false);
      },
      onError: (error) => showError(error, "Failed to create department"),
    });

  const all = teams.data ?? [];
  const shown = filterTeams(all, search);
  const createButton = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" /> {label}
    </Button>
  );

  return (
    <div>
      <PageHeading
        title="Departments"
        description="Organize the people you work with into departments."
        actions={createButton("Create Department")}
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search departments"
            placeholder="Search departments..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <SegmentedControl
          className="self-start sm:self-auto"
          label="Layout"
          iconOnly
          value={layout}
          onChange={setLayout}
          options={[
            { value: "grid", label: "Grid view", icon: LayoutGrid },
            { value: "list", label: "List view", icon: List },
          ]}
        />
      </div>
      {teams.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <span className="sr-only">Loading departments...</span>
          {["a", "b", "c"].map((key) => (
            <Skeleton key={key} className="h-36 rounded-xl" />
          ))}
        </div>
      ) : teams.isError ? (
        <LoadFailure errors={[teams.error]}>
          The departments could not be loaded. Please reload the page.
        </LoadFailure>
      ) : all.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No departments yet"
          description="Create a department to organize the people you work with."
          action={createButton("Create Department")}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={Building2} title="No departments found" description="Try adjusting your search." />
      ) : (
        <ul className={cn("grid gap-4", layout === "grid" ? "sm:grid-cols-2 xl:grid-cols-3" : "grid-cols-1")}>
          {shown.map((team) => (
            <li key={team.id}>
              <TeamCard team={team} layout={layout} />
            </li>
          ))}
        </ul>
      )}
      <CreateTeamDialog
        open={creating}
        onOpenChange={setCreating}
        isSaving={createTeam.isPending}
        onSubmit={onCreate}
      />
    </div>
  );
}
