import type { PageAssets } from './page-assets';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface DocumentParts {
  title: string;
  body: string;
  /** JSON for the server-state element, already safe inside a script element. */
  state: string;
  stateElementId: string;
  assets: PageAssets;
}

/**
 * The built index.html with the drawn page inside #root, its title and its chunks' styles linked. The chunks'
 * scripts are not announced: the page is readable without them, and on a slow phone network ~50 preloads competed
 * with the HTML's pictures and styles (Lighthouse, /community: FCP 5.2 → 2.4 s, LCP 6.0 → 2.4 s without them).
 * The entry fetches them when it hydrates (Vite preloads a lazy page's imports together).
 */
export function htmlDocument(template: string, parts: DocumentParts): string {
  const head = parts.assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${parts.body}</div><script type="application/json" id="${parts.stateElementId}">${parts.state}</script>`,
    );
}
