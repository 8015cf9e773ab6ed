/** Translation problems seen while rendering; tests/setup/unit.ts fails the test when any is left. */
export const intlErrors: string[] = [];
