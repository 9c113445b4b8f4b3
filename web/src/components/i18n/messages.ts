import { defineMessages } from "@/i18n";

/** The language choosers' own words. */
export const LANGUAGE_MESSAGES = defineMessages({
  label: { id: "i18n.language.label", defaultMessage: "Language" },
  hint: {
    id: "i18n.language.hint",
    defaultMessage: "Saved for every device you use. Until you choose, your browser's language is used.",
  },
  notSaved: { id: "i18n.language.notSaved", defaultMessage: "Language not saved" },
  notSavedDescription: {
    id: "i18n.language.notSavedDescription",
    defaultMessage: "It applies on this device only until you choose it again.",
  },
});
