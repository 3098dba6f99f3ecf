import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { LegalDocumentView } from "./components/legal-document.tsx";

export function PrivacyPage() {
  const m = useMessages().marketing;
  usePageMeta("privacy");
  return <LegalDocumentView document={m.privacy} />;
}
