import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  MAX_REVIEW_PHOTOS,
  REVIEW_TEXT_MAX_LENGTH,
  type ReviewInput,
  reviewSchema,
} from "#shared/matching/review.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { ChoiceGroup, Field, Textarea } from "../ui/form-controls.tsx";
import { X } from "../ui/icons.tsx";
import { ImageDropZone } from "../ui/image-drop-zone.tsx";
import { toast } from "../ui/toast.tsx";
import { useSubmitReview } from "./api/submit-review.ts";
import { StarInput } from "./star-input.tsx";

/** A chosen photo, shown from the device before it is sent. */
function PhotoPreview({
  file,
  removeLabel,
  disabled,
  onRemove,
}: {
  file: File;
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <div className="relative">
      {url && <img src={url} alt="" className="aspect-square w-full rounded-md bg-muted object-cover" />}
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
        className="absolute top-1 right-1 size-7 bg-card/90"
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The client rates the designer they chose, once their request is completed (issue 7 §8). */
export function ReviewForm({ requestId, designerName }: { requestId: string; designerName: string }) {
  const m = useWorkspaceMessages().matching.profiles;
  const t = m.review;
  const p = useWorkspaceMessages().proofOfTrust.reviewPhotos;
  const [photos, setPhotos] = useState<{ key: string; file: File }[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const schema = useMemo(() => reviewSchema(m), [m]);
  // The outcome is said from the mutation itself: once the review is in, this form gives way to it.
  const submit = useSubmitReview(requestId, {
    onDone: ({ photosFailed }) =>
      photosFailed
        ? toast({
            title: p.uploadFailed,
            description: errorText(photosFailed, p.uploadFailed),
            variant: "destructive",
          })
        : toast({ title: t.submitted, description: t.submittedText, variant: "success" }),
    onFailed: (error) =>
      toast({ title: t.failed, description: errorText(error, t.failedText), variant: "destructive" }),
  });
  const form = useForm<ReviewInput>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: { text: "" },
  });
  const { errors } = form.formState;
  const saving = submit.isPending;

  const onSubmit = (input: ReviewInput) =>
    submit.mutate({ input, photos: photos.map((photo) => photo.file) });
  const addPhotos = (files: File[]) => {
    const next = [...photos, ...files.map((file) => ({ key: crypto.randomUUID(), file }))];
    setPhotoError(next.length > MAX_REVIEW_PHOTOS ? p.tooMany(MAX_REVIEW_PHOTOS) : undefined);
    setPhotos(next.slice(0, MAX_REVIEW_PHOTOS));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description(designerName)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <Controller
            control={form.control}
            name="rating"
            render={({ field, fieldState }) => (
              <ChoiceGroup id="review-rating" legend={t.rating} error={fieldState.error?.message}>
                <StarInput
                  name={field.name}
                  value={typeof field.value === "number" ? field.value : undefined}
                  onChange={field.onChange}
                  label={t.chooseStars}
                  disabled={saving}
                  invalid={Boolean(fieldState.error)}
                />
              </ChoiceGroup>
            )}
          />
          <Field id="review-text" label={t.text} error={errors.text?.message}>
            <Textarea
              id="review-text"
              rows={4}
              maxLength={REVIEW_TEXT_MAX_LENGTH}
              placeholder={t.textPlaceholder}
              disabled={saving}
              aria-invalid={errors.text ? true : undefined}
              {...form.register("text")}
            />
          </Field>
          <div className="flex flex-col gap-2">
            <ImageDropZone
              id="review-photos"
              label={p.label}
              hint={p.hint(MAX_REVIEW_PHOTOS)}
              accept="image/jpeg,image/png,image/webp,image/gif"
              disabled={saving || photos.length >= MAX_REVIEW_PHOTOS}
              onFiles={addPhotos}
            />
            {photoError && (
              <p role="alert" className="text-sm text-destructive">
                {photoError}
              </p>
            )}
            {photos.length > 0 && (
              <>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {p.count(photos.length, MAX_REVIEW_PHOTOS)}
                </p>
                <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                  {photos.map(({ key, file }) => (
                    <li key={key}>
                      <PhotoPreview
                        file={file}
                        removeLabel={p.remove(file.name)}
                        disabled={saving}
                        onRemove={() => {
                          setPhotoError(undefined);
                          setPhotos(photos.filter((photo) => photo.key !== key));
                        }}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <Button type="submit" disabled={saving} className="self-end">
            {saving ? t.submitting : t.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
