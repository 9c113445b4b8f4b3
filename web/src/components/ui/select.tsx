import { CheckIcon, ChevronDownIcon } from "lucide-react";
import { Select as SelectPrimitive } from "radix-ui";
import { type ComponentProps, type Ref, useCallback, useEffect, useRef } from "react";
import { cn } from "@/lib/utils";

/** Select root (value / onValueChange). */
export const Select = SelectPrimitive.Root;
/** The chosen value shown in the trigger; a long one is cut with an ellipsis (give the trigger a title). */
export function SelectValue({ className, ...props }: ComponentProps<typeof SelectPrimitive.Value>) {
  // Radix's Value drops className, so the truncating box wraps it.
  return (
    <span data-slot="select-value" className={cn("min-w-0 truncate", className)}>
      <SelectPrimitive.Value {...props} />
    </span>
  );
}

/**
 * Keeps the trigger's title equal to the chosen value's text, so that a value cut with an ellipsis
 * (a long user-typed name) is readable in full on hover (issue 9).
 */
function useValueTitle(outer: Ref<HTMLButtonElement> | undefined) {
  const node = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const el = node.current;
    if (!el) return;
    const update = () => {
      const text = el.querySelector("[data-slot=select-value]")?.textContent?.trim();
      if (text) el.title = text;
      else el.removeAttribute("title");
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(el, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return useCallback(
    (el: HTMLButtonElement | null) => {
      node.current = el;
      if (typeof outer === "function") outer(el);
      else if (outer) outer.current = el;
    },
    [outer],
  );
}

/** The button that opens the list; give it an id matched by a Label's htmlFor. */
export function SelectTrigger({
  className,
  children,
  ref,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const setRef = useValueTitle(ref);
  return (
    <SelectPrimitive.Trigger
      ref={setRef}
      className={cn(
        "flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm whitespace-nowrap shadow-xs outline-none data-[placeholder]:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive",
        "[&>svg]:shrink-0",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon aria-hidden="true" className="size-4 opacity-50" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** The popup list of options. */
export function SelectContent({
  className,
  children,
  position = "popper",
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          "relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-x-hidden overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-md",
          position === "popper" &&
            "w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** One option. */
export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
