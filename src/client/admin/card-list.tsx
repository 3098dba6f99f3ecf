import type { ReactNode } from "react";
import { Card } from "../ui/card.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { EmptyList, ListError } from "./users/list-states.tsx";

/** Three, as a page of cards usually starts with a few in view. */
const PLACEHOLDER_CARDS = 3;

/**
 * An admin page's list of cards as its query stands: the failure with a way to ask again, placeholder cards
 * while it loads, a note when there is nothing, else one card an item in an ordered list.
 */
export function CardList<Item extends { id: string }>({
  query,
  items,
  empty = items.length === 0,
  loadFailed,
  retryLabel,
  emptyState,
  placeholderHeight,
  card,
}: {
  query: { isError: boolean; isPending: boolean; refetch: () => unknown };
  items: readonly Item[];
  /** Whether there is nothing to list; by default, whether there are no items. */
  empty?: boolean;
  loadFailed: string;
  retryLabel: string;
  emptyState: { icon: ReactNode; title: string; text: string };
  /** The placeholders' height: about a card's. */
  placeholderHeight: "h-32" | "h-40";
  card: (item: Item) => ReactNode;
}) {
  if (query.isError)
    return (
      <Card>
        <ListError text={loadFailed} retryLabel={retryLabel} onRetry={() => query.refetch()} />
      </Card>
    );
  if (query.isPending)
    return (
      <div className="flex flex-col gap-4">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={row} shape="card" className={`${placeholderHeight} w-full`} />
        ))}
      </div>
    );
  if (empty)
    return (
      <Card>
        <EmptyList {...emptyState} />
      </Card>
    );
  return (
    <ol className="flex flex-col gap-4">
      {items.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </ol>
  );
}
