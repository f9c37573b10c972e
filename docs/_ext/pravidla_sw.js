/* Pravidla offline: the service worker at /sw.js, written by docs/_ext/pravidla_offline.py at each
   docs build (the lists and the version below are filled in then).  It keeps the whole docs site and
   the printable sheets on the phone: at the table the rules, the glossary, the search and the sheets
   work with no signal once the site has been opened.  Questions (/zeptej-se, /api/) need the server:
   they go to the network first, and offline the ask page says so. */
"use strict";
const VERSION = "__VERSION__";
const SITE = __SITE__;  // every file of the docs build a player reads: all must be cached
const APP = __APP__;  // the app's pages and the standard sheets: cached in the background when the server has them
const CACHE = "pravidla-" + VERSION;
const NETWORK_FIRST = ["/zeptej-se", "/tahaky"];

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(SITE);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("pravidla-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
  // The sheets take the server a moment to render: fetched after activation, not holding it up.
  caches.open(CACHE).then((cache) => Promise.all(APP.map(async (url) => {
    if (!(await cache.match(url))) await cache.add(url).catch(() => null);
  })));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  event.respondWith(NETWORK_FIRST.includes(url.pathname) ? networkFirst(request) : cacheFirst(request));
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !new URL(request.url).search) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    // offline: the page without its query (the ask page then says it is offline)
    return (await cache.match(request, { ignoreSearch: true })) || offlinePage();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const sheet = new URL(request.url).pathname.startsWith("/tahaky/");
  // the docs link their files with "?v=<hash>", the search page with "?q=…": the file is the same
  const cached = (await cache.match(request)) || (sheet ? null : await cache.match(request, { ignoreSearch: true }));
  if (cached) return cached;
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());  // source pages, custom sheets: kept once opened
    return response;
  } catch (error) {
    return offlinePage();
  }
}

function offlinePage() {
  const body = "<!doctype html><html lang=cs><meta charset=utf-8><meta name=viewport content='width=device-width'>"
    + "<title>Offline – Pravidla</title><p style='font-family:sans-serif;padding:1rem'>Jste offline a tato stránka "
    + "v telefonu uložená není. <a href='/'>Pravidla</a> a <a href='/tahaky'>taháky</a> fungují i bez signálu.</p>";
  return new Response(body, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
