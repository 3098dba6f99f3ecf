// Every language's catalogue at once: for the server and tests. The browser loads only its reader's.
import { createEnglishMessages, type Messages } from "./index.ts";
import type { Locale } from "./locales.ts";
import { createChineseMessages } from "./zh-HK/index.ts";

const CREATE: Record<Locale, (brand: string) => Messages> = {
  en: createEnglishMessages,
  "zh-HK": createChineseMessages,
};

export function createMessages(locale: Locale, brand: string): Messages {
  return CREATE[locale](brand);
}

/** Every language's catalogue, by language. */
export type Catalogues = Record<Locale, Messages>;

/** Both catalogues built once, for a process that answers in either language. */
export function createAllMessages(brand: string): Catalogues {
  return { en: createEnglishMessages(brand), "zh-HK": createChineseMessages(brand) };
}
