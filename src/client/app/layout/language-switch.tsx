import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { LOCALE_NAMES, type Locale, localizedPath } from "#shared/i18n/locales.ts";
import { cn } from "../../ui/cn.ts";
import { Languages } from "../../ui/icons.tsx";
import { apiRequest } from "../api.ts";
import { useLocale } from "../i18n.tsx";

const SHORT_NAMES: Record<Locale, string> = { en: "EN", "zh-HK": "中文" };

/**
 * Links to this page in the other language. The choice is remembered (cookie, and the account when
 * signed in) before the page reloads in it, so every word, the head and later visits follow.
 */
export function LanguageSwitch({ short = false, className }: { short?: boolean; className?: string }) {
  const locale = useLocale();
  const other: Locale = locale === "en" ? "zh-HK" : "en";
  const { pathname, search } = useLocation();
  const href = localizedPath(pathname + search, other);

  async function switchLanguage(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    // The address carries the language too, so the switch works even when remembering it fails.
    await apiRequest("PUT", "/api/user/locale", { locale: other }).catch(() => undefined);
    window.location.assign(href);
  }

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={short ? LOCALE_NAMES[other] : undefined}
      onClick={switchLanguage}
      className={cn(
        "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        // The header's short name keeps one width whichever font draws it: when the web font arrived, "中文"
        // changed width by a fraction of a pixel and moved the header's buttons (Lighthouse: CLS 0.001).
        short && "min-w-12 justify-center",
        className,
      )}
    >
      <Languages aria-hidden="true" className={cn("size-4", short && "max-sm:hidden")} />
      {short ? SHORT_NAMES[other] : LOCALE_NAMES[other]}
    </a>
  );
}
