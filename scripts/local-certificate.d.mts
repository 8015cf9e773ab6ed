export function localCertificate(): Promise<{ key: string; cert: string }>;
