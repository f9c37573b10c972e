/* Pravidla on every page (docs and the app's pages):
   - the service worker (/sw.js) that keeps the rules and the sheets on the phone for play offline;
   - elements marked data-pr-offline show while the browser is offline (the ask page says that
     questions need the server, the rules and sheets work without signal);
   - on the app's pages (body[data-pr-app]) the theme toggle, the same one furo runs on the docs
     pages: auto -> the other scheme -> the system's scheme -> auto, kept in localStorage "theme". */
(function () {
  "use strict";

  function showOffline() {
    var offline = navigator.onLine === false;
    document.querySelectorAll("[data-pr-offline]").forEach(function (el) { el.hidden = !offline; });
    document.documentElement.classList.toggle("pr-is-offline", offline);
  }

  function cycleTheme() {
    var current = localStorage.getItem("theme") || "auto";
    var prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    var next = prefersDark
      ? (current === "auto" ? "light" : current === "light" ? "dark" : "auto")
      : (current === "auto" ? "dark" : current === "dark" ? "light" : "auto");
    document.body.dataset.theme = next;
    localStorage.setItem("theme", next);
  }

  function askOffline(event) {
    // A question needs the server; offline, say so here instead of a browser error page.
    if (navigator.onLine !== false) return;
    event.preventDefault();
    var note = document.querySelector("[data-pr-offline]");
    if (note) { note.hidden = false; note.scrollIntoView({ block: "center" }); }
  }

  document.addEventListener("DOMContentLoaded", function () {
    if (document.body.hasAttribute("data-pr-app")) {
      document.querySelectorAll(".theme-toggle").forEach(function (button) {
        button.addEventListener("click", cycleTheme);
      });
    }
    document.querySelectorAll("form[data-pr-needs-server]").forEach(function (form) {
      form.addEventListener("submit", askOffline);
    });
    showOffline();
  });
  window.addEventListener("online", showOffline);
  window.addEventListener("offline", showOffline);

  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js").catch(function () { /* no docs build: no offline copy */ });
    });
  }
})();
