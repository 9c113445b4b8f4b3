import type { Task } from "@contract/tasks";
import { announce, type Shortcut, useShortcuts } from "@/components/shortcuts/keyboard-shortcuts";
import {
  type FocusDirection,
  focusedTaskElement,
  focusedTaskId,
  isDragging,
  moveTaskFocus,
} from "./board-focus";
import type { BoardView } from "./board-toolbar";

const VIEW_KEYS: readonly [string, BoardView, string][] = [
  ["1", "kanban", "Kanban view"],
  ["2", "table", "Table view"],
  ["3", "gantt", "Gantt view"],
];

const MOVES: readonly [FocusDirection, string, string][] = [
  ["down", "j", "ArrowDown"],
  ["up", "k", "ArrowUp"],
  ["left", "h", "ArrowLeft"],
  ["right", "l", "ArrowRight"],
];

/** What the board's shortcuts act on. */
export interface BoardShortcutTargets {
  view: BoardView;
  setView: (view: BoardView) => void;
  tasks: readonly Task[];
  /** Every column (status id and title), for the announcements. */
  columns: readonly { id: string; title: string }[];
  addTask: () => void;
  openTask: (task: Task) => void;
  openFilter: () => void;
  /** Assigns the task to the signed-in user; resolves when saved. */
  assignToMe: (task: Task) => Promise<unknown>;
  userId: number | undefined;
}

/**
 * The project board's shortcuts (product rules: keyboard shortcuts): n, /, f, the focus moves
 * (j/k/h/l and the arrows; arrows only from a task or the page, never while a card is being
 * dragged, so Space, arrows and Space still move a card), e, a, 1-3 and Esc.
 */
export function useBoardShortcuts(t: BoardShortcutTargets): void {
  const columnTitle = (status: string) => t.columns.find((c) => c.id === status)?.title ?? status;
  const focusedTask = () => {
    const id = focusedTaskId();
    return id === null ? undefined : t.tasks.find((task) => task.id === id);
  };
  const move = (direction: FocusDirection, arrow: boolean) => {
    if (isDragging()) return false;
    // An arrow pressed on a button, link or tab keeps its own meaning.
    const active = document.activeElement;
    if (arrow && !focusedTaskElement() && active !== document.body && active?.id !== "main") return false;
    const id = moveTaskFocus(t.view === "kanban", direction);
    const task = id === null ? undefined : t.tasks.find((x) => x.id === id);
    if (task) announce(`Moved focus to “${task.title}” in ${columnTitle(task.status)}`);
    else if (focusedTaskElement())
      announce(
        `No card ${direction === "left" || direction === "right" ? `to the ${direction}` : direction === "down" ? "below" : "above"}`,
      );
    else announce("No tasks to focus");
    return true;
  };

  /** A shortcut that always applies: do it, then say so. */
  const act = (keys: string[], run: () => void, message: string): Shortcut => ({
    keys,
    run: () => {
      run();
      announce(message);
      return true;
    },
  });

  const shortcuts: Shortcut[] = [
    act(["n"], t.addTask, "New task"),
    {
      keys: ["/"],
      run: () => {
        document.querySelector<HTMLInputElement>("#board-search")?.focus();
        announce("Search tasks");
        return true;
      },
    },
    act(["f"], t.openFilter, "Filter by status"),
    ...MOVES.flatMap(([direction, letter, arrow]): Shortcut[] => [
      { keys: [letter], run: () => move(direction, false) },
      { keys: [arrow], run: () => move(direction, true) },
    ]),
    {
      keys: ["e"],
      run: () => {
        const task = focusedTask();
        if (!task) return false;
        t.openTask(task);
        announce(`Editing “${task.title}”`);
        return true;
      },
    },
    {
      keys: ["a"],
      run: () => {
        const task = focusedTask();
        if (!task || t.userId === undefined) return false;
        if (task.assignedTo === t.userId) {
          announce(`“${task.title}” is already assigned to you`);
          return true;
        }
        t.assignToMe(task).then(
          () => announce(`Assigned “${task.title}” to you`),
          () => announce(`Could not assign “${task.title}”`),
        );
        return true;
      },
    },
    ...VIEW_KEYS.map(([key, view, label]) => act([key], () => t.setView(view), label)),
    {
      keys: ["Escape"],
      run: () => {
        if (isDragging() || !focusedTaskElement()) return false;
        document.getElementById("main")?.focus();
        announce("Card focus cleared");
        return true;
      },
    },
  ];
  useShortcuts(shortcuts);
}
