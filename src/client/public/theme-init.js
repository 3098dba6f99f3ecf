// Applies the stored theme before the first paint, so a dark-theme visitor never sees a white flash.
(() => {
  try {
    const stored = localStorage.getItem("nestmatch-theme");
    const theme = stored === "light" || stored === "dark" ? stored : "system";
    const dark =
      theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
  } catch {
    // Storage can be off; the system theme then applies.
  }
})();
