import type { Task } from "@contract/tasks";
import { announce, type Shortcut, useShortcuts } from "@/components/shortcuts/keyboard-shortcuts";
import { defineMessages, type MessageDescriptor, translator } from "@/i18n";
import { statusColumnText } from "@/lib/statuses";
import {
  type FocusDirection,
  focusedTaskElement,
  focusedTaskId,
  isDragging,
  moveTaskFocus,
} from "./board-focus";
import { BOARD_MESSAGES } from "./board-messages";
import type { BoardView } from "./board-toolbar";

const SAY = defineMessages({
  kanban: { id: "board.shortcuts.kanban", defaultMessage: "Kanban view" },
  table: { id: "board.shortcuts.table", defaultMessage: "Table view" },
  gantt: { id: "board.shortcuts.gantt", defaultMessage: "Gantt view" },
  focus: { id: "board.shortcuts.focus", defaultMessage: "Moved focus to “{title}” in {column}" },
  noCard: {
    id: "board.shortcuts.noCard",
    defaultMessage:
      "{direction, select, left {No card to the left} right {No card to the right} down {No card below} other {No card above}}",
  },
  noTasks: { id: "board.shortcuts.noTasks", defaultMessage: "No tasks to focus" },
  filter: { id: "board.shortcuts.filter", defaultMessage: "Filter by status" },
  editing: { id: "board.shortcuts.editing", defaultMessage: "Editing “{title}”" },
  alreadyYours: {
    id: "board.shortcuts.alreadyYours",
    defaultMessage: "“{title}” is already assigned to you",
  },
  assigned: { id: "board.shortcuts.assigned", defaultMessage: "Assigned “{title}” to you" },
  assignFailed: { id: "board.shortcuts.assignFailed", defaultMessage: "Could not assign “{title}”" },
  cleared: { id: "board.shortcuts.cleared", defaultMessage: "Card focus cleared" },
});

/** Says a message now, in the language shown. */
const say = (message: MessageDescriptor, values?: Record<string, string>) =>
  announce(translator()(message, values));

const VIEW_KEYS: readonly [string, BoardView, MessageDescriptor][] = [
  ["1", "kanban", SAY.kanban],
  ["2", "table", SAY.table],
  ["3", "gantt", SAY.gantt],
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
  const columnTitle = (status: string) => statusColumnText(translator(), t.columns, status);
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
    if (task) say(SAY.focus, { title: task.title, column: columnTitle(task.status) });
    else if (focusedTaskElement()) say(SAY.noCard, { direction });
    else say(SAY.noTasks);
    return true;
  };

  /** A shortcut that always applies: do it, then say so. */
  const act = (keys: string[], run: () => void, message: MessageDescriptor): Shortcut => ({
    keys,
    run: () => {
      run();
      say(message);
      return true;
    },
  });

  const shortcuts: Shortcut[] = [
    act(["n"], t.addTask, BOARD_MESSAGES.newTask),
    {
      keys: ["/"],
      run: () => {
        document.querySelector<HTMLInputElement>("#board-search")?.focus();
        say(BOARD_MESSAGES.searchTasks);
        return true;
      },
    },
    act(["f"], t.openFilter, SAY.filter),
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
        say(SAY.editing, { title: task.title });
        return true;
      },
    },
    {
      keys: ["a"],
      run: () => {
        const task = focusedTask();
        if (!task || t.userId === undefined) return false;
        if (task.assignedTo === t.userId) {
          say(SAY.alreadyYours, { title: task.title });
          return true;
        }
        t.assignToMe(task).then(
          () => say(SAY.assigned, { title: task.title }),
          () => say(SAY.assignFailed, { title: task.title }),
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
        say(SAY.cleared);
        return true;
      },
    },
  ];
  useShortcuts(shortcuts);
}
