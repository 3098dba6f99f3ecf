import { useEffect } from "react";
import { useRenderedOnServer } from "../ui/rendered-on-server.tsx";

/**
 * Marks the document once React has taken over the server's HTML and its controls answer: until then a key or
 * tap on a control does nothing, so whatever must wait for a working page (a keyboard walk in a browser test, a
 * style for controls not yet live) has one thing to look at.
 */
export function HydratedMark() {
  const renderedOnServer = useRenderedOnServer();
  useEffect(() => {
    // From the hydration's commit React answers taps itself: paint-first.js stops keeping them, or a tap made
    // before the controls were marked live would be kept too, and made again when its component next mounts.
    document.documentElement.dataset.appStarted = "true";
  }, []);
  useEffect(() => {
    if (!renderedOnServer) document.documentElement.dataset.hydrated = "true";
  }, [renderedOnServer]);
  return null;
}
