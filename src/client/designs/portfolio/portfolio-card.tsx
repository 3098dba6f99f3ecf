import { useState } from "react";
import { budgetLabel } from "#shared/designs/budget-label.ts";
import type { Design } from "#shared/designs/design.ts";
import { errorText } from "../../app/api.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { WrittenInLabel } from "../../app/parts/written-in-label.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ImageOff, Pencil, Star, Trash2 } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { toast } from "../../ui/toast.tsx";
import { useDeletePortfolioItem } from "../api/delete-portfolio-item.ts";
import { useToggleFeatured } from "../api/toggle-featured.ts";
import { editPath } from "./portfolio-paths.ts";

/** Spec 2 §2: the main image (else the first), styles, title, description, budget and the item's actions. */
export function PortfolioCard({
  design,
  canFeature,
  showDesigner,
  eager,
}: {
  design: Design;
  canFeature: boolean;
  showDesigner: boolean;
  eager: boolean;
}) {
  const { designs: m } = useWorkspaceMessages();
  const p = m.portfolio;
  const [confirming, setConfirming] = useState(false);
  const image = design.images.find((candidate) => candidate.isMain) ?? design.images[0];
  const remove = useDeletePortfolioItem({
    onDeleted: () => toast({ title: p.toasts.deleted, variant: "success" }),
    onFailed: (error) =>
      toast({
        title: p.toasts.deleteFailed,
        description: errorText(error, p.toasts.deleteFailedText),
        variant: "destructive",
      }),
  });
  const feature = useToggleFeatured({
    onChanged: () => toast({ title: p.toasts.featuredUpdated, variant: "success" }),
    onFailed: (error) =>
      toast({
        title: p.toasts.featuredFailed,
        description: errorText(error, p.toasts.featuredFailedText),
        variant: "destructive",
      }),
  });

  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <div className="relative aspect-[3/2] overflow-hidden bg-muted">
        {image ? (
          <ResponsiveImage
            image={image}
            alt={design.title}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            eager={eager}
            unavailableText={m.carousel.unavailable}
            className="size-full"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-6" />
            {p.card.noImage}
          </div>
        )}
        {design.isFeatured && (
          <Badge tone="warningOnPhoto" className="absolute top-2 left-2">
            <Star aria-hidden="true" className="mr-1 size-3 fill-current" />
            {p.card.featured}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          {design.style.map((style) => (
            <Badge key={style} tone="primary">
              {m.styleLabels[style]}
            </Badge>
          ))}
        </div>
        <h3 lang={design.lang} className="text-base leading-snug font-semibold">
          {design.title}
        </h3>
        {design.isFallback && <WrittenInLabel lang={design.lang} />}
        {showDesigner && design.designer.name && (
          <p className="text-xs text-muted-foreground">{p.card.by(design.designer.name)}</p>
        )}
        <p lang={design.lang} className="line-clamp-2 text-sm text-muted-foreground">
          {design.description}
        </p>
        <p className="mt-auto pt-1 text-sm font-semibold text-primary">{budgetLabel(design, m.card)}</p>
        <div className="flex items-center gap-1.5 border-t border-border pt-3 [&_button]:px-2.5 [&_a]:px-2.5">
          <Link to={editPath(design.id)} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <Pencil aria-hidden="true" />
            {p.card.edit}
          </Link>
          {canFeature && (
            <Button
              variant="outline"
              size="sm"
              aria-pressed={design.isFeatured}
              aria-label={
                design.isFeatured ? p.card.unfeatureLabel(design.title) : p.card.featureLabel(design.title)
              }
              disabled={feature.isPending}
              onClick={() => feature.mutate({ id: design.id, isFeatured: !design.isFeatured })}
              className="aria-pressed:border-warning aria-pressed:text-warning"
            >
              <Star aria-hidden="true" className={cn(design.isFeatured && "fill-current")} />
              {design.isFeatured ? p.card.featured : p.card.feature}
            </Button>
          )}
          <Button
            variant="ghostDestructive"
            size="sm"
            className="ml-auto"
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            {p.card.delete}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={p.confirmDelete.title}
        description={p.confirmDelete.text(design.title)}
        confirmLabel={p.confirmDelete.confirm}
        cancelLabel={p.confirmDelete.cancel}
        destructive
        onConfirm={() => remove.mutate(design.id)}
      />
    </article>
  );
}
