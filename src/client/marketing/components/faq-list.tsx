import type { Faq } from "#shared/i18n/en/marketing.ts";
import { cn } from "../../ui/cn.ts";
import { ChevronDown } from "../../ui/icons.tsx";

/** Questions that open in place (native disclosure, keyboard and screen-reader friendly). */
export function FaqList({ items, className }: { items: Faq[]; className?: string }) {
  return (
    <div
      className={cn("divide-y divide-border rounded-2xl border border-border bg-card shadow-sm", className)}
    >
      {items.map((item) => (
        <details key={item.question} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-medium marker:hidden [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold">{item.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="-mt-1 pb-5 leading-relaxed text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
