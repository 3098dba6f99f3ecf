import { budgetLabel } from "#shared/designs/budget-label.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Badge } from "../../ui/badge.tsx";
import { ImageOff, Images } from "../../ui/icons.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { useDesignerPortfolio } from "../api/get-designer-portfolio.ts";
import { EmptyList } from "./list-states.tsx";

/** The designer's real portfolio items (the observed screen always said 'No Portfolio Items'). */
export function DesignerPortfolioList({ designerId }: { designerId: string }) {
  const { admin, designs } = useWorkspaceMessages();
  const t = admin.designers;
  const portfolio = useDesignerPortfolio(designerId, true);
  if (portfolio.isPending) {
    return (
      <div className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (portfolio.isError) return <p className="text-sm text-destructive">{t.portfolioFailed}</p>;
  const items = portfolio.data ?? [];
  if (items.length === 0) {
    return <EmptyList icon={<Images aria-hidden="true" />} title={t.noPortfolio} text={t.noPortfolioText} />;
  }
  return (
    <ul className="grid grid-cols-1 gap-3">
      {items.map((design) => {
        const image = design.images.find((i) => i.isMain) ?? design.images[0];
        return (
          <li key={design.id} className="min-w-0">
            <a
              href={`/design/${design.id}`}
              target="_blank"
              rel="noreferrer"
              className="flex gap-3 rounded-lg border border-border p-2 transition-colors hover:bg-muted/50"
            >
              <div className="size-20 shrink-0 overflow-hidden rounded-md bg-muted">
                {image ? (
                  <ResponsiveImage
                    image={image}
                    alt=""
                    sizes="80px"
                    unavailableText={designs.carousel.unavailable}
                    className="size-full object-cover"
                  />
                ) : (
                  <ImageOff aria-hidden="true" className="m-auto mt-7 size-6 text-muted-foreground" />
                )}
              </div>
              <div className="flex min-w-0 flex-col gap-1">
                <p lang={design.lang} className="truncate font-medium">
                  {design.title}
                </p>
                <p className="text-xs text-muted-foreground">{budgetLabel(design, designs.card)}</p>
                <div className="flex flex-wrap gap-1">
                  {design.isFeatured && <Badge tone="primary">{t.featured}</Badge>}
                  {design.style.map((style) => (
                    <Badge key={style} tone="outline">
                      {designs.styleLabels[style]}
                    </Badge>
                  ))}
                </div>
              </div>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
