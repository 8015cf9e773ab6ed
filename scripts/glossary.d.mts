export interface GlossaryEntry {
  use: string;
  replaced: string[];
  otherMeaning?: Record<string, string>;
}
export interface Glossary {
  matchAnywhere?: string[];
  terms: Record<string, Record<string, GlossaryEntry>>;
}
export type Catalogs = Record<string, Record<string, { defaultMessage: string }>>;

export function glossaryProblems(glossary: Glossary, catalogs: Catalogs): string[];
export function glossaryGaps(glossary: Glossary, catalogs: Catalogs): string[];
