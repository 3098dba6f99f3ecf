import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Badge } from "../../ui/badge.tsx";
import { EyeOff } from "../../ui/icons.tsx";
import { useScreenedMessages } from "../api/get-screened-messages.ts";

/**
 * The request's messages that held contact details before a designer was chosen (issue 19 §11):
 * who wrote them, when, what kind, and the text as written, for the admins reviewing circumvention.
 */
export function ScreenedMessages({ requestId }: { requestId: string }) {
  const { matching, app } = useWorkspaceMessages();
  const t = matching.screening;
  const { data: messages, isError } = useScreenedMessages(requestId);
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`screened-${requestId}`}>
      <h3 id={`screened-${requestId}`} className="flex items-center gap-2 text-sm font-semibold">
        <EyeOff aria-hidden="true" className="size-4 text-muted-foreground" />
        {t.admin.title}
        {messages && messages.length > 0 && <Badge tone="warning">{messages.length}</Badge>}
      </h3>
      {isError ? (
        <p className="text-sm text-destructive">{t.admin.loadFailed}</p>
      ) : !messages ? null : messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.admin.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t.admin.text}</p>
          <ul className="flex flex-col gap-2">
            {messages.map((message) => (
              <li
                key={message.id}
                className="flex flex-col gap-1.5 rounded-lg border border-border p-3 text-sm"
              >
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium">{t.admin.from(message.authorName, message.authorRole)}</span>
                  <span className="text-muted-foreground">
                    {t.admin.thread(message.designerName)} ·{" "}
                    {new Date(message.createdAt).toLocaleString(app.formats.locale, {
                      dateStyle: "medium",
                      timeStyle: "short",
                    })}
                  </span>
                </div>
                <div className="flex flex-wrap gap-1">
                  {message.kinds.map((kind) => (
                    <Badge key={kind} tone="warning">
                      {t.kinds[kind]}
                    </Badge>
                  ))}
                </div>
                <blockquote
                  aria-label={t.admin.original}
                  className="border-l-2 border-border pl-3 break-words whitespace-pre-line"
                >
                  {message.body}
                </blockquote>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
