// The offline page's headlines: the latest news list the service worker keeps (src/app/pwa/service-worker.ts,
// cache "nb-news"), read straight from Cache Storage. Plain script: this page must work with no app bundle loaded.
(() => {
  document.getElementById('retry')?.addEventListener('click', () => location.reload());
  if (typeof caches === 'undefined') return;

  const newestLatestList = async () => {
    const cache = await caches.open('nb-news');
    let newest = null;
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.pathname !== '/api/users/latest/' || (url.searchParams.get('page') ?? '0') !== '0') continue;
      const response = await cache.match(request);
      if (!response) continue;
      const savedAt = Date.parse(response.headers.get('date') ?? '') || 0;
      if (!newest || savedAt > newest.savedAt) newest = { response, savedAt };
    }
    return newest;
  };

  const show = (articles, savedAt) => {
    const list = document.getElementById('headline-list');
    for (const article of articles) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = `/details/${encodeURIComponent(article.slug)}`;
      link.textContent = article.title;
      const summary = document.createElement('p');
      summary.textContent = article.summary;
      item.append(link, summary);
      list.append(item);
    }
    if (savedAt) {
      document.getElementById('saved-at').textContent =
        `Saved ${new Date(savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
    }
    document.getElementById('headlines').hidden = false;
  };

  newestLatestList()
    .then(async (newest) => {
      if (!newest) return;
      const payload = await newest.response.json();
      const articles = payload?.body?.content;
      if (Array.isArray(articles) && articles.length > 0) show(articles, newest.savedAt);
    })
    .catch(() => undefined);
})();
