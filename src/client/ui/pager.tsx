import { Button } from "./button.tsx";
import { ChevronLeft, ChevronRight } from "./icons.tsx";

/** Previous and Next under a paged list, with the rows shown; nothing when one page holds them all. */
export function Pager({
  result,
  onPage,
  labels,
}: {
  /** The page of a paged list call, once it has answered. */
  result: { page: number; pageSize: number; total: number; hasMore: boolean; items: unknown[] } | undefined;
  onPage: (page: number) => void;
  labels: {
    label: string;
    previous: string;
    next: string;
    range: (from: number, to: number, total: number) => string;
  };
}) {
  if (!result) return null;
  const { page, pageSize, total, hasMore } = result;
  if (total <= pageSize && page === 1) return null;
  const first = (page - 1) * pageSize + 1;
  return (
    <nav aria-label={labels.label} className="flex items-center justify-between gap-4 text-sm">
      <span className="text-muted-foreground">
        {labels.range(first, first + result.items.length - 1, total)}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {labels.previous}
        </Button>
        <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
          {labels.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
