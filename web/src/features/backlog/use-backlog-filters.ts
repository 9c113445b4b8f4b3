import { useSearchParams } from "react-router";
import type { BacklogFilters } from "@/api/backlog";
import { useUrlSearch, useUrlState } from "@/lib/use-url-state";

/**
 * The backlog's filters, kept in the URL (`q`, `assignee`, `type`, `priority`, `points`, `project`) so a
 * reload, Back or a shared link shows the same list. `shown` is what the bar shows (the search
 * text at once); `applied` is what the list asks for (the search after a pause in typing).
 */
export function useBacklogFilters(): {
  shown: BacklogFilters;
  applied: BacklogFilters;
  onChange: (next: BacklogFilters) => void;
} {
  const [params] = useSearchParams();
  const [search, setSearch] = useUrlSearch("q");
  const [assignee, setAssignee] = useUrlState("assignee", "all");
  const [priority, setPriority] = useUrlState("priority", "all");
  const [points, setPoints] = useUrlState("points", "all");
  const [projectId, setProjectId] = useUrlState("project", "all");
  const [type, setType] = useUrlState("type", "all");
  const shown: BacklogFilters = { search, assignee, priority, points, projectId, type };
  const setters: Record<keyof BacklogFilters, (value: string) => void> = {
    search: setSearch,
    assignee: setAssignee,
    priority: setPriority,
    points: setPoints,
    projectId: setProjectId,
    type: setType,
  };
  // The bar changes one filter at a time.
  const onChange = (next: BacklogFilters) => {
    const key = (Object.keys(next) as (keyof BacklogFilters)[]).find((k) => next[k] !== shown[k]);
    if (key) setters[key](next[key]);
  };
  return { shown, applied: { ...shown, search: params.get("q") ?? "" }, onChange };
}
