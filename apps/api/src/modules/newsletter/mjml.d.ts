/** mjml ships no types: the one call used here. */
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
  }
  interface MjmlResult {
    html: string;
    errors: MjmlError[];
  }
  export default function mjml2html(
    input: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean; keepComments?: boolean },
  ): Promise<MjmlResult>;
}
