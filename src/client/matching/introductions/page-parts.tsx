import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";

/** A titled card of a matching page (the designer's brief, the client's proposals). */
export function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {text && <p className="text-sm text-muted-foreground">{text}</p>}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

/** A quiet line about where a request stands. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-border bg-muted/40 p-4 text-sm text-muted-foreground">
      {children}
    </p>
  );
}
