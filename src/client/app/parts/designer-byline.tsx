import type { Design } from "#shared/designs/design.ts";
import { cn } from "../../ui/cn.ts";
import { Link } from "../../ui/link.tsx";
import { useMessages } from "../i18n.tsx";
import { RatingSummary } from "./rating-summary.tsx";

export const designerPath = (id: string) => `/designers/${id}`;

/**
 * 'by {name}' and the designer's rating, on design cards and the design page. Only a vetted
 * designer's name links to their public page (anyone else's would be not found). On a card the
 * link sits above the card's own stretched link.
 */
export function DesignerByline({
  designer,
  className,
}: {
  designer: Design["designer"];
  className?: string;
}) {
  const { designs, matching } = useMessages();
  return (
    <div
      className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground", className)}
    >
      {designer.isVetted ? (
        <span>
          {matching.profiles.byline.prefix}
          <Link
            to={designerPath(designer.id)}
            className="relative z-10 font-medium text-foreground underline-offset-4 hover:text-primary hover:underline"
          >
            {designer.name}
          </Link>
        </span>
      ) : (
        <span>{designs.card.by(designer.name)}</span>
      )}
      <RatingSummary rating={designer.rating} quietWhenNone className="relative z-10" />
    </div>
  );
}
