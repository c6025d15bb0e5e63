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
 * The built index.html with the drawn page inside #root, its title, the page chunk's scripts announced as
 * modulepreloads (so they download beside the entry instead of after it) and its styles linked.
 */
export function htmlDocument(template: string, parts: DocumentParts): string {
  const head = [
    ...parts.assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...parts.assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${parts.body}</div><script type="application/json" id="${parts.stateElementId}">${parts.state}</script>`,
    );
}
