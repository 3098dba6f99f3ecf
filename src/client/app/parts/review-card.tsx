import { variantSrcSet, variantUrl } from "#shared/app/images.ts";
import type { ReviewPhoto } from "#shared/matching/review.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { formatDate } from "../../ui/format-date.ts";
import { Eye, EyeOff } from "../../ui/icons.tsx";
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
  /** Photos of the finished work (issue 22 §4). */
  photos?: readonly ReviewPhoto[];
}

/** The review's photos, small and lazy; each opens at full size. */
function ReviewPhotos({ photos, author }: { photos: readonly ReviewPhoto[]; author: string | null }) {
  const t = useMessages().trust.reviewPhotos;
  return (
    <ul aria-label={t.label} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            <img
              src={variantUrl(photo.url, 320)}
              srcSet={variantSrcSet(photo.url, Math.min(photo.width, 640))}
              sizes="(min-width: 640px) 120px, 30vw"
              width={photo.width}
              height={photo.height}
              alt={t.alt(index + 1, photos.length, author)}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full bg-muted object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
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
    <Card
      tone={review.isHidden ? "muted" : "card"}
      className={cn("flex flex-col gap-3 p-5", review.isHidden && "border-dashed")}
    >
      {heading && <h3 className="text-base font-semibold">{heading}</h3>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars value={review.rating} label={m.rating.stars(review.rating)} />
        {review.isHidden && <Badge tone="outline">{t.hidden}</Badge>}
      </div>
      {review.text && <p className="leading-relaxed whitespace-pre-line">{review.text}</p>}
      {review.photos && review.photos.length > 0 && (
        <ReviewPhotos photos={review.photos} author={review.author ?? null} />
      )}
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
