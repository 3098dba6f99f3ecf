import type { ReplyTimeBucket } from "#shared/matching/reply-time.ts";
import { cn } from "../../ui/cn.ts";
import { Clock } from "../../ui/icons.tsx";
import { useMessages } from "../i18n.tsx";

/** How quickly a designer usually answers introductions (issue 22 §3); nothing until there are enough answers. */
export function ReplyTime({ bucket, className }: { bucket: ReplyTimeBucket | null; className?: string }) {
  const m = useMessages().matching.replyTime;
  if (!bucket) return null;
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 text-sm text-muted-foreground", className)}
      data-testid="reply-time"
    >
      <Clock aria-hidden="true" className="size-3.5 shrink-0" />
      {m[bucket]}
    </span>
  );
}
