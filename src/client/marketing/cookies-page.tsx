import { usePageMeta } from "../app/page-meta.ts";
import { LegalDocumentView } from "./components/legal-document.tsx";
import { useMarketingMessages } from "./marketing-messages.ts";

export function CookiesPage() {
  const m = useMarketingMessages();
  usePageMeta("cookies");
  return <LegalDocumentView document={m.cookies} />;
}
