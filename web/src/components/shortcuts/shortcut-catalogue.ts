/** One line of the '?' overlay: the keys (as `KeyboardEvent.key` values or 'g d') and what they do. */
export interface ShortcutLine {
  keys: readonly string[];
  description: string;
}

/** Every shortcut, by area, as the '?' overlay lists them (product rules: keyboard shortcuts). */
export const SHORTCUT_AREAS: readonly { area: string; lines: readonly ShortcutLine[] }[] = [
  {
    area: "Anywhere",
    lines: [
      { keys: ["?"], description: "Show these shortcuts" },
      { keys: ["g d"], description: "Go to Dashboard" },
      { keys: ["g p"], description: "Go to Projects" },
      { keys: ["g s"], description: "Go to Sprints" },
      { keys: ["g m"], description: "Go to My Tasks" },
      { keys: ["Escape"], description: "Close a dialog or menu" },
    ],
  },
  {
    area: "Project board",
    lines: [
      { keys: ["n"], description: "New task" },
      { keys: ["/"], description: "Search tasks" },
      { keys: ["f"], description: "Filter by status" },
      { keys: ["j", "ArrowDown"], description: "Next card (down the column or list)" },
      { keys: ["k", "ArrowUp"], description: "Previous card" },
      { keys: ["h", "ArrowLeft"], description: "Card in the column to the left" },
      { keys: ["l", "ArrowRight"], description: "Card in the column to the right" },
      { keys: ["Enter"], description: "Open the focused task" },
      { keys: ["e"], description: "Edit the focused task" },
      { keys: ["a"], description: "Assign the focused task to me" },
      { keys: ["1"], description: "Kanban view" },
      { keys: ["2"], description: "Table view" },
      { keys: ["3"], description: "Gantt view" },
      { keys: ["Escape"], description: "Clear the card focus" },
    ],
  },
  {
    area: "Moving a card (kanban)",
    lines: [
      { keys: [" "], description: "Pick up the focused card, or drop it" },
      { keys: ["ArrowUp", "ArrowDown"], description: "Move it within its column" },
      { keys: ["ArrowLeft", "ArrowRight"], description: "Move it to the next column" },
      { keys: ["Escape"], description: "Put it back where it was" },
    ],
  },
];
