import { buttonClasses } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { Compass } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { useMessages } from "./i18n.tsx";
import { usePageMeta } from "./page-meta.ts";

export function NotFoundPage() {
  const m = useMessages().app.states;
  usePageMeta("notFound");
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-24 text-center">
      <Compass aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">{m.notFoundTitle}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{m.notFoundHint}</p>
      <Link to="/" className={buttonClasses({ className: "mt-8" })}>
        {m.backHome}
      </Link>
    </Container>
  );
}
