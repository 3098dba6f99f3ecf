import { DEFAULT_LOCALE, type Locale } from "#shared/i18n/locales.ts";

/**
 * The language mail and notices to an account are written in: the one it chose or signed up in.
 * Nobody is reading when they are sent, so no browser can say otherwise; English when unknown.
 */
export const accountLocale = (account: { locale: Locale | null }): Locale => account.locale ?? DEFAULT_LOCALE;
