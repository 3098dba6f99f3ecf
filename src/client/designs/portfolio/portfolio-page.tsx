import { useSearchParams } from "react-router";
import type { CurrentUser } from "#shared/auth/user.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { usePageMeta } from "../../app/page-meta.ts";
import { RoleGate } from "../../app/role-gate.tsx";
import { useAuth } from "../../app/use-current-user.ts";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { Plus } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { useCatalogue } from "../api/get-catalogue.ts";
import { useDesignerPortfolio } from "../api/get-own-portfolio.ts";
import { DesignGridSkeleton } from "../components/design-grid.tsx";
import { OwnPortfolio } from "./own-portfolio.tsx";
import { PortfolioEmpty } from "./portfolio-empty.tsx";
import { PortfolioGrid } from "./portfolio-grid.tsx";
import { PortfolioItemDialog } from "./portfolio-item-dialog.tsx";
import { CREATE_PATH } from "./portfolio-paths.ts";

/** Admins: the whole catalogue, a page at a time (there may be 100,000 items), newest first. */
function AllItems() {
  const p = useWorkspaceMessages().designs.portfolio;
  const catalogue = useCatalogue({});
  const items = catalogue.data?.pages.flatMap((page) => page.items) ?? [];
  const total = catalogue.data?.pages[0]?.total ?? 0;
  if (catalogue.isPending) return <DesignGridSkeleton />;
  if (catalogue.isError && items.length === 0) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-muted-foreground">
        {p.page.loadError}
        <Button variant="outline" onClick={() => void catalogue.refetch()}>
          {p.page.retry}
        </Button>
      </div>
    );
  }
  if (items.length === 0)
    return <PortfolioEmpty title={p.page.emptyTitle} text={p.page.emptyText} action={p.dashboard.add} />;
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="text-sm text-muted-foreground">
        {p.page.total(total)}
      </p>
      <PortfolioGrid designs={items} canFeature showDesigner />
      {catalogue.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={catalogue.isFetchingNextPage}
          onClick={() => void catalogue.fetchNextPage()}
        >
          {catalogue.isFetchingNextPage ? p.page.loadingMore : p.page.loadMore}
        </Button>
      )}
    </div>
  );
}

/** Designers: their own items, as on their dashboard. */
function DesignerItems() {
  return <OwnPortfolio portfolio={useDesignerPortfolio()} />;
}

function PortfolioManagement({ user }: { user: CurrentUser }) {
  const p = useWorkspaceMessages().designs.portfolio;
  const [params] = useSearchParams();
  const action = params.get("action");
  const isAdmin = user.role === "admin";
  return (
    <Container className="flex flex-col gap-8 py-12">
      <PageHeader
        title={isAdmin ? p.page.adminTitle : p.page.designerTitle}
        description={isAdmin ? p.page.adminSubtitle : p.page.designerSubtitle}
        actions={
          <Link to={CREATE_PATH} className={buttonClasses()}>
            <Plus aria-hidden="true" />
            {p.dashboard.add}
          </Link>
        }
      />
      {isAdmin ? <AllItems /> : <DesignerItems />}
      {(action === "create" || action === "edit") && (
        <PortfolioItemDialog mode={action} id={params.get("id")} user={user} />
      )}
    </Container>
  );
}

/**
 * /dashboard/portfolio: admins manage every item (spec 2 §2); designers, whom their dashboard and
 * navigation send here, manage their own. Clients read 'Access Denied'.
 */
export function PortfolioPage() {
  const p = useWorkspaceMessages().designs.portfolio;
  const auth = useAuth();
  usePageMeta("portfolio", auth.user?.role === "designer" ? { title: p.page.designerTitle } : undefined);
  return (
    <RoleGate roles={["admin", "designer"]} deniedText={p.page.accessDenied}>
      {(user) => <PortfolioManagement user={user} />}
    </RoleGate>
  );
}
