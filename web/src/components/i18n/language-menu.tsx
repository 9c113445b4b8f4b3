import { Globe } from "lucide-react";
import { useId } from "react";
import { isLocale, LOCALES, setLocale, useLocale, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { LANGUAGE_MESSAGES } from "./messages";

/**
 * The signed-out pages' small language menu (issue 24): a native select of the languages by their
 * own names. The choice shows at once (no reload) and is kept on this device, mirrored in the
 * `sprintboard_lang` cookie so the server sends the prerendered landing page in it.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <div className={cn("relative flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t(LANGUAGE_MESSAGES.label)}
      </label>
      <Globe
        aria-hidden="true"
        className="pointer-events-none absolute start-2 size-4 text-muted-foreground"
      />
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void setLocale(event.target.value);
        }}
        className="h-8 appearance-none rounded-md border border-input bg-background ps-7 pe-2 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {LOCALES.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}
