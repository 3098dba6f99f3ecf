import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { LegalDocumentView } from "./components/legal-document.tsx";

export function TermsPage() {
  const m = useMessages().marketing;
  usePageMeta("terms");
  return <LegalDocumentView document={m.terms} />;
}
