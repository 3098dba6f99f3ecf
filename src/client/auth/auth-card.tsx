import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";

/** The frame of the sign-in style pages: one centred card. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container className="flex flex-1 items-start justify-center py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <CardHeader className="pb-4">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle && <CardDescription>{subtitle}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && (
          <div className="border-t border-border px-6 py-4 text-sm text-muted-foreground">{footer}</div>
        )}
      </Card>
    </Container>
  );
}
