import { usePageMeta } from "../app/page-meta.ts";
import { LegalDocumentView } from "./components/legal-document.tsx";
import { useMarketingMessages } from "./marketing-messages.ts";

export function PrivacyPage() {
  const m = useMarketingMessages();
  usePageMeta("privacy");
  return <LegalDocumentView document={m.privacy} />;
}
