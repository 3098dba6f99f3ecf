import type { UseQueryResult } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { DesignGridSkeleton } from "../components/design-grid.tsx";
import { PortfolioEmpty } from "./portfolio-empty.tsx";
import { PortfolioGrid } from "./portfolio-grid.tsx";

/** A designer's own items (spec 2 §2): skeleton cards while loading, then the grid or the empty state. */
export function OwnPortfolio({ portfolio }: { portfolio: UseQueryResult<Design[] | null> }) {
  const m = useWorkspaceMessages().designs.portfolio.dashboard;
  if (portfolio.isPending) return <DesignGridSkeleton count={3} />;
  if (portfolio.isError) {
    return (
      <p role="alert" className="text-muted-foreground">
        {m.loadError}
      </p>
    );
  }
  const items = portfolio.data ?? [];
  if (items.length === 0) return <PortfolioEmpty title={m.empty} action={m.emptyAction} />;
  return <PortfolioGrid designs={items} canFeature={false} showDesigner={false} />;
}
