export function configMessages(root: string): Record<string, { defaultMessage: string; description: string }>;
