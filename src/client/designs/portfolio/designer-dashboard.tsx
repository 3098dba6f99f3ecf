import { ArrowRight, LayoutGrid, Plus } from "lucide-react";
import { Link } from "react-router";
import type { CurrentUser } from "#shared/auth/user.ts";
import { useMessages } from "../../app/i18n.tsx";
import { usePageMeta } from "../../app/page-meta.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Container } from "../../ui/container.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { useDesignerPortfolio } from "../api/get-own-portfolio.ts";
import { OwnPortfolio } from "./own-portfolio.tsx";
import { CREATE_PATH, PORTFOLIO_PATH } from "./portfolio-paths.ts";

/** The designer's home (spec 2 §2). */
export function DesignerDashboard(_props: { user: CurrentUser }) {
  const { designs } = useMessages();
  const m = designs.portfolio.dashboard;
  usePageMeta("dashboard");
  const portfolio = useDesignerPortfolio();

  return (
    <Container className="flex flex-col gap-8 py-12">
      <PageHeader
        title={m.title}
        description={m.subtitle}
        actions={
          <Button asChild>
            <Link to={CREATE_PATH}>
              <Plus aria-hidden="true" />
              {m.add}
            </Link>
          </Button>
        }
      />
      <Link
        to={PORTFOLIO_PATH}
        className="group rounded-xl focus-visible:outline-2 focus-visible:outline-ring sm:max-w-xs"
      >
        <Card className="flex items-center gap-4 p-5 transition-shadow group-hover:shadow-md">
          <div className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <LayoutGrid aria-hidden="true" className="size-5" />
          </div>
          <div className="flex-1">
            <p className="text-sm text-muted-foreground">{m.count}</p>
            <p className="text-2xl font-semibold" data-testid="portfolio-count">
              {portfolio.isPending ? "–" : (portfolio.data?.length ?? 0)}
            </p>
          </div>
          <ArrowRight
            aria-label={m.countLink}
            className="size-4 text-primary transition-transform group-hover:translate-x-1"
          />
        </Card>
      </Link>
      <section aria-labelledby="my-designs" className="flex flex-col gap-4">
        <h2 id="my-designs" className="text-xl font-semibold">
          {m.myItems}
        </h2>
        <OwnPortfolio portfolio={portfolio} />
      </section>
    </Container>
  );
}
