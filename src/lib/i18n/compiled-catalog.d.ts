// A message catalog compiled to formatjs' AST as it loads (scripts/compiled-catalogs-plugin.ts).
declare module '*.json?compiled' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?compiled&pseudo=en-XA' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?compiled&pseudo=en-XB' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
