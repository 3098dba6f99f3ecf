import type { TrustBadge } from "#shared/trust/badges.ts";
import { Badge } from "../../ui/badge.tsx";
import { cn } from "../../ui/cn.ts";
import { formatDate } from "../../ui/format-date.ts";
import { ShieldCheck } from "../../ui/icons.tsx";
import { useMessages } from "../i18n.tsx";
import { useDateFormats } from "../use-date-formats.ts";

/**
 * A designer's verified credentials (issue 22 §4): what was verified and until when, in words and with an
 * icon, never by colour alone. The server sends only the verified, unexpired ones.
 */
export function TrustBadges({
  badges,
  compact = false,
  className,
}: {
  badges: readonly TrustBadge[];
  /** Cards: the short date. */
  compact?: boolean;
  className?: string;
}) {
  const t = useMessages().trust.badges;
  const dates = useDateFormats();
  if (badges.length === 0) return null;
  return (
    <ul aria-label={t.heading} className={cn("flex flex-wrap gap-1.5", className)}>
      {badges.map((badge) => (
        <li key={badge.kind}>
          <Badge tone="success" className="gap-1 whitespace-normal">
            <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0" />
            {t.badge(
              badge.kind,
              formatDate(badge.validUntil, compact ? dates.short : dates.long, badge.validUntil),
            )}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
