import type { TitledText } from "#shared/i18n/en/marketing.ts";
import { cn } from "../../ui/cn.ts";
import type { IconComponent } from "../../ui/icons.tsx";

const COLUMNS = {
  2: "sm:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A grid of icon cards, each an h3 with a paragraph. */
export function FeatureGrid({
  items,
  icons,
  columns = 3,
  className,
}: {
  items: TitledText[];
  icons: IconComponent[];
  columns?: keyof typeof COLUMNS;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6", COLUMNS[columns], className)}>
      {items.map((item, index) => {
        const Icon = icons[index % icons.length];
        return (
          <li
            key={item.title}
            className="group relative flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8"
          >
            {Icon && <IconTile icon={Icon} />}
            <h3 className="text-lg font-semibold tracking-tight">{item.title}</h3>
            <p className="leading-relaxed text-muted-foreground">{item.body}</p>
          </li>
        );
      })}
    </ul>
  );
}

const TILE_SIZES = { sm: "size-11", md: "size-12", lg: "size-14" } as const;
const TILE_TONES = {
  secondary: "bg-secondary text-secondary-foreground ring-primary/10",
  accent: "bg-accent/15 text-accent ring-accent/20",
} as const;

/** A rounded tile holding an icon. */
export function IconTile({
  icon: Icon,
  size = "md",
  tone = "secondary",
  className,
}: {
  icon: IconComponent;
  size?: keyof typeof TILE_SIZES;
  tone?: keyof typeof TILE_TONES;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-xl ring-1",
        TILE_SIZES[size],
        TILE_TONES[tone],
        className,
      )}
    >
      <Icon className="size-6" strokeWidth={1.75} />
    </span>
  );
}
