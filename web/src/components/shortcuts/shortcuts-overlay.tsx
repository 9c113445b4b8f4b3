import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { keyLabel } from "@/lib/shortcuts";
import { SHORTCUT_AREAS } from "./shortcut-catalogue";

/** The '?' overlay: every keyboard shortcut, by area. Esc closes it. */
export function ShortcutsOverlay({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            They work when you are not typing in a field. Press Esc to close.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 sm:grid-cols-2">
          {SHORTCUT_AREAS.map(({ area, lines }) => (
            <section key={area} aria-labelledby={`shortcuts-${area}`} className="min-w-0">
              <h3 id={`shortcuts-${area}`} className="mb-2 text-sm font-semibold">
                {area}
              </h3>
              <dl className="grid gap-1.5 text-sm">
                {lines.map((line) => (
                  <div
                    key={`${line.keys.join()}-${line.description}`}
                    className="flex items-start justify-between gap-3"
                  >
                    <dt className="text-muted-foreground">{line.description}</dt>
                    <dd className="flex shrink-0 gap-1">
                      {line.keys.map((key, i) => (
                        <span key={key} className="flex items-center gap-1">
                          {i > 0 && <span className="text-xs text-muted-foreground">or</span>}
                          <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                            {keyLabel(key)}
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
