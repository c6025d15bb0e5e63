/** A setting that stops the server from starting; its own file so settings parsers elsewhere import it without a cycle. */
export class ConfigError extends Error {}
