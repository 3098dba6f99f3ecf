import type { Locale } from "#shared/i18n/locales.ts";
import { cn } from "../../ui/cn.ts";
import { Languages } from "../../ui/icons.tsx";
import { useMessages } from "../i18n.tsx";

/**
 * Marks a listing's or a bio's text shown in the other language, because the reader's was not
 * written ("Chinese original" / "英文原文"), in the reader's words. The text itself carries its
 * own `lang` (ShownText's), so screen readers and fonts read it in its language.
 */
export function WrittenInLabel({ lang, className }: { lang: Locale; className?: string }) {
  const { writtenIn } = useMessages().app;
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground",
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-3" />
      {writtenIn[lang]}
    </span>
  );
}
