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
import { TEAMS } from "@/features/teams/messages";
import { TeamCard } from "@/features/teams/team-card";
import { filterTeams } from "@/features/teams/team-filters";
import { COMMON, useT } from "@/i18n";
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
  const t = useT();

  const onCreate = (values: TeamFormValues) =>
    createTeam.mutate(values, {
      onSuccess: () => {
        toast({
          title: t(COMMON.success),
          description: t({ id: "teams.created", defaultMessage: "Department created successfully" }),
        });
        setCreating(false);
      },
      onError: (error) =>
        showError(error, t({ id: "teams.createFailed", defaultMessage: "Failed to create department" })),
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
        title={t({ id: "nav.departments", defaultMessage: "Departments" })}
        description={t({
          id: "teams.description",
          defaultMessage: "Organize the people you work with into departments.",
        })}
        actions={createButton(t(TEAMS.create))}
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={t({ id: "teams.search.label", defaultMessage: "Search departments" })}
            placeholder={t({ id: "teams.search.placeholder", defaultMessage: "Search departments..." })}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="ps-9"
          />
        </div>
        <SegmentedControl
          className="self-start sm:self-auto"
          label={t({ id: "teams.layout", defaultMessage: "Layout" })}
          iconOnly
          value={layout}
          onChange={setLayout}
          options={[
            {
              value: "grid",
              label: t({ id: "teams.layout.grid", defaultMessage: "Grid view" }),
              icon: LayoutGrid,
            },
            { value: "list", label: t({ id: "teams.layout.list", defaultMessage: "List view" }), icon: List },
          ]}
        />
      </div>
      {teams.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <span className="sr-only">
            {t({ id: "teams.loading", defaultMessage: "Loading departments..." })}
          </span>
          {["a", "b", "c"].map((key) => (
            <Skeleton key={key} className="h-36 rounded-xl" />
          ))}
        </div>
      ) : teams.isError ? (
        <LoadFailure errors={[teams.error]}>
          {t({
            id: "teams.loadFailed",
            defaultMessage: "The departments could not be loaded. Please reload the page.",
          })}
        </LoadFailure>
      ) : all.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={t({ id: "teams.empty.title", defaultMessage: "No departments yet" })}
          description={t({
            id: "teams.empty.description",
            defaultMessage: "Create a department to organize the people you work with.",
          })}
          action={createButton(t(TEAMS.create))}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={t({ id: "teams.noMatch.title", defaultMessage: "No departments found" })}
          description={t({ id: "teams.noMatch.description", defaultMessage: "Try adjusting your search." })}
        />
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
