import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { Container } from "../ui/container.tsx";
import { PageHeader } from "../ui/page-header.tsx";

export function DesignDetailPage() {
  const { app } = useMessages();
  usePageMeta("design");
  return (
    <Container className="py-12">
      <PageHeader title={app.meta.pages.design.title} />
    </Container>
  );
}
