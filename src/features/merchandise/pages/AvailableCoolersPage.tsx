import content from 'virtual:portal-content/available-coolers';
import { ContentPage } from '@/components/content';

/**
 * The coolers vendors can place now, with size, capacity and power, and the cooler desk.
 * Its texts, pictures and links come from config/content/available-coolers.json (the page has no call in spec §7).
 */
export default function AvailableCoolersPage() {
  return <ContentPage content={content} />;
}
