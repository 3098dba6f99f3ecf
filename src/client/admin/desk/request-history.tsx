import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useRequestHistory } from "../api/get-request-history.ts";

/** Every step of a request with who took it and when, for the admin's detail dialog. */
export function RequestHistory({ requestId }: { requestId: string }) {
  const { matching, app } = useWorkspaceMessages();
  const t = matching.introductions;
  const { data: events } = useRequestHistory(requestId);
  if (!events) return null;
  const label = (type: string, designer: string) => {
    const words = t.events[type as keyof typeof t.events];
    return typeof words === "function" ? words(designer) : words;
  };
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{t.history.title}</h3>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.history.empty}</p>
      ) : (
        <ol className="flex flex-col gap-1.5 border-l border-border pl-4">
          {events.map((event) => (
            <li key={event.id} className="text-sm">
              <span className="font-medium">{label(event.type, event.detail.designer ?? "")}</span>{" "}
              <span className="text-muted-foreground">
                {event.actorName && `${t.history.by(event.actorName)} · `}
                {new Date(event.createdAt).toLocaleString(app.formats.locale, {
                  dateStyle: "medium",
                  timeStyle: "short",
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
