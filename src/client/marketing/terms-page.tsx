import { usePageMeta } from "../app/page-meta.ts";
import { LegalDocumentView } from "./components/legal-document.tsx";
import { useMarketingMessages } from "./marketing-messages.ts";

export function TermsPage() {
  const m = useMarketingMessages();
  usePageMeta("terms");
  return <LegalDocumentView document={m.terms} />;
}
