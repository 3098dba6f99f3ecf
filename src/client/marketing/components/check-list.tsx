import { cn } from "../../ui/cn.ts";
import { Check } from "../../ui/icons.tsx";

/** A list of short points, each with a check mark; `loose` spaces them for a list standing on its own. */
export function CheckList({
  items,
  loose,
  className,
}: {
  items: string[];
  loose?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-col", loose ? "gap-4" : "gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary"
          >
            <Check className="size-3.5" strokeWidth={3} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
