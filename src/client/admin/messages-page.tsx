import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { Container } from "../ui/container.tsx";
import { PageHeader } from "../ui/page-header.tsx";

export function MessagesPage() {
  const { app } = useMessages();
  usePageMeta("messages");
  return (
    <Container className="py-12">
      <PageHeader title={app.meta.pages.messages.title} />
    </Container>
  );
}
