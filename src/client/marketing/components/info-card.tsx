import type { ReactNode } from "react";
import { cn } from "../../ui/cn.ts";

/** A small card of label/value rows, used in the page heroes' product previews. */
export function InfoRows({
  rows,
  className,
}: {
  rows: { label: string; value: string }[];
  className?: string;
}) {
  return (
    <dl className={cn("flex flex-col divide-y divide-border text-sm", className)}>
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="text-right font-medium">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A floating card over a hero visual. */
export function FloatingCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("rounded-2xl border border-border bg-card/95 p-4 shadow-xl backdrop-blur", className)}>
      {children}
    </div>
  );
}
