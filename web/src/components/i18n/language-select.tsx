import { SelectField } from "@/components/ui/select-field";
import { isLocale, LOCALES, setLocale, useLocale, useT } from "@/i18n";
import { LANGUAGE_MESSAGES } from "./messages";

const OPTIONS = LOCALES.map((entry) => ({
  value: entry.code,
  label: <span lang={entry.code}>{entry.name}</span>,
}));

/**
 * The profile's 'Language' select (issue 24), next to Theme: the languages by their own names. The
 * choice shows at once, without a reload; the shell saves it on the account (useLocaleSync).
 */
export function LanguageSelect() {
  const t = useT();
  const locale = useLocale();
  return (
    <SelectField
      id="language"
      label={t(LANGUAGE_MESSAGES.label)}
      hint={t(LANGUAGE_MESSAGES.hint)}
      value={locale}
      options={OPTIONS}
      onValueChange={(value) => {
        if (isLocale(value)) void setLocale(value);
      }}
      triggerClassName="w-56"
    />
  );
}
