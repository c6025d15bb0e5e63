import classes from './article-content.module.css';

/** The article's body HTML: sanitised by the server at ingest, styled for reading here. */
export function ArticleContent({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: contentHtml is sanitised on the server (sanitize-html) at ingest.
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
