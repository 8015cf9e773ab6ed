export function createExamplePicker(): (method: string, url: string) => string | null;
