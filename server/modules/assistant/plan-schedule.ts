import type { PlanTask, ScheduledPlanTask } from "../../../contract/assistant.ts";

/** A task's own length in whole days (at least one). */
const lengthOf = (task: PlanTask) => Math.max(1, Math.ceil(task.estimatedDays));
const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * Gives every task of a generated plan its due date as days from the project's creation (issue 9):
 * a task starts when the last task it depends on is due, and is due its estimated days later, so no
 * task falls due before the work it waits for. The model names dependencies by title (matched
 * regardless of case and spacing) or by 1-based number ("2", "Task 2"); unknown names and
 * dependency cycles are ignored rather than refused.
 */
export function schedulePlanTasks(tasks: PlanTask[]): ScheduledPlanTask[] {
  const byTitle = new Map<string, number>();
  tasks.forEach((task, index) => {
    if (!byTitle.has(normalise(task.title))) byTitle.set(normalise(task.title), index);
  });
  const indexOf = (name: string): number | undefined => {
    const titled = byTitle.get(normalise(name));
    if (titled !== undefined) return titled;
    const numbered = /^(?:task\s*#?\s*)?(\d+)$/i.exec(name.trim());
    const index = numbered ? Number(numbered[1]) - 1 : -1;
    return index >= 0 && index < tasks.length ? index : undefined;
  };

  const due: (number | undefined)[] = new Array(tasks.length).fill(undefined);
  const visiting = new Set<number>();
  const dueOf = (index: number): number => {
    const known = due[index];
    if (known !== undefined) return known;
    visiting.add(index);
    let start = 0;
    for (const name of tasks[index]!.dependencies) {
      const dep = indexOf(name);
      if (dep === undefined || dep === index || visiting.has(dep)) continue;
      start = Math.max(start, dueOf(dep));
    }
    visiting.delete(index);
    const value = start + lengthOf(tasks[index]!);
    due[index] = value;
    return value;
  };
  return tasks.map((task, index) => ({ ...task, dueInDays: dueOf(index) }));
}
