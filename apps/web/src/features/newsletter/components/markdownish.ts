/**
 * The text block's writing format: paragraphs split by a blank line, **bold**, *italic*, [words](https://…) links
 * and "- " lists, turned into the small HTML the server's sanitiser keeps (and back, to edit a saved block).
 */
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\*(.+?)\*/g, '<em>$1</em>')
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\n/g, '<br>');
}

export function markdownToHtml(source: string): string {
  return source
    .trim()
    .split(/\n\s*\n/)
    .filter((part) => part.trim())
    .map((part) => {
      const lines = part.split('\n');
      if (lines.every((line) => line.startsWith('- '))) {
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      }
      return `<p>${inline(part)}</p>`;
    })
    .join('');
}

export function htmlToMarkdown(html: string): string {
  return html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g, '[$2]($1)')
    .replace(/<\/?(strong|b)>/g, '**')
    .replace(/<\/?(em|i)>/g, '*')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<ul>|<\/ul>/g, '\n')
    .replace(/<li>(.*?)<\/li>/g, '- $1\n')
    .replace(/<p>(.*?)<\/p>/gs, '$1\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
