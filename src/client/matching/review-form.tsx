import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { REVIEW_TEXT_MAX_LENGTH, type ReviewInput, reviewSchema } from "#shared/matching/review.ts";
import { errorText } from "../app/api.ts";
import { useMessages } from "../app/i18n.tsx";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { ChoiceGroup, Field, Textarea } from "../ui/form-controls.tsx";
import { toast } from "../ui/toast.tsx";
import { useSubmitReview } from "./api/submit-review.ts";
import { StarInput } from "./star-input.tsx";

/** The client rates the designer they chose, once their request is completed (issue 7 §8). */
export function ReviewForm({ requestId, designerName }: { requestId: string; designerName: string }) {
  const m = useMessages().matching.profiles;
  const t = m.review;
  const schema = useMemo(() => reviewSchema(m), [m]);
  // The outcome is said from the mutation itself: once the review is in, this form gives way to it.
  const submit = useSubmitReview(requestId, {
    onDone: () => toast({ title: t.submitted, description: t.submittedText, variant: "success" }),
    onFailed: (error) =>
      toast({ title: t.failed, description: errorText(error, t.failedText), variant: "destructive" }),
  });
  const form = useForm<ReviewInput>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: { text: "" },
  });
  const { errors } = form.formState;
  const saving = submit.isPending;

  const onSubmit = (input: ReviewInput) => submit.mutate(input);

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
          <Button type="submit" disabled={saving} className="self-end">
            {saving ? t.submitting : t.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
