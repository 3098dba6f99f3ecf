import { useCallback, useId, useRef, useState } from "react";
import { DIRECTORY_SORTS, type DirectorySort } from "#shared/matching/directory-options.ts";
import { type DirectoryMessages, useDirectoryMessages } from "../../app/designer-directory-messages.ts";
import { useDesignerDirectory } from "../../app/get-designer-directory.ts";
import { usePageMeta } from "../../app/page-meta.ts";
import { Button } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { Label, NativeSelect } from "../../ui/form-controls.tsx";
import { SlidersHorizontal, UsersRound } from "../../ui/icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { Pager } from "../../ui/pager.tsx";
import { SearchInput } from "../../ui/search-input.tsx";
import { useEarlyTap } from "../../ui/use-early-tap.ts";
import { DirectoryCard, DirectoryGridSkeleton } from "./directory-card.tsx";
import { DirectoryFiltersPanel } from "./directory-filters.tsx";
import { toDirectoryParams, useDirectoryFilters } from "./use-directory-filters.ts";

function Results({ m }: { m: DirectoryMessages }) {
  const { filters, update, reset, isFiltered } = useDirectoryFilters();
  const directory = useDesignerDirectory(toDirectoryParams(filters));
  const sortId = useId();
  const top = useRef<HTMLDivElement>(null);
  const data = directory.data;
  const turnPage = (page: number) => {
    update({ page });
    top.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div ref={top} className="flex min-w-0 flex-col gap-5 scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {data ? m.results(data.total) : m.loading}
        </p>
        <div className="flex items-center gap-2">
          <Label htmlFor={sortId} quiet>
            {m.sort}
          </Label>
          <NativeSelect
            id={sortId}
            value={filters.sort}
            onChange={(event) => update({ sort: event.target.value as DirectorySort })}
            fit
          >
            {DIRECTORY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {m.sorts[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {directory.isPending ? (
        <div aria-busy="true">
          <p className="sr-only">{m.loading}</p>
          <DirectoryGridSkeleton />
        </div>
      ) : directory.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-muted-foreground">{m.loadError}</p>
          <Button variant="outline" onClick={() => void directory.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-16 text-center">
          <UsersRound aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{m.empty}</p>
          <p className="max-w-md text-sm text-muted-foreground">{m.emptyHint}</p>
          {isFiltered && (
            <Button variant="outline" onClick={reset}>
              {m.reset}
            </Button>
          )}
        </div>
      ) : (
        <div
          aria-busy={directory.isPlaceholderData}
          className={directory.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
        >
          <ul className="grid gap-6 sm:grid-cols-2 2xl:grid-cols-3">
            {data?.items.map((designer) => (
              <li key={designer.id} className="flex">
                <DirectoryCard designer={designer} chosenDistrict={filters.district || undefined} m={m} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pager result={data} onPage={turnPage} labels={m.pager} />
    </div>
  );
}

/** /designers: the vetted designers, searched, filtered and sorted on the server (issue 19 §10). */
/** The phone's filter button, whose tap before the app has started is kept (paint-first.js). */
const FILTERS_TAP = "directory-filters";

export function DesignerDirectoryPage() {
  const m = useDirectoryMessages();
  usePageMeta("designerDirectory");
  const { filters, update, reset, chosen } = useDirectoryFilters();
  // A phone opens the filters above the results on demand; a wider screen always shows them beside.
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEarlyTap(
    FILTERS_TAP,
    useCallback(() => setOpen(true), []),
  );
  const search = (q: string) => update({ q });

  return (
    <Container className="flex flex-col gap-8 py-12">
      <PageHeader title={m.title} description={m.subtitle} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          value={filters.q}
          onSearch={search}
          label={m.search}
          placeholder={m.searchPlaceholder}
          className="sm:max-w-md sm:flex-1"
        />
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
          className="lg:hidden"
          // A phone's tap before the app has started is kept and made once it has (paint-first.js).
          data-early-tap={FILTERS_TAP}
        >
          <SlidersHorizontal aria-hidden="true" />
          {open ? m.hideFilters : m.showFilters(chosen)}
        </Button>
      </div>
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside className={open ? "block" : "hidden lg:block"}>
          <div className="rounded-xl border border-border bg-card p-4 shadow-sm lg:sticky lg:top-24">
            <DirectoryFiltersPanel
              id={panelId}
              filters={filters}
              update={update}
              reset={reset}
              chosen={chosen}
              m={m}
            />
          </div>
        </aside>
        <Results m={m} />
      </div>
    </Container>
  );
}
