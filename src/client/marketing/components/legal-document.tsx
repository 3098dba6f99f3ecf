import type { LegalDocument, LegalSection } from "#shared/i18n/en/marketing.ts";
import { Container } from "../../ui/container.tsx";
import { ArrowRight, ArrowUp, ListChecks, Mail } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { useMarketingMessages } from "../marketing-messages.ts";
import { HeroBackdrop } from "./page-hero.tsx";

/** The date every legal page shows; ISO for the <time> element. */
const LAST_UPDATED_ISO = "2026-11-23";

const LINK =
  "font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary";

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="flex flex-col gap-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <span className="w-5 shrink-0 text-right tabular-nums" aria-hidden="true">
              {index + 1}.
            </span>
            <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

function StorageTable({ table }: { table: NonNullable<LegalSection["table"]> }) {
  const [first, ...rest] = table.columns;
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-border sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-muted/60 text-foreground">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border bg-card">
            {table.rows.map((row) => (
              <tr key={row[0]} className="align-top">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th
                      key={table.columns[index]}
                      scope="row"
                      className="px-4 py-3 font-mono text-xs font-medium"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={table.columns[index]}
                      className="px-4 py-3 leading-relaxed text-muted-foreground"
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={table.caption}>
        {table.rows.map((row) => (
          <li key={row[0]} className="rounded-xl border border-border bg-card p-4">
            <p className="font-mono text-sm font-medium">
              <span className="sr-only">{first}: </span>
              {row[0]}
            </p>
            <dl className="mt-3 flex flex-col gap-2 text-sm">
              {rest.map((column, index) => (
                <div key={column}>
                  <dt className="font-medium">{column}</dt>
                  <dd className="leading-relaxed text-muted-foreground">{row[index + 1]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function Section({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
      <h2 id={`${section.id}-title`} className="flex gap-3 text-xl font-semibold tracking-tight sm:text-2xl">
        <span className="text-primary tabular-nums">{number}.</span>
        <span>{section.title}</span>
      </h2>
      <div className="mt-4 flex flex-col gap-4 leading-7 text-foreground/85">
        {section.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.items && (
          <ul className="flex flex-col gap-2.5 pl-1">
            {section.items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-[0.7rem] size-1.5 shrink-0 rounded-full bg-primary" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        )}
        {section.table && <StorageTable table={section.table} />}
        {section.email && (
          <p>
            <a href={`mailto:${section.email}`} className={`inline-flex items-center gap-2 ${LINK}`}>
              <Mail aria-hidden="true" className="size-4" />
              {section.email}
            </a>
          </p>
        )}
        {section.after?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.link && (
          <p>
            <Link to={section.link.to} className={`inline-flex items-center gap-1.5 ${LINK}`}>
              {section.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** A legal page: title, last-updated date, summary, table of contents and numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const m = useMarketingMessages().common;
  return (
    <>
      <div className="relative isolate border-b border-border">
        <HeroBackdrop />
        <Container className="py-14 sm:py-20">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">{document.title}</h1>
            <p className="mt-4 text-sm font-medium text-muted-foreground">
              {m.lastUpdated}: <time dateTime={LAST_UPDATED_ISO}>{m.lastUpdatedDate}</time>
            </p>
            <p className="mt-6 text-lg leading-relaxed text-pretty text-muted-foreground">{document.intro}</p>
          </div>
        </Container>
      </div>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <nav
              aria-labelledby="toc-title"
              className="rounded-2xl border border-border bg-card p-4 shadow-sm lg:p-5"
            >
              <h2 id="toc-title" className="px-2 pb-2 text-sm font-semibold tracking-wide uppercase">
                {m.onThisPage}
              </h2>
              <TableOfContents sections={document.sections} />
            </nav>
          </aside>
          <div className="flex max-w-3xl flex-col gap-12">
            {document.summary && (
              <div className="rounded-2xl border border-primary/20 bg-secondary/70 p-6 sm:p-8">
                <h2 className="flex items-center gap-2 text-lg font-semibold text-secondary-foreground">
                  <ListChecks aria-hidden="true" className="size-5" />
                  {document.summary.title}
                </h2>
                <ul className="mt-4 flex flex-col gap-2.5 leading-relaxed">
                  {document.summary.items.map((item) => (
                    <li key={item} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="mt-[0.6rem] size-1.5 shrink-0 rounded-full bg-primary"
                      />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {document.sections.map((section, index) => (
              <Section key={section.id} section={section} number={index + 1} />
            ))}
            <p className="border-t border-border pt-6">
              <a href="#main" className={`inline-flex items-center gap-1.5 text-sm ${LINK}`}>
                <ArrowUp aria-hidden="true" className="size-4" />
                {m.backToTop}
              </a>
            </p>
          </div>
        </div>
      </Container>
    </>
  );
}
