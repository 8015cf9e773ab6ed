import content from 'virtual:portal-content/easystore-eats';
import { ContentPage } from '@/components/content';

/**
 * Easystore Eats, online ordering for the store's kitchen: its pitch, features and the App Store / Google Play links.
 * Its texts, pictures and links come from config/content/easystore-eats.json (the page has no call in spec §7).
 */
export default function EasystoreEatsPage() {
  return <ContentPage content={content} />;
}
