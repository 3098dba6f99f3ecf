import type { DesignRequest } from "#shared/requests/schema.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Heart } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";

/** "The homeowner would like to hear from: …", with each designer's public page; nothing without a wish. */
export function WishedDesigners({ request }: { request: DesignRequest }) {
  const m = useWorkspaceMessages().requests.wishes;
  if (request.wishedDesigners.length === 0) return null;
  return (
    <section
      aria-labelledby={`wished-${request.id}`}
      className="flex flex-col gap-1.5 rounded-lg border border-primary/40 bg-secondary/40 px-3 py-2"
    >
      <h3 id={`wished-${request.id}`} className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Heart aria-hidden="true" className="size-3.5 text-primary" />
        {m.adminTitle}
      </h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
        {request.wishedDesigners.map((designer) => (
          <li key={designer.id}>
            <Link
              to={`/designers/${designer.id}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {designer.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
