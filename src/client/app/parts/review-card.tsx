import { Eye, EyeOff } from "lucide-react";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { formatDate } from "../../ui/format-date.ts";
import { Stars } from "../../ui/stars.tsx";
import { toast } from "../../ui/toast.tsx";
import { useMessages } from "../i18n.tsx";
import { useSetReviewHidden } from "../set-review-hidden.ts";
import { useDateFormats } from "../use-date-formats.ts";

export interface ReviewCardData {
  id: string;
  rating: number;
  text: string;
  createdAt: string;
  isHidden: boolean;
  /** Who wrote it, as the public page names them; left out where the reader is the author. */
  author?: string | null;
}

/** One review: stars, text, author and date. With `moderate` (admins), a Hide / Show button. */
export function ReviewCard({
  review,
  heading,
  moderate = false,
}: {
  review: ReviewCardData;
  heading?: string;
  moderate?: boolean;
}) {
  const { matching, app } = useMessages();
  const m = matching.profiles;
  const t = m.review;
  const dates = useDateFormats();
  const setHidden = useSetReviewHidden();
  const toggle = () =>
    setHidden.mutate(
      { id: review.id, isHidden: !review.isHidden },
      {
        onSuccess: (changed) =>
          toast({ title: changed.isHidden ? t.hiddenDone : t.shownDone, variant: "success" }),
        onError: () => toast({ title: t.hideFailed, variant: "destructive" }),
      },
    );
  const byline = [
    review.author === undefined ? null : review.author || t.anonymous,
    formatDate(review.createdAt, dates.long, ""),
  ].filter(Boolean);

  return (
    <Card className={cn("flex flex-col gap-3 p-5", review.isHidden && "border-dashed bg-muted/40")}>
      {heading && <h3 className="text-base font-semibold">{heading}</h3>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars value={review.rating} label={m.rating.stars(review.rating)} />
        {review.isHidden && <Badge tone="outline">{t.hidden}</Badge>}
      </div>
      {review.text && <p className="leading-relaxed whitespace-pre-line">{review.text}</p>}
      <p className="text-sm text-muted-foreground">{byline.join(app.formats.separator)}</p>
      {review.isHidden && <p className="text-sm text-muted-foreground">{t.hiddenText}</p>}
      {moderate && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={setHidden.isPending}
          onClick={toggle}
        >
          {review.isHidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {review.isHidden ? t.show : t.hide}
        </Button>
      )}
    </Card>
  );
}
