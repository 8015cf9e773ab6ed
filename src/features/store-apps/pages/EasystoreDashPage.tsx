import content from 'virtual:portal-content/easystore-dash';
import { ContentPage } from '@/components/content';

/**
 * Easystore Dash, the multi-store dashboard app: its pitch, features and the App Store / Google Play links.
 * Its texts, pictures and links come from config/content/easystore-dash.json (the page has no call in spec §7).
 */
export default function EasystoreDashPage() {
  return <ContentPage content={content} />;
}
