import content from 'virtual:portal-content/easystore-pro';
import { ContentPage } from '@/components/content';

/**
 * Easystore Pro, the store-management app: its pitch, features and the App Store / Google Play links.
 * Its texts, pictures and links come from config/content/easystore-pro.json (the page has no call in spec §7).
 */
export default function EasystoreProPage() {
  return <ContentPage content={content} />;
}
