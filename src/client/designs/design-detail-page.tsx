import { useParams } from "react-router";
import { budgetLabel } from "#shared/designs/budget-label.ts";
import type { Design } from "#shared/designs/design.ts";
import { useDesign } from "../app/get-design.ts";
import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { DesignerByline, designerPath } from "../app/parts/designer-byline.tsx";
import { WrittenInLabel } from "../app/parts/written-in-label.tsx";
import { Badge } from "../ui/badge.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { SearchX } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { PageSpinner } from "../ui/spinner.tsx";
import { BackToCatalogue } from "./components/back-to-catalogue.tsx";
import { DetailCarousel } from "./components/detail-carousel.tsx";
import { SaveButton } from "./components/save-button.tsx";

/** The way from a design to its designer, and to others who work in its styles (issue 19 §10). */
function DesignerLinks({ design }: { design: Design }) {
  const m = useMessages().designs.detail;
  const similar = `/designers?${new URLSearchParams({ styles: design.style.join(",") })}`;
  return (
    <nav aria-label={m.designer} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {design.designer.isVetted && (
        <Link
          to={designerPath(design.designer.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {m.moreAboutDesigner}
        </Link>
      )}
      <Link
        to={design.style.length > 0 ? similar : "/designers"}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {m.findSimilar}
      </Link>
    </nav>
  );
}

function BackLink() {
  return <BackToCatalogue label={useMessages().designs.detail.back} />;
}

export function DesignDetailPage() {
  const { id = "" } = useParams();
  const { app, designs: m } = useMessages();
  const { data: design, isPending, isError } = useDesign(id);
  usePageMeta("design", design ? { title: design.title, description: design.description } : undefined);

  if (isPending) return <PageSpinner label={app.states.loading} />;
  if (isError || !design) {
    return (
      <Container className="flex flex-col items-center gap-4 py-24 text-center">
        <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
        <h1 className="text-3xl font-semibold tracking-tight">{m.detail.notFound}</h1>
        <p className="text-muted-foreground">{m.detail.notFoundText}</p>
        <BackLink />
      </Container>
    );
  }

  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <DetailCarousel images={design.images} title={design.title} resetKey={design.id} />
        <div className="flex flex-col gap-6">
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-3">
              <h1 lang={design.lang} className="text-3xl font-semibold tracking-tight">
                {design.title}
              </h1>
              {design.isFallback && <WrittenInLabel lang={design.lang} />}
              <DesignerByline designer={design.designer} />
            </div>
            <SaveButton design={design} className="shrink-0 border border-border" />
          </div>
          <dl className="grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-10">
            <div>
              <dt className="text-sm text-muted-foreground">{m.detail.budget}</dt>
              <dd className="mt-1 font-semibold text-primary">{budgetLabel(design, m.card)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{m.detail.styles}</dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {design.style.map((style) => (
                  <Badge key={style} tone="primary">
                    {m.styleLabels[style]}
                  </Badge>
                ))}
              </dd>
            </div>
          </dl>
          <p lang={design.lang} className="leading-relaxed whitespace-pre-line">
            {design.description}
          </p>
          <Card tone="secondary" className="flex flex-col gap-3 p-5">
            <p className="text-sm">{m.detail.ctaText}</p>
            <Link to="/design-request" className={buttonClasses({ size: "lg", className: "self-start" })}>
              {m.detail.cta}
            </Link>
          </Card>
          <DesignerLinks design={design} />
        </div>
      </div>
    </Container>
  );
}
