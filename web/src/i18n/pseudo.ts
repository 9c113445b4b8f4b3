import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";
import english from "./catalogs/en.json";

/**
 * The pseudo-locale `en-XA` (issue 24, development builds only): every English message with its
 * letters accented and padded about 40% longer, placeholders and tags left alone, so a text that
 * skipped the catalogs (it stays plain) and a layout that cannot take longer words both show.
 * Choose it with localStorage `sprintboard:language` = 'en-XA'. Never shipped: store.ts imports this
 * file only when `import.meta.env.DEV`.
 */
export const PSEUDO_LOCALE = "en-XA";

const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ď",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ĺ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ď",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ĺ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** Accents the letters of a literal text. */
function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);
}

/** About 40% more: a tilde for every two or three letters of the text. */
function pad(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, "").length;
  return letters > 0 ? `${text} ${"~".repeat(Math.ceil(letters * 0.4))}` : text;
}

function transform(elements: MessageFormatElement[]): void {
  for (const element of elements) {
    if (element.type === TYPE.literal) element.value = pad(accent(element.value));
    if (element.type === TYPE.tag) transform(element.children);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) transform(option.value);
  }
}

/** One message in the pseudo-locale: '[Áďď ţášķ ~~~]' for 'Add task'. */
export function pseudoMessage(message: string): string {
  try {
    const ast = parse(message);
    transform(ast);
    return `[${printAST(ast)}]`;
  } catch {
    return message;
  }
}

/** The pseudo-locale's catalog, made from English at run time. */
export function pseudoCatalog(): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(english as Record<string, string>).map(([id, m]) => [id, pseudoMessage(m)]),
  );
}
