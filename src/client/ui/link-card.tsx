import type { ReactNode } from "react";
import { Card } from "./card.tsx";
import { ArrowRight } from "./icons.tsx";
import { Link } from "./link.tsx";

/** A card that is one big link: an icon, a title and a line of text. */
export function LinkCard({
  to,
  icon,
  title,
  text,
  value,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  /** A figure shown beside the icon, e.g. a count. */
  value?: ReactNode;
}) {
  return (
    <Link to={to} className="group rounded-xl focus-visible:outline-2 focus-visible:outline-ring">
      <Card className="flex h-full flex-col gap-3 p-6 transition-shadow group-hover:shadow-md">
        <div className="flex items-center justify-between gap-3">
          <div className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground [&_svg]:size-5">
            {icon}
          </div>
          {value !== undefined && <span className="text-3xl font-semibold tabular-nums">{value}</span>}
        </div>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
        <ArrowRight
          aria-hidden="true"
          className="mt-auto size-4 text-primary transition-transform group-hover:translate-x-1"
        />
      </Card>
    </Link>
  );
}
