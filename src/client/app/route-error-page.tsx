import { Button } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { TriangleAlert } from "../ui/icons.tsx";
import { useMessages } from "./i18n.tsx";

/** Shown when a screen fails to render or its code fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const m = useMessages().app.states;
  return (
    <Container className="flex min-h-screen flex-col items-center justify-center py-24 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">{m.errorTitle}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{m.errorText}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {m.reload}
      </Button>
    </Container>
  );
}
