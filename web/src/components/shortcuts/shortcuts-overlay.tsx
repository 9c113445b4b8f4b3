import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { defineMessages, type Translate, useT } from "@/i18n";
import { keyLabel } from "@/lib/shortcuts";
import { SHORTCUT_AREAS } from "./shortcut-catalogue";

const MESSAGES = defineMessages({
  title: { id: "shortcuts.overlay.title", defaultMessage: "Keyboard shortcuts" },
  description: {
    id: "shortcuts.overlay.description",
    defaultMessage: "They work when you are not typing in a field. Press Esc to close.",
  },
  or: { id: "shortcuts.overlay.or", defaultMessage: "or" },
  space: { id: "shortcuts.key.space", defaultMessage: "Space" },
  sequence: { id: "shortcuts.key.sequence", defaultMessage: "{first} then {second}" },
});

/** A key as the overlay shows it: arrows and Esc as `keyLabel` draws them, Space and 'g then d' in words. */
function keyText(t: Translate, key: string): string {
  if (key === " ") return t(MESSAGES.space);
  const [first, second] = key.split(" ");
  if (first !== undefined && second !== undefined)
    return t(MESSAGES.sequence, { first: keyLabel(first), second: keyLabel(second) });
  return keyLabel(key);
}

/** The '?' overlay: every keyboard shortcut, by area. Esc closes it. */
export function ShortcutsOverlay({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t(MESSAGES.title)}</DialogTitle>
          <DialogDescription>{t(MESSAGES.description)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 sm:grid-cols-2">
          {SHORTCUT_AREAS.map(({ key: areaKey, area, lines }) => (
            <section key={areaKey} aria-labelledby={`shortcuts-${areaKey}`} className="min-w-0">
              <h3 id={`shortcuts-${areaKey}`} className="mb-2 text-sm font-semibold">
                {t(area)}
              </h3>
              <dl className="grid gap-1.5 text-sm">
                {lines.map((line) => (
                  <div
                    key={`${line.keys.join()}-${line.description.id}`}
                    className="flex items-start justify-between gap-3"
                  >
                    <dt className="text-muted-foreground">{t(line.description)}</dt>
                    <dd className="flex shrink-0 gap-1">
                      {line.keys.map((key, i) => (
                        <span key={key} className="flex items-center gap-1">
                          {i > 0 && <span className="text-xs text-muted-foreground">{t(MESSAGES.or)}</span>}
                          <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                            {keyText(t, key)}
                          </kbd>
                        </span>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
