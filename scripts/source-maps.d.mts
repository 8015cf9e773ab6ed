export function createSymbolicator(metaDir: string): (stack: string) => string;
