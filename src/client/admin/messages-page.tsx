import { useState } from "react";
import type { AdminContactMessage } from "#shared/admin/contact-messages.ts";
import { preloadContactWords, useContactWords } from "../app/contact-messages.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { Badge } from "../ui/badge.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { Inbox, Mail, Phone } from "../ui/icons.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Pager } from "../ui/pager.tsx";
import { adminPage } from "./admin-page.tsx";
import { useContactMessages } from "./api/get-contact-messages.ts";
import { CardList } from "./card-list.tsx";

// The contact form's words (its subjects) load beside the page, not when the first message renders.
preloadContactWords();

/** One message: its subject, who sent it and when, the text, and links to write or call back. */
function MessageCard({ message }: { message: AdminContactMessage }) {
  const { admin, app } = useWorkspaceMessages();
  const contact = useContactWords();
  const t = admin.messages;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">
            {message.subject === "Other" && message.customSubject
              ? message.customSubject
              : (contact.subjects[message.subject as keyof typeof contact.subjects] ?? message.subject)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {message.name} · {message.companyName}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {message.subject === "Other" && <Badge tone="outline">{contact.subjects.Other}</Badge>}
          <time dateTime={message.createdAt} className="text-xs whitespace-nowrap text-muted-foreground">
            {new Date(message.createdAt).toLocaleString(app.formats.locale, {
              dateStyle: "medium",
              timeStyle: "short",
            })}
          </time>
        </div>
      </div>
      <p className="text-sm leading-relaxed whitespace-pre-line break-words">{message.message}</p>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <a
          href={`mailto:${message.email}`}
          aria-label={t.reply(message.name)}
          className="inline-flex min-w-0 items-center gap-1.5 text-primary hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{message.email}</span>
        </a>
        <a
          href={`tel:${message.mobileNumber.replace(/[^\d+]/g, "")}`}
          className="inline-flex items-center gap-1.5 text-primary hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          {message.mobileNumber}
        </a>
      </div>
    </Card>
  );
}

function MessageList() {
  const { admin, app } = useWorkspaceMessages();
  const t = admin.messages;
  const [page, setPage] = useState(1);
  const list = useContactMessages(page);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Container width="4xl" className="flex flex-col gap-6 py-10">
      <PageHeader title={app.meta.pages.messages.title} description={t.subtitle} />
      <CardList
        query={list}
        items={items}
        empty={total === 0}
        loadFailed={t.loadFailed}
        retryLabel={admin.users.retry}
        emptyState={{ icon: <Inbox aria-hidden="true" />, title: t.emptyTitle, text: t.emptyText }}
        placeholderHeight="h-40"
        card={(message) => <MessageCard message={message} />}
      />
      <Pager
        result={list.data}
        onPage={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
        labels={app.paging}
      />
    </Container>
  );
}

/** /dashboard/messages: what visitors sent through the contact form, newest first, for admins. */
export const MessagesPage = adminPage("messages", MessageList);
