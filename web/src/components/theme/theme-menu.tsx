import type { Theme } from "@contract/users";
import { CheckIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { setTheme } from "@/lib/theme";
import { cn } from "@/lib/utils";
import { THEME_MESSAGES, THEME_OPTIONS } from "./theme-options";

/**
 * The user menu's theme button: a small menu of Light, Dark and System (menuitemradio), saved for
 * the user. Written without the dropdown primitive on purpose: that one brings its positioning
 * library into every signed-in page, and this menu always opens upwards from the user block.
 */
export function ThemeMenu({ theme }: { theme: Theme }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const current = THEME_OPTIONS.find((o) => o.value === theme) ?? THEME_OPTIONS[2]!;
  const Icon = current.icon;
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  // Opening focuses the chosen theme; a click anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === "ArrowDown") go(at + 1);
    else if (event.key === "ArrowUp") go(at - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(list.length - 1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  return (
    <div className="relative">
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label={t(THEME_MESSAGES.current, { theme: t(current.label) })}
        title={t(THEME_MESSAGES.theme)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Icon aria-hidden="true" />
      </Button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t(THEME_MESSAGES.theme)}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 bottom-full z-50 mb-2 grid w-36 gap-0.5 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {THEME_OPTIONS.map((o) => (
            <button
              key={o.value}
              type="button"
              role="menuitemradio"
              aria-checked={o.value === theme}
              tabIndex={-1}
              onClick={() => {
                setTheme(o.value);
                close(true);
              }}
              className={cn(
                "flex items-center gap-2 rounded-sm px-2 py-1.5 text-start text-sm outline-none hover:bg-accent focus:bg-accent focus:text-accent-foreground",
              )}
            >
              <o.icon aria-hidden="true" className="size-4" />
              <span className="flex-1">{t(o.label)}</span>
              {o.value === theme && <CheckIcon aria-hidden="true" className="size-4" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
