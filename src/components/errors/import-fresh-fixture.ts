// Imported by import-fresh.test.ts under an address of its own.
export const fixture = 'the module itself';
