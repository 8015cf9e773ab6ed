import look from 'virtual:portal-look';

export type { LookConfig, QrCode, ConfigText } from './look';

/**
 * The validated footer, advertisement and demo-message files of config/, with QR codes drawn at build time. Imported
 * by the shell's chunk only, never through '@/lib/config', so the sign-in page does not download them.
 */
export const lookConfig = look;
