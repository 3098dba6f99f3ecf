// Loads the app once the server's page has been painted (issue 20): a phone on a slow line then spends its
// first bandwidth on the page, its style sheet and its first photo, and the app's start-up never holds back
// the first paint. The page names the app's modules once, in #app-modules (the entry first); they are asked
// for together, so no import waits on another.
(() => {
  const list = document.getElementById("app-modules");
  if (!list) return;
  // A tap on a button marked data-early-tap before the app has started would do nothing: it is kept (a
  // second tap on the same button takes it back) and the app makes it once it has taken over the page.
  const root = document.documentElement;
  document.addEventListener(
    "click",
    (event) => {
      if (root.dataset.appStarted) return;
      const button = event.target instanceof Element ? event.target.closest("[data-early-tap]") : null;
      if (!button) return;
      const key = button.getAttribute("data-early-tap");
      if (root.dataset.earlyTap === key) delete root.dataset.earlyTap;
      else root.dataset.earlyTap = key;
    },
    true,
  );
  const [entry, ...chunks] = JSON.parse(list.textContent || "[]");
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.body.append(script);
  };
  // The frame after the first contentful paint: a first paint of the background alone (Chromium makes one
  // before the text is set) came before the page's words, so their paint waited on the app's download
  // (Lighthouse counted it in FCP and LCP). A tab opened in the background paints nothing: it starts at once.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.visibilityState === "hidden") start();
  else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: "paint", buffered: true });
    // Should the paint never be reported, the app still starts.
    setTimeout(start, 3000);
  } else afterPaint();
})();
