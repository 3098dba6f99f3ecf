import { useState } from "react";
import { RECOVERY_CODE_COUNT } from "#shared/auth/second-factor.ts";
import { useSecondFactorMessages } from "../../app/second-factor-messages.ts";
import { useAuth } from "../../app/use-current-user.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { Copy, Download } from "../../ui/icons.tsx";

/** New recovery codes, shown this once: copy or download them, then confirm they are kept. */
export function RecoveryCodesDialog({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const m = useSecondFactorMessages().security.recovery;
  const auth = useAuth();
  const [copied, setCopied] = useState(false);
  const text = [m.fileHeader(auth.user?.email ?? ""), "", ...codes].join("\n");

  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join("\n"));
    setCopied(true);
  };
  const download = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain" }));
    link.download = m.fileName;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Dialog open>
      <DialogContent title={m.showTitle} description={m.showText} blocking>
        <ul
          aria-label={m.listLabel}
          className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg border border-border bg-muted p-4 font-mono text-sm"
        >
          {codes.slice(0, RECOVERY_CODE_COUNT).map((code) => (
            <li key={code} className="tracking-wide">
              {code}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={copy}>
            <Copy aria-hidden="true" />
            {copied ? m.copied : m.copy}
          </Button>
          <Button variant="outline" size="sm" onClick={download}>
            <Download aria-hidden="true" />
            {m.download}
          </Button>
        </div>
        <Button onClick={onDone}>{m.done}</Button>
      </DialogContent>
    </Dialog>
  );
}
