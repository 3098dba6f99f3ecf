import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import {
  CONTACT_FIELD_ORDER,
  CONTACT_SUBJECTS,
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
} from "#shared/contact/schema.ts";
import { errorText } from "../app/api.ts";
import { useContactWords } from "../app/contact-messages.ts";
import { Button } from "../ui/button.tsx";
import { EnabledWhenHydrated } from "../ui/enabled-when-hydrated.tsx";
import { Field, NativeSelect, Textarea } from "../ui/form-controls.tsx";
import { Send } from "../ui/icons.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { useSendContactMessage } from "./use-send-contact-message.ts";

const EMPTY: ContactMessageInput = {
  name: "",
  email: "",
  companyName: "",
  mobileNumber: "",
  subject: "" as ContactMessageInput["subject"],
  customSubject: "",
  message: "",
};

export function ContactForm() {
  const m = useContactWords();
  const schema = useMemo(() => contactMessageSchema(m), [m]);
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const subject = form.watch("subject");

  // Spec 1 §5: fields are checked in order and the first failure is shown as a toast.
  const onInvalid = (fieldErrors: FieldErrors<ContactMessageInput>) => {
    const first = CONTACT_FIELD_ORDER.find((field) => fieldErrors[field]);
    const message = first && fieldErrors[first]?.message;
    if (message) toast({ title: message, variant: "destructive" });
  };

  const onSubmit = (message: ContactMessage) =>
    send.mutate(message, {
      onSuccess: () => {
        toast({ title: m.success.title, description: m.success.description, variant: "success" });
        form.reset(EMPTY);
      },
      onError: (error) =>
        toast({
          title: m.failure.title,
          description: errorText(error, m.failure.fallback),
          variant: "destructive",
        }),
    });

  const describedBy = (field: keyof ContactMessageInput) =>
    errors[field] ? `contact-${field}-error` : undefined;
  // The fields typed as text: the shared TextField ties each one's error to it.
  const text = (
    field: Exclude<keyof ContactMessageInput, "subject" | "message">,
    type: string,
    autoComplete: string | undefined,
    className?: string,
  ) => (
    <TextField
      id={`contact-${field}`}
      label={m.fields[field]}
      required
      type={type}
      autoComplete={autoComplete}
      placeholder={m.placeholders[field]}
      error={errors[field]?.message}
      disabled={send.isPending}
      className={className}
      {...form.register(field)}
    />
  );

  return (
    <EnabledWhenHydrated>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        className="grid gap-5 sm:grid-cols-2"
      >
        {text("name", "text", "name")}
        {text("email", "email", "email")}
        {text("companyName", "text", "organization")}
        {text("mobileNumber", "tel", "tel")}
        <Field
          id="contact-subject"
          label={m.fields.subject}
          required
          error={errors.subject?.message}
          className="sm:col-span-2"
        >
          <NativeSelect
            id="contact-subject"
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy("subject")}
            disabled={send.isPending}
            {...form.register("subject")}
          >
            <option value="" disabled>
              {m.placeholders.subject}
            </option>
            {CONTACT_SUBJECTS.map((option) => (
              <option key={option} value={option}>
                {m.subjects[option]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {subject === "Other" && text("customSubject", "text", undefined, "sm:col-span-2")}
        <Field
          id="contact-message"
          label={m.fields.message}
          required
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <Textarea
            id="contact-message"
            rows={6}
            placeholder={m.placeholders.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy("message")}
            disabled={send.isPending}
            {...form.register("message")}
          />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            {send.isPending ? m.sending : m.submit}
          </Button>
        </div>
      </form>
    </EnabledWhenHydrated>
  );
}
