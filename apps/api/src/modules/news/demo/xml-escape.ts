const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for XML/HTML attribute values (double- or single-quoted) and element content. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

/** Escapes text for element content only, leaving quotes readable in the HTML that the ingester stores. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (character) => XML_ENTITIES[character] ?? character);
}
