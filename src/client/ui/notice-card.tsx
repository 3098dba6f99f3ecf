import type { ReactNode } from "react";
import { Card } from "./card.tsx";
import { Container } from "./container.tsx";

/** A page-sized message: an icon, a heading, a line of text and what the user can do next. */
export function NoticeCard({
  icon,
  title,
  text,
  actions,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <Container className="py-16">
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center [&>svg]:size-10">
        {icon}
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
        <div className="flex gap-2">{actions}</div>
      </Card>
    </Container>
  );
}
