import type { DesignRequest } from "#shared/requests/schema.ts";
import { X } from "../../../ui/icons.tsx";
import { toast } from "../../../ui/toast.tsx";
import { errorText } from "../../api.ts";
import { useWorkspaceMessages } from "../../i18n.tsx";
import { useRemoveRequestPhoto } from "./remove-request-photo.ts";

/** The photos a request already holds, while it is edited: each can be removed (at once, on the server). */
export function CurrentPhotos({
  request,
  disabled,
}: {
  request: Pick<DesignRequest, "id" | "images">;
  disabled: boolean;
}) {
  const { requests, designs } = useWorkspaceMessages();
  const p = requests.photos;
  const remove = useRemoveRequestPhoto(request.id);
  const { images } = request;
  if (images.length === 0) return null;

  const onRemove = (imageId: string) =>
    remove.mutate(imageId, {
      onSuccess: () => toast({ title: p.removed, variant: "success" }),
      onError: (error) =>
        toast({
          title: p.removeFailed,
          description: errorText(error, requests.form.failureFallback),
          variant: "destructive",
        }),
    });

  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <h3 id={`current-photos-${request.id}`} className="text-sm font-medium">
        {p.current}
      </h3>
      <p className="text-xs text-muted-foreground">{p.currentHint}</p>
      <ul aria-labelledby={`current-photos-${request.id}`} className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {images.map((image, index) => (
          <li
            key={image.id}
            className="relative aspect-square overflow-hidden rounded-lg border border-border"
          >
            <img
              src={image.imageUrl}
              alt={designs.carousel.imageAlt(p.current, index + 1, images.length)}
              loading="lazy"
              className="size-full object-cover"
            />
            <button
              type="button"
              aria-label={p.removeCurrent(index + 1, images.length)}
              disabled={disabled || remove.isPending}
              onClick={() => onRemove(image.id)}
              className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-card/90 shadow"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
