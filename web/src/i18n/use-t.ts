import { useMemo, useSyncExternalStore } from "react";
import { i18nState, subscribeI18n } from "./store";
import {
  formatMessage,
  formatRich,
  type MessageDescriptor,
  type MessageValues,
  type RichValues,
} from "./translate";

/** A translator for the language shown now: `t(descriptor, values)` and `t.rich(...)` for elements. */
export interface Translate {
  (descriptor: MessageDescriptor, values?: MessageValues): string;
  rich(descriptor: MessageDescriptor, values: RichValues): React.ReactNode;
  readonly locale: string;
}

/** Builds a translator for a locale and its catalog (also for code outside React: see `translator`). */
export function makeTranslate(locale: string, catalog: Readonly<Record<string, string>>): Translate {
  const t = ((descriptor: MessageDescriptor, values?: MessageValues) =>
    formatMessage(locale, catalog, descriptor, values)) as Translate;
  t.rich = (descriptor, values) => formatRich(locale, catalog, descriptor, values);
  (t as { locale: string }).locale = locale;
  return t;
}

/** The translator of the language shown now; the component renders again when it changes. */
export function useT(): Translate {
  const state = useSyncExternalStore(subscribeI18n, i18nState, i18nState);
  return useMemo(() => makeTranslate(state.locale, state.catalog), [state]);
}

/** The translator of the language shown now, for code outside components (toasts, announcements). */
export function translator(): Translate {
  const state = i18nState();
  return makeTranslate(state.locale, state.catalog);
}

/**
 * The translation of a message known only by its id at run time (the API's error codes, issue 24),
 * or undefined when the language shown has none (English: the caller has the text).
 */
export function translationOf(id: string, values?: MessageValues): string | undefined {
  const { locale, catalog } = i18nState();
  if (!Object.hasOwn(catalog, id)) return undefined;
  return formatMessage(locale, catalog, { id, defaultMessage: catalog[id]! }, values);
}
