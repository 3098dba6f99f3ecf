import type { TitledText } from "#shared/i18n/en/marketing.ts";
import { cn } from "../../ui/cn.ts";
import type { IconComponent } from "../../ui/icons.tsx";
import { useMarketingMessages } from "../marketing-messages.ts";
import { IconTile } from "./feature-grid.tsx";

/** Numbered steps as cards in a row, joined by a line on wide screens. */
export function StepsList({
  steps,
  icons,
  className,
}: {
  steps: TitledText[];
  icons: IconComponent[];
  className?: string;
}) {
  const { stepLabel } = useMarketingMessages().common;
  const columns = steps.length === 4 ? "md:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3";
  return (
    <div className={cn("relative", className)}>
      <div
        aria-hidden="true"
        className="absolute top-14 right-[12%] left-[12%] hidden h-px bg-linear-to-r from-transparent via-primary/30 to-transparent lg:block"
      />
      <ol className={cn("relative grid gap-6", columns)}>
        {steps.map((step, index) => {
          const Icon = icons[index % icons.length];
          return (
            <li
              key={step.title}
              className="relative flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
            >
              <div className="flex items-center justify-between">
                {Icon && <IconTile icon={Icon} />}
                <span
                  aria-hidden="true"
                  className="text-5xl font-semibold tracking-tight text-primary/70 tabular-nums select-none"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <div className="flex flex-col gap-2">
                <p className="text-sm font-semibold text-primary">{stepLabel(index + 1)}</p>
                <h3 className="text-xl font-semibold tracking-tight">{step.title}</h3>
                <p className="leading-relaxed text-muted-foreground">{step.body}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
