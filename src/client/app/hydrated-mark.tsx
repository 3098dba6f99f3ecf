import { useEffect } from "react";

/**
 * Marks the document once React has taken over the server's HTML: until then a key or tap on a control
 * does nothing, so whatever must wait for a working page (a keyboard walk in a browser test, a style
 * for controls not yet live) has one thing to look at.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
