import type { ReactNode } from "react";
import { CONTACT_EMAIL } from "#shared/marketing/constants.ts";
import { useContactWords } from "../app/contact-messages.ts";
import { usePageMeta } from "../app/page-meta.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { Clock, Mail, MessageSquareReply } from "../ui/icons.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { ContactForm } from "./contact-form.tsx";

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground [&_svg]:size-5">
        {icon}
      </div>
      <div>
        <h2 className="font-medium">{title}</h2>
        <div className="mt-0.5 text-sm text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

export function ContactPage() {
  const m = useContactWords();
  usePageMeta("contact");
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader title={m.title} description={m.intro} />
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-6">
          <InfoItem icon={<Clock aria-hidden="true" />} title={m.hoursTitle}>
            <p>{m.hours}</p>
            <p>{m.hoursNote}</p>
          </InfoItem>
          <InfoItem icon={<Mail aria-hidden="true" />} title={m.emailTitle}>
            <a href={`mailto:${CONTACT_EMAIL}`} className="text-primary underline-offset-4 hover:underline">
              {CONTACT_EMAIL}
            </a>
          </InfoItem>
          <InfoItem icon={<MessageSquareReply aria-hidden="true" />} title={m.responseTitle}>
            <p>{m.responseText}</p>
          </InfoItem>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{m.formTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </Container>
  );
}
