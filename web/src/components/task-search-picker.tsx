import type { SearchResult } from "@contract/search";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { type SearchFilters, searchQuery } from "@/api/search";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { defineMessages, useT } from "@/i18n";

const MESSAGES = defineMessages({
  placeholder: { id: "taskSearchPicker.placeholder", defaultMessage: "Search by key or title" },
  matches: { id: "taskSearchPicker.matches", defaultMessage: "Matching tasks" },
  noMatch: { id: "taskSearchPicker.noMatch", defaultMessage: "No matching task" },
});

/** A task the search found. */
export type FoundTask = Extract<SearchResult, { kind: "task" }>;

/**
 * A labelled search field that finds tasks by key or title through the server's search (product
 * rules §26), so a task of another board or project can be picked, and only what the reader may
 * see: the task dialog's parent, existing-child and link pickers (§35, §36). Each match is a button.
 */
export function TaskSearchPicker({
  id,
  label,
  filters,
  exclude = [],
  disabled = false,
  onPick,
}: {
  id: string;
  label: string;
  /** Narrows the search: a project (parents and children), a type. */
  filters?: Omit<SearchFilters, "kind">;
  /** Ids never offered (the task itself, its parent, its children). */
  exclude?: readonly number[];
  disabled?: boolean;
  /** Called with the chosen task; the field is cleared when it resolves, kept when it rejects. */
  onPick: (task: FoundTask) => Promise<unknown>;
}) {
  const t = useT();
  const [text, setText] = useState("");
  const q = useDeferredValue(text.trim());
  const results = useQuery(searchQuery(q, 8, { kind: "task", ...filters }));
  const tasks = (results.data?.results ?? []).flatMap((r) =>
    r.kind === "task" && !exclude.includes(r.id) ? [r] : [],
  );
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        placeholder={t(MESSAGES.placeholder)}
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      {q !== "" && (
        <ul className="grid gap-1" aria-label={t(MESSAGES.matches)}>
          {tasks.length === 0 && !results.isFetching && (
            <li className="text-sm text-muted-foreground">{t(MESSAGES.noMatch)}</li>
          )}
          {tasks.map((r) => (
            <li key={r.id}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-auto w-full justify-start py-1 text-start whitespace-normal"
                disabled={disabled}
                onClick={() => {
                  void onPick(r).then(
                    () => setText(""),
                    () => undefined,
                  );
                }}
              >
                <TaskTypeIcon type={r.type} />
                <span className="whitespace-nowrap font-mono">{r.key}</span> {r.title}
                <span className="text-muted-foreground"> · {r.projectName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
