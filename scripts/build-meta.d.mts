export function buildMetaDir(outDir: string): string;
export function manifestPath(outDir: string): string;
