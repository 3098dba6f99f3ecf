import type { Design } from "#shared/designs/design.ts";
import { MAX_INSPIRATION_DESIGNS } from "#shared/requests/constants.ts";
import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { Heart, Lightbulb } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { useSavedDesigns } from "./api/get-saved-designs.ts";
import { DesignGrid, DesignGridSkeleton } from "./components/design-grid.tsx";

const inspirationIds = (designs: Design[]) =>
  designs
    .slice(0, MAX_INSPIRATION_DESIGNS)
    .map((design) => design.id)
    .join(",");

export function SavedDesignsPage() {
  const m = useMessages().designs.saved;
  usePageMeta("savedDesigns");
  const { data: designs, isPending } = useSavedDesigns();
  return (
    <Container className="flex flex-col gap-8 py-12">
      <PageHeader
        title={m.title}
        description={m.subtitle}
        actions={
          designs &&
          designs.length > 0 && (
            <Link
              to={`/design-request?inspiration=${inspirationIds(designs)}`}
              title={m.inspirationHint(MAX_INSPIRATION_DESIGNS)}
              className={buttonClasses()}
            >
              <Lightbulb aria-hidden="true" />
              {m.useAsInspiration}
            </Link>
          )
        }
      />
      {isPending ? (
        <DesignGridSkeleton count={3} />
      ) : designs && designs.length > 0 ? (
        <DesignGrid designs={designs} />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border py-16 text-center">
          <Heart aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{m.empty}</p>
          <p className="text-sm text-muted-foreground">{m.emptyHint}</p>
          <Link to="/designs" className={buttonClasses({ variant: "outline" })}>
            {m.browse}
          </Link>
        </div>
      )}
    </Container>
  );
}
