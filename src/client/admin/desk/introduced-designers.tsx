import type { IntroductionStatus } from "#shared/matching/constants.ts";
import { useIntroductions } from "../../app/get-request-introductions.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Avatar } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Link } from "../../ui/link.tsx";

const TONES = {
  pending: "warning",
  accepted: "primary",
  declined: "outline",
  chosen: "success",
  passed: "neutral",
  withdrawn: "neutral",
  expired: "neutral",
} as const satisfies Record<IntroductionStatus, string>;

/** The designers introduced to a request and where each stands; nothing while there are none or they cannot be read. */
export function IntroducedDesigners({ requestId }: { requestId: string }) {
  const m = useWorkspaceMessages().matching.suggestions.introduced;
  const { data } = useIntroductions(requestId, true);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby={`introduced-${requestId}`} className="flex flex-col gap-2">
      <h3 id={`introduced-${requestId}`} className="text-xs text-muted-foreground">
        {m.title}
      </h3>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {data.map(({ id, designer, status, decline }) => (
          <li key={id} className="flex items-start gap-3 px-3 py-2">
            <Avatar person={{ name: designer.name, profileImageUrl: designer.profileImageUrl }} />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 self-center">
              {/* Only vetted designers have a public page. */}
              {designer.isVetted ? (
                <Link
                  to={`/designers/${designer.id}`}
                  className="truncate text-sm font-medium hover:underline"
                >
                  {designer.name}
                </Link>
              ) : (
                <span className="truncate text-sm font-medium">{designer.name}</span>
              )}
              {decline && (
                <p className="text-xs text-muted-foreground" data-testid="decline-reason">
                  {m.declineReasons[decline.reason]}
                  {decline.note && (
                    <span className="block break-words whitespace-pre-line text-foreground/80">
                      {m.declineNote(decline.note)}
                    </span>
                  )}
                </p>
              )}
            </div>
            <Badge tone={TONES[status]} className="shrink-0 self-center">
              {m.statuses[status]}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
