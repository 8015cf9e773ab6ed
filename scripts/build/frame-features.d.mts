export const FRAME_FEATURES: string[];
export const FRAME_ROOTS: string[];
