// Applies the stored theme before the first paint, so a dark-theme visitor never sees a white flash.
(() => {
  try {
    var stored = localStorage.getItem("nestmatch-theme");
    var theme = stored === "light" || stored === "dark" ? stored : "system";
    var dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
  } catch (e) {}
})();
