import { useMessages } from "../app/i18n.tsx";
import { ReviewCard } from "../app/parts/review-card.tsx";
import { useAuth } from "../app/use-current-user.ts";
import { useRequestReview } from "./api/get-request-review.ts";
import { ReviewForm } from "./review-form.tsx";

/**
 * A completed request's review, for its page: the client's form until they have written it, then
 * the review itself (admins may hide it from there). Nothing while it cannot be written yet.
 */
export function RequestReview({ requestId }: { requestId: string }) {
  const m = useMessages().matching.profiles.review;
  const auth = useAuth();
  const { data, isError } = useRequestReview(requestId);
  if (isError) return <p className="text-sm text-destructive">{m.loadError}</p>;
  if (!data) return null;
  if (data.review) {
    return (
      <ReviewCard
        review={data.review}
        heading={m.of(data.review.designerName)}
        moderate={auth.user?.role === "admin"}
      />
    );
  }
  if (data.canReview && data.designer) {
    return <ReviewForm requestId={requestId} designerName={data.designer.name} />;
  }
  return null;
}
