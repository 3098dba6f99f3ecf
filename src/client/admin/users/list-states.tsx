import type { ReactNode } from "react";
import { Button } from "../../ui/button.tsx";

/** An admin list with nothing to show. */
export function EmptyList({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center [&>svg]:size-10 [&>svg]:text-muted-foreground">
      {icon}
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** An admin list that could not be loaded, with a way to ask again. */
export function ListError({
  text,
  onRetry,
  retryLabel,
}: {
  text: string;
  onRetry: () => void;
  retryLabel: string;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-sm text-destructive">{text}</p>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
