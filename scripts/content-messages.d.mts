export interface ContentMessage {
  id: string;
  defaultMessage: string;
  description: string;
  /** The content file it comes from, e.g. config/content/coolers.json. */
  file: string;
}

/** Every translatable text of config/content/*.json under `root`, each id once (where it first appears), in file order. */
export function contentMessages(root: string): ContentMessage[];
